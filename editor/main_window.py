"""The main window: wiring only. Menus, tools and panels live in their own modules
and work with the window's `EditorContext`, so this class stays small."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from editor.canvas.scene import MapScene
from editor.canvas.tools.base import Tool
from editor.canvas.view import MapView
from editor.context import EditorContext
from editor.document import MapDocument
from editor.files.naming import file_label
from editor.menus.installing import install_menus
from editor.panels.installing import install_panels
from engine.collector import collector_paused

DEFAULT_SIZE = (1280, 860)


class MainWindow(QMainWindow):
    def __init__(self, document: MapDocument) -> None:
        super().__init__()
        self.resize(*DEFAULT_SIZE)
        self.context = EditorContext(self, document)
        self.setCentralWidget(self.context.view)
        self.statusBar()  # made now, so the first message does not shrink the map
        self.context.document_changed.connect(self._follow)
        with collector_paused():  # a big map's panels fill thousands of rows
            install_menus(self.context)
            install_panels(self.context)
        self.context.start()

    @property
    def document(self) -> MapDocument:
        return self.context.document

    @property
    def scene(self) -> MapScene:
        return self.context.scene

    @property
    def view(self) -> MapView:
        return self.context.view

    @property
    def tools(self) -> dict[str, Tool]:
        return self.context.tools

    def set_document(self, document: MapDocument) -> None:
        """Show another document (after New, Open or recovery)."""
        self.context.set_document(document)

    def _follow(self, document: MapDocument) -> None:
        document.undo_stack.cleanChanged.connect(self._update_title)
        document.path_changed.connect(self._path_changed)
        document.changed.connect(self._update_title)  # the map's name may have changed
        self._path_changed()

    def _path_changed(self, *_path: object) -> None:
        """The file's label is found here, not on every edit: it asks the disk."""
        path = self.document.path
        self._file_label = file_label(path) if path is not None else "untitled"
        self._update_title()

    def _update_title(self) -> None:
        document = self.document
        self.setWindowTitle(f"{self._file_label}[*] — {document.pack.name} — Tracksmith")
        self.setWindowModified(document.is_modified())
