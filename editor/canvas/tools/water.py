"""Water: click a connection to add a water icon, shift-click to remove one (U12)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from editor.canvas.tools.base import Tool
from engine.editing import edits as editing


class WaterTool(Tool):
    name = "water"
    label = "Water"
    shortcut = "W"
    tip = "Click a connection to add a water icon; shift-click to remove one"
    cursor = Qt.CursorShape.PointingHandCursor
    edits = "connection.water"

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        connection = self.connection_at(point)
        if connection is None or event.button() != Qt.MouseButton.LeftButton:
            return
        remove = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        after = editing.add_water(self.document.pack, connection, -1 if remove else 1)
        self.document.edit("Remove water icon" if remove else "Add water icon", after, {connection})
