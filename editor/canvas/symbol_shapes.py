"""The shapes of station symbols, so a Next Station sheet reads like the printed one:
squares, triangles, pentagons and circles. A symbol with no shape here (a
custom sheet may name any) is drawn by the station item as a circle with the
symbol's initial.

Each shape is sized to weigh about as much as the others on the page, and is
centred by its bounding box, not its centroid: a triangle centred on its
centroid looks like it sits low.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF

SHAPES = ("square", "triangle", "pentagon", "circle")  # the symbols of the published sheets


def symbol_path(symbol: str, radius: float) -> QPainterPath | None:
    """The symbol's outline around the station for a body of `radius`, or None."""
    path = QPainterPath()
    if symbol == "circle":
        path.addEllipse(QPointF(0, 0), 1.1 * radius, 1.1 * radius)
    elif symbol == "square":
        side = 1.9 * radius
        path.addRect(-side / 2, -side / 2, side, side)
    elif symbol == "triangle":
        path.addPolygon(_regular(3, 1.4 * radius))
    elif symbol == "pentagon":
        path.addPolygon(_regular(5, 1.15 * radius))
    else:
        return None
    path.closeSubpath()
    return path


def _regular(corners: int, reach: float) -> QPolygonF:
    """A regular polygon with a corner at the top, `reach` from its centre to each corner,
    moved so its bounding box is centred on the station."""
    angles = [2 * math.pi * k / corners - math.pi / 2 for k in range(corners)]
    points = [(reach * math.cos(a), reach * math.sin(a)) for a in angles]
    lowest = max(y for _, y in points)
    shift = (reach - lowest) / 2  # the top corner is `reach` above, the base `lowest` below
    return QPolygonF([QPointF(x, y + shift) for x, y in points])
