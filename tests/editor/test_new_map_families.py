"""File > New in every family but On the Underground (tests/editor/test_new_map.py):
drawing the stations and track and pressing the deck panel's Fill is all a new
map needs, or the one thing still to draw is said plainly."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.deck import DeckPanel
from engine.families.nextstation.fields import DEPARTURE
from engine.rules import get_ruleset
from tests.editor.driving import click, front_panel, use_tool
from tests.editor.new_map_driving import (
    CITY,
    draw_city,
    fill_deck,
    new_map,
    settled_findings,
    settled_validation,
)


def errors(qtbot: QtBot, window: MainWindow) -> set[str]:
    return {code for severity, code in settled_findings(qtbot, window) if severity == "error"}


def station_at(window: MainWindow, pos: tuple[int, int]) -> str:
    [station] = [s.id for s in window.document.pack.stations if s.pos == pos]
    return station


def test_a_new_tube_dice_sheet_gets_its_star_from_fill(qtbot: QtBot, window: MainWindow) -> None:
    new_map(qtbot, window, "tube-dice")
    draw_city(qtbot, window)
    assert errors(qtbot, window) == {"no-star"}  # D3: the first station die goes there
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    assert panel.fill_button.toolTip().startswith("The dice are the deck")
    fill_deck(qtbot, window)
    assert errors(qtbot, window) == set()
    stars = [s.pos for s in window.document.pack.stations if s.has("star")]
    assert stars == [CITY[1]]  # reaches every station with the most track, drawn first
    window.document.undo_stack.undo()
    assert not any(s.has("star") for s in window.document.pack.stations)


def test_a_new_next_station_sheet_has_districts_and_fill_spreads_the_departures(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_map(qtbot, window, "next-station", "london", (1200, 900))
    districts = window.document.pack.regions_of(["district"])
    assert len(districts) == 9  # N3: a 3 x 3 grid over the board to reshape
    assert {point for d in districts for point in d.polygon} >= {(0, 0), (1200, 900)}
    draw_city(qtbot, window)
    assert errors(qtbot, window) == {"departure-missing"}  # N1: each colour starts somewhere
    fill_deck(qtbot, window)
    assert errors(qtbot, window) == set()
    lines = window.document.pack.components.lines
    departures = [DEPARTURE.of(line) for line in lines]
    corners = [(200, 200), (600, 400), (600, 200), (200, 400)]
    assert departures == [station_at(window, corner) for corner in corners]


def test_a_new_one_day_map_is_filled_up_to_a_full_table_and_asks_for_its_lines(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_map(qtbot, window, "one-day")
    draw_city(qtbot, window)
    assert errors(qtbot, window) == {"deck-too-small", "no-lines"}  # O2: 4 racks, 3 piles
    fill_deck(qtbot, window)
    assert errors(qtbot, window) == {"no-lines"}  # O4: a journey rides the lines
    pack = window.document.pack
    counted = get_ruleset("one-day").station_cards(pack)
    assert counted is not None and sum(counted.values()) == 43
    assert sorted(counted.values()) == [7, 7, 7, 7, 7, 8]  # O1: the map sets its copies
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    assert panel.totals.text() == "43 cards, one kind per station; 6 set by their stations"
    use_tool(window, "route")
    for stop in CITY:
        click(qtbot, window, *stop)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    # O4, O5: one line of six stations holds no journey of ten stops: no game could be won
    assert errors(qtbot, window) == {"journey-out-of-reach"}
    window.document.select(())
    for stop in (CITY[5], CITY[3], CITY[1], CITY[0]):  # a second line, changed onto at either end
        click(qtbot, window, *stop)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.document.pack.routes) == 2
    assert errors(qtbot, window) == set()


def test_a_new_metro_x_sheet_asks_plainly_for_its_routes(qtbot: QtBot, window: MainWindow) -> None:
    new_map(qtbot, window, "metro-x")
    draw_city(qtbot, window)
    panel = front_panel(qtbot, window, "deck", DeckPanel)
    assert panel.fill_button.isHidden()  # the card mix is the rules' own (M2)
    validation = settled_validation(qtbot, window)
    [only] = [f for f in validation.findings if f.severity == "error"]
    assert (only.code, only.message) == (
        "no-routes",  # M1: a sheet is its routes
        "the sheet has no routes: draw each with the Route tool from its Start Point "
        "to its End Point along the track, then give it train-car windows",
    )
    use_tool(window, "route")
    for stop in (CITY[0], CITY[1], CITY[2]):
        click(qtbot, window, *stop)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert "no-routes" not in errors(qtbot, window)
