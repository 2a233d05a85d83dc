"""The facts of one game that never change after the deal, as board indices.

Who owns which line, which Connection tiles pair up, what each landmark stack
holds, what each card names: looked up by integer in the hot paths, shared by
every clone of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.underground.board import Board
from engine.families.underground.fields import LANDMARK, LANDMARK_TYPES
from engine.families.underground.options import Options
from engine.families.underground.setup import Setup, line_colours
from engine.map.model import MapPack
from engine.rules.options import SetupError


@dataclass(frozen=True, eq=False)
class Table:
    board: Board
    options: Options
    line_names: tuple[str, ...]  # line index -> colour
    line_index: dict[str, int]
    supply: tuple[int, ...]  # line index -> Track tokens in the box
    owner: tuple[int, ...]  # line index -> seat, or -1 when nobody plays it
    seat_lines: tuple[tuple[int, ...], ...]
    symbols: dict[int, str]  # station node -> its Connection tile (U7)
    partners: dict[int, tuple[int, ...]]  # station node -> nodes with the same symbol
    landmark_names: tuple[str, ...]
    landmark_type: dict[int, int]  # station node -> type of its stack (U10)
    landmark_tiles: dict[int, int]  # station node -> tiles dealt onto it
    cards: tuple[tuple[int, str], ...]  # card index -> (station node, kind), in deck order

    @property
    def players(self) -> int:
        return len(self.seat_lines)


def build_table(pack: MapPack, board: Board, options: Options, setup: Setup) -> Table:
    colours = line_colours(pack)
    line_index = {line.name: i for i, line in reversed(list(enumerate(colours)))}
    owner = [-1] * len(colours)
    seat_lines = []
    for seat, tile in enumerate(setup.seat_lines):
        lines = []
        for colour in tile:
            line = line_index.get(colour)
            if line is None or owner[line] != -1:
                raise SetupError(
                    f"score tile {list(tile)}: colour '{colour}' is unknown or dealt twice"
                )
            owner[line] = seat
            lines.append(line)
        seat_lines.append(tuple(lines))
    node = board.station_index
    symbols = {node[station]: symbol for station, symbol in setup.connection_tiles.items()}
    partners = {
        here: tuple(there for there, other in symbols.items() if other == symbol and there != here)
        for here, symbol in symbols.items()
    }
    landmark_names = tuple(str(kind["name"]) for kind in LANDMARK_TYPES.of(pack.components))
    type_index = {name: i for i, name in enumerate(landmark_names)}
    stations = pack.station_index
    return Table(
        board=board,
        options=options,
        line_names=tuple(line.name for line in colours),
        line_index=line_index,
        supply=tuple(line.tokens for line in colours),
        owner=tuple(owner),
        seat_lines=tuple(seat_lines),
        symbols=symbols,
        partners=partners,
        landmark_names=landmark_names,
        landmark_type={node[s]: type_index[kind] for s, kind in setup.landmarks.items()},
        landmark_tiles={node[s]: LANDMARK.of(stations[s]) for s in setup.landmarks},
        cards=tuple((node[station], kind) for station, kind in setup.deck),
    )
