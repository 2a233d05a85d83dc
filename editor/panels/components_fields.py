"""Tables for a family's fields of the map as a whole (engine/map/fields.py, element
"components"), made from their declarations alone: a table field's rows under its
declared columns (landmark types), pairs of lines (lines running together), and
groups of line colours by a number (score tiles). Nothing here names a field.

Each user action becomes a change function from the pack to the new pack, handed
to the settings panel, which makes it one undo step; a change that cannot be made
raises EditError with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from editor.panels.choice_delegate import ChoiceDelegate
from editor.panels.editable_table import Cell, EditableTable
from engine.editing.edits import EditError, id_problem
from engine.editing.typed_values import count_value
from engine.journeys import lines_of
from engine.map.fields import Column, Field
from engine.map.model import MapPack

Change = Callable[[MapPack], MapPack]
Edit = Callable[[str, Change], None]  # (undo text, change)
GROUPS_TIP = "Groups separated by '/', the line colours in a group by commas"


def components_editor(
    declared: Field[Any], edit: Edit, pack: Callable[[], MapPack]
) -> RowsEditor | GroupsEditor:
    """The table that edits this field, named `components-<name>`; `pack` gives the
    map as it is now."""
    made = (
        GroupsEditor(declared, edit)
        if declared.type == "groups"
        else RowsEditor(declared, edit, pack)
    )
    made.setObjectName(f"components-{declared.name}")
    return made


def columns_of(declared: Field[Any]) -> tuple[Column, ...]:
    """A table's declared columns; a list of pairs as two columns of line ids."""
    if declared.type == "id_pairs":
        return tuple(Column(f"part-{i}", "id", label=declared.parts[i]) for i in (0, 1))
    return declared.columns


def _with(pack: MapPack, declared: Field[Any], value: Any) -> MapPack:
    return replace(pack, components=declared.put(pack.components, value))


class RowsEditor(EditableTable):
    """One row per entry of a table field or a list of pairs. A pair of lines picks
    each line from the map's lines."""

    def __init__(self, declared: Field[Any], edit: Edit, pack: Callable[[], MapPack]) -> None:
        self.declared = declared
        self.columns = columns_of(declared)
        adds = "Add pair" if declared.type == "id_pairs" else f"Add {_one(declared)}"
        super().__init__([c.title for c in self.columns], adds, stretch=0)
        self._edit = edit
        if declared.type == "id_pairs":
            lines = ChoiceDelegate(lambda: list(lines_of(pack()).items()), self)
            for column in range(len(self.columns)):
                self.table.setItemDelegateForColumn(column, lines)
        self.cell_edited.connect(self._edited)
        self.add_requested.connect(lambda: edit(f"Add {_one(declared)}", self._added))
        self.remove_requested.connect(self._remove)

    def show_value(self, pack: MapPack) -> None:
        names = lines_of(pack) if self.declared.type == "id_pairs" else {}
        rows = self._rows(pack)
        self.show_rows(
            [[Cell(names.get(str(v), str(v)), value=str(v)) for v in row] for row in rows]
        )

    def _rows(self, pack: MapPack) -> list[list[Any]]:
        value = self.declared.of(pack.components)
        if self.declared.type == "id_pairs":
            return [list(pair) for pair in value]
        return [[row[c.name] for c in self.columns] for row in value]

    def _value(self, rows: Sequence[Sequence[Any]]) -> Any:
        if self.declared.type == "id_pairs":
            return tuple(tuple(row) for row in rows)
        return tuple({c.name: v for c, v in zip(self.columns, row, strict=True)} for row in rows)

    def _edited(self, row: int, column: int, text: str) -> None:
        def change(pack: MapPack) -> MapPack:
            rows = self._rows(pack)
            rows[row][column] = _typed(self.columns[column], text)
            return _with(pack, self.declared, self._value(rows))

        self._edit(f"Set {self.declared.title.lower()}", change)

    def _added(self, pack: MapPack) -> MapPack:
        rows = self._rows(pack)
        if self.declared.type == "id_pairs":
            lines = list(lines_of(pack))
            if len(lines) < 2:
                raise EditError(f"{self.declared.title.lower()}: the map needs two lines first")
            rows.append(lines[:2])
        else:
            rows.append([_new(c, [r[i] for r in rows]) for i, c in enumerate(self.columns)])
        return _with(pack, self.declared, self._value(rows))

    def _remove(self, rows: list[int]) -> None:
        def change(pack: MapPack) -> MapPack:
            kept = [row for i, row in enumerate(self._rows(pack)) if i not in rows]
            return _with(pack, self.declared, self._value(kept))

        self._edit(f"Remove {_one(self.declared)}", change)


