"""Editing a Next Station sheet: generated guides, the districts a station lies in,
each colour's departure station and the station symbols."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QImage, QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from editor.canvas.departure_items import DepartureMark
from editor.canvas.track_items import ConnectionItem
from editor.files import dialogs
from editor.main_window import MainWindow
from editor.panels.settings import SettingsPanel
from editor.panels.settings_components import RGB
from engine.editing.edits import move_by
from engine.families.nextstation.fields import DEPARTURE, SYMBOL
from engine.map.model import Components, Connection, LineColour, MapPack, Region, Route
from tests.conftest import PackFactory
from tests.editor.driving import click, drag, front_panel, open_pack, use_tool

DEPARTURE_COLUMN = RGB + 1  # the first line field: the only one installed

# A 3 x 3 grid, 100 apart:  a b c / d e f / g h i
GRID = {name: (200.0 + 100 * (k % 3), 200.0 + 100 * (k // 3)) for k, name in enumerate("abcdefghi")}
WEST = Region("west", "district", ((0, 0), (350, 0), (350, 1000), (0, 1000)), "Westfield")
EAST = Region("east", "district", ((350, 0), (1000, 0), (1000, 1000), (350, 1000)), "Eastgate")
RIVER = Region("river", "river", ((0, 280), (1000, 280), (1000, 320), (0, 320)), "The River")
LINES = (
    DEPARTURE.put(LineColour("pink", 1, "#e8559a"), "a"),
    DEPARTURE.put(LineColour("blue", 1, "#1f6fc5"), "i"),
)
SYMBOLS = dict(zip("abcdefghi", ["square", "triangle", "pentagon", "circle"] * 3, strict=False))


@pytest.fixture
def sheet(make_pack: PackFactory) -> MapPack:
    pack = make_pack(GRID, regions=(WEST, EAST, RIVER), components=Components(lines=LINES))
    stations = tuple(SYMBOL.put(s, SYMBOLS[s.id]) for s in pack.stations)
    return replace(pack, ruleset="next-station", stations=stations)


def menu_action(window: MainWindow, name: str) -> QAction:
    action = window.findChild(QAction, name)
    assert action is not None, name
    return action


def guide_ends(pack: MapPack) -> set[frozenset[str]]:
    return {frozenset(c.ends) for c in pack.connections}


def test_generated_guides_are_one_undo_step_and_stay_editable(
    qtbot: QtBot, window: MainWindow, sheet: MapPack
) -> None:
    document = open_pack(window, sheet)
    steps = document.undo_stack.count()

    menu_action(window, "guides-generate").trigger()

    pack = document.pack
    assert len(pack.connections) == 16  # 12 along the rows and columns, a diagonal per cell
    assert {frozenset("ab"), frozenset("ae"), frozenset("ei")} <= guide_ends(pack)
    assert frozenset("ac") not in guide_ends(pack)  # b is in the way
    drawn = {i for i, item in window.scene.elements.items() if isinstance(item, ConnectionItem)}
    assert drawn == {c.id for c in pack.connections}
    assert document.selection == drawn  # what was added shows selected
    assert document.undo_stack.count() == steps + 1

    use_tool(window, "select")
    click(qtbot, window, 700, 600)  # empty board
    click(qtbot, window, 250, 200)  # the guide a-b, between its stations
    assert document.selection == {"a~b"}
    use_tool(window, "delete")
    click(qtbot, window, 250, 200)
    assert frozenset("ab") not in guide_ends(document.pack)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.pack == sheet
    assert not any(isinstance(i, ConnectionItem) for i in window.scene.elements.values())


def test_regenerating_replaces_the_guides_but_keeps_the_pre_drawn_line(
    qtbot: QtBot, window: MainWindow, sheet: MapPack, monkeypatch: pytest.MonkeyPatch
) -> None:
    arc = Connection("arc", "a", "b", bends=((250.0, 160.0),))
    loop = Route("loop", ("a", "b", "e"), loop=True)
    knight = Connection("knight", "a", "f", lanes=2)
    pack = replace(sheet, connections=(arc, Connection("b-e", "b", "e"), knight), routes=(loop,))
    document = open_pack(window, pack)
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _w, _title, text: asked.append(text) or True)

    menu_action(window, "guides-regenerate").trigger()

    assert asked and asked[0].startswith("This replaces 1 connection, with 1 extra lane on it")

    after = document.pack
    assert after.connections[0] == arc
    assert "knight" not in window.scene.elements
    assert frozenset("ae") in guide_ends(after)  # the loop's closing guide, added
    assert document.undo_stack.undoText().startswith("Regenerate guides")
    document.undo_stack.undo()
    assert document.pack == pack
    assert "knight" in window.scene.elements


def regions_text(window: MainWindow) -> str:
    label = window.findChild(QLabel, "inspector-regions")
    assert label is not None
    return QTextDocumentFragment.fromHtml(label.text()).toPlainText() if label.isVisible() else ""


def test_the_inspector_names_the_district_and_follows_a_move(
    qtbot: QtBot, window: MainWindow, sheet: MapPack
) -> None:
    document = open_pack(window, sheet)
    use_tool(window, "select")
    click(qtbot, window, 300, 300)
    assert document.selection == {"e"}
    assert "District: Westfield" in regions_text(window)
    assert "River: The River" in regions_text(window)

    drag(qtbot, window, (300, 300), (500, 200))  # out of the river, over to the east

    assert document.pack.station("e").pos == (500, 200)
    assert "District: Eastgate" in regions_text(window)
    assert "River: none" in regions_text(window)

    moved = move_by(document.pack, {"east"}, 600, 0)  # the district leaves the station
    document.edit("Move region", moved, {"east"})
    assert "District: none" in regions_text(window)
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert "District: Westfield" in regions_text(window)
    click(qtbot, window, 250, 250)  # empty board: nothing selected
    assert regions_text(window) == ""


def settings_panel(qtbot: QtBot, window: MainWindow) -> SettingsPanel:
    return front_panel(qtbot, window, "map-settings", SettingsPanel)


def marks_on(window: MainWindow, station: str) -> list[str]:
    item = window.scene.elements[station]
    return [m.colour.name() for m in item.childItems() if isinstance(m, DepartureMark)]


def test_a_departure_picked_in_the_settings_is_undoable_and_drawn(
    qtbot: QtBot, window: MainWindow, sheet: MapPack
) -> None:
    document = open_pack(window, sheet)
    table = settings_panel(qtbot, window).lines.table
    assert not table.isColumnHidden(DEPARTURE_COLUMN)
    assert (
        table.item(1, DEPARTURE_COLUMN).text() == "I"
    )  # the station's name; its id "i" underneath
    assert table.item(1, DEPARTURE_COLUMN).toolTip() == "A line colour's departure station: i"
    assert marks_on(window, "i") == ["#1f6fc5"]

    cell = table.item(1, DEPARTURE_COLUMN)
    table.scrollToItem(cell)
    centre = table.visualItemRect(cell).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    picker = QApplication.focusWidget()
    assert isinstance(picker, QComboBox)
    assert picker.itemText(0) == "none"
    picker.setCurrentIndex(picker.findData("e"))
    qtbot.keyClick(picker, Qt.Key.Key_Return)  # commits a moment later (queued in Qt)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)

    assert DEPARTURE.of(document.pack.components.lines[1]) == "e"
    assert document.undo_stack.undoText() == "Set line departure"
    assert marks_on(window, "e") == ["#1f6fc5"]
    assert marks_on(window, "i") == []
    document.undo_stack.undo()
    assert document.pack == sheet
    assert marks_on(window, "i") == ["#1f6fc5"]
    assert marks_on(window, "e") == []


def test_colours_sharing_a_departure_get_a_mark_each(
    qtbot: QtBot, window: MainWindow, sheet: MapPack
) -> None:
    lines = tuple(DEPARTURE.put(line, "e") for line in LINES)
    open_pack(window, replace(sheet, components=Components(lines=lines)))
    marks = [m for m in window.scene.elements["e"].childItems() if isinstance(m, DepartureMark)]
    assert [m.colour.name() for m in marks] == ["#e8559a", "#1f6fc5"]
    assert marks[0].pos() != marks[1].pos()


def test_maps_of_other_rulesets_hide_the_departure_column(
    qtbot: QtBot, window: MainWindow, sheet: MapPack
) -> None:
    open_pack(window, replace(sheet, ruleset="underground"))
    assert settings_panel(qtbot, window).lines.table.isColumnHidden(DEPARTURE_COLUMN)


def station_picture(window: MainWindow, x: float, y: float) -> bytes:
    """The board around a station, four times enlarged, as raw pixels."""
    image = QImage(200, 200, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(0, 0, 200, 200), QRectF(x - 25, y - 25, 50, 50))
    painter.end()
    return bytes(image.constBits())


def symbol_editor(window: MainWindow) -> QComboBox:
    found = window.findChild(QWidget, "field-symbol")
    assert isinstance(found, QComboBox)
    return found


def pick(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Open the list and click the item, as a designer would."""
    combo.showPopup()
    view = combo.view()
    index = view.model().index(combo.findText(text), 0)
    view.scrollTo(index)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
    )
    qtbot.waitUntil(lambda: not view.isVisible())


