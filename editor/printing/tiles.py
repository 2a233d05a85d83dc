"""The board cut into page-sized tiles that overlap, for printing at true size.

Geometry only, in points: each tile is the part of the board one page shows
inside its margins. Neighbours share OVERLAP so the assembled board has no
gaps; the tiles are spread evenly so the outer ones end at the board's edge
rather than printing blank paper.
"""

from __future__ import annotations

import itertools
import math
import string
from dataclasses import dataclass

from editor.printing.paper import MARGIN, OVERLAP, Paper

Rect = tuple[float, float, float, float]  # x, y, width, height


@dataclass(frozen=True)
class Tile:
    row: int
    column: int
    rows: int
    columns: int
    area: Rect  # the part of the board it shows, in board points

    @property
    def label(self) -> str:
        """ "B3": the row's letter and the column's number, as the page map shows."""
        return f"{row_letter(self.row)}{self.column + 1}"


@dataclass(frozen=True)
class Tiling:
    board: tuple[float, float]  # the board's printed size, in points
    landscape: bool
    tiles: tuple[Tile, ...]
    rows: int
    columns: int

    def cell(self, tile: Tile) -> Rect:
        """The part of the board nearer to `tile` than to any neighbour: the page
        map's cell for it. The cells cover the board without overlapping."""
        xs = _cuts([t.area[0] for t in self.tiles if t.row == 0], self.board[0], tile.area[2])
        ys = _cuts([t.area[1] for t in self.tiles if t.column == 0], self.board[1], tile.area[3])
        x0, x1 = xs[tile.column], xs[tile.column + 1]
        y0, y1 = ys[tile.row], ys[tile.row + 1]
        return (x0, y0, x1 - x0, y1 - y0)


def _cuts(starts: list[float], length: float, window: float) -> list[float]:
    """The board's edges and the middle of each overlap, along one side."""
    middles = [(start + window + after) / 2 for start, after in itertools.pairwise(starts)]
    return [0.0, *middles, length]


def row_letter(row: int) -> str:
    letters = string.ascii_uppercase
    return letters[row] if row < len(letters) else f"{letters[row // 26 - 1]}{letters[row % 26]}"


def _starts(length: float, window: float) -> list[float]:
    """Where each window along one side begins: as few as overlap by at least
    OVERLAP, spread evenly so the first starts and the last ends at the edge."""
    if length <= window:
        return [0.0]
    count = math.ceil((length - OVERLAP) / (window - OVERLAP))
    step = (length - window) / (count - 1)
    return [i * step for i in range(count)]


class TooManyTiles(ValueError):
    """A board that would take more pages than a kit may have."""


def tile_board(board: tuple[float, float], paper: Paper, most: int) -> Tiling:
    """The board cut into the fewest pages of `paper`, upright or on their side;
    TooManyTiles, before any tile is made, when even the fewest are more than `most`."""
    options = [_tiling(board, paper, landscape, most) for landscape in (False, True)]
    tilings = [tiling for tiling in options if tiling is not None]
    if not tilings:
        raise TooManyTiles(f"the board at this scale needs more than {most} pages")
    return min(tilings, key=lambda tiling: (len(tiling.tiles), tiling.landscape))


def _tiling(board: tuple[float, float], paper: Paper, landscape: bool, most: int) -> Tiling | None:
    page_width, page_height = paper.turned(landscape)
    window = (page_width - 2 * MARGIN, page_height - 2 * MARGIN)
    across = math.ceil((board[0] - OVERLAP) / (window[0] - OVERLAP))
    down = math.ceil((board[1] - OVERLAP) / (window[1] - OVERLAP))
    if across * down > most:
        return None
    xs = _starts(board[0], window[0])
    ys = _starts(board[1], window[1])
    tiles = tuple(
        Tile(
            row,
            column,
            len(ys),
            len(xs),
            (x, y, min(window[0], board[0]), min(window[1], board[1])),
        )
        for row, y in enumerate(ys)
        for column, x in enumerate(xs)
    )
    return Tiling(board, landscape, tiles, len(ys), len(xs))
