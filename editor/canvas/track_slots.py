"""A connection's track spaces as a printed board shows them: one slot a token
fits in per space and lane, on a grey track bed.

A connection of `lanes` lanes and `water` water icons has `water + 1` spaces
on each lane (U4, U12); each slot sits in the middle of its stretch, clear of
the stations and the icons at its ends, and no longer than a token (the
look's slot: a printed board's fits a track token, editor/canvas/look.py).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from editor.canvas import style
from editor.canvas.geometry import Point, length_of, offset_polyline, polyline_path, stretch
from editor.canvas.look import SLOT

TOKEN_LENGTH, SLOT_WIDTH = SLOT  # a slot's sides on screen, in map units (the legend's)
CLEARANCE = 2.0  # between a slot and the station or icon at its end


def slot_path(
    centre: list[Point], lanes: int, water: int, lane_gap: float, slot: tuple[float, float] = SLOT
) -> QPainterPath:
    """Every slot of the connection, as one path to fill and outline; `slot`: the
    length and width of one."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if len(centre) < 2:
        return path
    stroker = QPainterPathStroker()
    stroker.setWidth(slot[1])
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    lanes = max(lanes, 1)
    for lane in range(lanes):
        line = offset_polyline(centre, (lane - (lanes - 1) / 2) * lane_gap)
        for start, end in _slot_spans(length_of(line), water, slot[0]):
            path.addPath(stroker.createStroke(polyline_path(stretch(line, start, end))))
    return path


def _slot_spans(length: float, water: int, longest: float) -> list[tuple[float, float]]:
    """Where along a lane of this length each space's slot runs."""
    spaces = water + 1
    step = length / spaces
    spans = []
    for space in range(spaces):
        low = space * step + (style.STATION_RADIUS if space == 0 else style.WATER_RADIUS)
        high = (space + 1) * step - (
            style.STATION_RADIUS if space == spaces - 1 else style.WATER_RADIUS
        )
        room = high - low - 2 * CLEARANCE
        if room <= 1:
            continue  # the stations touch: no room for a slot
        size = min(room, longest)
        middle = (low + high) / 2
        spans.append((middle - size / 2, middle + size / 2))
    return spans


def track_bed(parent: QGraphicsItem) -> QGraphicsPathItem:
    """The band the slots lie on, behind its connection."""
    bed = QGraphicsPathItem(parent)
    bed.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
    return bed


def bed_pen(colour: QColor, lanes: int, lane_gap: float) -> QPen:
    """As wide as the lanes' slots and a margin, in a pale shade of the track."""
    pen = QPen(colour.lighter(135), lane_gap * max(lanes, 1) + 3)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen
