"""Fixtures for driving the real editor window offscreen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from editor.document import MapDocument, blank_pack
from editor.main_window import MainWindow

# Windows stay referenced until the session ends. Otherwise Python's garbage
# collector may free an earlier test's window (and, through it, its Qt objects)
# at any allocation, even while Qt is dispatching another test's events, which
# crashed whole runs now and then.
_KEEP_ALIVE: list[MainWindow] = []


@pytest.fixture(autouse=True)
def no_modal_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message box nobody answers would hang the run; a test that expects one
    replaces the dialog helper it goes through (editor/files/dialogs.py)."""

    def unexpected(_parent: object, title: str, text: str, *_args: object) -> None:
        raise AssertionError(f"an unexpected message box opened: {title}: {text}")

    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, unexpected)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A shown main window on a blank 1600 x 1200 map, zoomed 1:1 at the top left."""
    win = MainWindow(MapDocument(blank_pack()))
    _KEEP_ALIVE.append(win)
    # Marked saved before pytest-qt closes it, so closing asks nothing.
    qtbot.addWidget(win, before_close_func=lambda w: w.document.undo_stack.setClean())
    win.show()
    qtbot.waitExposed(win)
    win.view.resetTransform()
    win.view.centerOn(400, 300)
    yield win