def _one(declared: Field[Any]) -> str:
    """One entry of the field, for buttons and undo texts: "landmark type"."""
    return declared.title.lower().removesuffix("s")


def _typed(column: Column, text: str) -> Any:
    if column.type == "whole":
        return count_value(text, column.title.lower(), column.least, column.most)
    problem = id_problem(text)
    if problem is not None:
        raise EditError(f"{column.title.lower()} '{text}': {problem}")
    return text


def _new(column: Column, taken: Sequence[Any]) -> Any:
    """A new row's value: a name no row has yet, a number at its default."""
    if column.type == "whole":
        return column.least if column.default is None else column.default
    return next(
        f"{column.name}-{n}" for n in range(1, len(taken) + 2) if f"{column.name}-{n}" not in taken
    )


class GroupsEditor(EditableTable):
    """One row per number (a player count): its groups of line colours."""

    def __init__(self, declared: Field[Any], edit: Edit) -> None:
        self.declared = declared
        super().__init__(declared.parts, f"Add {declared.parts[0].lower()}")
        self._edit = edit
        self._keys: list[int] = []
        self.cell_edited.connect(self._edited)
        self.add_requested.connect(lambda: edit(f"Add {declared.title.lower()}", self._added))
        self.remove_requested.connect(self._remove)

    def show_value(self, pack: MapPack) -> None:
        groups = self.declared.of(pack.components)
        self._keys = sorted(groups)
        self.show_rows([[Cell(str(n)), _groups_cell(groups[n])] for n in self._keys])

    def _edited(self, row: int, column: int, text: str) -> None:
        key = self._keys[row]
        title = self.declared.title.lower()
        if column == 0:
            self._edit(
                f"Set {title} {self.declared.parts[0].lower()}", lambda p: self._move(p, key, text)
            )
        else:
            self._edit(
                f"Set {title}", lambda p: self._set(p, {**self._of(p), key: parse_groups(text)})
            )

    def _remove(self, rows: list[int]) -> None:
        gone = {self._keys[row] for row in rows}
        self._edit(
            f"Remove {self.declared.title.lower()}",
            lambda p: self._set(p, {n: g for n, g in self._of(p).items() if n not in gone}),
        )

    def _of(self, pack: MapPack) -> dict[int, Any]:
        return dict(self.declared.of(pack.components))

    def _set(self, pack: MapPack, groups: dict[int, Any]) -> MapPack:
        return _with(pack, self.declared, dict(sorted(groups.items())))

    def _move(self, pack: MapPack, key: int, text: str) -> MapPack:
        groups = self._of(pack)
        what = self.declared.parts[0].lower()
        new = count_value(text, what, self.declared.least, self.declared.most)
        if new != key and new in groups:
            raise EditError(f"there are {self.declared.title.lower()} for {new} {what} already")
        groups[new] = groups.pop(key)
        return self._set(pack, groups)

    def _added(self, pack: MapPack) -> MapPack:
        groups = self._of(pack)
        low = max(self.declared.least, 2)  # a game of one has nobody to share with
        free = [n for n in range(low, self.declared.most + 1) if n not in groups]
        if not free:
            raise EditError(
                f"every {self.declared.parts[0].lower()} has {self.declared.title.lower()} already"
            )
        return self._set(pack, {**groups, free[0]: ()})


def _groups_cell(groups: Sequence[Sequence[str]]) -> Cell:
    text = format_groups(groups)
    return Cell(text, f"{text}\n\n{GROUPS_TIP}")


def format_groups(groups: Sequence[Sequence[str]]) -> str:
    return " / ".join(", ".join(group) for group in groups)


def parse_groups(text: str) -> tuple[tuple[str, ...], ...]:
    """'red, pink / black, orange' -> (('red', 'pink'), ('black', 'orange'))."""
    groups = []
    for part in text.split("/"):
        names = tuple(name for name in re.split(r"[,\s]+", part) if name)
        for name in names:
            problem = id_problem(name)
            if problem is not None:
                raise EditError(f"line colour '{name}': {problem}")
        if names:
            groups.append(names)
    return tuple(groups)
