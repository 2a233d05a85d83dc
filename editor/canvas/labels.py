"""Where station labels may go: they stay on the board, keep off stations, flag
marks and other labels and, where they can, the track.

Each label tries a few spots around its station and takes one on the board
(unless none fits there) that covers the fewest stations and labels, then the
least track, preferring the earlier spots on a tie; labels are placed from the
top of the board down. Labels keep a letter's width apart side by side, so two
names on one line never read as one ("Compass Rose Driftwood"); where route
marks crowd the spots beside a station (a Metro X route's window boxes above
and below it), the label may go a line further out, at the price of a little
track. The layout itself, kept up to date as the map changes,
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

__all__ = [
    "FAR_COST",
    "GAP_ACROSS",
    "GAP_DOWN",
    "LETTER",
    "NEAR_SPOTS",
    "Box",
    "blockers",
    "spots_around",
    "track_boxes",
]

Box = tuple[float, float, float, float]  # left, top, width, height: a QRectF's arguments

_TRACK_STEP = 6.0  # track is blocked as a chain of small squares this far apart
NEAR_SPOTS = 8  # the spots beside a station (engine.layout.labels.spots); then the far ones
FAR_COST = 5  # a spot a line further out counts as covering this many bits of track
GAP_ACROSS = 6.0  # a label keeps this far from a route's marks, about a letter
GAP_DOWN = 1.0  # and this far above or below them
LETTER = 0.6  # labels side by side keep about a letter apart: this much of their height


def spots_around(x: float, y: float, w: float, h: float, radius: float) -> list[Box]:
    """The spots beside the station, then those above and below it a line further out."""
    near = spots(x, y, w, h, radius)
    step = h + 2 * GAP_DOWN
    far = []
    for left, top, width, height in near:
        if top + height <= y - radius:
            far.append((left, top - step, width, height))
        elif top >= y + radius:
            far.append((left, top + step, width, height))
    return [*near, *far]


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
        # a name right against a badge reads as the badge's ("4 Fishmarket")
        return [
            (
                b.x() - GAP_ACROSS,
                b.y() - GAP_DOWN,
                b.width() + 2 * GAP_ACROSS,
                b.height() + 2 * GAP_DOWN,
            )
            for b in item.sheet.boxes()
        ]
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
