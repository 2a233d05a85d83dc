"""The map settings' line colours table: line colours with their token counts and
any field a family declares for line colours, such as a departure station.

Each user action becomes a change function from the pack to the new pack,
handed to the settings panel, which makes it one undo step; a change that
cannot be made raises EditError with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from editor.panels.choice_delegate import ChoiceDelegate, station_choices
from editor.panels.editable_table import Cell, EditableTable
from engine.editing.edits import EditError, id_problem, rename_line
from engine.editing.typed_values import count_value
from engine.map.fields import Field, catalogue
from engine.map.model import LineColour, MapPack
from engine.map.words import station_name

Change = Callable[[MapPack], MapPack]
Edit = Callable[[str, Change], None]  # (undo text, change)
LINE, TOKENS, RGB = range(3)  # the core columns of the line colours table; then its fields

COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
NEW_LINE_TOKENS = 8


def _components(pack: MapPack, **fields: Any) -> MapPack:
    return replace(pack, components=replace(pack.components, **fields))


class LinesEditor(EditableTable):
    """`pack` gives the map as it is now: a column of a field naming a station picks
    one of its stations. Every installed family's line fields have a column, which
    the settings panel hides where the map's rules do not read it (`column_of`)."""

    def __init__(self, edit: Edit, pack: Callable[[], MapPack]) -> None:
        self.declared = catalogue().of("line")
        titles = (declared.title for declared in self.declared)
        super().__init__(("Line", "Tokens", "Colour", *titles), "Add line", stretch=0)
        self._edit = edit
        self._names: list[str] = []
        for column, declared in enumerate(self.declared, RGB + 1):
            if declared.type == "station":
                stations = ChoiceDelegate(lambda: [("", "none"), *station_choices(pack())], self)
                self.table.setItemDelegateForColumn(column, stations)
        self.cell_edited.connect(self._edited)
        self.add_requested.connect(lambda: edit("Add line colour", _add_line))
        self.remove_requested.connect(self._remove)

    def show_lines(self, pack: MapPack) -> None:
        """The map's line colours, each departure by its station's name (the id
        in its tip and under the name, where the picker opens)."""
        self._names = [line.name for line in pack.components.lines]
        self.show_rows(
            [
                [
                    Cell(line.name),
                    Cell(str(line.tokens)),
                    Cell(line.rgb, swatch=line.rgb),
                    *(_field_cell(pack, declared, declared.of(line)) for declared in self.declared),
                ]
                for line in pack.components.lines
            ]
        )

    def _edited(self, row: int, column: int, text: str) -> None:
        name = self._names[row]
        if column == LINE:
            self._edit("Rename line colour", lambda pack: rename_line(pack, name, text))
        elif column == TOKENS:
            self._edit(
                "Set line tokens",
                lambda pack: _with_line(pack, name, tokens=count_value(text, name)),
            )
        elif column == RGB:
            self._edit("Set line colour", lambda pack: _with_line(pack, name, rgb=_colour(text)))
        else:
            declared = self.declared[column - RGB - 1]
            self._edit(
                f"Set line {declared.title.lower()}",
                lambda pack: _with_line_field(pack, name, declared, _value(pack, declared, text)),
            )

    def column_of(self, key: str) -> int | None:
        """The column of the line field with this element key (`line.departure`)."""
        keys = [declared.key for declared in self.declared]
        return RGB + 1 + keys.index(key) if key in keys else None

    def _remove(self, rows: list[int]) -> None:
        gone = {self._names[row] for row in rows}
        self._edit(
            "Remove line colour",
            lambda pack: _components(
                pack, lines=tuple(ln for ln in pack.components.lines if ln.name not in gone)
            ),
        )


def _colour(text: str) -> str:
    if text and not COLOUR.fullmatch(text):
        raise EditError(f"'{text}' is not a colour such as '#d01020'")
    return text


def _field_cell(pack: MapPack, declared: Field[Any], value: Any) -> Cell:
    tip = declared.help[:1].upper() + declared.help[1:]
    if value is None or value == declared.default:
        return Cell("" if declared.type != "whole" else str(declared.default), tip)
    if declared.type == "station":
        return Cell(station_name(pack, value), f"{tip}: {value}", value=value)
    return Cell(str(value), tip)


def _value(pack: MapPack, declared: Field[Any], text: str) -> Any:
    """The typed text as the field's value, or EditError saying why it cannot be."""
    if declared.type == "whole":
        return count_value(text, declared.title.lower(), declared.least, declared.most)
    if not text:
        return declared.default
    if declared.type == "station" and text not in pack.station_index:
        raise EditError(f"there is no station '{text}' for the {declared.title.lower()}")
    problem = id_problem(text)
    if problem is not None:
        raise EditError(f"{declared.title.lower()} '{text}': {problem}")
    return text


def _with_line_field(pack: MapPack, name: str, declared: Field[Any], value: Any) -> MapPack:
    lines = pack.components.lines
    return _components(
        pack, lines=tuple(declared.put(ln, value) if ln.name == name else ln for ln in lines)
    )


def _with_line(pack: MapPack, name: str, **fields: Any) -> MapPack:
    lines = pack.components.lines
    return _components(
        pack, lines=tuple(replace(ln, **fields) if ln.name == name else ln for ln in lines)
    )


def _add_line(pack: MapPack) -> MapPack:
    taken = {line.name for line in pack.components.lines}
    name = next(f"line-{n}" for n in range(1, len(taken) + 2) if f"line-{n}" not in taken)
    tokens = pack.components.lines[-1].tokens if pack.components.lines else NEW_LINE_TOKENS
    return _components(pack, lines=(*pack.components.lines, LineColour(name, tokens)))
