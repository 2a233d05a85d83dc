"""The select tool on a board covered by regions (a Next Station sheet is all
districts): a click on empty board inside a district picks nothing, a click on
its outline or name selects it, a drag from inside a region that is not selected
draws a rubber band, and a drag from inside a selected region moves it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsRectItem
from pytestqt.qtbot import QtBot

from editor.canvas.region_item import RegionItem
from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.editing.edits import move_by
from engine.map.model import MapPack, Region
from tests.conftest import PackFactory
from tests.editor.driving import click, drag, open_pack, screen_point, use_tool

CITY = Region("city", "district", ((0, 0), (1000, 0), (1000, 1000), (0, 1000)), "City")
RIVER = Region("river", "river", ((0, 480), (1000, 480), (1000, 520), (0, 520)), "River")
STATIONS = {"a": (200.0, 200.0), "b": (300.0, 260.0), "c": (600.0, 300.0)}


@pytest.fixture
def sheet(make_pack: PackFactory) -> MapPack:
    return replace(make_pack(STATIONS, regions=(CITY, RIVER)), ruleset="next-station")


@pytest.fixture
def document(window: MainWindow, sheet: MapPack) -> MapDocument:
    """The sheet, open with the select tool."""
    opened = open_pack(window, sheet)
    use_tool(window, "select")
    return opened


def highlighted(window: MainWindow) -> set[str]:
    return {i for i, item in window.scene.elements.items() if item.highlighted}


def bands(window: MainWindow) -> list[QGraphicsRectItem]:
    """Plain rectangles on the canvas but the board: the rubber band."""
    board = window.scene.board
    return [i for i in window.scene.items() if type(i) is QGraphicsRectItem and i is not board]


def city_item(window: MainWindow) -> RegionItem:
    item = window.scene.elements["city"]
    assert isinstance(item, RegionItem)
    return item


def test_a_drag_inside_an_unselected_district_is_a_rubber_band(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, document: MapDocument
) -> None:
    drag(qtbot, window, (150, 150), (400, 350))  # around a and b, all inside the city

    assert document.selection == {"a", "b"}
    assert highlighted(window) == {"a", "b"}
    assert document.pack == sheet
    assert document.undo_stack.count() == 0
    assert bands(window) == []

    viewport, shift = window.view.viewport(), Qt.KeyboardModifier.ShiftModifier
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, shift, screen_point(window, 550, 250))
    qtbot.mouseMove(viewport, screen_point(window, 650, 350))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, shift, screen_point(window, 650, 350))
    assert document.selection == {"a", "b", "c"}  # shift adds c
    drag(qtbot, window, (700, 700), (720, 720))  # a band around nothing empties it
    assert document.selection == frozenset()


OUTLINE = (700, 3)  # on the city's top edge, within the grab reach


def test_a_click_inside_a_district_on_empty_board_picks_nothing(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, document: MapDocument
) -> None:
    click(qtbot, window, 200, 200)
    assert document.selection == {"a"}
    click(qtbot, window, 700, 150)  # empty board, inside the city
    assert document.selection == frozenset()
    drag(qtbot, window, (700, 150), (740, 120))  # and the next drag moves nothing
    assert document.pack == sheet
    assert document.undo_stack.count() == 0


def test_the_name_label_picks_the_district(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    city_only = replace(make_pack(STATIONS, regions=(CITY,)), ruleset="next-station")
    opened = open_pack(window, city_only)
    use_tool(window, "select")
    label = city_item(window).name
    centre = label.mapToScene(label.boundingRect().center())
    assert label.text() == "City"
    click(qtbot, window, centre.x(), centre.y())
    assert opened.selection == {"city"}
    click(qtbot, window, centre.x(), centre.y() + 60)  # below the name: empty board
    assert opened.selection == frozenset()


def test_a_click_on_the_outline_selects_the_district_then_a_drag_moves_it(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, document: MapDocument
) -> None:
    click(qtbot, window, *OUTLINE)
    assert document.selection == {"city"}
    assert city_item(window).handles.points == list(CITY.polygon)

    drag(qtbot, window, (700, 150), (740, 120))

    assert document.pack == move_by(sheet, {"city"}, 40, -30)
    assert [(p.x(), p.y()) for p in city_item(window).polygon()][:2] == [(40, -30), (1040, -30)]
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.pack == sheet


def test_a_click_that_wobbles_still_selects(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, document: MapDocument
) -> None:
    drag(qtbot, window, OUTLINE, (702, 4))  # less than a drag: a click
    assert document.selection == {"city"}
    assert document.pack == sheet
    click(qtbot, window, 200, 200, shift=True)
    click(qtbot, window, *OUTLINE, shift=True)  # shift-click toggles the district
    assert document.selection == {"a"}
    click(qtbot, window, *OUTLINE, shift=True)
    assert document.selection == {"a", "city"}


def test_a_drag_over_the_river_moves_the_selected_district_below(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, document: MapDocument
) -> None:
    click(qtbot, window, *OUTLINE)
    drag(qtbot, window, (700, 500), (700, 540))  # starts on the river, over the city
    assert document.pack == move_by(sheet, {"city"}, 0, 40)
    assert document.selection == {"city"}
    click(qtbot, window, 700, 500)  # a click picks the river on top
    assert document.selection == {"river"}
    assert document.undo_stack.count() == 1


def test_a_station_on_a_district_still_drags_at_once(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, document: MapDocument
) -> None:
    drag(qtbot, window, (600, 300), (640, 360))
    assert document.selection == {"c"}
    assert document.pack.station("c").pos == (640, 360)
    assert document.pack.regions == sheet.regions
    assert document.undo_stack.count() == 1
