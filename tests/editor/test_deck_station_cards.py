"""The deck panel where the rules count the deck from the stations (`station_cards`):
each station's copies, the rules' own count beside them, and the copies a
station sets typed in the table, each one undo step on the model.

The rules here are Tiny Race counting one card per connection at a station,
a station's own `cards` overriding.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from editor.panels.station_cards import COPIES
from engine.families.oneday.fields import CARDS
from engine.map.model import MapPack
from engine.pack import load_pack
from tests.editor.driving import front_panel, open_pack
from tests.editor.test_option_tables import type_in_cell
from tests.tiny_race import RACE, registered, tiny_race


@pytest.fixture
def counted(window: MainWindow) -> Iterator[MainWindow]:
    with tiny_race():
        from tiny_race.ruleset import TinyRaceRuleset

        class CountedRace(TinyRaceRuleset):
            name = "counted-race"
            elements = frozenset({"station.start", "route.stops"})
            fields = (CARDS,)
            card_copies = CARDS

            def station_cards(self, pack: MapPack) -> Mapping[str, int]:
                ends = Counter(end for c in pack.connections for end in c.ends)
                return {s.id: CARDS.of(s) or ends[s.id] for s in pack.stations}

        with registered(CountedRace()):
            open_pack(window, replace(load_pack(RACE), ruleset="counted-race", deck=()))
            yield window


def deck_of(qtbot: QtBot, window: MainWindow) -> DeckPanel:
    return front_panel(qtbot, window, "deck", DeckPanel)


def rows(panel: DeckPanel) -> list[tuple[str, ...]]:
    table = panel.station_cards.table
    return [tuple(table.item(r, c).text() for c in range(3)) for r in range(table.rowCount())]


def type_copies(qtbot: QtBot, panel: DeckPanel, row: int, text: str) -> None:
    type_in_cell(qtbot, panel.station_cards.table, row, COPIES, text)


def test_the_stations_copies_are_listed_with_the_total(qtbot: QtBot, counted: MainWindow) -> None:
    panel = deck_of(qtbot, counted)
    assert panel.cards.isHidden() and not panel.station_cards.isHidden()
    assert rows(panel) == [
        ("Home", "3", "3"),
        ("Mill", "2", "2"),
        ("Pier", "3", "3"),
        ("Fort", "2", "2"),
        ("Well", "2", "2"),
    ]
    assert panel.totals.text() == "12 cards, one kind per station"


def test_a_typed_number_sets_the_stations_copies_as_one_undo_step(
    qtbot: QtBot, counted: MainWindow
) -> None:
    panel = deck_of(qtbot, counted)
    document = counted.document
    type_copies(qtbot, panel, 1, "5")
    assert CARDS.of(document.pack.station_index["mill"]) == 5
    assert rows(panel)[1] == ("Mill", "2", "5")  # the rules' count stays beside it
    assert panel.totals.text() == "15 cards, one kind per station; 1 set by their stations"
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Set station cards"
    type_copies(qtbot, panel, 1, "0")  # back to the rules' count
    assert CARDS.of(document.pack.station_index["mill"]) == 0
    assert rows(panel)[1] == ("Mill", "2", "2")
    document.undo_stack.undo()
    assert rows(panel)[1] == ("Mill", "2", "5")
    document.undo_stack.undo()
    assert rows(panel)[1] == ("Mill", "2", "2") and document.undo_stack.index() == 0


@pytest.mark.parametrize("typed", ["-1", "10001", "x", "2.5", "٣", "1e3", "9" * 40, ""])
def test_a_number_the_format_refuses_is_refused_with_a_message(
    qtbot: QtBot, counted: MainWindow, typed: str
) -> None:
    panel = deck_of(qtbot, counted)
    pack = counted.document.pack
    type_copies(qtbot, panel, 0, typed)
    low, high = CARDS.least, CARDS.most
    assert f"copies: expected a whole number from {low} to {high}" in panel.problem.text()
    assert counted.document.pack is pack and counted.document.undo_stack.count() == 0
    assert rows(panel)[0] == ("Home", "3", "3")


def test_the_highest_count_is_taken_and_saves(qtbot: QtBot, counted: MainWindow) -> None:
    panel = deck_of(qtbot, counted)
    type_copies(qtbot, panel, 4, str(CARDS.most))
    assert CARDS.of(counted.document.pack.station_index["well"]) == CARDS.most
    assert panel.problem.isHidden()
