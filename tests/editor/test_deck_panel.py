"""The deck dock: destination cards in a table with totals, every change undoable."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.deck import COPIES, KIND, STATION, DeckPanel
from engine.families.nextstation.fields import DEPARTURE
from engine.families.oneday.fields import CARDS
from engine.map.model import Card, MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from tests.conftest import PackFactory
from tests.editor.driving import front_panel


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    return make_pack(
        {"a": (100, 100), "b": (300, 100), "c": (300, 300), "e": (100, 300), "lone": (500, 500)},
        ["a-b", "b-c", "c-e"],
        flags={"a": ["start"], "b": ["national_rail"], "c": ["connection"]},
    )


def open_deck(qtbot: QtBot, window: MainWindow, pack: MapPack) -> DeckPanel:
    window.set_document(MapDocument(pack))
    return front_panel(qtbot, window, "deck", DeckPanel)


def rows(panel: DeckPanel) -> list[tuple[str, str, str]]:
    table = panel.cards.table
    return [
        (table.item(r, STATION).text(), table.item(r, KIND).text(), table.item(r, COPIES).text())
        for r in range(table.rowCount())
    ]


def double_click_cell(qtbot: QtBot, panel: DeckPanel, row: int, column: int) -> None:
    table = panel.cards.table
    centre = table.visualItemRect(table.item(row, column)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def press_enter(qtbot: QtBot, panel: DeckPanel, editor: QWidget) -> None:
    """Enter commits the cell's editor a moment later (a queued call in Qt)."""
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    editing = QAbstractItemView.State.EditingState
    qtbot.waitUntil(lambda: panel.cards.table.state() != editing)


def pick(qtbot: QtBot, panel: DeckPanel, row: int, column: int, value: str) -> None:
    """Open the cell's list, choose `value` and press Enter, as a designer would."""
    double_click_cell(qtbot, panel, row, column)
    combo = QApplication.focusWidget()
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData(value))
    press_enter(qtbot, panel, combo)


