"""Rename in place: F2 or a double click opens an editor over the label; Enter
renames in one undo step, Escape cancels, and a name the format refuses is
refused with the reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from editor.canvas.rename_in_place import FIELD, PROBLEM
from editor.canvas.station_item import StationItem
from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.editing.edits import set_field
from engine.map.model import Region
from engine.pack.limits import TEXT_LENGTH
from tests.conftest import PackFactory
from tests.editor.driving import click, double_click, open_pack

SQUARE = ((500.0, 100.0), (700.0, 100.0), (700.0, 300.0), (500.0, 300.0))


@pytest.fixture
def city(window: MainWindow, make_pack: PackFactory) -> MapDocument:
    pack = make_pack(
        {"old": (200, 200), "bank": (300, 200)},
        ["old-bank"],
        regions=(Region("riverside", "district", SQUARE, "Riverside"),),
    )
    return open_pack(window, set_field(pack, ["old"], "name", "Old Town"))


def field(window: MainWindow) -> QLineEdit | None:
    found = window.view.viewport().findChild(QLineEdit, FIELD)
    return found if found is not None and found.isVisible() else None


def open_field(qtbot: QtBot, window: MainWindow) -> QLineEdit:
    qtbot.waitUntil(lambda: field(window) is not None)
    editor = field(window)
    assert editor is not None
    return editor


def station_label_box(window: MainWindow, station: str) -> QPointF:
    item = window.scene.elements[station]
    assert isinstance(item, StationItem)
    return item.label.sceneBoundingRect().center()


def type_name(qtbot: QtBot, editor: QLineEdit, text: str) -> None:
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, text)


def test_double_click_on_a_station_renames_it_in_one_undo_step(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    double_click(qtbot, window, 200, 200)
    editor = open_field(qtbot, window)
    assert editor.text() == "Old Town" and editor.hasFocus()
    label = window.view.mapFromScene(window.scene.elements["old"].label.sceneBoundingRect())
    assert editor.geometry().intersects(label.boundingRect())  # over the label
    type_name(qtbot, editor, "Market")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert city.pack.station("old").name == "Market"
    assert window.scene.elements["old"].label.text() == "Market"  # what is drawn
    assert city.undo_stack.count() == 1
    assert city.undo_stack.undoText() == "Rename Old Town to Market"
    assert field(window) is None and window.view.hasFocus()
    city.undo_stack.undo()
    assert window.scene.elements["old"].label.text() == "Old Town"


def test_double_click_on_the_label_itself_renames_its_station(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    spot = station_label_box(window, "bank")
    double_click(qtbot, window, spot.x(), spot.y())
    assert open_field(qtbot, window).text() == "Bank"
    assert city.selection == {"bank"}


def test_f2_renames_a_region_by_its_name_and_escape_cancels(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    name = window.scene.elements["riverside"].name  # a district is picked by its name
    centre = name.sceneBoundingRect().center()
    click(qtbot, window, centre.x(), centre.y())
    assert city.selection == {"riverside"}
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    editor = open_field(qtbot, window)
    assert editor.text() == "Riverside"
    type_name(qtbot, editor, "Docklands")
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    assert field(window) is None
    assert city.undo_stack.count() == 0 and city.pack.regions[0].name == "Riverside"
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    editor = open_field(qtbot, window)
    type_name(qtbot, editor, "Docklands")
    qtbot.keyClick(editor, Qt.Key.Key_Enter)
    assert city.pack.regions[0].name == "Docklands"
    assert city.undo_stack.undoText() == "Rename Riverside to Docklands"


def test_a_name_the_format_refuses_is_refused_with_the_reason(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    city.select({"old"})
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    editor = open_field(qtbot, window)
    QGuiApplication.clipboard().setText("x" * (TEXT_LENGTH + 1))
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    problem = window.view.viewport().findChild(QLabel, PROBLEM)
    assert problem is not None and problem.isVisible()
    assert f"at most {TEXT_LENGTH} characters, not {TEXT_LENGTH + 1}" in problem.text()
    assert city.pack.station("old").name == "Old Town" and city.undo_stack.count() == 0
    assert field(window) is editor  # still open, to shorten the name
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    assert field(window) is None and not problem.isVisible()


def test_clicking_elsewhere_keeps_the_typed_name(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    double_click(qtbot, window, 300, 200)
    editor = open_field(qtbot, window)
    type_name(qtbot, editor, "Central")
    click(qtbot, window, 400, 500)
    assert city.pack.station("bank").name == "Central"
    assert field(window) is None


@pytest.mark.parametrize("picked", [set(), {"old", "bank"}, {"old-bank"}])
def test_rename_is_greyed_out_without_one_labelled_element(
    qtbot: QtBot, window: MainWindow, city: MapDocument, picked: set[str]
) -> None:
    rename = window.findChild(QAction, "edit-rename")
    assert rename is not None and rename.shortcut().toString() == "F2"
    city.select({"old"})
    assert rename.isEnabled()
    city.select(picked)
    assert not rename.isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    assert field(window) is None


def test_opening_another_map_closes_the_editor(
    qtbot: QtBot, window: MainWindow, city: MapDocument, make_pack: PackFactory
) -> None:
    double_click(qtbot, window, 200, 200)
    editor = open_field(qtbot, window)
    open_pack(window, make_pack({"far": (1500, 1100)}))
    window.view.centerOn(1500, 1100)  # scrolls: the old label must not be placed
    assert field(window) is None and not editor.isVisible()
