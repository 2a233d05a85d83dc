"""The small map on a card: the network's shape, with the card's stations ringed.

At card size only the shape of the network and the ring must read, so the
network is drawn from the map's stations and connections, not the full
board, once per map as a picture at print resolution: the PDF then holds it
once however many cards show it (Qt's writer stores a repeated image once),
and only the rings are drawn card by card.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from editor.printing import ink
from engine.map.model import Connection, MapPack, Point, Station

RING = QColor("#d01c1c")
DPI = 300  # the network picture's resolution on paper
INSET = 2.0  # points between the frame and the network


def draw_locator(painter: QPainter, pack: MapPack, marks: tuple[str, ...], frame: QRectF) -> None:
    image = _network(pack.canvas, pack.stations, pack.connections, frame.width(), frame.height())
    painter.drawImage(frame, image)
    ink.hairline(painter, ink.FAINT, 0.3)
    painter.drawRect(frame)
    for station_id in marks:
        station = pack.station(station_id)
        if station is None:
            continue
        centre = _placer(pack.canvas, frame.width(), frame.height())(station.pos) + frame.topLeft()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RING)
        painter.drawEllipse(centre, 1.6, 1.6)
        painter.setPen(QPen(RING, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 4.5, 4.5)


def _placer(canvas: Point, width: float, height: float) -> Callable[[Point], QPointF]:
    """Map point -> its place in a frame `width` x `height` points, the map fitted and centred."""
    scale = min((width - 2 * INSET) / canvas[0], (height - 2 * INSET) / canvas[1])
    left = (width - canvas[0] * scale) / 2
    top = (height - canvas[1] * scale) / 2
    return lambda point: QPointF(left + point[0] * scale, top + point[1] * scale)


@functools.lru_cache(maxsize=4)
def _network(
    canvas: Point,
    stations: tuple[Station, ...],
    connections: tuple[Connection, ...],
    width: float,
    height: float,
) -> QImage:
    """The network in grey on white, `width` x `height` points at DPI."""
    zoom = DPI / 72
    image = QImage(round(width * zoom), round(height * zoom), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    at = _placer(canvas, width, height)
    index = {station.id: station for station in reversed(stations)}
    tracks = QPainterPath()
    for connection in connections:
        a, b = index.get(connection.a), index.get(connection.b)
        if a is None or b is None:
            continue
        points = [at(a.pos), *(at(bend) for bend in connection.bends), at(b.pos)]
        for start, end in itertools.pairwise(points):
            tracks.moveTo(start)
            tracks.lineTo(end)
    dots = QPainterPath()
    for station in stations:
        dots.addEllipse(at(station.pos), 0.7, 0.7)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(zoom, zoom)
    painter.setPen(QPen(QColor("#9a9a9a"), 0.5))
    painter.drawPath(tracks)
    painter.fillPath(dots, QColor("#6f6f6f"))
    painter.end()
    return image
