"""The playtest panel, heatmaps and replay on the bundled One Day in London maps:
each seat's rack beside the board, as the table and the engine know it."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from engine.families.oneday.game import OneDayGame
from engine.families.oneday.state import NONE
from engine.rules import get_ruleset
from tests.editor.family_driving import board_rows, playtest_and_replay, step_through
from tests.editor.playtest_driving import open_map, playtest_panel, replay_panel, run_playtest
from tests.editor.test_replay_viewer import replayed

ONE_DAY_MAPS = ("one-day-london", "one-day-rivertown.yaml")


def rack_shown(rows: list[str], seat: int) -> list[str]:
    """The ten slots of the seat's rack as the viewer lists them, without their numbers."""
    start = next(i for i, row in enumerate(rows) if row.startswith(f"Seat {seat}'s rack"))
    slots = [row.strip() for row in rows[start + 1 : start + 11]]
    assert [slot.split(". ", 1)[0] for slot in slots] == [str(n) for n in range(1, 11)]
    return [slot.split(". ", 1)[1] for slot in slots]


def check_racks(viewer, window: MainWindow, step: int) -> None:
    """Each seat's rack listed is the engine's, and agrees with every card the table saw."""
    game, _ = replayed(viewer, viewer.game.currentData(), step)
    assert isinstance(game, OneDayGame)
    names = {s.id: s.name for s in window.document.pack.stations}
    rules = get_ruleset("one-day")
    rows = board_rows(viewer)
    for seat in range(game.players):
        shown = rack_shown(rows, seat)
        held = [game.network.names[c] if c != NONE else "-" for c in game.state.racks[seat]]
        assert shown == held
        seen = rules.public_view(game, seat)["rack"]
        assert len(seen) == len(shown) == 10
        for slot, text in zip(seen, shown, strict=True):
            assert text == {"": "-", "?": text}.get(slot, names.get(slot))
    marks = playtest_panel(window).canvas.replay.station_marks()
    drawn = {(m.mark.station, m.mark.text) for m in marks if m.scene() is window.scene}
    for mark in marks:  # a number written at a station leaves its name readable
        label = window.scene.elements[mark.mark.station].label.sceneBoundingRect()
        assert not mark.mapRectToScene(mark.number_box).intersects(label)
    seat = viewer.seat.currentData()
    rack = game.state.racks[seat]
    ids = game.network.station_ids
    assert drawn == {(ids[c], str(n + 1)) for n, c in enumerate(rack) if c != NONE}


@pytest.mark.parametrize("name", ONE_DAY_MAPS)
def test_a_playtest_heatmaps_and_replay_on_a_one_day_map(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    viewer = playtest_and_replay(qtbot, window, name, "one-day")
    check_racks(viewer, window, 0)
    expected = iter((1, 2, 3, 4, 3, viewer.slider.maximum() // 2))
    for step in step_through(qtbot, viewer, 4):
        assert viewer.slider.value() == viewer.step.value() == step == next(expected)
        for seat in (1, 0):
            viewer.seat.setCurrentIndex(seat)
            check_racks(viewer, window, step)
    assert any(row.strip().startswith("pile 1: ") for row in board_rows(viewer))
    # the racks and piles are the longest list: it gets the most room
    assert viewer.board.height() > max(viewer.action_list.height(), viewer.events.height())


def test_the_last_step_of_a_won_game_shows_the_winning_journey(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window, "one-day-rivertown.yaml")
    run_playtest(qtbot, playtest_panel(window), games=2, bots=("greedy", "greedy"))
    viewer = replay_panel(qtbot, window)
    won = next(r for r in viewer.run.results if r.winners)
    viewer.choose_seed(won.seed)
    viewer.slider.setValue(viewer.slider.maximum())
    winner = won.winners[0]
    assert f"Seat {winner}'s rack (won)" in board_rows(viewer)
    check_racks(viewer, window, viewer.slider.maximum())
    texts = [viewer.action_list.item(i).text() for i in range(viewer.action_list.count())]
    assert any(" → " in text and ", by " in text for text in texts)
    assert playtest_panel(window).canvas.replay.legs()
