"""The route tool: click stations in order to lay out a Metro X route, a One Day line or
a pre-drawn line."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem
from pytestqt.qtbot import QtBot

from editor.canvas.track_items import RouteItem
from editor.main_window import MainWindow
from engine.editing.edits import ROUTE_PALETTE
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import Components
from engine.rules import lint
from engine.rules.new_map import new_pack
from tests.editor.driving import click, double_click, drag, hover, open_pack, use_tool
from tests.editor.test_drawing import draw_triangle

S1, S2, S3 = (200, 200), (400, 200), (300, 380)


@pytest.fixture(autouse=True)
def sheet(window: MainWindow) -> None:
    """A Next Station sheet: its rules read routes (the pre-drawn line). It has no
    line colours, so routes take theirs from the default palette."""
    open_pack(window, replace(new_pack("next-station"), components=Components()))


def route_item(window: MainWindow, route_id: str) -> RouteItem:
    item = window.scene.elements[route_id]
    assert isinstance(item, RouteItem)
    return item


def path_points(item: QGraphicsPathItem) -> list[tuple[float, float]]:
    path = item.path()
    return [(path.elementAt(i).x, path.elementAt(i).y) for i in range(path.elementCount())]


def test_enter_finishes_a_route_in_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    stack = window.document.undo_stack
    steps = stack.count()
    use_tool(window, "route")
    for station in (S3, S1, S2):
        click(qtbot, window, *station)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    (route,) = window.document.pack.routes
    assert (route.id, route.name, route.loop) == ("route-1", "Route 1", False)
    assert route.stops == ("station-3", "station-1", "station-2")
    assert route.colour == ROUTE_PALETTE[0]  # the sheet has no line colours
    assert stack.count() == steps + 1
    item = route_item(window, "route-1")
    assert path_points(item) == [S3, S1, S2]
    assert item.highlighted
    assert item.pen().color().name() == ROUTE_PALETTE[0]
    stack.undo()
    assert window.document.pack.routes == ()
    assert "route-1" not in window.scene.elements
    stack.redo()
    assert window.document.pack.routes == (route,)


def test_clicking_the_first_stop_again_closes_a_loop(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "route")
    for station in (S1, S2, S3, S1):
        click(qtbot, window, *station)
    (route,) = window.document.pack.routes
    assert route.loop
    assert route.stops == ("station-1", "station-2", "station-3")
    assert path_points(route_item(window, route.id)) == [S1, S2, S3, S1]


def test_double_click_finishes_and_the_next_route_takes_the_next_colour(
    qtbot: QtBot, window: MainWindow
) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "route")
    click(qtbot, window, *S1)
    double_click(qtbot, window, *S2)
    click(qtbot, window, *S2)
    click(qtbot, window, *S3)
    click(qtbot, window, *S2)  # the first stop, but two stops make no loop: ignored
    click(qtbot, window, *S3)  # already a stop: ignored
    click(qtbot, window, *S1)
    double_click(qtbot, window, 600, 600)  # finishing on empty board adds no stop
    routes = window.document.pack.routes
    assert [r.stops for r in routes] == [
        ("station-1", "station-2"),
        ("station-2", "station-3", "station-1"),
    ]
    assert [r.colour for r in routes] == list(ROUTE_PALETTE[:2])
    assert not any(r.loop for r in routes)


def test_preview_follows_the_mouse_and_escape_cancels(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "route")
    click(qtbot, window, 600, 600)  # empty board: no stop
    tool = window.view.tool
    assert tool is not None and getattr(tool, "preview", None) is None
    click(qtbot, window, *S1)
    click(qtbot, window, *S2)
    hover(window, 503, 497)
    preview = tool.preview  # type: ignore[attr-defined]
    assert preview.scene() is window.scene
    assert path_points(preview) == [S1, S2, (503, 497)]
    hover(window, S3[0] + 3, S3[1] - 2)
    assert path_points(preview) == [S1, S2, S3]  # over a station: the line ends at its centre
    assert preview.pen().color() == QColor(ROUTE_PALETTE[0])
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert preview.scene() is None
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.document.pack.routes == ()


def test_an_undo_while_drawing_drops_the_half_drawn_route(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "route")
    click(qtbot, window, *S1)
    click(qtbot, window, *S3)
    window.document.undo_stack.undo()  # takes the connection S3-S1 away: the map changed
    click(qtbot, window, *S2)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.document.pack.routes == ()


def test_a_route_follows_the_bends_of_its_track(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "route")
    for station in (S2, S1, S3):
        click(qtbot, window, *station)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    use_tool(window, "select")
    click(qtbot, window, 300, 200)  # the track from S1 to S2, over the route
    double_click(qtbot, window, 300, 200)  # a bend in its middle
    drag(qtbot, window, (300, 200), (300, 120))
    assert path_points(route_item(window, "route-1")) == [S2, (300, 120), S1, S3]
    window.document.undo_stack.undo()  # the drag
    assert path_points(route_item(window, "route-1")) == [S2, (300, 200), S1, S3]
    window.document.undo_stack.undo()  # the bend
    assert path_points(route_item(window, "route-1")) == [S2, S1, S3]


def test_a_new_metro_x_route_starts_with_windows_and_a_bonus_for_its_stops(
    qtbot: QtBot, window: MainWindow
) -> None:
    """M1: a route with no window is never chosen; a drawn one starts with the bundled
    sheets' ratios (3 stops: 1 window, 3 first / 1 later points), in the same undo step."""
    open_pack(window, replace(new_pack("metro-x"), components=Components()))
    draw_triangle(qtbot, window)
    use_tool(window, "route")
    for station in (S3, S1, S2):
        click(qtbot, window, *station)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    (route,) = window.document.pack.routes
    assert (WINDOWS.of(route), BONUS.of(route)) == (1, (3, 1))
    assert window.document.undo_stack.undoText() == "Add route"
    assert "windows-missing" not in {f.code for f in lint(window.document.pack)}
