"""Routes as a printed sheet shows them, and the route edits: windows and bonus in the
inspector, inserting, removing and reversing stops, each one undo step."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from editor.canvas.track_items import RouteItem
from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.route_stops import RouteStops
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import MapPack, Route
from engine.pack import load_pack
from engine.paths import MAPS
from tests.editor.driving import click, open_pack, use_tool


@pytest.fixture
def harbour() -> MapPack:
    return load_pack(MAPS / "metro-x-harbour.yaml")


def route_item(window: MainWindow, route_id: str) -> RouteItem:
    item = window.scene.elements[route_id]
    assert isinstance(item, RouteItem)
    return item


def marks(window: MainWindow, route_id: str, kind: str) -> list[str]:
    sheet = route_item(window, route_id).sheet
    assert sheet is not None and sheet.sheet is not None
    return [mark.text for mark in sheet.sheet.marks if mark.kind == kind]


def route(window: MainWindow, route_id: str) -> Route:
    return next(r for r in window.document.pack.routes if r.id == route_id)


def spin(window: MainWindow, key: str) -> QDoubleSpinBox:
    found = window.findChild(QDoubleSpinBox, f"field-{key}")
    assert found is not None, key
    return found


def button(window: MainWindow, name: str) -> QPushButton:
    found = window.findChild(QPushButton, name)
    assert found is not None, name
    return found


def test_each_route_shows_its_windows_bonus_and_end_points(
    window: MainWindow, harbour: MapPack
) -> None:
    open_pack(window, harbour)
    for r in harbour.routes:
        assert len(marks(window, r.id, "window")) == WINDOWS.of(r)
        assert marks(window, r.id, "first") == [str(BONUS.of(r)[0])]
        assert marks(window, r.id, "later") == [str(BONUS.of(r)[1])]
    # A and B leave Mill Lane along one stretch: their rows and Start Points part
    a, b = (route_item(window, key).sheet for key in "ab")
    assert a is not None and b is not None and a.sheet is not None and b.sheet is not None
    assert a.sheet.start[1] != b.sheet.start[1]
    rows = {box.center().y() > 190 for sheet in (a, b) for box in sheet.boxes()[2:]}
    assert rows == {True, False}


def test_labels_keep_off_the_sheet_marks(window: MainWindow, harbour: MapPack) -> None:
    open_pack(window, harbour)
    boxes = [box for r in harbour.routes for box in route_item(window, r.id).sheet.boxes()]  # type: ignore[union-attr]
    for station in harbour.stations:
        label = window.scene.elements[station.id].label  # type: ignore[union-attr]
        placed = label.sceneBoundingRect().adjusted(1, 1, -1, -1)
        assert not any(placed.intersects(box) for box in boxes), station.id


def test_rules_without_windows_draw_no_sheet(window: MainWindow, harbour: MapPack) -> None:
    open_pack(window, replace(harbour, ruleset="next-station"))
    assert route_item(window, "a").sheet is None


@pytest.fixture
def route_a(window: MainWindow, harbour: MapPack) -> MapDocument:
    """The harbour map open with its A line selected."""
    document = open_pack(window, harbour)
    document.select({"a"})
    return document


def test_windows_and_bonus_are_edited_in_the_inspector_one_undo_step_each(
    qtbot: QtBot, window: MainWindow, route_a: MapDocument
) -> None:
    document = route_a
    windows = spin(window, "windows")
    assert (windows.minimum(), windows.maximum()) == (WINDOWS.least, WINDOWS.most)
    qtbot.keyClick(windows, Qt.Key.Key_Up)
    assert WINDOWS.of(route(window, "a")) == 4
    assert len(marks(window, "a", "window")) == 4
    first = spin(window, "bonus-first")
    first.lineEdit().selectAll()
    qtbot.keyClicks(first.lineEdit(), "12")
    qtbot.keyClick(first, Qt.Key.Key_Return)
    assert BONUS.of(route(window, "a")) == (12, 4)
    assert marks(window, "a", "first") == ["12"]
    later = spin(window, "bonus-later")
    qtbot.keyClick(later, Qt.Key.Key_Down)
    assert BONUS.of(route(window, "a")) == (12, 3)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert BONUS.of(route(window, "a")) == (9, 4)
    assert marks(window, "a", "first") == ["9"]
    document.undo_stack.undo()
    assert WINDOWS.of(route(window, "a")) == 3
    assert len(marks(window, "a", "window")) == 3
    document.undo_stack.redo()
    assert len(marks(window, "a", "window")) == 4


def test_bonus_and_windows_fields_follow_the_rules(window: MainWindow, harbour: MapPack) -> None:
    document = open_pack(window, replace(harbour, ruleset="next-station"))
    document.select({"a"})
    assert window.findChild(QDoubleSpinBox, "field-windows") is None
    assert window.findChild(QDoubleSpinBox, "field-bonus-first") is None


def test_insert_remove_and_reverse_stops_from_the_inspector(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    document = open_pack(window, harbour)
    document.select({"g"})
    before = route(window, "g").stops
    stops = window.findChild(RouteStops, "route-stops")
    assert stops is not None and stops.isVisible()
    assert stops.stops.count() == len(before)
    assert "(Start Point)" in stops.stops.item(0).text()
    # remove the second stop
    stops.stops.setCurrentRow(1)
    qtbot.mouseClick(button(window, "route-remove"), Qt.MouseButton.LeftButton)
    assert route(window, "g").stops == (before[0], *before[2:])
    # insert it back after the first stop
    stops.stops.setCurrentRow(0)
    stops.stations.setCurrentIndex(stops.stations.findData(before[1]))
    qtbot.mouseClick(button(window, "route-insert"), Qt.MouseButton.LeftButton)
    assert route(window, "g").stops == before
    qtbot.mouseClick(button(window, "route-reverse"), Qt.MouseButton.LeftButton)
    assert route(window, "g").stops == before[::-1]
    sheet = route_item(window, "g").sheet
    assert sheet is not None and sheet.sheet is not None
    assert sheet.sheet.start[0] == harbour.station_index[before[-1]].pos
    for _ in range(3):
        document.undo_stack.undo()
    assert route(window, "g").stops == before


def test_a_route_keeps_two_stops_and_says_so(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    short = WINDOWS.put(Route("short", ("gull-point", "netmakers"), "Short", "#123456"), 1)
    document = open_pack(window, replace(harbour, routes=(*harbour.routes, short)))
    document.select({"short"})
    stops = window.findChild(RouteStops, "route-stops")
    assert stops is not None
    stops.stops.setCurrentRow(0)
    qtbot.mouseClick(button(window, "route-remove"), Qt.MouseButton.LeftButton)
    assert route(window, "short").stops == short.stops
    problem = window.findChild(QLabel, "inspector-problem")
    assert "at least 2 stops" in problem.text()


def test_alt_click_with_the_route_tool_inserts_where_the_route_grows_least(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    short = WINDOWS.put(Route("short", ("gull-point", "ropewalk"), "Short", "#123456"), 1)
    document = open_pack(window, replace(harbour, routes=(short,)))
    document.select({"short"})
    use_tool(window, "route")
    click(qtbot, window, 200, 90, alt=True)  # Netmakers lies between the two
    assert route(window, "short").stops == ("gull-point", "netmakers", "ropewalk")
    click(qtbot, window, 100, 90, alt=True)  # a stop: removed
    assert route(window, "short").stops == ("netmakers", "ropewalk")
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert route(window, "short").stops == short.stops


def test_edit_menu_reverses_the_selected_route(window: MainWindow, harbour: MapPack) -> None:
    document = open_pack(window, harbour)
    action = window.findChild(QAction, "route-reverse-action")
    assert action is not None
    assert not action.isEnabled()
    document.select({"c"})
    assert action.isEnabled()
    action.trigger()
    assert route(window, "c").stops == harbour.routes[2].stops[::-1]
    document.undo_stack.undo()
    assert route(window, "c").stops == harbour.routes[2].stops
