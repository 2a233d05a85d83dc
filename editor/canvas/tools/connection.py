"""Connection: drag (or click) from a station to another; clicks on empty board
on the way add bend points. Joining two stations that are already connected
adds a track space to that connection, up to three."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from editor.canvas import style
from editor.canvas.tools.base import Tool
from editor.canvas.track_items import polyline_path
from engine import editing
from engine.lint.connections import MAX_LANES
from engine.model import Connection, Point


class ConnectionTool(Tool):
    name = "connection"
    label = "Connection"
    shortcut = "C"
    tip = "Drag from station to station; click empty board on the way for bend points"
    cursor = Qt.CursorShape.CrossCursor

    def activate(self) -> None:
        self._from: str | None = None
        self._bends: list[Point] = []
        self._preview: QGraphicsPathItem | None = None
        # Any change to the map (an undo, say) may take the start station away.
        self.document.changed.connect(self._reset)

    def deactivate(self) -> None:
        self.document.changed.disconnect(self._reset)
        self._reset()

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        station = self.station_at(point)
        if self._from is None:
            if station is not None:
                self._from = station
                self._preview = self.scene.addPath(QPainterPath(), QPen(style.SELECTION, 2))
        elif station is None:
            self._bends.append(self.view.snap(point))
        elif station != self._from:
            self._finish(station)

    def move(self, point: QPointF, event: QMouseEvent) -> None:
        if self._from is None or self._preview is None:
            return
        start = self.document.pack.station(self._from)
        if start is not None:
            self._preview.setPath(polyline_path([start.pos, *self._bends, (point.x(), point.y())]))

    def release(self, point: QPointF, event: QMouseEvent) -> None:
        station = self.station_at(point)
        if self._from is not None and station is not None and station != self._from:
            self._finish(station)

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self._from is not None:
            self._reset()
            return True
        return False

    def _finish(self, to: str) -> None:
        assert self._from is not None
        pack = self.document.pack
        existing = next((c for c in pack.connections if set(c.ends) == {self._from, to}), None)
        if existing is not None:
            lanes = min(existing.lanes + 1, MAX_LANES)
            after = editing.replace_elements(pack, [replace(existing, lanes=lanes)])
            self.document.edit("Add track space", after, {existing.id})
            self.document.select({existing.id})
        else:
            connection_id = editing.new_id(pack, f"{self._from}~{to}")
            connection = Connection(connection_id, self._from, to, bends=tuple(self._bends))
            self.document.edit("Add connection", editing.add(pack, connection), {connection_id})
            self.document.select({connection_id})
        self._reset()

    def _reset(self) -> None:
        if self._preview is not None:
            self.scene.removeItem(self._preview)
        self._from, self._bends, self._preview = None, [], None
