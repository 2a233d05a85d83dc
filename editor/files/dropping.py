"""A map file or a pack folder dropped on the window opens, as File > Open would.

Anything else dropped (an image, several files, text) is refused at the
border, so the cursor tells the designer before they let go.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget

from editor.files.controller import YAML_SUFFIXES, FileController
from engine.pack.io import PACK_FILE

DRAG_EVENTS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


def dropped_map(mime: QMimeData) -> Path | None:
    """The one map a drag carries: a .yaml file, or a folder holding a pack."""
    urls = mime.urls() if mime.hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = Path(urls[0].toLocalFile())
    if path.is_file() and path.suffix.lower() in YAML_SUFFIXES:
        return path
    if path.is_dir() and (path / PACK_FILE).is_file():
        return path
    return None


class MapDrops(QObject):
    """Takes the drops on `window` and on the canvas, which would otherwise keep
    them for its scene."""

    def __init__(self, window: QWidget, files: FileController, *targets: QWidget) -> None:
        super().__init__(window)
        self._files = files
        window.setAcceptDrops(True)
        for target in (window, *targets):
            target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in DRAG_EVENTS or not isinstance(event, QDropEvent):
            return super().eventFilter(watched, event)
        path = dropped_map(event.mimeData())
        if path is None:
            event.ignore()
            return True
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            self._files.open_map(path)
        return True
