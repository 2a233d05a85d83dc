"""The landmark tool: a click steps a station's landmark stack 0, 1, 2, 3, 0 (U10)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from editor.canvas.station_item import StationItem
from editor.main_window import MainWindow
from engine.families.underground import fields as underground
from tests.editor.driving import click, use_tool
from tests.editor.test_drawing import draw_triangle

STATION_1 = (200, 200)


def landmark(window: MainWindow, station_id: str = "station-1") -> int:
    station = window.document.pack.station(station_id)
    assert station is not None
    return underground.LANDMARK.of(station)


def test_clicks_cycle_the_stack_one_undo_step_each_u10(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    stack = window.document.undo_stack
    steps = stack.count()
    use_tool(window, "step")
    sizes = []
    for _ in range(4):
        click(qtbot, window, *STATION_1)
        sizes.append(landmark(window))
    assert sizes == [1, 2, 3, 0]
    assert stack.count() == steps + 4
    stack.undo()
    assert landmark(window) == 3
    stack.redo()
    assert landmark(window) == 0


def test_shift_click_steps_down(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "step")
    click(qtbot, window, *STATION_1, shift=True)
    assert landmark(window) == 3
    click(qtbot, window, *STATION_1, shift=True)
    assert landmark(window) == 2
    assert landmark(window, "station-2") == 0


def test_the_stack_is_drawn_with_its_size(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    item = window.scene.elements["station-1"]
    assert isinstance(item, StationItem)
    assert item.marks() == []
    use_tool(window, "step")
    click(qtbot, window, *STATION_1)
    click(qtbot, window, *STATION_1)
    assert item.marks() == ["stack"]
    # the item shows the new value: "2" on the stack
    assert underground.LANDMARK.of(item.station) == 2
    label = item.label.sceneBoundingRect()
    assert not any(label.intersects(rect) for rect in item.mark_rects())  # label keeps clear


def test_clicks_off_stations_change_nothing(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    before = window.document.pack
    use_tool(window, "step")
    click(qtbot, window, 300, 200)  # on a connection
    click(qtbot, window, 600, 600)  # empty board
    assert window.document.pack == before
