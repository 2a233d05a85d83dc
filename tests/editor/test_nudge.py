"""Arrow keys nudge the selection: one map unit, Shift one grid step, one undo step in a row."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.map.model import Connection, Region
from tests.conftest import PackFactory
from tests.editor.driving import open_pack

SHIFT = Qt.KeyboardModifier.ShiftModifier
SQUARE = ((500.0, 100.0), (600.0, 100.0), (600.0, 200.0), (500.0, 200.0))


def board(window: MainWindow, make_pack: PackFactory) -> MapDocument:
    return open_pack(
        window,
        make_pack(
            {"bank": (100, 100), "oval": (300, 100)},
            [Connection("bank-oval", "bank", "oval", bends=((200.0, 60.0),))],
            regions=(Region("zone", "district", SQUARE, "Zone"),),
        ),
    )


def arrow(qtbot: QtBot, window: MainWindow, key: Qt.Key, shift: bool = False) -> None:
    window.view.setFocus()
    modifiers = SHIFT if shift else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(window.view, key, modifiers)


def test_arrows_nudge_stations_bends_and_regions_in_one_undo_step(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    document = board(window, make_pack)
    original = document.pack
    document.select({"bank", "bank-oval", "zone"})
    steps = document.undo_stack.count()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up):
        arrow(qtbot, window, key)
    arrow(qtbot, window, Qt.Key.Key_Down, shift=True)
    pack = document.pack
    assert pack.station("bank").pos == (102, 119)
    assert pack.station("oval").pos == (300, 100)  # not selected
    assert pack.connections[0].bends == ((202, 79),)
    assert pack.regions[0].polygon[0] == (502, 119)
    assert window.scene.elements["bank"].pos().x() == 102
    assert document.undo_stack.count() == steps + 1
    assert document.undo_stack.undoText() == "Nudge"

    document.select({"oval"})
    arrow(qtbot, window, Qt.Key.Key_Left, shift=True)
    assert document.pack.station("oval").pos == (280, 100)
    assert document.undo_stack.count() == steps + 2  # another selection, another step
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.pack == original
    document.undo_stack.redo()
    assert document.pack.station("bank").pos == (102, 119)


def test_arrows_with_nothing_movable_selected_leave_the_map_alone(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    document = board(window, make_pack)
    window.view.zoom_by(4)
    scroll = window.view.horizontalScrollBar()
    before, at = document.pack, scroll.value()
    arrow(qtbot, window, Qt.Key.Key_Right)
    assert document.pack is before and document.undo_stack.count() == 0
    assert scroll.value() > at  # the view scrolls instead
