"""Corners of regions and bends of connections under the mouse.

Only selected elements show their handles, so only their points are hit.
A region's outline is closed; a connection's runs from station to station
through its bends, and a new bend goes into the segment that was hit.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.editing.edits import element_index, vertex_field
from engine.map.model import Connection, MapPack, Point, Region

if TYPE_CHECKING:
    from editor.canvas.view import MapView

Hit = tuple[str, int]  # (element id, point index)
HANDLE_RADIUS = 8.0  # how near a handle the mouse grabs it, in pixels on screen


def reach(view: MapView) -> float:
    """The grab radius in scene units at the view's zoom."""
    return HANDLE_RADIUS / max(view.transform().m11(), 1e-6)


def vertex_points(pack: MapPack, element_id: str) -> tuple[Point, ...]:
    """The draggable points of an element: region corners or connection bends."""
    element = element_index(pack).get(element_id)
    field = vertex_field(element) if element is not None else None
    return tuple(getattr(element, field)) if field is not None else ()


def vertex_at(pack: MapPack, ids: Iterable[str], point: Point, reach: float) -> Hit | None:
    for element_id in ids:
        for index, corner in enumerate(vertex_points(pack, element_id)):
            if math.dist(corner, point) <= reach:
                return element_id, index
    return None


def edge_at(pack: MapPack, ids: Iterable[str], point: Point, reach: float) -> Hit | None:
    """Where a new point goes when an edge is hit: (element id, index to insert at)."""
    for element_id in ids:
        segments = _segments(pack, element_id)
        for index, (a, b) in enumerate(segments):
            if _distance_to_segment(point, a, b) <= reach:
                element = element_index(pack)[element_id]
                return element_id, index + 1 if isinstance(element, Region) else index
    return None


def _segments(pack: MapPack, element_id: str) -> list[tuple[Point, Point]]:
    element = element_index(pack).get(element_id)
    if isinstance(element, Region):
        corners = element.polygon
        return [(corners[i], corners[(i + 1) % len(corners)]) for i in range(len(corners))]
    if isinstance(element, Connection):
        a, b = pack.station(element.a), pack.station(element.b)
        if a is None or b is None:
            return []
        line = [a.pos, *element.bends, b.pos]
        return list(itertools.pairwise(line))
    return []


def _distance_to_segment(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2
    t = max(0.0, min(1.0, t))
    return math.dist(p, (a[0] + t * dx, a[1] + t * dy))
