"""Cut, copy, paste, duplicate and Select All from the keyboard, through the system
clipboard and between two windows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QCursor, QGuiApplication
from pytestqt.qtbot import QtBot

from editor.document import MapDocument, blank_pack
from editor.main_window import MainWindow
from engine.editing import clipboard
from engine.map.model import Connection, MapPack
from tests.conftest import PackFactory
from tests.editor.driving import click, open_pack, screen_point

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def board(window: MainWindow, make_pack: PackFactory) -> MapDocument:
    """Bank and Oval joined by a two-lane track over water; Kew hangs off Oval."""
    pack = make_pack(
        {"bank": (100, 100), "oval": (300, 100), "kew": (300, 300)},
        [
            Connection("bank-oval", "bank", "oval", lanes=2, water=1, bends=((200.0, 60.0),)),
            "oval-kew",
        ],
    )
    return open_pack(window, pack)


@pytest.fixture
def second(qtbot: QtBot) -> Iterator[MainWindow]:
    """Another window, on a blank map of its own."""
    other = MainWindow(MapDocument(blank_pack()))
    qtbot.addWidget(other, before_close_func=lambda w: w.document.undo_stack.setClean())
    other.show()
    qtbot.waitExposed(other)
    yield other


def press(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = CTRL
) -> None:
    """A key on the map of a window brought to the front, as its shortcuts need."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, key, modifiers)


def point_at(window: MainWindow, x: float, y: float) -> None:
    QCursor.setPos(window.view.viewport().mapToGlobal(screen_point(window, x, y)))


def point_off_the_map(window: MainWindow) -> None:
    QCursor.setPos(window.view.viewport().mapToGlobal(QPoint(-20, -20)))


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def ends(pack: MapPack, connection_id: str) -> tuple[str, str, int, int]:
    track = next(c for c in pack.connections if c.id == connection_id)
    return (track.a, track.b, track.lanes, track.water)


def test_copy_and_paste_under_the_cursor_keeps_the_track_with_fresh_ids(
    qtbot: QtBot, window: MainWindow, board: MapDocument
) -> None:
    click(qtbot, window, 100, 100)
    click(qtbot, window, 300, 100, shift=True)
    before, steps = board.pack, board.undo_stack.count()
    press(qtbot, window, Qt.Key.Key_C)
    data = QGuiApplication.clipboard().mimeData()
    assert data.hasFormat(clipboard.MIME_TYPE)
    copied = clipboard.read_clip(bytes(data.data(clipboard.MIME_TYPE).data()).decode())
    assert copied is not None and [s.id for s in copied.stations] == ["bank", "oval"]
    assert board.pack is before and board.undo_stack.count() == steps  # copying edits nothing

    point_at(window, 507, 395)
    press(qtbot, window, Qt.Key.Key_V)
    pack = board.pack
    assert pack.station("bank-2").pos == (500, 400)  # snapped to the grid
    assert pack.station("oval-2").pos == (700, 400)
    assert ends(pack, "bank-oval-2") == ("bank-2", "oval-2", 2, 1)
    assert next(c for c in pack.connections if c.id == "bank-oval-2").bends == ((600, 360),)
    assert [c.id for c in pack.connections].count("oval-kew") == 1  # Kew was not copied
    assert board.selection == {"bank-2", "oval-2", "bank-oval-2"}
    assert board.undo_stack.count() == steps + 1
    assert board.undo_stack.undoText() == "Paste 2 stations"
    assert "bank-2" in window.scene.elements

    point_off_the_map(window)
    press(qtbot, window, Qt.Key.Key_V)
    assert board.pack.station("bank-3").pos == (120, 120)  # a grid step off the original
    board.undo_stack.undo()
    board.undo_stack.undo()
    assert board.pack.station("bank-2") is None and len(board.pack.stations) == 3
    board.undo_stack.redo()
    assert ends(board.pack, "bank-oval-2") == ("bank-2", "oval-2", 2, 1)


def test_cut_in_one_window_pastes_in_another(
    qtbot: QtBot, window: MainWindow, board: MapDocument, second: MainWindow
) -> None:
    click(qtbot, window, 300, 100)
    click(qtbot, window, 300, 300, shift=True)
    press(qtbot, window, Qt.Key.Key_X)
    assert [s.id for s in board.pack.stations] == ["bank"]
    assert board.pack.connections == ()
    assert board.undo_stack.undoText() == "Cut 2 stations"

    point_off_the_map(second)
    press(qtbot, second, Qt.Key.Key_V)
    pasted = second.document.pack
    assert [(s.id, s.pos) for s in pasted.stations] == [("oval", (320, 120)), ("kew", (320, 320))]
    assert [c.id for c in pasted.connections] == ["oval-kew"]  # no id is taken there
    board.undo_stack.undo()
    assert len(board.pack.stations) == 3 and len(board.pack.connections) == 2


def test_duplicate_selects_the_copy_a_grid_step_off(
    qtbot: QtBot, window: MainWindow, board: MapDocument
) -> None:
    QGuiApplication.clipboard().setText("left alone")
    click(qtbot, window, 100, 100)
    press(qtbot, window, Qt.Key.Key_D)
    assert board.pack.station("bank-2").pos == (120, 120)
    assert board.selection == {"bank-2"}
    assert board.undo_stack.undoText() == "Duplicate Bank"
    press(qtbot, window, Qt.Key.Key_D)
    assert board.pack.station("bank-3").pos == (140, 140)
    assert QGuiApplication.clipboard().text() == "left alone"


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ("plain words", "no map elements"),
        (b"\xff\xfe", "do not read"),
        (b"format: 1\nid: x\n", "do not read"),
        (b"format: 1\nid: x\nname: x\nruleset: underground\ncanvas: [1e400, 1]\n", "do not read"),
        (b"format: 1\nid: x\nname: x\nruleset: underground\n", "no stations or regions"),
    ],
)
def test_a_paste_of_anything_else_changes_nothing_and_says_why(
    qtbot: QtBot, window: MainWindow, board: MapDocument, data: str | bytes, said: str
) -> None:
    mime = QMimeData()
    if isinstance(data, str):
        mime.setText(data)
    else:
        mime.setData(clipboard.MIME_TYPE, data)
    QGuiApplication.clipboard().setMimeData(mime)
    before = board.pack
    press(qtbot, window, Qt.Key.Key_V)
    assert board.pack is before
    assert said in status(window)


def test_copy_with_nothing_copyable_leaves_the_clipboard_alone(
    qtbot: QtBot, window: MainWindow, board: MapDocument
) -> None:
    QGuiApplication.clipboard().setText("kept")
    press(qtbot, window, Qt.Key.Key_C)
    assert QGuiApplication.clipboard().text() == "kept"
    assert "Nothing to copy" in status(window)


def test_select_all(qtbot: QtBot, window: MainWindow, board: MapDocument) -> None:
    press(qtbot, window, Qt.Key.Key_A)
    assert board.selection == {"bank", "oval", "kew", "bank-oval", "oval-kew"}
