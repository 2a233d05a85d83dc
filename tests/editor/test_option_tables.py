"""Rule options edited as tables: the card mix in the deck panel where the rules keep
their deck as an option, and a table of points in the map settings."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QTableWidget
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from editor.panels.option_tables import MixTable, NumberListTable
from editor.panels.settings import SettingsPanel
from engine.map.model import Card, MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from tests.editor.driving import front_panel, open_pack

DEFAULT_MIX = get_ruleset("metro-x").options()[0].default
DEFAULT_PENALTY = get_ruleset("metro-x").options()[1].default


@pytest.fixture
def harbour() -> MapPack:
    return load_pack(MAPS / "metro-x-harbour.yaml")


def type_in_cell(qtbot: QtBot, table: QTableWidget, row: int, column: int, text: str) -> None:
    centre = table.visualItemRect(table.item(row, column)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    editor.insert(text)  # as typed; QTest cannot type every character (an Arabic-Indic digit)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def cells(table: QTableWidget, column: int) -> list[str]:
    return [table.item(row, column).text() for row in range(table.rowCount())]


def mix_of(qtbot: QtBot, window: MainWindow, pack: MapPack) -> tuple[DeckPanel, MixTable]:
    open_pack(window, pack)
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    mix = panel.findChild(MixTable)
    assert mix is not None and mix.isVisible() and not panel.cards.isVisible()
    return panel, mix


def test_the_deck_panel_edits_the_card_mix_as_card_and_copies(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    panel, mix = mix_of(qtbot, window, harbour)
    table = mix.rows.table
    assert cells(table, 0) == list(DEFAULT_MIX)
    assert panel.totals.text().startswith(f"{sum(DEFAULT_MIX.values())} cards")
    type_in_cell(qtbot, table, 0, 1, "5")
    options = window.document.pack.options
    assert options["cards"] == {**DEFAULT_MIX, "number-3": 5}
    mix.new_name.setText("skip-4")
    qtbot.mouseClick(mix.rows.add_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.options["cards"]["skip-4"] == 1
    assert cells(table, 0)[-1] == "skip-4"
    table.selectRow(0)
    qtbot.mouseClick(mix.rows.remove_button, Qt.MouseButton.LeftButton)
    assert "number-3" not in window.document.pack.options["cards"]
    stack = window.document.undo_stack
    for _ in range(3):
        stack.undo()
    assert "cards" not in window.document.pack.options
    assert cells(table, 1)[0] == str(DEFAULT_MIX["number-3"])
    stack.redo()
    assert window.document.pack.options["cards"]["number-3"] == 5


@pytest.mark.parametrize(
    ("column", "text", "said"),
    [
        (0, "joker", "names no card 'joker'"),
        (0, "number-4", "is in the mix already"),
        (1, "-1", "expected a whole number from 0 to 10000"),
        (1, "1e3", "expected a whole number from 0 to 10000"),
        (1, "99999", "expected a whole number from 0 to 10000"),
    ],
)
def test_the_mix_takes_only_what_the_option_takes(
    qtbot: QtBot, window: MainWindow, harbour: MapPack, column: int, text: str, said: str
) -> None:
    panel, mix = mix_of(qtbot, window, harbour)
    type_in_cell(qtbot, mix.rows.table, 0, column, text)
    assert "cards" not in window.document.pack.options
    assert said in panel.problem.text()
    assert cells(mix.rows.table, column)[0] == ["number-3", "3"][column]


def test_a_card_mix_without_cards_is_refused(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    panel, mix = mix_of(qtbot, window, replace(harbour, options={"cards": {"free": 1}}))
    mix.rows.table.selectRow(0)
    qtbot.mouseClick(mix.rows.remove_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.options["cards"] == {"free": 1}
    assert "cards" in panel.problem.text()


def test_a_map_with_destination_cards_keeps_showing_them(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    open_pack(window, replace(harbour, deck=(Card("quay"),)))
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    assert panel.cards.isVisible()


def penalty_table(qtbot: QtBot, window: MainWindow, pack: MapPack) -> NumberListTable:
    open_pack(window, pack)
    panel = front_panel(qtbot, window, "map-settings", SettingsPanel)
    table = panel.findChild(NumberListTable, "option-empty_penalty-table")
    assert table is not None
    return table


def test_the_penalty_table_is_edited_row_by_row(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    table = penalty_table(qtbot, window, harbour)
    assert cells(table.rows.table, 0) == [str(i) for i in range(len(DEFAULT_PENALTY))]
    assert cells(table.rows.table, 1) == [str(v) for v in DEFAULT_PENALTY]
    type_in_cell(qtbot, table.rows.table, 5, 1, "-3")
    expected = [*DEFAULT_PENALTY]
    expected[5] = -3
    assert window.document.pack.options["empty_penalty"] == expected
    qtbot.mouseClick(table.rows.add_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.options["empty_penalty"] == [*expected, expected[-1]]
    table.rows.table.selectRow(0)
    qtbot.mouseClick(table.rows.remove_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.options["empty_penalty"] == [*expected[1:], expected[-1]]
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert "empty_penalty" not in window.document.pack.options


@pytest.mark.parametrize("text", ["x", "2.5", "1e3", "--1", "٣", "2000000", ""])
def test_the_penalty_table_takes_only_whole_numbers_the_format_holds(
    qtbot: QtBot, window: MainWindow, harbour: MapPack, text: str
) -> None:
    table = penalty_table(qtbot, window, harbour)
    type_in_cell(qtbot, table.rows.table, 0, 1, text)
    assert "empty_penalty" not in window.document.pack.options
    assert cells(table.rows.table, 1)[0] == "0"
    panel = front_panel(qtbot, window, "map-settings", SettingsPanel)
    assert "expected a whole number" in panel.problem.text()


def test_the_last_row_of_the_penalty_table_stays(
    qtbot: QtBot, window: MainWindow, harbour: MapPack
) -> None:
    table = penalty_table(qtbot, window, replace(harbour, options={"empty_penalty": [0]}))
    table.rows.table.selectRow(0)
    qtbot.mouseClick(table.rows.remove_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.options["empty_penalty"] == [0]