def test_a_symbol_picked_in_the_inspector_redraws_the_station(
    qtbot: QtBot, window: MainWindow, sheet: MapPack
) -> None:
    document = open_pack(window, sheet)
    use_tool(window, "select")
    click(qtbot, window, 300, 300)
    editor = symbol_editor(window)
    assert editor.currentText() == SYMBOLS["e"] == "square"
    offered = [editor.itemText(i) for i in range(editor.count())]
    assert offered == ["", "square", "triangle", "pentagon", "circle"]
    looks = {"square": station_picture(window, 300, 300)}

    pick(qtbot, editor, "triangle")
    assert SYMBOL.of(document.pack.station("e")) == "triangle"
    looks["triangle"] = station_picture(window, 300, 300)
    line = editor.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, "hexagon")  # a custom sheet may name any symbol
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert SYMBOL.of(document.pack.station("e")) == "hexagon"
    looks["hexagon"] = station_picture(window, 300, 300)

    assert len(set(looks.values())) == 3
    document.undo_stack.undo()
    assert SYMBOL.of(window.scene.elements["e"].station) == "triangle"
    assert station_picture(window, 300, 300) == looks["triangle"]


def test_each_symbol_and_the_wild_station_look_different(
    qtbot: QtBot, window: MainWindow, make_pack: PackFactory
) -> None:
    """A Next Station sheet reads by its shapes: no two kinds of station alike."""
    kinds = ["square", "triangle", "pentagon", "circle", "hexagon", None, "wild"]
    row = {f"s{k}": (100.0 + 60 * k, 500.0) for k in range(len(kinds))}
    pack = make_pack(row, flags={"s6": ["wild"]})
    stations = [
        SYMBOL.put(station, kind if kind != "wild" else None)
        for station, kind in zip(pack.stations, kinds, strict=True)
    ]
    open_pack(window, replace(pack, ruleset="next-station", stations=tuple(stations)))
    window.scene.set_layer_visible("labels", False)
    pictures = {kind: station_picture(window, *row[f"s{k}"]) for k, kind in enumerate(kinds)}
    assert len(set(pictures.values())) == len(kinds)
