"""Connections (track spaces, water icons, bend handles) and routes on the canvas."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from editor.canvas import style
from editor.canvas.geometry import Point, offset_polyline, point_along
from engine.model import Connection, Route, Station


def polyline_path(points: list[Point]) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
    return path


class ConnectionItem(QGraphicsPathItem):
    """All lanes of one connection as parallel strokes, with its water icons."""

    def __init__(self, connection: Connection) -> None:
        super().__init__()
        self.element_id = connection.id
        self.connection = connection
        self.highlighted = False
        self.centre: list[Point] = []
        self.setZValue(5)

    def sync(self, connection: Connection, stations: Mapping[str, Station]) -> None:
        self.connection = connection
        a, b = stations.get(connection.a), stations.get(connection.b)
        self.centre = [a.pos, *connection.bends, b.pos] if a and b else []
        path = QPainterPath()
        for lane in range(max(connection.lanes, 1)):
            offset = (lane - (connection.lanes - 1) / 2) * style.LANE_GAP
            path.addPath(polyline_path(offset_polyline(self.centre, offset)))
        for i in range(connection.water if self.centre else 0):
            x, y = point_along(self.centre, (i + 1) / (connection.water + 1))
            path.addEllipse(QPointF(x, y), style.WATER_RADIUS, style.WATER_RADIUS)
        self.setPath(path)
        self._restyle()

    def water_points(self) -> list[Point]:
        count = self.connection.water
        return [point_along(self.centre, (i + 1) / (count + 1)) for i in range(count)]

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
        self.setBrush(QBrush(style.WATER) if self.connection.water else Qt.BrushStyle.NoBrush)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(style.LANE_GAP * max(self.connection.lanes, 1) + 6)
        return stroker.createStroke(polyline_path(self.centre))


class RouteItem(QGraphicsPathItem):
    """A printed line (Metro X route, Tokyo's pre-drawn line…) in its colour, dashed."""

    def __init__(self, route: Route) -> None:
        super().__init__()
        self.element_id = route.id
        self.route = route
        self.highlighted = False
        self.setZValue(6)

    def sync(self, route: Route, stations: Mapping[str, Station]) -> None:
        self.route = route
        points = [stations[s].pos for s in route.stops if s in stations]
        if route.loop and len(points) > 2:
            points.append(points[0])
        self.setPath(polyline_path(points))
        self._restyle()

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self._restyle()

    def _restyle(self) -> None:
        colour = QColor(self.route.colour) if self.route.colour else style.TRACK
        pen = QPen(style.SELECTION if self.highlighted else colour, 2.0, Qt.PenStyle.DashLine)
        self.setPen(pen)
