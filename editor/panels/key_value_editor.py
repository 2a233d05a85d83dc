"""Editing a mapping of named values (region and route values, raw rule options).

With several elements selected the table lists every key any of them has; a
value that differs between them shows empty, and typing one sets it on all.
What the user did is reported as a change function from one element's mapping
to its new mapping, so the owner applies it to each element in one edit.
Where the rules name the values they read, those are fixed rows under their
titles (`ValuesEditor`): nothing to add or rename, the value to type.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Signal

from editor.panels.editable_table import Cell, EditableTable
from editor.panels.field_editors import MIXED, shared
from engine.editing.edits import id_problem
from engine.editing.typed_values import number_value
from engine.map.model import Region, Route
from engine.rules.value_names import ValueName

Change = Callable[[Mapping[str, Any]], dict[str, Any]]


class KeyValueEditor(EditableTable):
    committed = Signal(object)  # a Change
    rejected = Signal(str)  # why what the user typed was not taken

    def __init__(
        self,
        parse: Callable[[str], Any],
        show: Callable[[Any], str],
        new_value: Any,
        headers: tuple[str, str] = ("Key", "Value"),
    ) -> None:
        super().__init__(headers)
        self._parse = parse
        self._show = show
        self._new_value = new_value
        self._shown: list[Mapping[str, Any]] = []
        self._keys: list[str] = []
        self._fixed: tuple[ValueName, ...] = ()  # rows the rules name, first, as titled
        self.cell_edited.connect(self._edited)
        self.add_requested.connect(self._add)
        self.remove_requested.connect(self._remove)

    def show_values(self, values: Sequence[Mapping[str, Any]]) -> None:
        self._shown = list(values)
        self._redraw()

    def _redraw(self) -> None:
        values = self._shown
        fixed = [name.key for name in self._fixed]
        present = {key for mapping in values for key in mapping} - set(fixed)
        self._keys = [*fixed, *sorted(present)]
        titles = {name.key: name for name in self._fixed}
        rows = []
        for key in self._keys:
            same, value = shared([m.get(key) for m in values])
            text = self._show(value) if same and value is not None else ""
            name = titles.get(key)
            label = Cell(key) if name is None else Cell(name.title, _tip(name), editable=False)
            rows.append([label, Cell(text, "" if same else f"{MIXED}: differs or is missing")])
        self.show_rows(rows)

    def _edited(self, row: int, column: int, text: str) -> None:
        key = self._keys[row]
        if column == 0:
            self._rename(key, text)
            return
        try:
            value = self._parse(text)
        except ValueError as problem:
            self._refuse(f"'{key}': {problem}")
            return
        self.committed.emit(lambda mapping: {**mapping, key: value})

    def _rename(self, old: str, new: str) -> None:
        problem = id_problem(new)
        if problem is not None or (new != old and new in self._keys):
            self._refuse(f"'{new}': {problem or 'that key is already used'}")
            return
        self.committed.emit(
            lambda mapping: {(new if key == old else key): v for key, v in mapping.items()}
        )

    def _add(self) -> None:
        key = next(
            f"value-{n}" for n in range(1, len(self._keys) + 2) if f"value-{n}" not in self._keys
        )
        self.committed.emit(lambda mapping: {**mapping, key: self._new_value})

    def _remove(self, rows: list[int]) -> None:
        gone = {self._keys[row] for row in rows}
        self.committed.emit(lambda mapping: {k: v for k, v in mapping.items() if k not in gone})

    def _refuse(self, why: str) -> None:
        self._redraw()
        self.rejected.emit(why)


class ValuesEditor(KeyValueEditor):
    """A route's or region's values: the ones the rules read (`Ruleset.value_names`)
    as fixed rows; any others the file holds below them, as keys."""

    def __init__(self, names: Sequence[ValueName]) -> None:
        super().__init__(number_value, lambda v: f"{v:g}", 0.0)
        self._names = tuple(names)

    def show_values(self, values: Sequence[Any]) -> None:
        """`values`: the selected routes or regions."""
        elements: list[Route | Region] = list(values)
        self._fixed = tuple(
            name for name in self._names if elements and all(name.on(e) for e in elements)
        )
        self.add_button.setHidden(bool(self._fixed))
        super().show_values([element.values for element in elements])


def _tip(name: ValueName) -> str:
    said = f"{name.doc[:1].upper()}{name.doc[1:]}. " if name.doc else ""
    return f"{said}Written '{name.key}' in the map file."
