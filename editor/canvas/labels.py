"""Where station labels may go: they stay on the board, keep off stations, flag
marks and other labels and, where they can, the track.

Each label tries a few spots around its station and takes one on the board
(unless none fits there) that covers the fewest stations and labels, then the
least track, preferring the earlier spots on a tie; labels are placed from the
top of the board down. The layout itself, kept up to date as the map changes,
is editor/canvas/label_layout.py.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtWidgets import QGraphicsItem

from editor.canvas import style
from editor.canvas.cartouche import Cartouche
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem, RouteItem
from engine.layout.labels import spots

__all__ = ["Box", "blockers", "spots", "track_boxes"]

Box = tuple[float, float, float, float]  # left, top, width, height: a QRectF's arguments

_TRACK_STEP = 6.0  # track is blocked as a chain of small squares this far apart


def blockers(item: QGraphicsItem | None) -> list[Box]:
    """What no label may cover: a station's body and marks, a track's water icons,
    a route's Start and End Points, window boxes and bonus badge, the cartouche."""
    if isinstance(item, Cartouche):
        r = item.sceneBoundingRect()
        return [(r.x(), r.y(), r.width(), r.height())]
    if isinstance(item, StationItem):
        return [(r.x(), r.y(), r.width(), r.height()) for r in item.mark_rects()]
    if isinstance(item, ConnectionItem):
        radius = style.WATER_RADIUS
        return [(x - radius, y - radius, 2 * radius, 2 * radius) for x, y in item.water_points]
    if isinstance(item, RouteItem) and item.sheet is not None:
        return [(b.x(), b.y(), b.width(), b.height()) for b in item.sheet.boxes()]
    return []


def track_boxes(item: QGraphicsItem | None) -> list[Box]:
    """What a label had better not cover: the track, as a chain of small squares."""
    if not isinstance(item, ConnectionItem):
        return []
    width = item.look.lane_gap * item.connection.lanes
    boxes = []
    for (ax, ay), (bx, by) in itertools.pairwise(item.centre):
        steps = max(int(math.dist((ax, ay), (bx, by)) // _TRACK_STEP), 1)
        for i in range(steps + 1):
            x, y = ax + (bx - ax) * i / steps, ay + (by - ay) * i / steps
            boxes.append((x - width / 2, y - width / 2, width, width))
    return boxes
