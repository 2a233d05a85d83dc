"""The playtest panel seats as many players as the map's rules allow, from the
ruleset's game type, and follows a change of rules."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.playtest import PlaytestPanel
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest
from tests.editor.rulesets import under_rules


def seats_shown(panel: PlaytestPanel) -> int:
    form = panel.findChild(QFormLayout)
    assert form is not None
    return sum(form.isRowVisible(combo) for combo in panel.bots)


def first_seat_label(panel: PlaytestPanel) -> str:
    form = panel.findChild(QFormLayout)
    assert form is not None
    label = form.labelForField(panel.bots[0])
    assert isinstance(label, QLabel)
    return label.text()


def test_on_the_underground_seats_two_to_five_and_seat_0_starts(window: MainWindow) -> None:
    open_map(window, "london.yaml")
    panel = playtest_panel(window)
    assert (panel.players.minimum(), panel.players.maximum()) == (2, 5)
    assert panel.players.value() == 4 and seats_shown(panel) == 4
    assert first_seat_label(panel) == "Seat 0 (starts)"


def test_next_station_plays_solo_and_no_seat_starts(window: MainWindow) -> None:
    open_map(window, "next-station-london.yaml")
    panel = playtest_panel(window)
    assert (panel.players.minimum(), panel.players.maximum()) == (1, 5)
    panel.players.setValue(1)
    assert seats_shown(panel) == 1 and panel.settings().players == 1
    assert first_seat_label(panel) == "Seat 0"  # every seat decides on the same card


def test_a_change_of_rules_moves_the_range_and_keeps_a_choice_otherwise(
    window: MainWindow,
) -> None:
    open_map(window, "london.yaml")
    panel = playtest_panel(window)
    panel.players.setValue(2)
    window.document.edit("Rename", window.document.pack, ())  # same rules: choice kept
    assert panel.players.value() == 2
    under_rules(window, "next-station")
    assert panel.players.minimum() == 1 and panel.players.value() == 4
    under_rules(window, "rules-nobody-knows")
    assert (panel.players.minimum(), panel.players.maximum()) == (1, 6)


def test_a_solo_run_of_a_next_station_sheet_finishes(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window, "next-station-tokyo.yaml")
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=2, bots=("greedy",), jobs=1)
    run = panel.session.current
    assert run is not None
    assert run.report["players"] == 1 and len(run.report["seats"]) == 1
