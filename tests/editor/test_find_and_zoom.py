"""View > Find (Ctrl+F) selects an element by name or id and brings it into view;
View > Zoom to Selection (3) fits the selection in the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QToolBar
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from engine.map.model import Region, Route
from tests.conftest import PackFactory
from tests.editor.driving import open_pack

STATIONS = {"west": (400, 600), "bank": (800, 600), "east": (1200, 900)}
ZONE = ((1000.0, 300.0), (1200.0, 300.0), (1200.0, 450.0))


@pytest.fixture
def city(window: MainWindow, make_pack: PackFactory) -> MainWindow:
    pack = make_pack(
        STATIONS,
        ["west-bank", "bank-east"],
        regions=(Region("zone-1", "zone", ZONE, "Zone One"),),
        routes=(Route("central", ("west", "bank", "east"), "Central Line"),),
        canvas=(1600, 1200),
    )
    open_pack(window, pack)
    window.view.scale(3, 3)  # close enough in that any element can be centred
    return window


def find(qtbot: QtBot, window: MainWindow, text: str) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    field = window.findChild(QLineEdit, "find-field")
    assert field is not None and field.isVisible() and field.hasFocus()
    field.clear()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def view_centre(window: MainWindow) -> QPointF:
    return window.view.mapToScene(window.view.viewport().rect().center())


def problem(window: MainWindow) -> str:
    label = window.findChild(QLabel, "find-problem")
    assert label is not None
    return label.text()


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("West", "west"),  # a station's name, any case
        ("bank", "bank"),  # a station's id
        ("bank-east", "bank-east"),  # a connection, by id
        ("zone one", "zone-1"),  # a region, by name
        ("Central Line", "central"),  # a route, by name
    ],
)
def test_find_selects_the_element_and_centres_it(
    qtbot: QtBot, city: MainWindow, typed: str, found: str
) -> None:
    find(qtbot, city, typed)
    assert city.document.selection == {found}
    assert problem(city) == ""
    reach = city.view.reach({found})
    centre = view_centre(city)
    assert abs(centre.x() - reach.center().x()) < 2
    assert abs(centre.y() - reach.center().y()) < 2


def test_nothing_found_is_said_in_the_bar(qtbot: QtBot, city: MainWindow) -> None:
    city.document.select({"bank"})
    find(qtbot, city, "Nowhere")
    assert problem(city) == "No element named “Nowhere”"
    assert city.document.selection == {"bank"}
    qtbot.keyClicks(city.findChild(QLineEdit, "find-field"), "x")
    assert problem(city) == ""


def test_completion_offers_every_name_and_id(qtbot: QtBot, city: MainWindow) -> None:
    qtbot.keyClick(city.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    completer = city.findChild(QLineEdit, "find-field").completer()
    offered = completer.model().stringList()
    for word in ("West", "west", "bank-east", "zone-1", "Zone One", "central", "Central Line"):
        assert word in offered


def test_escape_closes_the_bar(qtbot: QtBot, city: MainWindow) -> None:
    find(qtbot, city, "east")
    bar = city.findChild(QToolBar, "find-bar")
    qtbot.keyClick(city.findChild(QLineEdit, "find-field"), Qt.Key.Key_Escape)
    assert bar.isHidden()


def test_zoom_to_selection_fits_the_selection(qtbot: QtBot, city: MainWindow) -> None:
    city.document.select({"west", "bank"})
    qtbot.keyClick(city.view, Qt.Key.Key_3)
    shown = city.view.mapToScene(city.view.viewport().rect()).boundingRect()
    reach = city.view.reach({"west", "bank"})
    assert shown.contains(reach)
    assert not shown.contains(city.view.reach({"east"}))
    assert shown.width() < reach.width() * 1.5 or shown.height() < reach.height() * 1.5


def test_a_lone_station_is_shown_with_room_around_it(qtbot: QtBot, city: MainWindow) -> None:
    city.document.select({"east"})
    qtbot.keyClick(city.view, Qt.Key.Key_3)
    shown = city.view.mapToScene(city.view.viewport().rect()).boundingRect()
    assert shown.contains(QPointF(*STATIONS["east"]))
    assert min(shown.width(), shown.height()) >= 240 * 0.99


def test_zoom_to_selection_without_one_leaves_the_view(qtbot: QtBot, city: MainWindow) -> None:
    before = city.view.transform()
    qtbot.keyClick(city.view, Qt.Key.Key_3)
    assert city.view.transform() == before
