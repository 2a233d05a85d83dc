"""Edit menu: undo and redo follow whichever document is open (a QUndoGroup)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from editor.canvas.tools.delete import delete_elements
from editor.document import MapDocument
from engine.editing import element_index

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def install(window: MainWindow) -> None:
    group = window.undo_group
    menu = window.menuBar().addMenu("&Edit")
    undo = group.createUndoAction(window, "&Undo")
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = group.createRedoAction(window, "&Redo")
    redo.setShortcut(QKeySequence.StandardKey.Redo)
    menu.addActions([undo, redo])
    menu.addSeparator()
    select_all = menu.addAction("Select &All")
    select_all.setShortcut(QKeySequence.StandardKey.SelectAll)
    select_all.triggered.connect(
        lambda: window.document.select(element_index(window.document.pack))
    )
    delete = menu.addAction("&Delete Selection")
    delete.setShortcut(QKeySequence.StandardKey.Delete)
    delete.triggered.connect(lambda: delete_selection(window.document))


def select_all_elements(document: MapDocument) -> None:
    document.select(element_index(document.pack))


def delete_selection(document: MapDocument) -> None:
    if document.selection:
        delete_elements(document, document.selection)
