"""Room for station names: whether each name finds a spot beside its station
that no other name or station covers, on a laid-out board.

A map stores no label places: the editor places every name when it draws the
board (editor/canvas/label_layout.py), trying the spots around its station that
`spots` lists, best first. The layout cannot measure text, so it estimates a
name's width from its letters and places the names the same way, from the top
of the board down, to choose a spacing at which every name has a free spot.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable

from engine.map.model import MapPack

Box = tuple[float, float, float, float]  # left, top, width, height

STATION_RADIUS = 7.0  # as the editor draws a station (editor/canvas/style.py)
LINE_HEIGHT = 11.0  # a name's line, in map units
LETTER = 5.4  # a letter's typical width at that size
_CELL = 64.0
# The label's place beside its station, in preference order: the sides first,
# since the station's flag marks sit on the diagonals and on top.
_SPOTS = (
    "right",
    "left",
    "below",
    "above",
    "lower-right",
    "upper-right",
    "lower-left",
    "upper-left",
)


def spots(x: float, y: float, w: float, h: float, radius: float = STATION_RADIUS) -> list[Box]:
    """Where a label of this size may go around a station at (x, y) of `radius`,
    best first (a printed sheet draws its stations larger to write in)."""
    gap = radius + 3
    corners = {
        "right": (x + gap, y - h / 2),
        "left": (x - gap - w, y - h / 2),
        "above": (x - w / 2, y - gap - h),
        "below": (x - w / 2, y + gap),
        "upper-right": (x + gap, y - gap - h),
        "lower-right": (x + gap, y + gap),
        "upper-left": (x - gap - w, y - gap - h),
        "lower-left": (x - gap - w, y + gap),
    }
    return [(*corners[name], w, h) for name in _SPOTS]


def crowded_labels(pack: MapPack, scale: float = 1.0) -> int:
    """How many station names find no free spot on the board, its stations'
    positions multiplied by `scale` (a layout's spacing tried before it is chosen)."""
    width, height = pack.canvas[0] * scale, pack.canvas[1] * scale
    stations = sorted(
        ((s.pos[0] * scale, s.pos[1] * scale, s.name) for s in pack.stations),
        key=lambda s: (s[1], s[0]),
    )
    taken = _Boxes()
    for x, y, _ in stations:
        r = STATION_RADIUS
        taken.add((x - r, y - r, 2 * r, 2 * r))
    crowded = 0
    for x, y, name in stations:
        if not name:
            continue
        options = spots(x, y, LETTER * len(name) + 2, LINE_HEIGHT)
        free = next(
            (
                box
                for box in options
                if box[0] >= 0
                and box[1] >= 0
                and box[0] + box[2] <= width
                and box[1] + box[3] <= height
                and not taken.meets(box)
            ),
            None,
        )
        crowded += free is None
        taken.add(free or options[0])
    return crowded


class _Boxes:
    """Boxes found through the grid cells they cover."""

    def __init__(self) -> None:
        self._cells: defaultdict[tuple[int, int], list[Box]] = defaultdict(list)

    def add(self, box: Box) -> None:
        for cell in _cover(box):
            self._cells[cell].append(box)

    def meets(self, box: Box) -> bool:
        x, y, w, h = box
        return any(
            ox < x + w and x < ox + ow and oy < y + h and y < oy + oh
            for cell in _cover(box)
            for ox, oy, ow, oh in self._cells.get(cell, ())
        )


def _cover(box: Box) -> Iterable[tuple[int, int]]:
    x, y, w, h = box
    for i in range(math.floor(x / _CELL), math.floor((x + w) / _CELL) + 1):
        for j in range(math.floor(y / _CELL), math.floor((y + h) / _CELL) + 1):
            yield (i, j)
