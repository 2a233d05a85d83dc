"""What every tool shares: access to the document and scene, and hit testing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QMainWindow

from editor.canvas.tool_options import ToolOption
from editor.canvas.tools.vertices import reach
from editor.document import MapDocument
from editor.ruleset_profile import RulesetProfile

if TYPE_CHECKING:
    from editor.canvas.scene import MapScene
    from editor.canvas.view import MapView

MESSAGE_MS = 5000


class Tool:
    name = ""
    label = ""
    shortcut = ""
    tip = ""
    cursor = Qt.CursorShape.ArrowCursor
    # The element key (or "kind." prefix) the tool edits; offered only on maps whose
    # ruleset uses it. Empty: every map has what the tool edits.
    edits = ""

    @classmethod
    def offered(cls, profile: RulesetProfile) -> bool:
        return not cls.edits or profile.uses_any(cls.edits)

    @classmethod
    def titled(cls, profile: RulesetProfile) -> tuple[str, str]:
        """The toolbar's words for the tool on this map: its label and tip."""
        return cls.label, cls.tip

    def __init__(self, view: MapView, document: MapDocument) -> None:
        self.view = view
        self.document = document

    @property
    def scene(self) -> MapScene:
        return self.view.map_scene

    def tell(self, message: str) -> None:
        """Say why a click did nothing: the tool's hint only says how to use it."""
        window = self.view.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(message, MESSAGE_MS)

    def activate(self) -> None:
        """Called when the tool becomes the active one."""

    def deactivate(self) -> None:
        """Called when another tool takes over: drop anything half-drawn."""

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        """A mouse button went down at a scene point."""

    def move(self, point: QPointF, event: QMouseEvent) -> None:
        """The mouse moved (with or without a button held)."""

    def release(self, point: QPointF, event: QMouseEvent) -> None:
        """A mouse button came up."""

    def double_click(self, point: QPointF, event: QMouseEvent) -> None:
        """A double click, after the press and release it consists of."""

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; return True when it was used."""
        return False

    def options(self) -> Sequence[ToolOption]:
        """Settings shown in the Tool options bar while this tool is active."""
        return ()

    # ----- hit testing

    def element_at(self, point: QPointF) -> str | None:
        return self.scene.element_at(point.x(), point.y(), reach(self.view))

    def station_at(self, point: QPointF) -> str | None:
        element_id = self.element_at(point)
        if element_id is not None and self.document.pack.station(element_id) is not None:
            return element_id
        return None

    def connection_at(self, point: QPointF) -> str | None:
        element_id = self.element_at(point)
        connections = {c.id for c in self.document.pack.connections}
        return element_id if element_id in connections else None