def test_fill_from_the_map_is_one_undo_step_with_totals(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_deck(qtbot, window, city)
    assert panel.totals.text() == "0 cards: 0 express, 0 standard"
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    deck = window.document.pack.deck
    assert deck == (Card("b", "express"), Card("c", "express"), Card("e", "standard"))
    assert rows(panel) == [("B", "express", "1"), ("C", "express", "1"), ("E", "standard", "1")]
    assert panel.totals.text() == "3 cards: 2 express, 1 standard"
    window.document.undo_stack.undo()
    assert window.document.pack.deck == ()
    assert rows(panel) == []


def test_add_card_takes_the_selected_stations(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_deck(qtbot, window, city)
    window.document.select({"c", "lone", "a-b"})
    qtbot.mouseClick(panel.cards.add_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.deck == (Card("c"), Card("lone"))
    window.document.select(())
    qtbot.mouseClick(panel.cards.add_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.deck[-1] == Card("a")  # the first station without a card
    assert window.document.undo_stack.undoText() == "Add deck card"


def test_typed_copies_change_the_totals_and_nonsense_is_refused(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_deck(qtbot, window, city)
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    for text, copies in (("3", 3), ("0", 3), ("x", 3)):
        double_click_cell(qtbot, panel, 2, COPIES)
        editor = QApplication.focusWidget()
        assert isinstance(editor, QLineEdit)
        editor.selectAll()
        qtbot.keyClicks(editor, text)
        press_enter(qtbot, panel, editor)
        assert window.document.pack.deck[2] == Card("e", "standard", copies)
        assert rows(panel)[2] == ("E", "standard", str(copies))
    assert panel.totals.text() == "5 cards: 2 express, 3 standard"
    assert "copies: expected a whole number from 1 to 10000, not 'x'" in panel.problem.text()


def test_kind_and_station_are_picked_from_lists(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_deck(qtbot, window, city)
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    pick(qtbot, panel, 0, KIND, "standard")
    assert window.document.pack.deck[0] == Card("b", "standard")
    pick(qtbot, panel, 0, STATION, "lone")
    assert window.document.pack.deck[0] == Card("lone", "standard")
    assert panel.totals.text() == "3 cards: 1 express, 2 standard"
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert rows(panel)[0] == ("B", "express", "1")


def test_remove_takes_the_selected_rows(qtbot: QtBot, window: MainWindow, city: MapPack) -> None:
    panel = open_deck(qtbot, window, city)
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    assert not panel.cards.remove_button.isEnabled()
    table = panel.cards.table
    for row, modifier in (
        (0, Qt.KeyboardModifier.NoModifier),
        (2, Qt.KeyboardModifier.ControlModifier),
    ):
        centre = table.visualItemRect(table.item(row, STATION)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, centre)
    assert panel.cards.selected_rows() == [0, 2]
    qtbot.mouseClick(panel.cards.remove_button, Qt.MouseButton.LeftButton)
    assert window.document.pack.deck == (Card("c", "express"),)
    assert window.document.undo_stack.undoText() == "Remove deck cards"


def test_a_ruleset_that_deals_its_own_deck_says_so_and_adds_no_cards(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    sheet = replace(city, ruleset="next-station", deck=(Card("b"),))
    panel = open_deck(qtbot, window, sheet)
    assert panel.totals.text() == (
        "The Next Station rules deal their own deck: the cards listed here are not used; "
        "Fill gets the map ready to play."
    )
    assert not panel.cards.add_button.isEnabled()
    assert panel.cards.isVisibleTo(panel)
    # no cards to deal, but Fill still gets the sheet ready (N1: its departures)
    assert panel.fill_button.toolTip().startswith("The rules deal their own deck; each pencil")
    assert rows(panel)[0][0] == "B"  # listed still, so nothing in the pack is hidden
    panel = open_deck(qtbot, window, replace(sheet, deck=()))
    assert panel.totals.text() == (
        "The Next Station rules deal their own deck; Fill gets the map ready to play."
    )
    assert not panel.cards.isVisibleTo(panel)  # no empty table to wonder about
    panel = open_deck(qtbot, window, city)
    assert panel.cards.isVisibleTo(panel)
    assert panel.cards.add_button.isEnabled() and not panel.fill_button.isHidden()
    assert panel.fill_button.toolTip() == (
        "Replace the deck: one card per connected station, Express for Connection and "
        "National Rail stations; where no station is flagged start, the best-connected one "
        "becomes the start"
    )
    assert panel.totals.text() == "0 cards: 0 express, 0 standard"


def test_cards_name_their_stations_and_the_list_opens_on_the_cards_own(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    """People read names: the id is in the tooltip, and two stations sharing a name
    are told apart by it."""
    twins = replace(
        city, stations=tuple(replace(s, name="Twin") if s.id in "bc" else s for s in city.stations)
    )
    panel = open_deck(qtbot, window, twins)
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    assert [row[0] for row in rows(panel)] == ["Twin (b)", "Twin (c)", "E"]
    assert panel.cards.table.item(2, STATION).toolTip() == "e"
    double_click_cell(qtbot, panel, 1, STATION)
    combo = QApplication.focusWidget()
    assert isinstance(combo, QComboBox) and combo.currentData() == "c"
    combo.setCurrentIndex(combo.findData("lone"))
    press_enter(qtbot, panel, combo)
    assert window.document.pack.deck[1] == Card("lone", "express")
    assert rows(panel)[1] == ("Lone", "express", "1")


def unfilled(pack: MapPack) -> MapPack:
    """The map without what the fills set: no star or start, no station's own
    copies, no departures, no deck."""
    stations = tuple(
        CARDS.put(replace(s, flags=s.flags - {"star", "start"}), 0) for s in pack.stations
    )
    lines = tuple(DEPARTURE.put(line, None) for line in pack.components.lines)
    return replace(
        pack, stations=stations, deck=(), components=replace(pack.components, lines=lines)
    )


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("tube-dice-quick.yaml", "Fill: Made The Hub the star station: the first station die"),
        ("next-station-london.yaml", "Fill: Chose the departures, spread over the sheet: "),
        ("one-day-rivertown.yaml", "Fill: Raised the copies of "),
        ("tutorial.yaml", "Fill: Dealt "),
    ],
)
def test_fill_says_what_it_changed(qtbot: QtBot, window: MainWindow, name: str, said: str) -> None:
    """The fill may set more than the deck (a star, departures, copies, a start): it
    says what, and the words go once the map changes otherwise (here: an undo)."""
    pack = load_pack(MAPS / name)
    panel = open_deck(qtbot, window, unfilled(pack))
    qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    assert panel.filled.isVisibleTo(panel) and panel.filled.text().startswith(said)
    window.document.undo_stack.undo()
    qtbot.waitUntil(lambda: not panel.filled.isVisibleTo(panel))
