"""Play mode: a person takes a seat at a game on the map being designed, chooses by
pointing at the map or from the list, sees only their seat's view, and saves a game
that replays to the same scores, in every family."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.replay_text import scores_text
from engine.editing.edits import move_stations
from engine.records import read_record, replay
from tests.editor.play_driving import (
    click_target,
    clickable,
    play_panel,
    play_to_the_end,
    start,
    take_turn,
    wait_for_a_person,
)
from tests.editor.playtest_driving import open_map, replay_panel
from tests.engine.test_play_command import FAMILY_MAPS


@pytest.mark.parametrize("name", FAMILY_MAPS)
def test_a_person_plays_a_whole_game_through_the_canvas_and_the_list(
    name: str, qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    open_map(window, name)
    panel = play_panel(window)
    start(qtbot, panel, ["human", "greedy"], seed=2)
    used = play_to_the_end(qtbot, window, panel)
    session = panel.session
    assert session is not None and session.game.is_over
    # pointing chose most moves (One Day's targets are all beside the board: its rack, piles)
    assert used["map"] + used["button"] > used["list"]
    assert used["map"] > 0 or name == "one-day-rivertown.yaml"
    assert "The game is over" in panel.status.text()
    assert not window.document.locked  # the map can be edited again
    bots = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert any(line.startswith("seat 1 (greedy): ") for line in bots)
    qtbot.mouseClick(panel.compare_button, Qt.MouseButton.LeftButton)
    score = session.game.scores[0]
    assert panel.comparison.text().startswith(f"On this deal, seat 0: the person {score}, greedy ")
    written = panel.save_record(tmp_path / "game.yaml")
    assert written is not None
    again = replay(read_record(written))
    assert again.scores == session.game.scores
    assert [str(a) for a in again.history] == [m.action for m in session.moves]


def test_hot_seat_hides_the_other_seats_hand(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """One Day (O2): two people at one screen; the screen passes between them, and
    the rack of the seat not playing is never drawn."""
    open_map(window, "one-day-rivertown.yaml")
    panel = play_panel(window)
    start(qtbot, panel, ["human", "human"], seed=5)
    session = panel.session
    assert session is not None
    passes = hidden_seen = 0
    while session.seat is not None and passes < 8:
        wait_for_a_person(qtbot, panel)
        if panel.waiting_for is not None:
            passes += 1
            assert panel.board.count() == 0 and not panel.pictures.station_marks()
            qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
            seat = panel.viewer
            assert seat == session.seat
            other = 1 - seat
            state, names = session.game.state, session.game.network.names
            hidden = [
                names[card]
                for slot, card in enumerate(state.racks[other])
                if card >= 0 and not state.public[other] >> slot & 1
            ]
            shown = "\n".join(panel.board.item(i).text() for i in range(panel.board.count()))
            other_rack = shown.split(f"Seat {other}'s rack", 1)[1].split("Seat", 1)[0]
            assert all(name not in other_rack for name in hidden)
            marks = panel.pictures.station_marks()
            assert all(mark.mark.seat == seat for mark in marks)  # only the own rack's numbers
            hidden_seen += len(hidden) if marks else 0
        take_turn(qtbot, window, panel)
    assert passes >= 4 and hidden_seen  # once set up, a rack held cards the other never saw
    panel.end_game()
    written = panel.save_record(tmp_path / "hot-seat.yaml")
    assert written is not None
    assert replay(read_record(written)).scores == session.game.scores


def test_a_choice_in_two_steps_dims_the_rest_and_goes_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Metro X (M3): a route, then how many stations to cross, as buttons."""
    open_map(window, "metro-x-harbour.yaml")
    panel = play_panel(window)
    start(qtbot, panel, ["human", "greedy"], seed=1)
    wait_for_a_person(qtbot, panel)
    assert panel.pointing is not None
    while not any(t.kind == "route" for t in panel.pointing.offered()):
        take_turn(qtbot, window, panel)
        wait_for_a_person(qtbot, panel)
    item = clickable(window, panel)
    assert item is not None and item.target.kind == "route"
    click_target(qtbot, window, item)
    assert panel.pointing is not None and panel.pointing.chosen == [item.target]
    buttons = panel.choices.buttons()
    assert buttons and all(b.text().startswith("cross ") for b in buttons)
    assert not panel.targets.targets()  # nothing on the map is left to point at
    qtbot.mouseClick(panel.choices.back_button, Qt.MouseButton.LeftButton)
    assert panel.pointing.chosen == [] and panel.targets.targets()


def test_the_list_filters_and_plays_what_is_picked(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window, "tutorial.yaml")
    panel = play_panel(window)
    start(qtbot, panel, ["human", "human"], seed=1)
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.action_list.search, "branch tile")
    shown = panel.action_list.shown()
    assert [item.text() for item in shown] == ["1. take a Branch tile  [branch]"]
    qtbot.keyClick(panel.action_list.search, Qt.Key.Key_Return)
    session = panel.session
    assert session is not None and [m.action for m in session.moves] == ["branch"]


