"""Undo history: every edit by name; click one to go back to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QUndoView

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def install(window: MainWindow) -> None:
    dock = QDockWidget("History", window)
    dock.setObjectName("history")
    view = QUndoView(window.undo_group)
    view.setEmptyLabel("Opened")
    dock.setWidget(view)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
