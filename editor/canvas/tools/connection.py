"""Connection: drag (or click) from a station to another; clicks on empty board
on the way add bend points, and Backspace takes the last one back. Joining two
stations that are already connected adds what the map's rules add there (a
track space, up to three; a section, up to six), or nothing where they have
one track between two; the status bar says why nothing happened."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from editor.canvas import style
from editor.canvas.geometry import polyline_path
from editor.canvas.tools.base import Tool
from editor.ruleset_profile import profile_for
from engine.editing import edits as editing
from engine.map.model import Connection, MapPack, Point


class ConnectionTool(Tool):
    name = "connection"
    label = "Connection"
    shortcut = "C"
    tip = (
        "Drag from station to station; click empty board on the way for bend points. "
        "Backspace drops the last bend, Esc cancels"
    )
    cursor = Qt.CursorShape.CrossCursor

    def activate(self) -> None:
        self._from: str | None = None
        self._bends: list[Point] = []
        self._pointer: QPointF | None = None  # the mouse: the preview ends there
        self._preview: QGraphicsPathItem | None = None
        # Any change to the map (an undo, say) may take the start station away.
        self.document.changed.connect(self._reset)

    def deactivate(self) -> None:
        self.document.changed.disconnect(self._reset)
        self._reset()

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._pointer = point
        station = self.station_at(point)
        if self._from is None:
            if station is None:
                self.tell("A connection starts on a station: press on one and drag to another")
            else:
                self._from = station
                self._preview = self.scene.addPath(QPainterPath(), QPen(style.SELECTION, 2))
        elif station is None:
            self._bends.append(self.view.snap(point))
        elif station != self._from:
            self._finish(station)

    def move(self, point: QPointF, event: QMouseEvent) -> None:
        self._pointer = point
        self._redraw()

    def release(self, point: QPointF, event: QMouseEvent) -> None:
        station = self.station_at(point)
        if self._from is None:
            return
        if station is not None and station != self._from:
            self._finish(station)
        elif station is None and not self._bends:  # a drag from the start let go on nothing
            start = _name(self.document.pack, self._from)
            self.tell(
                f"Not joined yet: let go on a station to join {start} to it. Click a station "
                "to end the connection, empty board for a bend, Esc to cancel"
            )

    def key(self, event: QKeyEvent) -> bool:
        if self._from is None:
            return False
        if event.key() == Qt.Key.Key_Backspace and self._bends:
            self._bends.pop()
            self._redraw()
        elif event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Backspace):
            self._reset()
        else:
            return False
        return True

    def _finish(self, to: str) -> None:
        assert self._from is not None
        pack = self.document.pack
        existing = next((c for c in pack.connections if set(c.ends) == {self._from, to}), None)
        if existing is None:
            connection_id = editing.new_id(pack, f"{self._from}~{to}")
            connection = Connection(connection_id, self._from, to, bends=tuple(self._bends))
            self.document.edit("Add connection", editing.add(pack, connection), {connection_id})
            self.document.select({connection_id})
        else:
            self._join_again(pack, existing, (self._from, to))
            self.document.select({existing.id})
        self._reset()

    def _join_again(self, pack: MapPack, existing: Connection, ends: tuple[str, str]) -> None:
        """Add what the map's rules add to a joined pair (a lane, a section), up to
        their most; say why when nothing can be added."""
        names = " \N{EN DASH} ".join(_name(pack, end) for end in ends)
        join = profile_for(pack.ruleset).join_again
        if join is None:
            self.tell(f"{names} are already joined; these rules have one track between two")
            return
        count = getattr(existing, join.field)
        if count >= join.most:
            self.tell(f"{names} already has {join.most} {join.noun}s (the most)")
            return
        after = editing.replace_elements(pack, [replace(existing, **{join.field: count + 1})])
        self.document.edit(f"Add {join.noun}", after, {existing.id})

    def _redraw(self) -> None:
        """The preview runs from the start station through the bends to the mouse."""
        if self._from is None or self._preview is None:
            return
        start = self.document.pack.station(self._from)
        if start is not None:
            pointer = [self._pointer.toTuple()] if self._pointer is not None else []
            self._preview.setPath(polyline_path([start.pos, *self._bends, *pointer]))

    def _reset(self) -> None:
        if self._preview is not None:
            self.scene.removeItem(self._preview)
        self._from, self._bends, self._pointer, self._preview = None, [], None, None


def _name(pack: MapPack, station_id: str) -> str:
    station = pack.station(station_id)
    return station.name if station is not None else station_id
