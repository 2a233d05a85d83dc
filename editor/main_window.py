"""The main window: wiring only. Menus, tools and panels live in their own modules
and hook in through `document_changed`, so this class stays small."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QMainWindow

from editor.canvas.scene import MapScene
from editor.canvas.tools.base import Tool
from editor.canvas.view import MapView
from editor.collector import collector_paused
from editor.document import MapDocument
from editor.files.naming import file_label
from editor.tool_registry import TOOL_TYPES

DEFAULT_SIZE = (1280, 860)


class MainWindow(QMainWindow):
    # Emitted after a new document is in place (New, Open, recovery); panels rebind to it.
    document_changed = Signal(object)
    # Emitted when a drawing over the map (the heatmap, a replay) changed, so that
    # what shows the whole map small (the overview) draws it again.
    drawings_changed = Signal()

    def __init__(self, document: MapDocument) -> None:
        super().__init__()
        self.resize(*DEFAULT_SIZE)
        self.document = document
        self.undo_group = QUndoGroup(self)  # undo/redo actions follow the open document
        self.scene = MapScene(document)
        self.view = MapView(self.scene)
        self.setCentralWidget(self.view)
        self.statusBar()  # made now, so the first message does not shrink the map
        self.tools: dict[str, Tool] = {}
        self._install_tools()
        from editor import menus, panels

        with collector_paused():  # a big map's panels fill thousands of rows
            menus.install(self)
            panels.install(self)
        self._bind(document)

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
        self.view.set_tool(self.tools[active])

    def _bind(self, document: MapDocument) -> None:
        self.undo_group.addStack(document.undo_stack)
        self.undo_group.setActiveStack(document.undo_stack)
        document.undo_stack.cleanChanged.connect(self._update_title)
        document.path_changed.connect(self._path_changed)
        document.changed.connect(self._update_title)  # the map's name may have changed
        self._path_changed()
        self.document_changed.emit(document)

    def _path_changed(self, *_path: object) -> None:
        """The file's label is found here, not on every edit: it asks the disk."""
        path = self.document.path
        self._file_label = file_label(path) if path is not None else "untitled"
        self._update_title()

    def _update_title(self) -> None:
        document = self.document
        self.setWindowTitle(f"{self._file_label}[*] — {document.pack.name} — Tracksmith")
        self.setWindowModified(document.is_modified())
