"""Builds a scene that shows a map pack: regions, track spaces, stations and labels.

Items only display the model; nothing here edits it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsScene

from editor.canvas import style
from engine.model import Connection, MapPack, Station


def build_board(pack: MapPack) -> QGraphicsScene:
    scene = QGraphicsScene()
    width, height = pack.canvas
    scene.setSceneRect(QRectF(0, 0, width, height))
    scene.addRect(scene.sceneRect(), QPen(Qt.PenStyle.NoPen), QBrush(style.BOARD))
    for region in pack.regions:
        polygon = QPolygonF([QPointF(x, y) for x, y in region.polygon])
        fill = style.REGION_FILLS[region.kind]
        scene.addPolygon(polygon, QPen(fill.darker(150), 1.0), QBrush(fill))
    stations = pack.station_index
    for connection in pack.connections:
        _add_track(scene, connection, stations)
    for station in pack.stations:
        _add_station(scene, station)
    return scene


def _add_track(scene: QGraphicsScene, connection: Connection, stations: dict[str, Station]) -> None:
    a, b = stations.get(connection.a), stations.get(connection.b)
    if a is None or b is None:
        return
    points = [a.pos, *connection.bends, b.pos]
    pen = QPen(style.TRACK, style.LANE_WIDTH)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    for lane in range(connection.lanes):
        offset = (lane - (connection.lanes - 1) / 2) * style.LANE_GAP
        path = QPainterPath()
        for i, (x, y) in enumerate(_offset_polyline(points, offset)):
            if i == 0:
                path.moveTo(x, y)
            else:
                path.lineTo(x, y)
        scene.addPath(path, pen)


def _offset_polyline(points: list[tuple[float, float]], offset: float) -> list[tuple[float, float]]:
    """Shift each point sideways (perpendicular to its segment) to draw parallel lanes."""
    shifted = []
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, len(points) - 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        shifted.append((x - dy / length * offset, y + dx / length * offset))
    return shifted


def _add_station(scene: QGraphicsScene, station: Station) -> None:
    x, y = station.pos
    r = style.STATION_RADIUS
    outline = style.NATIONAL_RAIL if station.has("national_rail") else style.STATION_OUTLINE
    fill = style.START if station.has("start") else style.STATION_FILL
    scene.addEllipse(QRectF(x - r, y - r, 2 * r, 2 * r), QPen(outline, 2.0), QBrush(fill))
    label = scene.addSimpleText(station.name)
    label.setFont(QFont("Sans", style.LABEL_POINT_SIZE))
    label.setBrush(QBrush(style.LABEL))
    label.setPos(x + r + 1, y - r - 2)
