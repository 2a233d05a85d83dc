"""Fixtures for driving the real editor window offscreen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from editor.app import blank_pack
from editor.document import MapDocument
from editor.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A shown main window on a blank 1600 x 1200 map, zoomed 1:1 at the top left."""
    win = MainWindow(MapDocument(blank_pack()))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.view.resetTransform()
    win.view.centerOn(400, 300)
    yield win
    win.document.undo_stack.setClean()  # nothing to ask about when the test closes it
