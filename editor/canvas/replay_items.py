"""The pieces of a family's picture (engine/rules/picture.py) as canvas items.

Display only, like the heatmaps: each item shows one piece and never touches
the map. A track mark is a stroke in its line's colour; a path's leg a broad
glow, solid where the piece rode and dotted where it walked; a moving piece a
dark disc with its letter; station marks and route windows sit over the
stations. The overlay (editor/canvas/replay_overlay.py) places them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from editor.canvas import style
from engine.map.model import MapPack
from engine.rules.picture import Leg, Piece, RouteWindows, StationMark, TrackMark

MARK_WIDTH = style.LANE_WIDTH + 1.5
MARK_GAP = MARK_WIDTH + 1.0
ROUTE_WIDTH = 16.0
ROUTE_COLOUR = QColor(255, 196, 0, 150)
FRESH_CASING = QColor(20, 20, 20, 170)
UNKNOWN_LINE = QColor("#555555")
INK = QColor("#1b1f24")
RING = QColor("#ffc400")
PAPER = QColor("#ffffff")


def line_colours(pack: MapPack) -> dict[str, QColor]:
    """Line colour name -> its printed colour (components.lines rgb)."""
    colours = {}
    for line in pack.components.lines:
        colour = QColor(line.rgb) if line.rgb else QColor(line.name)
        colours[line.name] = colour if colour.isValid() else UNKNOWN_LINE
    return colours


def colour_of(name: str, lines: Mapping[str, QColor], default: QColor) -> QColor:
    """A picture's colour: a line colour's name, "#rrggbb", or "" for the default."""
    if not name:
        return default
    if name in lines:
        return lines[name]
    colour = QColor(name)
    return colour if colour.isValid() else UNKNOWN_LINE


def _seat(seat: int | None) -> str:
    return "" if seat is None else f" (seat {seat})"


class MarkItem(QGraphicsPathItem):
    """One track mark in its line's colour; one added by the step on show has a dark
    casing, so a step shows what it added."""

    CASING = 4.0

    def __init__(self, mark: TrackMark, colour: QColor, fresh: bool, where: str) -> None:
        """`where`: the mark's connection as people read it."""
        super().__init__()
        self.mark = mark
        self.fresh = fresh
        pen = QPen(colour, MARK_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.setPen(pen)
        label = mark.label or f"{mark.colour}{_seat(mark.seat)}"
        self.setToolTip(f"{label} on {where}{' (this step)' if fresh else ''}")

    def boundingRect(self) -> QRectF:
        grow = self.CASING / 2 + 1
        return super().boundingRect().adjusted(-grow, -grow, grow, grow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.fresh:
            casing = QPen(FRESH_CASING, MARK_WIDTH + self.CASING)
            casing.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.strokePath(self.path(), casing)
        super().paint(painter, option, widget)


class BoxMarkItem(MarkItem):
    """A track mark on a section the canvas draws as a box: the box, filled in the
    line's colour (`box` in scene coordinates)."""

    def __init__(
        self, mark: TrackMark, colour: QColor, fresh: bool, where: str, box: QPolygonF
    ) -> None:
        super().__init__(mark, colour, fresh, where)
        self.box = box
        path = QPainterPath()
        path.addPolygon(box)
        path.closeSubpath()
        self.setPath(path)
        self.setBrush(QBrush(colour))
        self.setPen(QPen(INK, 1))


class LegItem(QGraphicsPathItem):
    """One piece of track a moving piece crossed since the step before."""

    def __init__(self, leg: Leg) -> None:
        super().__init__()
        self.leg = leg
        pen = QPen(ROUTE_COLOUR, ROUTE_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if leg.line is None:
            pen.setStyle(Qt.PenStyle.DotLine)
            pen.setWidthF(ROUTE_WIDTH * 0.6)
        self.setPen(pen)
        self.setToolTip(f"rode {leg.line}" if leg.line else "walked")


class _Marker(QGraphicsItem):
    """A small drawing centred on a station's position."""

    RADIUS = 9.0

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)


class PieceItem(_Marker):
    """A moving piece (the Passenger): a dark disc with its letter."""

    def __init__(self, piece: Piece, where: str) -> None:
        super().__init__()
        self.piece = piece
        self.setToolTip(f"{piece.name} at {where}")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(RING, 2))
        painter.setBrush(QBrush(INK))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        painter.setPen(QPen(PAPER))
        painter.setFont(QFont("Sans", 8, QFont.Weight.Bold))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.piece.letter)


class StationMarkItem(_Marker):
    """A token (a disc, maybe lettered), a cross, a written number or a ring on a station."""

    RADIUS = style.STATION_RADIUS + 6
    # Where a written number may go, best first: above right, above left, below right, below left.
    NUMBER_BOXES = tuple(
        QRectF(x, y, 22, 14)
        for y in (-style.STATION_RADIUS - 14, style.STATION_RADIUS)
        for x in (style.STATION_RADIUS, -style.STATION_RADIUS - 22)
    )

    def __init__(
        self, mark: StationMark, colour: QColor, where: str, number_box: QRectF | None = None
    ) -> None:
        super().__init__()
        self.mark = mark
        self.colour = colour
        self.number_box = number_box or self.NUMBER_BOXES[0]
        self.setToolTip(f"{mark.text or mark.kind}{_seat(mark.seat)} at {where}")

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self.number_box.adjusted(-1, -1, 1, 1))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        kind, r = self.mark.kind, style.STATION_RADIUS
        painter.setFont(QFont("Sans", 7, QFont.Weight.Bold))
        if kind == "ring":
            painter.setPen(QPen(self.colour, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
        elif kind == "cross":
            pen = QPen(self.colour, 2.5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(-r, -r), QPointF(r, r))
            painter.drawLine(QPointF(-r, r), QPointF(r, -r))
        elif kind == "token":
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QBrush(self.colour))
            painter.drawEllipse(QPointF(0, 0), r, r)
            painter.setPen(QPen(PAPER))
            disc = QRectF(-r, -r, 2 * r, 2 * r)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.mark.text)
        else:  # a number written beside the station
            painter.setPen(QPen(self.colour, 1))
            painter.setBrush(QBrush(PAPER))
            painter.drawRoundedRect(self.number_box, 3, 3)
            painter.drawText(self.number_box, Qt.AlignmentFlag.AlignCenter, self.mark.text)


class WindowsItem(QGraphicsItem):
    """A route's windows beside its first stop, as a row of small boxes, the filled
    ones filled; one row per seat. Where the canvas already draws the route's
    window boxes (`boxes`, one per window), it fills those instead."""

    BOX = 7.0
    GAP = 2.0

    def __init__(self, windows: RouteWindows, colour: QColor, boxes: Sequence[QRectF] = ()) -> None:
        super().__init__()
        self.windows = windows
        self.colour = colour
        self.boxes = list(boxes) or [
            QRectF(window * (self.BOX + self.GAP), 0, self.BOX, self.BOX)
            for window in range(windows.windows)
        ]
        filled, total = windows.filled, windows.windows
        self.setToolTip(f"{windows.route}{_seat(windows.seat)}: {filled} of {total} filled")

    def boundingRect(self) -> QRectF:
        reach = QRectF()
        for box in self.boxes:
            reach = reach.united(box)
        return reach.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(INK, 1))
        for window, box in enumerate(self.boxes):
            filled = window < self.windows.filled
            painter.setBrush(QBrush(self.colour if filled else PAPER))
            painter.drawRect(box)
