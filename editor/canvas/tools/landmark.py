"""Landmark: click a station to step its landmark slot 0, 1, 2, 3, 0 (U10);
shift-click steps back."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from editor.canvas.tools.base import Tool
from engine.editing import edits as editing


class LandmarkTool(Tool):
    name = "landmark"
    label = "Landmark"
    shortcut = "L"
    tip = "Click a station to grow its landmark stack (1, 2, 3 tiles, none); shift-click to shrink"
    cursor = Qt.CursorShape.PointingHandCursor
    edits = "station.landmark"

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        station = self.station_at(point)
        if station is None or event.button() != Qt.MouseButton.LeftButton:
            return
        step = -1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
        after = editing.cycle_landmark(self.document.pack, station, step)
        self.document.edit("Change landmark stack", after, {station})
