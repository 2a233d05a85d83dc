"""Help menu: the keyboard shortcuts, the documentation and About.

The shortcuts are read from the window's own actions each time the list
opens, menus, tools and panels alike, so the list cannot drift from the keys
that work; the canvas's pointer gestures (pan, zoom) follow them.
"""

from __future__ import annotations

from importlib.metadata import metadata, version
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.view import GESTURES
from editor.files import dialogs
from engine.paths import ROOT

if TYPE_CHECKING:
    from editor.context import EditorContext

DOCUMENTATION = ROOT / "README.md"  # the editor's guide, linking each page of docs/


def install(context: EditorContext) -> None:
    window = context.frame
    menu = window.menuBar().addMenu("&Help")
    shortcuts = menu.addAction("&Keyboard Shortcuts")
    shortcuts.setObjectName("help-shortcuts")
    shortcuts.setShortcut(QKeySequence.StandardKey.HelpContents)
    shortcuts.triggered.connect(lambda: ShortcutList(window).show())
    docs = menu.addAction("&Documentation")
    docs.setObjectName("help-documentation")
    docs.triggered.connect(lambda: open_documentation(window))
    menu.addSeparator()
    about = menu.addAction("&About Tracksmith")
    about.setObjectName("help-about")
    about.triggered.connect(lambda: show_about(window))


def shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(what, keys) for every action of the window that has keys, in the order made."""
    listed: dict[tuple[str, str], None] = {}
    for action in window.findChildren(QAction):
        keys = ", ".join(
            key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
        )
        if keys and action.isVisible():  # a tool the map's rules do not use is hidden
            what = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            listed[(what.removesuffix("…"), keys)] = None
    return list(listed)


class ShortcutList(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts-dialog")
        self.setWindowTitle("Keyboard Shortcuts")
        rows = [*shortcuts(window), *GESTURES]
        self.table = QTableWidget(len(rows), 2)
        self.table.setObjectName("shortcuts-table")
        self.table.setHorizontalHeaderLabels(["Action", "Shortcut"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (what, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(what))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        self.resize(420, 520)


def open_documentation(window: QWidget) -> None:
    if not DOCUMENTATION.is_file():
        dialogs.show_problem(
            window, "No documentation", f"{DOCUMENTATION}: not installed with this copy."
        )
        return
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(DOCUMENTATION)))


def show_about(window: QWidget) -> None:
    QMessageBox.about(
        window,
        "About Tracksmith",
        f"<b>Tracksmith {version('tracksmith')}</b><br>"
        "A studio for designing subway maps for board games.<br>"
        f"Released under the {metadata('tracksmith')['License']} licence.",
    )
