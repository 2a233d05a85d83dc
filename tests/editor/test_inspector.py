"""The inspector dock: editing the selection's properties, one undo step per change."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.key_value_editor import KeyValueEditor
from engine.map.model import Card, MapPack, Region, Route
from tests.conftest import PackFactory
from tests.editor.driving import click, open_pack

SQUARE = ((0.0, 0.0), (50.0, 0.0), (50.0, 50.0))


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    return make_pack(
        {"a": (200, 200), "b": (400, 200), "c": (300, 380)},
        ["a-b", "b-c"],
        flags={"a": ["start"]},
        routes=(Route("r1", ("a", "b", "c")),),
        deck=(Card("b"),),
    )


def field(window: MainWindow, key: str) -> QWidget:
    found = window.findChild(QWidget, f"field-{key}")
    assert found is not None, key
    return found


def has_field(window: MainWindow, key: str) -> bool:
    return window.findChild(QWidget, f"field-{key}") is not None


def type_into(qtbot: QtBot, line: QLineEdit, text: str) -> None:
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def click_box(qtbot: QtBot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_a_flag_set_on_two_stations_is_one_undo_step_that_the_inspector_follows(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    click(qtbot, window, 200, 200)
    click(qtbot, window, 400, 200, shift=True)
    assert document.selection == {"a", "b"}
    start = field(window, "flag-start")
    assert isinstance(start, QCheckBox)
    assert start.checkState() == Qt.CheckState.PartiallyChecked  # a has it, b not
    steps = document.undo_stack.count()

    click_box(qtbot, start)

    assert document.pack.station("a").flags == {"start"}
    assert document.pack.station("b").flags == {"start"}
    assert document.undo_stack.count() == steps + 1
    assert document.undo_stack.undoText() == "Set start on 2 stations"
    assert start.checkState() == Qt.CheckState.Checked
    document.undo_stack.undo()
    assert document.pack == city
    assert start.checkState() == Qt.CheckState.PartiallyChecked


def test_clearing_a_shared_flag_clears_it_on_all(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    document.select({"a", "b", "c"})
    click_box(qtbot, field(window, "flag-start"))  # partly checked -> checked
    click_box(qtbot, field(window, "flag-start"))  # checked -> cleared
    assert all(not s.has("start") for s in document.pack.stations)


def test_typing_a_name_renames_the_station_and_its_label(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    click(qtbot, window, 300, 380)
    name = field(window, "name")
    assert isinstance(name, QLineEdit)
    assert name.text() == "C"
    type_into(qtbot, name, "Canal Street")
    assert document.pack.station("c").name == "Canal Street"
    assert window.scene.elements["c"].label.text() == "Canal Street"
    document.undo_stack.undo()
    assert name.text() == "C"


def test_a_new_id_rewrites_references_and_keeps_the_station_selected(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    document.select({"b"})
    type_into(qtbot, field(window, "id"), "bank")
    pack = document.pack
    assert [s.id for s in pack.stations] == ["a", "bank", "c"]
    assert [c.ends for c in pack.connections] == [("a", "bank"), ("bank", "c")]
    assert pack.routes[0].stops == ("a", "bank", "c")
    assert pack.deck == (Card("bank"),)
    assert document.selection == {"bank"}
    assert "bank" in window.scene.elements and "b" not in window.scene.elements
    document.undo_stack.undo()
    assert document.pack == city


def test_a_taken_id_is_refused_with_the_reason(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    document.select({"b"})
    steps = document.undo_stack.count()
    id_field = field(window, "id")
    assert isinstance(id_field, QLineEdit)
    type_into(qtbot, id_field, "c")
    problem = window.findChild(QLabel, "inspector-problem")
    assert problem is not None and problem.isVisible()
    assert "the id 'c' is already used" in problem.text()
    assert document.pack == city and document.undo_stack.count() == steps
    assert id_field.text() == "b"


def test_one_x_aligns_several_stations_and_keeps_their_y(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    document.select({"b", "c"})
    x = field(window, "x")
    assert isinstance(x, QDoubleSpinBox)
    assert x.text() == "—"  # they differ
    x.setFocus()
    x.lineEdit().selectAll()
    qtbot.keyClicks(x, "320")
    qtbot.keyClick(x, Qt.Key.Key_Return)
    assert [s.pos for s in document.pack.stations] == [(200, 200), (320, 200), (320, 380)]
    assert x.value() == 320


def test_track_spaces_of_a_connection_step_with_the_spin_box(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    document.select({"a-b"})
    lanes = field(window, "lanes")
    assert isinstance(lanes, QDoubleSpinBox)
    qtbot.keyClick(lanes, Qt.Key.Key_Up)
    qtbot.keyClick(lanes, Qt.Key.Key_Up)
    qtbot.keyClick(lanes, Qt.Key.Key_Up)  # capped at three (U4)
    assert document.pack.connections[0].lanes == 3
    heading = window.findChild(QLabel, "inspector-heading")
    names = {s.id: s.name for s in document.pack.stations}
    assert heading.text() == f"<b>Connection</b> {names['a']}\u2013{names['b']}"  # not ids
    document.undo_stack.undo()
    assert document.pack.connections[0].lanes == 2


def test_only_the_fields_the_ruleset_uses_are_offered(window: MainWindow, city: MapPack) -> None:
    document = open_pack(window, city)
    document.select({"a"})
    assert has_field(window, "flag-start") and has_field(window, "landmark")
    assert not has_field(window, "symbol") and not has_field(window, "flag-tourist")
    document.select({"a-b"})
    assert has_field(window, "water") and not has_field(window, "sections")


def test_an_unknown_ruleset_shows_every_field(window: MainWindow, city: MapPack) -> None:
    document = open_pack(window, replace(city, ruleset="not-yet"))
    document.select({"a"})
    assert has_field(window, "symbol") and has_field(window, "flag-tourist")
    document.select({"a-b"})
    assert has_field(window, "sections")


def test_values_added_and_set_on_two_regions_at_once(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    regions = (Region("n", "zone", SQUARE, "North"), Region("s", "zone", SQUARE, "South"))
    document = open_pack(window, replace(make_pack(regions=regions), ruleset="not-yet"))
    document.select({"n", "s"})
    values = field(window, "values")
    assert isinstance(values, KeyValueEditor)
    qtbot.mouseClick(values.add_button, Qt.MouseButton.LeftButton)
    assert [dict(r.values) for r in document.pack.regions] == [{"value-1": 0.0}] * 2
    steps = document.undo_stack.count()
    values.table.item(0, 1).setText("2.5")  # what the cell editor commits
    assert [dict(r.values) for r in document.pack.regions] == [{"value-1": 2.5}] * 2
    assert document.undo_stack.count() == steps + 1
    assert values.table.item(0, 1).text() == "2.5"
    values.table.item(0, 1).setText("lots")
    assert "expected a number" in window.findChild(QLabel, "inspector-problem").text()
    assert values.table.item(0, 1).text() == "2.5"


def test_mixed_kinds_offer_the_fields_they_share(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    pack = replace(city, regions=(Region("zone-1", "zone", SQUARE, name="North"),))
    document = open_pack(window, pack)
    document.select({"a", "a-b"})  # a station and a connection share no field
    assert not has_field(window, "id") and not has_field(window, "name")
    heading = window.findChild(QLabel, "inspector-heading")
    assert heading is not None and "share no field" in heading.text()
    document.select({"a", "zone-1", "r1"})  # a station, a region and a route: a name each
    assert not has_field(window, "id") and not has_field(window, "x")
    name = field(window, "name")
    assert isinstance(name, QLineEdit) and name.placeholderText() == "(mixed)"
    type_into(qtbot, name, "Harbour")
    after = document.pack
    assert after.station("a").name == after.regions[0].name == after.routes[0].name == "Harbour"
    assert document.undo_stack.undoText() == "Set name on 3 elements"
    document.undo_stack.undo()
    assert document.pack == pack
    document.select(())
    assert not has_field(window, "name")


def test_a_routes_stops_are_typed_as_station_ids_in_order(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    document = open_pack(window, city)
    document.select({"r1"})
    stops = field(window, "stops")
    assert isinstance(stops, QLineEdit) and stops.text() == "a, b, c"
    type_into(qtbot, stops, "c, b")
    assert document.pack.routes[0].stops == ("c", "b")
    route_path = window.scene.elements["r1"].path()
    assert (route_path.elementAt(0).x, route_path.elementAt(0).y) == (300, 380)  # now from c
    type_into(qtbot, stops, "c, b, nowhere")
    problem = window.findChild(QLabel, "inspector-problem")
    assert problem is not None and problem.text() == "stops: no station has the id 'nowhere'"
    assert document.pack.routes[0].stops == ("c", "b") and stops.text() == "c, b"
    document.undo_stack.undo()
    assert document.pack == city


def test_the_name_comes_first_and_no_field_moves_when_an_error_shows(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    """A message or a derived fact appearing above the fields made the next click
    land on the wrong one; they sit below the fields now."""
    open_pack(window, city)
    window.document.select({"a"})
    window.show()
    qtbot.waitExposed(window)
    name, ident = field(window, "name"), field(window, "id")
    qtbot.waitUntil(lambda: name.mapTo(window, QPoint()) != ident.mapTo(window, QPoint()))
    assert name.mapTo(window, QPoint()).y() < ident.mapTo(window, QPoint()).y()
    before = {key: field(window, key).mapTo(window, QPoint()) for key in ("name", "id", "x")}
    assert isinstance(ident, QLineEdit)
    type_into(qtbot, ident, "c")  # taken: refused with a message
    problem = window.findChild(QLabel, "inspector-problem")
    assert problem is not None and problem.isVisible()
    after = {key: field(window, key).mapTo(window, QPoint()) for key in before}
    assert after == before
    assert problem.mapTo(window, QPoint()).y() > before["name"].y()


def test_history_entries_say_what_and_which(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    open_pack(window, city)
    window.document.select({"a"})
    name = field(window, "name")
    assert isinstance(name, QLineEdit)
    type_into(qtbot, name, "Market")
    stack = window.document.undo_stack
    assert stack.text(stack.index() - 1) == "Rename A to Market"
    ident = field(window, "id")
    assert isinstance(ident, QLineEdit)
    type_into(qtbot, ident, "market")
    assert stack.text(stack.index() - 1) == "Set id on Market"
    window.document.select({"market", "b"})
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert stack.text(stack.index() - 1) == "Delete 2 stations"
