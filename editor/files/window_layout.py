"""The window's size, place and dock layout, kept in the user's settings.

Saved as the window closes and put back when the editor starts, so the docks
a designer arranged stay where they were. Only the editor started from the
command line keeps them: screenshots and tests start from the default layout.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject
from PySide6.QtWidgets import QMainWindow

from editor.files import recent

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"


def keep_layout(window: QMainWindow) -> None:
    """Restore the stored layout now, and store the window's own when it closes."""
    restore_layout(window)
    window.installEventFilter(_LayoutKeeper(window))


def restore_layout(window: QMainWindow) -> None:
    """Anything stored that Qt cannot read (another version's layout) leaves the default."""
    store = recent.settings()
    geometry, state = store.value(GEOMETRY_KEY), store.value(STATE_KEY)
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    if isinstance(state, QByteArray):
        window.restoreState(state)


def save_layout(window: QMainWindow) -> None:
    store = recent.settings()
    store.setValue(GEOMETRY_KEY, window.saveGeometry())
    store.setValue(STATE_KEY, window.saveState())


class _LayoutKeeper(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            save_layout(self._window)  # a close cancelled later saves the same layout
        return super().eventFilter(watched, event)
