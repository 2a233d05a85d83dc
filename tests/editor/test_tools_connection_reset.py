"""A change to the map drops the connection being drawn: its start station may be gone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from tests.editor.driving import click, hover, screen_point, use_tool


def three_stations(qtbot: QtBot, window: MainWindow) -> None:
    use_tool(window, "station")
    for x, y in [(200, 200), (400, 200), (300, 380)]:
        click(qtbot, window, x, y)
    use_tool(window, "connection")


def new_items(window: MainWindow, before: list[QGraphicsItem]) -> list[QGraphicsItem]:
    return [item for item in window.scene.items() if item not in before]


def test_undoing_the_start_station_drops_the_connection_being_drawn(
    qtbot: QtBot, window: MainWindow
) -> None:
    three_stations(qtbot, window)
    before = window.scene.items()
    click(qtbot, window, 300, 380)  # starts at station-3, the last one made
    hover(window, 250, 300)
    [preview] = new_items(window, before)
    window.document.undo_stack.undo()  # takes station-3 away
    assert window.document.pack.station("station-3") is None
    assert preview.scene() is None
    click(qtbot, window, 200, 200)
    assert window.document.pack.connections == ()
    # The click began a new connection from station-1 instead; it draws as usual.
    click(qtbot, window, 400, 200)
    assert [c.ends for c in window.document.pack.connections] == [("station-1", "station-2")]
    assert "station-1~station-2" in window.scene.elements
    assert new_items(window, before) == [window.scene.elements["station-1~station-2"]]


def test_a_drag_that_lost_its_start_station_makes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    three_stations(qtbot, window)
    before = window.scene.items()
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=screen_point(window, 300, 380))
    qtbot.mouseMove(viewport, screen_point(window, 250, 300))
    [preview] = new_items(window, before)
    window.document.undo_stack.undo()
    qtbot.mouseMove(viewport, screen_point(window, 200, 210))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=screen_point(window, 200, 200))
    assert window.document.pack.connections == ()
    assert preview.scene() is None
    assert new_items(window, before) == []
