"""The default arrangement of the docks, applied once every panel has its dock:
the editing panels tabbed together on the right, and below them what tells the
designer about the map as a whole (validation, layers, undo history)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from editor.menus.view_menu import VIEW_MENU

if TYPE_CHECKING:
    from editor.context import EditorContext

UPPER = ("inspector", "deck", "map-settings", "journey")
LOWER = ("validation", "layers", "history")
DOCK_WIDTH = 320
UPPER_SHARE = 0.65


def install(context: EditorContext) -> None:
    window = context.frame
    docks = {
        dock.objectName(): dock
        for dock in window.findChildren(
            QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        )
    }
    _list_in_view_menu(window, list(docks.values()))
    # a panel that hid its dock for this map (the rules have no journeys) keeps it
    # hidden: tabbing a dock shows it
    hidden = [dock for dock in docks.values() if dock.isHidden()]
    upper = [docks[name] for name in UPPER if name in docks]
    lower = [docks[name] for name in LOWER if name in docks]
    if upper and lower:
        window.splitDockWidget(upper[0], lower[0], Qt.Orientation.Vertical)
    for stack in (upper, lower):
        for dock in stack[1:]:
            window.tabifyDockWidget(stack[0], dock)
        if stack:
            stack[0].raise_()
    if upper:
        window.resizeDocks([upper[0]], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    if upper and lower:
        height = window.height()
        window.resizeDocks(
            [upper[0], lower[0]],
            [int(height * UPPER_SHARE), int(height * (1 - UPPER_SHARE))],
            Qt.Orientation.Vertical,
        )
    for dock in hidden:
        dock.hide()


def _list_in_view_menu(window: QMainWindow, docks: list[QDockWidget]) -> None:
    """View > Panels shows and hides each dock, so a closed panel can come back."""
    view = window.menuBar().findChild(QMenu, VIEW_MENU)
    if view is None:
        return
    panels = view.addMenu("&Panels")
    for dock in sorted(docks, key=lambda d: d.windowTitle()):
        panels.addAction(dock.toggleViewAction())
