"""What a person may point at on the map during their turn in a game, as canvas items.

Display only, like the replay's pieces: a ring on a station, a broad stroke along a
connection's track space, a band along a route, each holding the `Target` it
stands for so a click can name it (editor/canvas/tools/play.py). Everything else
on the map is dimmed under a veil once a first choice is made, so the next ones
stand out.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
)
from shiboken6 import isValid

from editor.canvas import style
from editor.canvas.geometry import Point, point_along, polyline_path
from editor.playtest.track_geometry import centre_line, piece
from engine.map.model import MapPack
from engine.rules.targets import CONNECTION, ROUTE, STATION, Target

TARGET_Z = 13.0  # over the game's pieces (12), so a click finds the target first
VEIL_Z = 12.5  # over the whole map and the game's pieces, under the targets
CHOICE = QColor(0, 150, 255, 200)
VEIL = QColor(255, 255, 255, 120)
CHOSEN = QColor(255, 140, 0)  # what was chosen already, under the next choices
CHOSEN_FILL = QColor(255, 140, 0, 70)
STROKE = 14.0


class TargetItem(QGraphicsPathItem):
    """One thing the seat may choose, drawn as a bright outline."""

    def __init__(self, target: Target, shape: QPainterPath, anchor: Point) -> None:
        super().__init__(shape)
        self.target = target
        self.anchor = QPointF(*anchor)  # where a click surely picks it: its middle
        self.setPen(QPen(CHOICE, 3.0))
        self.setBrush(QBrush(QColor(0, 150, 255, 60)))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(target.label or target.id)


class TargetOverlay:
    def __init__(self) -> None:
        self._scene: QGraphicsScene | None = None
        self._items: list[QGraphicsItem] = []
        self._offered: list[TargetItem] = []

    def attach(self, scene: QGraphicsScene) -> None:
        self.clear()
        self._scene = scene

    def show(self, targets: Sequence[Target], pack: MapPack, chosen: Sequence[Target] = ()) -> None:
        """Highlight the targets on the board among `targets`; once some are `chosen`,
        those are marked and the rest of the map fades."""
        self.clear()
        if self._scene is None:
            return
        offered = [item for item in (_item(t, pack) for t in targets if t.on_board) if item]
        for item in offered:
            item.setZValue(TARGET_Z)
        marked: list[QGraphicsItem] = []
        for done in (_item(t, pack) for t in chosen if t.on_board):
            if done is not None:
                done.setPen(QPen(CHOSEN, 3.0))
                done.setBrush(QBrush(CHOSEN_FILL))
                done.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                done.setZValue(TARGET_Z - 0.1)
                marked.append(done)
        veil = [_veil(self._scene.sceneRect())] if chosen else []
        self._items = [*offered, *marked, *veil]
        self._offered = offered
        for shown in self._items:
            self._scene.addItem(shown)

    def targets(self) -> list[TargetItem]:
        """The targets that may be chosen now."""
        return [item for item in self._offered if isValid(item)]

    def target_at(self, point: QPointF) -> Target | None:
        """The target under a scene point: the smallest one there, so a station on a route
        is still picked."""
        if self._scene is None:
            return None
        found = [
            item
            for item in self._scene.items(point, deviceTransform=QTransform())
            if isinstance(item, TargetItem) and item in self._offered
        ]
        if not found:
            return None
        smallest = min(found, key=lambda item: _area(item.boundingRect()))
        return smallest.target

    def clear(self) -> None:
        for item in self._items:
            if isValid(item) and item.scene() is not None:
                item.scene().removeItem(item)
        self._items, self._offered = [], []


def _veil(rect: QRectF) -> QGraphicsRectItem:
    veil = QGraphicsRectItem(rect.adjusted(-5000, -5000, 5000, 5000))
    veil.setBrush(QBrush(VEIL))
    veil.setPen(QPen(Qt.PenStyle.NoPen))
    veil.setZValue(VEIL_Z)
    veil.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return veil


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


def _item(target: Target, pack: MapPack) -> TargetItem | None:
    stations = pack.station_index
    if target.kind == STATION:
        station = stations.get(target.id)
        if station is None:
            return None
        r = style.STATION_RADIUS + 6
        ring = QGraphicsEllipseItem(station.pos[0] - r, station.pos[1] - r, 2 * r, 2 * r)
        return TargetItem(target, ring.shape(), station.pos)
    if target.kind == CONNECTION:
        connection = next((c for c in pack.connections if c.id == target.id), None)
        if connection is None:
            return None
        return _band(target, piece(centre_line(connection, stations), target.part))
    if target.kind == ROUTE:
        route = next((r for r in pack.routes if r.id == target.id), None)
        if route is None:
            return None
        return _band(target, [stations[s].pos for s in route.stops if s in stations])
    return None


def _band(target: Target, points: list[Point]) -> TargetItem | None:
    """A broad outlined band along a polyline, which a click anywhere on picks."""
    if len(points) < 2:
        return None
    path = polyline_path(points)
    stroker = QPainterPathStroker()
    stroker.setWidth(STROKE)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return TargetItem(target, stroker.createStroke(path).simplified(), point_along(points, 0.5))
