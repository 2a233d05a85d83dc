"""A transit network drawn as its feed places it, with a box to drag over the part to import.

North is up and longitude is scaled by the cosine of the middle latitude, as
the import projects it, so what the designer frames is what the board shows.
Dragging draws the box; a click without a drag clears it (the whole network).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsScene, QGraphicsView

from engine.importers.gtfs_network import TransitNetwork

Area = tuple[float, float, float, float]  # west, south, east, north in degrees
SCALE = 1000.0  # scene units per degree, so a city is hundreds of units across
TRACK = QColor("#8f9499")
STATION_SIZE = 5.0  # pixels, whatever the zoom
MIN_DRAG = 4  # pixels: less is a click


class NetworkPreview(QGraphicsView):
    area_changed = Signal(object)  # the Area, or None for the whole network

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("transit-preview")
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(420, 360)
        self.setToolTip("Drag a box over the part of the network to import; click to clear it")
        self._cos = 1.0
        self._box: QGraphicsRectItem | None = None
        self._start: QPointF | None = None  # where a drag began, in the scene
        self._press = QPointF()  # and on the screen
        self.area: Area | None = None

    def show_network(self, network: TransitNetwork | None) -> None:
        """Draw the network (None: nothing to draw); the box stays where it was."""
        scene = self.scene()
        scene.clear()
        self._box = None
        if network is None or not network.stations:
            return
        latitudes = [station.place[0] for station in network.stations]
        self._cos = math.cos(math.radians((min(latitudes) + max(latitudes)) / 2))
        places = {station.key: self.scene_point(*station.place) for station in network.stations}
        colours = {line.route.id: line.route.colour for line in network.lines}
        for (a, b), routes in network.pairs.items():
            colour = next((colours[r] for r in sorted(routes) if colours.get(r)), "")
            pen = QPen(QColor(colour) if colour else TRACK, 2)
            pen.setCosmetic(True)
            track = QPainterPath(places[a])
            for point in (*(self.scene_point(*p) for p in network.paths[(a, b)]), places[b]):
                track.lineTo(point)
            scene.addPath(track, pen)
        for station in network.stations:
            dot = QGraphicsEllipseItem(
                -STATION_SIZE / 2, -STATION_SIZE / 2, STATION_SIZE, STATION_SIZE
            )
            dot.setPos(places[station.key])
            dot.setToolTip(station.name)
            dot.setBrush(QColor("white"))
            dot.setFlag(QGraphicsEllipseItem.GraphicsItemFlag.ItemIgnoresTransformations)
            scene.addItem(dot)
        self._draw_box()
        self.fitInView(
            scene.itemsBoundingRect().adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio
        )

    def scene_point(self, latitude: float, longitude: float) -> QPointF:
        """Where a place is drawn."""
        return QPointF(longitude * self._cos * SCALE, -latitude * SCALE)

    def _degrees(self, point: QPointF) -> tuple[float, float]:
        """(longitude, latitude) of a scene point."""
        return (point.x() / (self._cos * SCALE), -point.y() / SCALE)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._start = self.mapToScene(event.position().toPoint())
            self._press = event.position()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._start is not None:
            self._set_area(self._start, self.mapToScene(event.position().toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._start is None:
            return
        moved = (event.position() - self._press).manhattanLength()
        if moved < MIN_DRAG:
            self.area = None
            self._draw_box()
        else:
            self._set_area(self._start, self.mapToScene(event.position().toPoint()))
        self._start = None
        self.area_changed.emit(self.area)

    def _set_area(self, corner: QPointF, other: QPointF) -> None:
        (lon1, lat1), (lon2, lat2) = self._degrees(corner), self._degrees(other)
        self.area = (min(lon1, lon2), min(lat1, lat2), max(lon1, lon2), max(lat1, lat2))
        self._draw_box()

    def _draw_box(self) -> None:
        if self._box is not None:
            self.scene().removeItem(self._box)
            self._box = None
        if self.area is None:
            return
        west, south, east, north = self.area
        rect = QRectF(self.scene_point(north, west), self.scene_point(south, east))
        pen = QPen(QColor("#1e5bc6"), 1.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self._box = self.scene().addRect(rect, pen, QColor(30, 91, 198, 40))
