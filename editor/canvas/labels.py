"""Places station labels so they avoid each other and the stations where they can.

Each label tries a few spots around its station and takes the first that
overlaps nothing already placed; a coarse grid keeps the look-ups cheap on
maps with a thousand stations.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QRectF

from editor.canvas import style

_CELL = 64.0
_R = style.STATION_RADIUS
# (dx, dy) of the label's anchor corner relative to the station, in preference order
_SPOTS = ("right", "left", "above", "below", "upper-right", "lower-right", "upper-left")


class LabelPlacer:
    def __init__(self) -> None:
        self._grid: dict[tuple[int, int], list[QRectF]] = defaultdict(list)

    def block(self, rect: QRectF) -> None:
        for cell in _cells(rect):
            self._grid[cell].append(rect)

    def place(self, x: float, y: float, width: float, height: float) -> QRectF:
        """The first free spot for a label of this size, blocked from then on."""
        candidates = [_spot(name, x, y, width, height) for name in _SPOTS]
        chosen = next((r for r in candidates if not self._collides(r)), candidates[0])
        self.block(chosen)
        return chosen

    def _collides(self, rect: QRectF) -> bool:
        return any(rect.intersects(other) for cell in _cells(rect) for other in self._grid[cell])


def station_rect(x: float, y: float) -> QRectF:
    return QRectF(x - _R, y - _R, 2 * _R, 2 * _R)


def _spot(name: str, x: float, y: float, w: float, h: float) -> QRectF:
    gap = _R + 2
    left, top = {
        "right": (x + gap, y - h / 2),
        "left": (x - gap - w, y - h / 2),
        "above": (x - w / 2, y - gap - h),
        "below": (x - w / 2, y + gap),
        "upper-right": (x + gap * 0.7, y - gap * 0.7 - h),
        "lower-right": (x + gap * 0.7, y + gap * 0.7),
        "upper-left": (x - gap * 0.7 - w, y - gap * 0.7 - h),
    }[name]
    return QRectF(left, top, w, h)


def _cells(rect: QRectF) -> Iterator[tuple[int, int]]:
    for i in range(int(rect.left() // _CELL), int(rect.right() // _CELL) + 1):
        for j in range(int(rect.top() // _CELL), int(rect.bottom() // _CELL) + 1):
            yield (i, j)


def placer_for(stations: Iterable[tuple[float, float]]) -> LabelPlacer:
    """A placer that already keeps labels off every station."""
    placer = LabelPlacer()
    for x, y in stations:
        placer.block(station_rect(x, y))
    return placer
