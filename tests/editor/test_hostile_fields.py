"""Every value a field takes is one the format takes: hostile texts typed into the real
widgets are refused with a message and leave the map as it was."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from editor.panels.key_value_editor import KeyValueEditor
from editor.panels.settings import SettingsPanel
from engine.map.model import (
    Background,
    Card,
    Components,
    LineColour,
    MapPack,
    Region,
    frozen_mapping,
)
from engine.pack import load_pack
from engine.pack.limits import BACKGROUND_SCALE, CANVAS_SIZE, COORDINATE, MAX_DEPTH, TEXT_LENGTH
from tests.conftest import PackFactory
from tests.editor.driving import front_panel, open_pack

SQUARE = ((0.0, 0.0), (50.0, 0.0), (50.0, 50.0))
LONG = "n" * (TEXT_LENGTH + 1)

# Numbers the loader refuses, or that Python reads and YAML would not give back.
HOSTILE_NUMBERS = [
    *("inf", "-inf", "nan", "NaN", "infinity", "1e400", "-1e400", "1e7", "1000001", "-1000000.5"),
    *("", "lots", "1,5", "0x10", "1e", "١٢", "²", "9" * 5000, "1 2"),
]
HOSTILE_COUNTS = ["0", "-1", "10001", "1e3", "1.5", "²", "١٢", " ", "x", "9" * 5000, "0x10"]
HOSTILE_OPTIONS = {
    "nan": ".nan",
    "inf": ".inf",
    "minus-inf": "-.inf",
    "float-overflow": "1.0e+400",
    "big-integer": "123456789012345678901234567890",
    "binary": "!!binary aGVsbG8=",
    "set": "!!set {a, b}",
    "python-tag": "!!python/object/apply:os.system [ls]",
    "local-tag": "!thing 1",
    "anchor": "&a [1, 2]",
    "alias": "[&a 1, *a]",
    "lone-alias": "*a",
    "deep-200": "[" * 200 + "]" * 200,
    "deep-past-options": "[" * (MAX_DEPTH - 1) + "1" + "]" * (MAX_DEPTH - 1),
    "two-documents": "a\n--- b",
    "duplicate-key": "{a: 1, a: 2}",
    "unclosed": "[0, 1",
}


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    components = Components(lines=(LineColour("red", 8, "#dc241f"),))
    return make_pack(
        {"a": (200, 200), "b": (400, 200)},
        ["a-b"],
        regions=(Region("r1", "district", SQUARE, values=frozen_mapping({"points": 1.0})),),
        deck=(Card("a"),),
        components=components,
        background=Background("scan.png"),
        options=frozen_mapping({"plus_table": [0, 1, 3]}),
    )


def child(parent: QWidget, name: str) -> QWidget:
    found = parent.findChild(QWidget, name)
    assert found is not None, name
    return found


def shown_problem(parent: QWidget, name: str) -> str:
    label = parent.findChild(QLabel, name)
    assert label is not None, name
    return label.text() if label.isVisible() else ""


def paste_into(qtbot: QtBot, line: QWidget, text: str) -> None:
    """Select all, paste `text` with Ctrl+V and press Return, as a designer would."""
    if isinstance(line, QComboBox):
        line = line.lineEdit()
    assert isinstance(line, QLineEdit)
    line.setFocus()
    line.selectAll()
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(line, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def settings(qtbot: QtBot, window: MainWindow, pack: MapPack) -> SettingsPanel:
    open_pack(window, pack)
    return front_panel(qtbot, window, "map-settings", SettingsPanel)


@pytest.mark.parametrize("text", HOSTILE_NUMBERS)
def test_region_values_take_only_finite_numbers_within_the_limit(
    window: MainWindow, city: MapPack, text: str
) -> None:
    city = replace(city, ruleset="not-yet")  # a ruleset unknown here offers every field
    document = open_pack(window, city)
    document.select({"r1"})
    values = child(window, "field-values")
    assert isinstance(values, KeyValueEditor)
    values.table.item(0, 1).setText(text)  # what the cell editor commits
    assert document.pack == city
    assert "'points': expected a number from -1e+06 to 1e+06" in shown_problem(
        window, "inspector-problem"
    )
    assert values.table.item(0, 1).text() == "1"


@pytest.mark.parametrize("text", ["1000000", "-1000000", "2.5", " 7 ", "1e3"])
def test_region_values_within_the_limit_are_taken(
    window: MainWindow, city: MapPack, text: str
) -> None:
    document = open_pack(window, replace(city, ruleset="not-yet"))
    document.select({"r1"})
    values = child(window, "field-values")
    assert isinstance(values, KeyValueEditor)
    values.table.item(0, 1).setText(text)
    assert document.pack.regions[0].values == {"points": float(text)}


@pytest.mark.parametrize("field", ["name", "author", "licence", "credits", "variant"])
def test_map_texts_past_the_limit_are_refused(
    qtbot: QtBot, window: MainWindow, city: MapPack, field: str
) -> None:
    panel = settings(qtbot, window, city)
    paste_into(qtbot, child(panel, f"map-{field}"), LONG)
    assert window.document.pack == city
    assert shown_problem(panel, "settings-problem") == (
        f"{field}: expected text of at most {TEXT_LENGTH} characters, not {TEXT_LENGTH + 1}"
    )
    paste_into(qtbot, child(panel, f"map-{field}"), LONG[1:])
    assert getattr(window.document.pack, field) == LONG[1:]
    assert shown_problem(panel, "settings-problem") == ""


@pytest.mark.parametrize("element", ["a", "r1"])
def test_element_names_past_the_limit_are_refused(
    qtbot: QtBot, window: MainWindow, city: MapPack, element: str
) -> None:
    document = open_pack(window, city)
    document.select({element})
    paste_into(qtbot, child(window, "field-name"), LONG)
    assert document.pack == city
    assert shown_problem(window, "inspector-problem").startswith("name: expected text of at most")


@pytest.mark.parametrize("text", ["my map", "x" * 81, "-x", "é", "", "a/b", "a\tb"])
@pytest.mark.parametrize("where", ["map-id", "field-id"])
def test_ids_the_format_refuses_are_refused(
    qtbot: QtBot, window: MainWindow, city: MapPack, text: str, where: str
) -> None:
    panel = settings(qtbot, window, city)
    window.document.select({"a"})
    parent: QWidget = panel if where == "map-id" else window
    paste_into(qtbot, child(parent, where), text)
    assert window.document.pack == city
    problem = "settings-problem" if where == "map-id" else "inspector-problem"
    assert "expected an id" in shown_problem(panel if where == "map-id" else window, problem)


@pytest.mark.parametrize("text", HOSTILE_OPTIONS.values(), ids=HOSTILE_OPTIONS)
def test_a_typed_rule_option_is_read_as_the_loader_reads_it(
    qtbot: QtBot, window: MainWindow, city: MapPack, text: str
) -> None:
    panel = settings(qtbot, window, city)
    paste_into(qtbot, child(panel, "option-plus_table"), text)
    assert window.document.pack == city
    assert "is not a value" in shown_problem(panel, "settings-problem") or (
        "nested deeper than" in shown_problem(panel, "settings-problem")
    )


@pytest.mark.parametrize("text", HOSTILE_OPTIONS.values(), ids=HOSTILE_OPTIONS)
def test_raw_options_refuse_what_the_loader_refuses(
    qtbot: QtBot, window: MainWindow, city: MapPack, text: str
) -> None:
    unknown = replace(city, ruleset="not-yet")
    panel = settings(qtbot, window, unknown)
    raw = child(panel, "raw-options")
    assert isinstance(raw, KeyValueEditor)
    raw.table.item(0, 1).setText(text)
    assert window.document.pack == unknown
    assert shown_problem(panel, "settings-problem").startswith("'plus_table': ")


def test_a_date_is_text_from_the_start(qtbot: QtBot, window: MainWindow, city: MapPack) -> None:
    panel = settings(qtbot, window, replace(city, ruleset="not-yet"))
    raw = child(panel, "raw-options")
    assert isinstance(raw, KeyValueEditor)
    raw.table.item(0, 1).setText("2024-01-01")
    assert window.document.pack.options["plus_table"] == "2024-01-01"
    assert raw.table.item(0, 1).text() == "'2024-01-01'"


def test_nesting_up_to_what_a_pack_holds_is_taken(
    qtbot: QtBot, window: MainWindow, city: MapPack, tmp_path: Path
) -> None:
    panel = settings(qtbot, window, replace(city, ruleset="not-yet"))
    raw = child(panel, "raw-options")
    assert isinstance(raw, KeyValueEditor)
    deepest = MAX_DEPTH - 2
    raw.table.item(0, 1).setText("[" * deepest + "1" + "]" * deepest)
    value = window.document.pack.options["plus_table"]
    for _ in range(deepest):
        value = value[0]
    assert value == 1
    written, _ = window.document.save(tmp_path / "deep.yaml")
    assert load_pack(written) == window.document.pack


@pytest.mark.parametrize("text", HOSTILE_COUNTS)
def test_card_copies_and_line_tokens_are_counts(
    qtbot: QtBot, window: MainWindow, city: MapPack, text: str
) -> None:
    open_pack(window, city)
    deck = front_panel(qtbot, window, "deck", DeckPanel)
    deck.cards.table.item(0, 2).setText(text)
    assert window.document.pack == city
    assert shown_problem(deck, "deck-problem").startswith(
        "copies: expected a whole number from 1 to 10000"
    )
    panel = front_panel(qtbot, window, "map-settings", SettingsPanel)
    panel.lines.table.item(0, 1).setText(text)
    assert window.document.pack == city
    assert shown_problem(panel, "settings-problem").startswith(
        "red: expected a whole number from 1 to 10000"
    )


@pytest.mark.parametrize(
    ("where", "low", "high", "read"),
    [
        ("map-width", 0, CANVAS_SIZE, lambda pack: pack.canvas[0]),
        ("background-x", -COORDINATE, COORDINATE, lambda pack: pack.background.pos[0]),
        ("background-scale", 0, BACKGROUND_SCALE, lambda pack: pack.background.scale),
        ("background-opacity", 0, 1.0, lambda pack: pack.background.opacity),
        ("field-x", -COORDINATE, COORDINATE, lambda pack: pack.station("a").pos[0]),
    ],
)
@pytest.mark.parametrize("typed", ["99999999999", "-99999999999"])
def test_number_boxes_stop_at_the_limits(
    qtbot: QtBot,
    window: MainWindow,
    city: MapPack,
    where: str,
    low: float,
    high: float,
    read: Callable[[MapPack], float],
    typed: str,
) -> None:
    settings(qtbot, window, city)
    window.document.select({"a"})  # the inspector shows the station's position
    box = child(window, where)
    assert isinstance(box, QDoubleSpinBox)
    assert box.maximum() == high and box.minimum() >= low
    box.setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, typed)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert low <= read(window.document.pack) <= high