def test_a_placed_token_is_taken_back(qtbot: QtBot, window: MainWindow) -> None:
    """U1: placing a Track token reveals nothing, so the person may take it back."""
    open_map(window, "tutorial.yaml")
    panel = play_panel(window)
    start(qtbot, panel, ["human", "greedy"], seed=1)
    item = clickable(window, panel)
    assert item is not None and item.target.kind == "connection"
    click_target(qtbot, window, item)
    session = panel.session
    assert session is not None
    if not session.moves:  # two of the seat's lines could go there: then the colour
        take_turn(qtbot, window, panel)
    assert [m.action.split()[0] for m in session.moves] == ["place"]
    assert panel.undo_button.isEnabled()
    qtbot.mouseClick(panel.undo_button, Qt.MouseButton.LeftButton)
    assert not session.moves and panel.log.count() == 0
    assert panel.pointing is not None and panel.targets.targets()


def test_an_edit_during_a_game_asks_to_end_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = open_map(window, "tutorial.yaml")
    panel = play_panel(window)
    start(qtbot, panel, ["human", "greedy"], seed=1)
    station = document.pack.stations[0]
    moved = move_stations(document.pack, {station.id: (station.pos[0] + 20, station.pos[1])})
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: next(answers))
    assert not window.context.undo_group.canUndo()  # Edit > Undo rests during the game
    document.edit("Move station", moved, [station.id])
    assert document.pack.station(station.id) == station and panel.playing
    document.edit("Move station", moved, [station.id])
    assert document.pack.station(station.id) != station and not panel.playing
    assert window.context.undo_group.canUndo()


def test_the_playtest_menu_opens_the_play_dock(qtbot: QtBot, window: MainWindow) -> None:
    menu = window.findChild(QMenu, "playtest-menu")
    assert menu is not None
    action = next(a for a in menu.actions() if a.objectName() == "play-a-game")
    assert action.text() == "Play a &Game…"
    action.trigger()
    panel = play_panel(window)
    qtbot.waitUntil(panel.isVisible)


def test_a_saved_game_opens_in_the_replay_panel(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    open_map(window, "tube-dice-quick.yaml")
    panel = play_panel(window)
    start(qtbot, panel, ["human", "greedy"], seed=3)
    play_to_the_end(qtbot, window, panel)
    written = panel.save_record(tmp_path / "game.yaml")
    assert written is not None and panel.session is not None
    viewer = replay_panel(qtbot, window)
    assert viewer.open_record(written)
    viewer.show_step(len(viewer.moments) - 1)
    assert viewer.scores.text() == scores_text(panel.session.game.scores)
    assert panel.pictures.marks()  # the finished game stays on show, until the map changes
    station = window.document.pack.stations[0]
    moved = move_stations(window.document.pack, {station.id: (station.pos[0] + 20, station.pos[1])})
    window.document.edit("Move station", moved, [station.id])
    assert not panel.pictures.marks()
    window.document.undo_stack.undo()  # the record names the map as it was
    open_map(window, "tutorial.yaml")  # another map: the record is refused, saying why
    assert not viewer.open_record(written)
    assert "played on another map" in viewer.title.text()


def test_bots_move_one_by_one_at_the_pace_set(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window, "tube-dice-quick.yaml")
    panel = play_panel(window)
    panel.seats.set_seats(["greedy", "greedy", "human"])
    panel.seats.speed.setValue(300)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    session = panel.session
    assert session is not None and not session.moves  # the first bot waits its time
    qtbot.waitUntil(lambda: len(session.moves) >= 1, timeout=5000)
    assert len(session.moves) == 1 and panel.log.count() >= 1
    assert panel.pictures.station_marks() or panel.board.count()  # its move is on show
    qtbot.waitUntil(session.person_to_move, timeout=5000)
    assert [move.player for move in session.moves] == ["greedy", "greedy"]


def test_a_map_that_cannot_be_played_says_why_and_stays_editable(
    qtbot: QtBot, window: MainWindow
) -> None:
    panel = play_panel(window)  # the window's blank map: no station to start from
    panel.seats.set_seats(["human", "greedy"])
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert not panel.playing and not window.document.locked
    assert panel.problem.isVisibleTo(panel) and panel.problem.text()


def test_a_refused_drag_asks_once_and_leaves_the_map(qtbot: QtBot, window: MainWindow) -> None:
    """A drag sends an edit per mouse move: one question, and none of its moves lands."""
    document = open_map(window, "tutorial.yaml")
    asked: list[bool] = []
    document.lock(lambda: asked.append(True) or False)
    station = document.pack.stations[0]
    before = document.pack
    document.begin_drag("drag")
    for step in range(1, 4):
        moved = move_stations(before, {station.id: (station.pos[0] + step, station.pos[1])})
        document.edit("Move station", moved, [station.id], merge_key="drag")
    document.end_drag()
    assert asked == [True] and document.pack is before
    document.lock(None)
