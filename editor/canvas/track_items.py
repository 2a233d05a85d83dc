"""Connections (track spaces, water icons, bend handles) and routes on the canvas."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from editor.canvas import style
from editor.canvas.geometry import Point, offset_polyline, point_along
from editor.canvas.handles import VertexHandles
from engine.model import Connection, Route, Station


def polyline_path(points: list[Point]) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
    return path


class ConnectionItem(QGraphicsPathItem):
    """All lanes of one connection as parallel strokes, with its water icons on top.

    Selected, it shows a handle on each bend: the points the select tool drags.
    """

    def __init__(self, connection: Connection) -> None:
        super().__init__()
        self.element_id = connection.id
        self.connection = connection
        self.highlighted = False
        self.centre: list[Point] = []
        self.water_points: list[Point] = []  # where the icons sit (U12)
        self._discs = QPainterPath()
        self.handles = VertexHandles(self)
        self.setZValue(5)

    def sync(self, connection: Connection, stations: Mapping[str, Station]) -> None:
        self.prepareGeometryChange()  # the water icons reach past the lanes
        self.connection = connection
        a, b = stations.get(connection.a), stations.get(connection.b)
        self.centre = [a.pos, *connection.bends, b.pos] if a and b else []
        path = QPainterPath()
        for lane in range(max(connection.lanes, 1)):
            offset = (lane - (connection.lanes - 1) / 2) * style.LANE_GAP
            path.addPath(polyline_path(offset_polyline(self.centre, offset)))
        # evenly spaced icons split the track into water + 1 spaces (U12)
        count = connection.water if self.centre else 0
        self.water_points = [point_along(self.centre, (i + 1) / (count + 1)) for i in range(count)]
        self._discs = QPainterPath()
        for x, y in self.water_points:
            self._discs.addEllipse(QPointF(x, y), style.WATER_RADIUS, style.WATER_RADIUS)
        self.setPath(path)
        self._restyle()

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self._restyle()

    def _restyle(self) -> None:
        colour = style.SELECTION if self.highlighted else style.TRACK
        if not 1 <= self.connection.lanes <= 3:
            colour = style.NATIONAL_RAIL  # out of range: the validator also says so
        pen = QPen(colour, style.LANE_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.setPen(pen)
        self.handles.show(self.connection.bends if self.highlighted else ())

    def boundingRect(self) -> QRectF:
        lanes = super().boundingRect()
        if self._discs.isEmpty():
            return lanes
        return lanes.united(self._discs.boundingRect().adjusted(-1, -1, 1, 1))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        for x, y in self.water_points:
            paint_water_icon(painter, x, y)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(style.LANE_GAP * max(self.connection.lanes, 1) + 6)
        return stroker.createStroke(polyline_path(self.centre)).united(self._discs)


def paint_water_icon(painter: QPainter, x: float, y: float) -> None:
    """A blue disc with a white wave: a water icon node on the track (U12)."""
    r = style.WATER_RADIUS
    painter.save()
    painter.translate(x, y)
    painter.setPen(QPen(style.STATION_FILL, 1.5))
    painter.setBrush(QBrush(style.WATER))
    painter.drawEllipse(QPointF(0, 0), r, r)
    wave = QPainterPath(QPointF(-0.6 * r, 0.1 * r))
    wave.cubicTo(-0.3 * r, -0.45 * r, -0.1 * r, -0.45 * r, 0, 0.05 * r)
    wave.cubicTo(0.1 * r, 0.5 * r, 0.3 * r, 0.5 * r, 0.6 * r, 0.0)
    pen = QPen(style.STATION_FILL, 1.4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(wave)
    painter.restore()


class RouteItem(QGraphicsPathItem):
    """A printed line (Metro X route, Tokyo's pre-drawn line…): a broad band in its
    colour just under the track, so the track and its water icons stay readable on it.

    Selected, it keeps its colour and gains a halo: the colour is what is being edited.
    """

    _WIDTH = 7.0
    _HALO = 13.0

    def __init__(self, route: Route) -> None:
        super().__init__()
        self.element_id = route.id
        self.route = route
        self.highlighted = False
        self.setZValue(4)  # connections are at 5

    def sync(self, route: Route, stations: Mapping[str, Station]) -> None:
        self.route = route
        points = [stations[s].pos for s in route.stops if s in stations]
        if route.loop and len(points) > 2:
            points.append(points[0])
        self.setPath(polyline_path(points))
        colour = QColor(route.colour) if route.colour else style.TRACK
        colour.setAlpha(190)
        pen = QPen(colour, self._WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.update()

    def boundingRect(self) -> QRectF:
        grow = (self._HALO - self._WIDTH) / 2
        return super().boundingRect().adjusted(-grow, -grow, grow, grow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.highlighted:
            halo = QColor(style.SELECTION)
            halo.setAlpha(150)
            pen = QPen(halo, self._HALO)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self.path(), pen)
        super().paint(painter, option, widget)
