"""Delete: click an element to remove it, with everything that hangs on it."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from editor.canvas.tools.base import Tool
from editor.document import MapDocument
from engine.editing import edits as editing
from engine.map.words import named


def delete_elements(document: MapDocument, ids: Collection[str]) -> None:
    """One undo step: a station takes its connections, route stops and deck cards along."""
    pack = document.pack
    changed = editing.affected_by_delete(pack, ids)
    document.edit(f"Delete {named(pack, ids)}", editing.delete(pack, ids), changed)


class DeleteTool(Tool):
    name = "delete"
    label = "Delete"
    shortcut = "X"
    tip = "Delete an element; a station takes its connections, route stops and cards along"
    cursor = Qt.CursorShape.ForbiddenCursor

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        hit = self.element_at(point)
        if hit is not None and event.button() == Qt.MouseButton.LeftButton:
            delete_elements(self.document, {hit})
