"""What menus, panels and file controllers work with: the open document, its canvas
and tools, the undo group, and the frame they place themselves on.

They get this rather than the main context, so that the window can import them
to install them and none of them imports the window back.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QMainWindow

from editor.canvas.scene import MapScene
from editor.canvas.tools.base import Tool
from editor.canvas.view import MapView
from editor.document import MapDocument
from editor.ruleset_profile import RulesetProfile, profile_for
from editor.tool_registry import TOOL_TYPES


class EditorContext(QObject):
    # Emitted after a new document is in place (New, Open, recovery); panels rebind to it.
    document_changed = Signal(object)
    # Emitted when a drawing over the map (the heatmap, a replay) changed, so that
    # what shows the whole map small (the overview) draws it again.
    drawings_changed = Signal()

    def __init__(self, frame: QMainWindow, document: MapDocument) -> None:
        super().__init__(frame)
        # Where docks, menus and toolbars go, and the parent of dialogs.
        self.frame = frame
        self.document = document
        self.undo_group = QUndoGroup(self)  # undo/redo actions follow the open document
        self.scene = MapScene(document)
        self.view = MapView(self.scene)
        self.tools: dict[str, Tool] = {}
        self._install_tools()

    @property
    def profile(self) -> RulesetProfile:
        """What the open map's rules use."""
        return profile_for(self.document.pack.ruleset)

    def tell(self, message: str, timeout_ms: int = 0) -> None:
        """A line in the status bar; 0 keeps it until the next one."""
        self.frame.statusBar().showMessage(message, timeout_ms)

    def start(self) -> None:
        """Announce the first document, once what follows it is in place."""
        self._bind(self.document)

    def set_document(self, document: MapDocument) -> None:
        """Show another document (after New, Open or recovery)."""
        old = self.document
        self.document = document
        self.scene = MapScene(document)
        self.view.map_scene = self.scene
        self.view.setScene(self.scene)
        self._install_tools()
        self._bind(document)
        self.view.fit()
        old.deleteLater()

    def _install_tools(self) -> None:
        active = self.view.tool.name if self.view.tool is not None else "select"
        self.tools = {cls.name: cls(self.view, self.document) for cls in TOOL_TYPES}
        self.view.set_tool(self.tools.get(active, self.tools["select"]))  # a game's: select

    def _bind(self, document: MapDocument) -> None:
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)
        self.document_changed.emit(document)
