"""The connection tool says why a join did nothing, and Backspace takes back a bend."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QLabel
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from tests.editor.driving import click, drag, hover, use_tool

KINGS_CROSS, EUSTON = (200, 200), (400, 200)


def two_stations(qtbot: QtBot, window: MainWindow) -> list[QGraphicsItem]:
    """Two stations and the connection tool; the scene's items before any drawing."""
    use_tool(window, "station")
    for x, y in (KINGS_CROSS, EUSTON):
        click(qtbot, window, x, y)
    use_tool(window, "connection")
    return window.scene.items()


def preview_points(window: MainWindow, before: list[QGraphicsItem]) -> list[tuple[float, float]]:
    """The points of the line drawn while a connection is under way."""
    (preview,) = [item for item in window.scene.items() if item not in before]
    assert isinstance(preview, QGraphicsPathItem)
    path = preview.path()
    return [(path.elementAt(i).x, path.elementAt(i).y) for i in range(path.elementCount())]


def test_a_fourth_track_space_is_refused_with_the_reason(qtbot: QtBot, window: MainWindow) -> None:
    """Three track spaces at the most (U4): a fourth join changes nothing and says so."""
    before = two_stations(qtbot, window)
    for _ in range(3):
        drag(qtbot, window, KINGS_CROSS, EUSTON)
    (connection,) = window.document.pack.connections
    assert connection.lanes == 3
    assert window.statusBar().currentMessage() == ""
    pack, steps = window.document.pack, window.document.undo_stack.count()
    window.document.select(set())

    drag(qtbot, window, EUSTON, KINGS_CROSS)

    assert window.document.pack == pack
    assert window.document.undo_stack.count() == steps
    assert window.statusBar().currentMessage() == (
        "Station 2 \N{EN DASH} Station 1 already has 3 track spaces (the most)"
    )
    assert window.document.selection == {connection.id}  # the connection meant
    assert [item for item in window.scene.items() if item not in before] == [
        window.scene.elements[connection.id]
    ]


def test_backspace_drops_the_last_bend_point(qtbot: QtBot, window: MainWindow) -> None:
    before = two_stations(qtbot, window)
    click(qtbot, window, *KINGS_CROSS)
    click(qtbot, window, 261, 119)
    click(qtbot, window, 339, 121)
    hover(window, 380, 150)
    assert preview_points(window, before) == [KINGS_CROSS, (260, 120), (340, 120), (380, 150)]

    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)

    assert preview_points(window, before) == [KINGS_CROSS, (260, 120), (380, 150)]
    assert window.document.pack.connections == ()
    click(qtbot, window, *EUSTON)
    (connection,) = window.document.pack.connections
    assert connection.bends == ((260, 120),)
    assert window.document.undo_stack.count() == 3  # two stations and the connection


def test_backspace_with_no_bend_left_cancels_as_escape_does(
    qtbot: QtBot, window: MainWindow
) -> None:
    before = two_stations(qtbot, window)
    click(qtbot, window, *KINGS_CROSS)
    click(qtbot, window, 300, 100)
    hover(window, 320, 140)
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    assert preview_points(window, before) == [KINGS_CROSS, (320, 140)]

    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)

    assert window.scene.items() == before
    # Nothing is under way: this click starts a connection rather than ending one.
    click(qtbot, window, *EUSTON)
    assert window.document.pack.connections == ()
    hover(window, 330, 260)
    assert preview_points(window, before) == [EUSTON, (330, 260)]
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.items() == before


def test_the_hint_tells_of_backspace_and_escape(window: MainWindow) -> None:
    use_tool(window, "connection")
    hint = window.findChild(QLabel, "tool-hint")
    assert "Backspace drops the last bend" in hint.text()
    assert "Esc cancels" in hint.text()
