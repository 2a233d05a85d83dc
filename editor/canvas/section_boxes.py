"""A connection's sections as a printed sheet shows them: the track between its
stations divided into that many boxes, each one ticked when a die marks it.

Drawn only where the map's rules read `connection.sections`; elsewhere a
connection is its plain track. `boxes` is plain geometry; `SectionBoxes` is a
path item, so Qt draws it without calling back into Python.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from editor.canvas import style
from editor.canvas.geometry import Point

WIDTH = 9.0  # a box's side across the track
GAP = 3.0  # between boxes along the track
CLEAR = style.STATION_RADIUS + 2.0  # from a station's centre to the first box
PAPER = QColor(255, 255, 255, 170)  # a line's colour under a box tints it


def boxes(centre: list[Point], count: int, clear: float = CLEAR) -> list[list[Point]]:
    """The corners of `count` boxes spread evenly along the polyline, `clear` of
    the stations' centres at its ends; none where there is no room."""
    lengths = [math.dist(a, b) for a, b in itertools.pairwise(centre)]
    usable = sum(lengths) - 2 * clear
    if count < 1 or usable <= GAP * count:
        return []
    slot = usable / count
    half_long, half_wide = (slot - GAP) / 2, WIDTH / 2
    found = []
    for i in range(count):
        (x, y), (ux, uy) = _along(centre, lengths, clear + slot * (i + 0.5))
        nx, ny = -uy, ux
        found.append(
            [
                (
                    x + sx * ux * half_long + sy * nx * half_wide,
                    y + sx * uy * half_long + sy * ny * half_wide,
                )
                for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))
            ]
        )
    return found


def _along(centre: list[Point], lengths: list[float], distance: float) -> tuple[Point, Point]:
    """The point `distance` along the polyline, and the direction of its stretch there."""
    for (a, b), length in zip(itertools.pairwise(centre), lengths, strict=True):
        if distance <= length and length > 0:
            t = distance / length
            point = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            return point, ((b[0] - a[0]) / length, (b[1] - a[1]) / length)
        distance -= length
    a, b = centre[-2], centre[-1]
    length = math.dist(a, b) or 1.0
    return b, ((b[0] - a[0]) / length, (b[1] - a[1]) / length)


class SectionBoxes(QGraphicsPathItem):
    """A connection's section boxes, a child of its track item. A click on one is a
    click on the connection, which is why it carries the connection's id."""

    def __init__(self, parent: QGraphicsItem, element_id: str) -> None:
        super().__init__(parent)
        self.element_id = element_id
        self.corners: list[list[Point]] = []
        self.setBrush(QBrush(PAPER))

    def show_boxes(
        self, centre: list[Point], count: int, colour: QColor, stop: float = style.STATION_RADIUS
    ) -> None:
        """`stop`: the stations' radius, so the boxes start clear of them."""
        self.corners = boxes(centre, count, CLEAR + stop - style.STATION_RADIUS)
        path = QPainterPath()
        for corners in self.corners:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
            path.closeSubpath()
        self.setPath(path)
        self.setPen(QPen(colour, 1.5))
