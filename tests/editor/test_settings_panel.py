"""The map settings dock: metadata, ruleset and options, canvas, line colours, score tiles."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.settings import SettingsPanel
from engine.families.underground import fields as underground
from engine.map.model import Components, LineColour, MapPack, frozen_mapping
from tests.conftest import PackFactory
from tests.editor.driving import front_panel

LINES = (LineColour("red", 8, "#dc241f"), LineColour("blue", 6, "#0019a8"))
TILES = {2: (("red",), ("blue",)), 3: (("red", "blue"),)}


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    components = underground.SCORE_TILES.put(Components(lines=LINES), TILES)
    return replace(
        make_pack({"a": (0, 0)}, components=components, canvas=(800, 600)),
        options=frozen_mapping({"water_bonus": "once"}),
    )


def open_settings(qtbot: QtBot, window: MainWindow, pack: MapPack) -> SettingsPanel:
    window.set_document(MapDocument(pack))
    return front_panel(qtbot, window, "map-settings", SettingsPanel)


def child(panel: QWidget, name: str) -> QWidget:
    found = panel.findChild(QWidget, name)
    assert found is not None, name
    return found


def type_into(qtbot: QtBot, line: QWidget, text: str) -> None:
    assert isinstance(line, QLineEdit)
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def choose(qtbot: QtBot, combo: QWidget, label: str) -> None:
    """Open the list and click the item, as a designer would."""
    assert isinstance(combo, QComboBox)
    combo.showPopup()
    view = combo.view()
    index = view.model().index(combo.findText(label), 0)
    view.scrollTo(index)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
    )
    qtbot.waitUntil(lambda: not view.isVisible())


def problem(panel: SettingsPanel) -> str:
    label = panel.findChild(QLabel, "settings-problem")
    assert label is not None
    return label.text() if label.isVisible() else ""


def test_metadata_is_typed_in_and_undone(qtbot: QtBot, window: MainWindow, city: MapPack) -> None:
    panel = open_settings(qtbot, window, city)
    type_into(qtbot, child(panel, "map-name"), "Tutorial City")
    type_into(qtbot, child(panel, "map-author"), "A. Designer")
    pack = window.document.pack
    assert (pack.name, pack.author) == ("Tutorial City", "A. Designer")
    assert window.document.undo_stack.undoText() == "Set map author"
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert window.document.pack == city
    assert child(panel, "map-name").text() == "Test"


def test_a_malformed_map_id_is_refused_with_the_reason(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, city)
    type_into(qtbot, child(panel, "map-id"), "my map")
    assert "expected an id" in problem(panel)
    assert window.document.pack == city
    assert child(panel, "map-id").text() == "test"
    type_into(qtbot, child(panel, "map-id"), "my-map")
    assert window.document.pack.id == "my-map"
    assert problem(panel) == ""


def test_canvas_size_resizes_the_board(qtbot: QtBot, window: MainWindow, city: MapPack) -> None:
    panel = open_settings(qtbot, window, city)
    width = child(panel, "map-width")
    width.setFocus()
    width.lineEdit().selectAll()
    qtbot.keyClicks(width, "1200")
    qtbot.keyClick(width, Qt.Key.Key_Return)
    assert window.document.pack.canvas == (1200, 600)
    assert window.scene.board.rect().width() == 1200


def test_rule_options_come_from_the_ruleset_and_default_removes_one(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, city)
    loops = child(panel, "option-loops")
    assert loops.currentText() == "default: off"
    assert "U8" in loops.toolTip() and "(in the map file: loops)" in loops.toolTip()
    labels = {label.buddy(): label.text() for label in panel.findChildren(QLabel) if label.buddy()}
    assert labels[loops] == "Loops" and labels[child(panel, "option-water_bonus")] == "Water bonus"
    choose(qtbot, loops, "on")
    assert dict(window.document.pack.options) == {"loops": True, "water_bonus": "once"}
    assert window.document.undo_stack.undoText() == "Set Loops"
    choose(qtbot, child(panel, "option-water_bonus"), "default: once")
    assert dict(window.document.pack.options) == {"loops": True}
    assert not child(panel, "raw-options").isVisible()  # every option is the ruleset's own


def test_a_typed_option_is_read_as_yaml_and_checked(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, city)
    table = child(panel, "option-plus_table")
    type_into(qtbot, table, "[0, 1, 3]")
    assert window.document.pack.options["plus_table"] == [0, 1, 3]
    type_into(qtbot, table, "true")
    assert "expected a list of whole numbers" in problem(panel)
    type_into(qtbot, table, "[0, 1")
    assert "is not a value" in problem(panel)
    assert window.document.pack.options["plus_table"] == [0, 1, 3]


def test_an_unknown_ruleset_edits_options_as_raw_pairs(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, replace(city, ruleset="not-yet"))
    raw = child(panel, "raw-options")
    assert raw.isVisible()
    assert panel.findChild(QWidget, "option-loops") is None
    table = raw.table
    assert (table.item(0, 0).text(), table.item(0, 1).text()) == ("water_bonus", "once")
    table.item(0, 1).setText("[1, 2]")  # what the cell editor commits
    assert window.document.pack.options["water_bonus"] == [1, 2]
    table.item(0, 0).setText("bonus")
    assert dict(window.document.pack.options) == {"bonus": [1, 2]}


def test_choosing_a_ruleset_changes_what_is_offered(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, replace(city, ruleset="not-yet"))
    choose(qtbot, child(panel, "map-ruleset"), "underground")
    assert window.document.pack.ruleset == "underground"
    assert panel.findChild(QWidget, "option-loops") is not None
    assert not child(panel, "raw-options").isVisible()


def test_line_colours_edit_tokens_colour_and_rename_the_score_tiles(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, city)
    table = panel.lines.table
    table.item(1, 1).setText("9")
    table.item(1, 2).setText("#00aa00")
    table.item(0, 0).setText("crimson")
    components = window.document.pack.components
    assert components.lines == (
        LineColour("crimson", 8, "#dc241f"),
        LineColour("blue", 9, "#00aa00"),
    )
    tiles = dict(underground.SCORE_TILES.of(components))
    assert tiles == {2: (("crimson",), ("blue",)), 3: (("crimson", "blue"),)}
    table.item(1, 2).setText("green")
    assert "not a colour" in problem(panel)
    assert table.item(1, 2).text() == "#00aa00"
    for _ in range(3):
        window.document.undo_stack.undo()
    assert window.document.pack == city


def test_score_tiles_are_typed_per_player_count(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_settings(qtbot, window, city)
    score_tiles = panel.components["components.score_tiles"]
    table = score_tiles.table
    assert table.item(1, 1).text() == "red, blue"
    table.item(0, 1).setText("red, blue / blue, red")
    qtbot.mouseClick(score_tiles.add_button, Qt.MouseButton.LeftButton)
    tiles = dict(underground.SCORE_TILES.of(window.document.pack.components))
    assert tiles == {2: (("red", "blue"), ("blue", "red")), 3: (("red", "blue"),), 4: ()}
    table.item(2, 0).setText("3")
    assert "already" in problem(panel)
    table.item(2, 0).setText("5")
    assert sorted(underground.SCORE_TILES.of(window.document.pack.components)) == [2, 3, 5]


def test_lists_past_the_formats_length_are_refused_where_they_are_typed(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    """No single cell knows how long its list may be; the panel asks the format
    before it makes the edit, so nothing it accepts fails to save."""
    lines = tuple(LineColour(f"line-{n}", 5) for n in range(1, 65))  # as many as the format takes
    full = replace(city, components=replace(city.components, lines=lines))
    panel = open_settings(qtbot, window, full)
    qtbot.mouseClick(panel.lines.add_button, Qt.MouseButton.LeftButton)
    assert problem(panel) == "components.lines: too long (at most 64)"
    assert window.document.pack == full and not window.document.undo_stack.canUndo()

    tiles = " / ".join("red" for _ in range(17))
    panel.components["components.score_tiles"].table.item(0, 1).setText(tiles)
    assert problem(panel).startswith("components.score_tiles: expected player counts")
    assert window.document.pack == full
