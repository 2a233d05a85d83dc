"""The map settings' component tables: line colours with their token counts, and
the score tiles dealt for each player count.

Each user action becomes a change function from the pack to the new pack,
handed to the settings panel, which makes it one undo step; a change that
cannot be made raises EditError with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from editor.panels.choice_delegate import ChoiceDelegate, station_choices
from editor.panels.editable_table import Cell, EditableTable
from engine.editing import EditError, id_problem, rename_line
from engine.model import Components, LineColour, MapPack, frozen_mapping
from engine.typed_values import count_value
from engine.words import station_name

Change = Callable[[MapPack], MapPack]
Edit = Callable[[str, Change], None]  # (undo text, change)
LINE, TOKENS, RGB, DEPARTURE = range(4)  # the columns of the line colours table

COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
PLAYER_COUNTS = range(1, 9)  # what the pack format allows
NEW_LINE_TOKENS = 8
TILES_TIP = "Tiles separated by '/', the line colours on a tile by commas"


def _components(pack: MapPack, **fields: Any) -> MapPack:
    return replace(pack, components=replace(pack.components, **fields))


class LinesEditor(EditableTable):
    """`pack` gives the map as it is now: the departure column picks one of its stations."""

    def __init__(self, edit: Edit, pack: Callable[[], MapPack]) -> None:
        super().__init__(("Line", "Tokens", "Colour", "Departure"), "Add line", stretch=0)
        self._edit = edit
        self._names: list[str] = []
        departures = ChoiceDelegate(lambda: [("", "none"), *station_choices(pack())], self)
        self.table.setItemDelegateForColumn(DEPARTURE, departures)
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
                    _departure_cell(pack, line.departure),
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
            self._edit(
                "Set line departure",
                lambda pack: _with_line(pack, name, departure=_departure(pack, text)),
            )

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


def _departure_cell(pack: MapPack, departure: str | None) -> Cell:
    if departure is None:
        return Cell("", "Where the line starts")
    name = station_name(pack, departure)
    return Cell(name, f"Where the line starts: {departure}", value=departure)


def _departure(pack: MapPack, text: str) -> str | None:
    if text and text not in pack.station_index:
        raise EditError(f"there is no station '{text}' to depart from")
    return text or None


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


class ScoreTilesEditor(EditableTable):
    def __init__(self, edit: Edit) -> None:
        super().__init__(("Players", "Score tiles"), "Add player count")
        self._edit = edit
        self._players: list[int] = []
        self.cell_edited.connect(self._edited)
        self.add_requested.connect(lambda: edit("Add score tiles", _add_player_count))
        self.remove_requested.connect(self._remove)

    def show_components(self, components: Components) -> None:
        tiles = components.score_tiles
        self._players = sorted(tiles)
        self.show_rows([[Cell(str(n)), _tiles_cell(tiles[n])] for n in self._players])

    def _edited(self, row: int, column: int, text: str) -> None:
        players = self._players[row]
        if column == 0:
            self._edit("Set score tile players", lambda pack: _move(pack, players, text))
        else:
            self._edit(
                "Set score tiles",
                lambda pack: _set_tiles(
                    pack, {**pack.components.score_tiles, players: parse_tiles(text)}
                ),
            )

    def _remove(self, rows: list[int]) -> None:
        gone = {self._players[row] for row in rows}
        self._edit(
            "Remove score tiles",
            lambda pack: _set_tiles(
                pack, {n: t for n, t in pack.components.score_tiles.items() if n not in gone}
            ),
        )


def _tiles_cell(tiles: Sequence[Sequence[str]]) -> Cell:
    text = format_tiles(tiles)
    return Cell(text, f"{text}\n\n{TILES_TIP}")


def format_tiles(tiles: Sequence[Sequence[str]]) -> str:
    return " / ".join(", ".join(tile) for tile in tiles)


def parse_tiles(text: str) -> tuple[tuple[str, ...], ...]:
    """'red, pink / black, orange' -> (('red', 'pink'), ('black', 'orange'))."""
    tiles = []
    for part in text.split("/"):
        names = tuple(name for name in re.split(r"[,\s]+", part) if name)
        for name in names:
            problem = id_problem(name)
            if problem is not None:
                raise EditError(f"line colour '{name}': {problem}")
        if names:
            tiles.append(names)
    return tuple(tiles)


def _set_tiles(pack: MapPack, tiles: Mapping[int, tuple[tuple[str, ...], ...]]) -> MapPack:
    return _components(pack, score_tiles=frozen_mapping(dict(sorted(tiles.items()))))


def _move(pack: MapPack, players: int, text: str) -> MapPack:
    tiles = dict(pack.components.score_tiles)
    new = count_value(text, "players", PLAYER_COUNTS[0], PLAYER_COUNTS[-1])
    if new != players and new in tiles:
        raise EditError(f"there are score tiles for {new} players already")
    tiles[new] = tiles.pop(players)
    return _set_tiles(pack, tiles)


def _add_player_count(pack: MapPack) -> MapPack:
    tiles = pack.components.score_tiles
    free = [n for n in PLAYER_COUNTS if n not in tiles and n > 1]
    if not free:
        raise EditError("every player count has score tiles already")
    return _set_tiles(pack, {**tiles, free[0]: ()})
