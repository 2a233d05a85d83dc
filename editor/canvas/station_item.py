"""A station on the canvas: its symbol, the flags the rules care about, and its label.

The item mirrors one `Station` value; `sync` gives it the new value after an
edit. It never edits the model.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from editor.canvas import style
from engine.model import Station

KIND = "station"
_R = style.STATION_RADIUS
_MARGIN = 16.0  # room for the flag marks around the circle


class StationItem(QGraphicsItem):
    def __init__(self, station: Station) -> None:
        super().__init__()
        self.element_id = station.id
        self.station = station
        self.highlighted = False
        self.setZValue(10)
        self.label = QGraphicsSimpleTextItem(station.name)
        self.label.setFont(QFont("Sans", style.LABEL_POINT_SIZE))
        self.label.setBrush(QBrush(style.LABEL))
        self.label.setZValue(11)
        self.sync(station)

    def sync(self, station: Station) -> None:
        if station.flags != self.station.flags or station.landmark != self.station.landmark:
            self.prepareGeometryChange()
        self.station = station
        self.setPos(*station.pos)
        if self.label.text() != station.name:
            self.label.setText(station.name)
        self.update()

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.update()

    def boundingRect(self) -> QRectF:
        size = _R + _MARGIN
        return QRectF(-size, -size, 2 * size, 2 * size)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), _R + 2, _R + 2)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        s = self.station
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            painter.setPen(QPen(style.SELECTION, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), _R + 5, _R + 5)
        outline = style.NATIONAL_RAIL if s.has("national_rail") else style.STATION_OUTLINE
        fill = style.START if s.has("start") else style.STATION_FILL
        painter.setPen(QPen(outline, 2.5 if s.has("national_rail") else 2.0))
        painter.setBrush(QBrush(fill))
        if s.has("terminus"):
            painter.drawRect(QRectF(-_R, -_R, 2 * _R, 2 * _R))
        else:
            painter.drawEllipse(QPointF(0, 0), _R, _R)
        if s.has("plus"):
            painter.setPen(QPen(style.PLUS_MARK, 2.0))
            painter.drawLine(QPointF(-4, 0), QPointF(4, 0))
            painter.drawLine(QPointF(0, -4), QPointF(0, 4))
        if s.has("connection"):
            self._paint_connection_mark(painter)
        if s.landmark:
            self._paint_landmark(painter, s.landmark)

    def _paint_connection_mark(self, painter: QPainter) -> None:
        """A small diamond above the station: a Connection tile goes here (U7)."""
        diamond = QPolygonF(
            [QPointF(0, -_R - 10), QPointF(5, -_R - 5), QPointF(0, -_R), QPointF(-5, -_R - 5)]
        )
        painter.setPen(QPen(style.CONNECTION_MARK, 1.0))
        painter.setBrush(QBrush(style.CONNECTION_MARK))
        painter.drawPolygon(diamond)

    def _paint_landmark(self, painter: QPainter, size: int) -> None:
        """Stacked squares below-right of the station, one per landmark tile (U10)."""
        painter.setPen(QPen(style.LANDMARK.darker(140), 1.0))
        painter.setBrush(QBrush(style.LANDMARK))
        for i in range(size):
            painter.drawRect(QRectF(_R + 1 + 2 * i, _R - 2 - 2 * i, 6, 6))
