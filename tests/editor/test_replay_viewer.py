"""The replay viewer: a game of the run, step by step, drawn from the family's picture
(tokens, sections, the Passenger and his route), every point explained, and a seat
picker where each seat has a sheet of its own."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.replay import ReplayPanel
from editor.playtest.explain import explain
from engine.families.nextstation.game import NextStationGame
from engine.families.underground.game import UndergroundGame
from engine.families.underground.picture import move_text
from engine.families.underground.routes import passenger_moves
from engine.rules import get_ruleset
from engine.rules.bitmask import bits
from tests.editor.playtest_driving import open_map, playtest_panel, replay_panel, run_playtest


def replayed(panel: ReplayPanel, seed: int, step: int):
    """The game after `step` steps, played with the engine alone, and the game a step before."""
    run = panel.run
    assert run is not None
    result = run.result(seed)
    ruleset = get_ruleset(run.pack.ruleset)
    game = ruleset.new_game(run.pack, run.settings.players, {}, seed)
    done = sum(len(m.actions) for m in panel.moments[:step])
    for text in result.actions[:done]:
        game.apply(ruleset.parse_action(text))
    before = game.clone()
    for text in panel.moments[step].actions:
        game.apply(ruleset.parse_action(text))
    return game, before


def tokens_in(game: UndergroundGame) -> Counter:
    """(connection, line colour) -> Track tokens, read off the game state."""
    board, table = game.table.board, game.table
    found: Counter = Counter()
    for span, held in enumerate(game.state.occupancy):
        connection = board.pack.connections[board.span_connection[span]].id
        for line in bits(held):
            found[(connection, table.line_names[line])] += 1
    return found


def tokens_drawn(window: MainWindow) -> Counter:
    marks = playtest_panel(window).canvas.replay.marks()
    return Counter(
        (item.mark.connection, item.mark.colour) for item in marks if item.scene() is window.scene
    )


def test_stepping_a_replay_shows_the_game_state_of_each_turn(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    run_playtest(qtbot, playtest_panel(window), games=3, seed=7)
    viewer = replay_panel(qtbot, window)
    assert viewer.game.count() == 3
    assert viewer.seat_row.isHidden()  # one shared board: no seat picker
    viewer.choose_seed(8)
    assert viewer.title.text().startswith("The deal")
    assert tokens_drawn(window) == Counter()
    canvas = playtest_panel(window).canvas
    names = get_ruleset("underground").source_names
    last = viewer.slider.maximum()
    assert last == len(viewer.moments) - 1 > 5
    for step in range(1, last + 1):
        qtbot.mouseClick(viewer.next, Qt.MouseButton.LeftButton)
        assert viewer.slider.value() == viewer.step.value() == step
        game, before = replayed(viewer, 8, step)
        assert game.step == step  # a step is a seat's turn
        assert tokens_drawn(window) == tokens_in(game)
        seat = before.current_player
        assert viewer.title.text() == f"Step {step} of {last}: seat {seat} (greedy)"
        events = game.events[len(before.events) :]
        shown = [viewer.events.item(i).text() for i in range(viewer.events.count())]
        assert shown == (
            [f"seat {e.player}: {explain(e, names)}" for e in events] or ["no points this step"]
        )
        moves = passenger_moves(before, game)
        assert len(canvas.replay.legs()) == sum(len(m.steps) for m in moves)
        actions = [viewer.action_list.item(i).text() for i in range(viewer.action_list.count())]
        words = {station.id: station.name for station in window.document.pack.stations}
        assert actions[len(viewer.moments[step].actions) :] == [
            move_text(move, words) for move in moves
        ]
        pieces = canvas.replay.pieces()
        stands = game.table.board.station_ids[game.state.passenger]
        assert [(item.piece.station, item.piece.letter) for item in pieces] == [(stands, "P")]
        assert pieces[0].pos().toTuple() == window.document.pack.station_index[stands].pos
    assert sum(tokens_drawn(window).values()) > 10
    assert viewer.scores.text() == "Scores: " + ", ".join(
        f"seat {s} {p}" for s, p in enumerate(viewer.run.result(8).scores)
    )


def test_jumping_to_a_turn_moves_slider_and_canvas_together(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    run_playtest(qtbot, playtest_panel(window), games=2)
    viewer = replay_panel(qtbot, window)
    viewer.step.setValue(4)
    assert viewer.slider.value() == 4
    assert viewer.title.text().startswith(f"Step 4 of {viewer.slider.maximum()}")
    game, _ = replayed(viewer, viewer.game.currentData(), 4)
    assert tokens_drawn(window) == tokens_in(game)
    viewer.slider.setValue(2)
    assert viewer.step.value() == 2
    game, _ = replayed(viewer, viewer.game.currentData(), 2)
    assert tokens_drawn(window) == tokens_in(game)
    qtbot.mouseClick(viewer.previous, Qt.MouseButton.LeftButton)
    assert viewer.step.value() == 1


def test_points_are_explained_with_their_source_and_rule(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    run_playtest(qtbot, playtest_panel(window), games=1)
    viewer = replay_panel(qtbot, window)
    lines = []
    for turn in range(1, viewer.slider.maximum() + 1):
        viewer.show_step(turn)
        lines += [viewer.events.item(i).text() for i in range(viewer.events.count())]
    assert any(" +1 Passenger: " in line and line.endswith("(U13)") for line in lines)
    assert any(" National rail: " in line and line.endswith("(U5)") for line in lines)


def test_the_replay_gives_way_to_the_heatmaps_in_another_tab(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=2)
    viewer = replay_panel(qtbot, window)
    viewer.show_step(3)
    assert panel.canvas.replay.marks() and panel.canvas.heat.held_back
    window.findChild(QDockWidget, "playtest").raise_()
    qtbot.waitUntil(lambda: not viewer.on_screen)
    assert panel.canvas.replay.marks() == [] and not panel.canvas.heat.held_back
    assert panel.canvas.legend.isVisible()


def sections_in(game: NextStationGame, seat: int) -> Counter:
    """(guide, line colour) -> sections on the seat's sheet, read off the game state."""
    sheet = game.sheet
    return Counter(
        (sheet.guide_ids[guide], sheet.colours[colour])
        for colour, sections in enumerate(game.state.line_sections[seat])
        for guide in bits(sections)
    )


def test_a_next_station_game_replays_card_by_card_on_the_chosen_seats_sheet(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The same viewer for another rule family: a step per flipped card, sections instead
    of tokens, no Passenger, and a seat picker that redraws the chosen seat's sheet."""
    open_map(window, "next-station-london.yaml")
    run_playtest(qtbot, playtest_panel(window), games=2, bots=("greedy", "random"))
    viewer = replay_panel(qtbot, window)
    canvas = playtest_panel(window).canvas
    assert not viewer.seat_row.isHidden()
    assert [viewer.seat.itemText(i) for i in range(viewer.seat.count())] == [
        "seat 0 (greedy)",
        "seat 1 (random)",
    ]
    last = viewer.slider.maximum()
    final, _ = replayed(viewer, viewer.game.currentData(), last)
    assert final.is_over and last == final.step  # one step per flipped card
    assert all(m.seats == (0, 1) and len(m.actions) == 2 for m in viewer.moments[1:])
    differs = False
    for step in (1, last // 2, last):
        viewer.show_step(step)
        game, _ = replayed(viewer, viewer.game.currentData(), step)
        assert isinstance(game, NextStationGame)
        assert viewer.title.text() == f"Step {step} of {last}: seat 0 (greedy), seat 1 (random)"
        for seat in (0, 1):
            viewer.seat.setCurrentIndex(seat)
            assert tokens_drawn(window) == sections_in(game, seat)
            assert {item.mark.seat for item in canvas.replay.marks()} <= {seat}
            board = [viewer.board.item(i).text() for i in range(viewer.board.count())]
            assert f"Seat {seat}'s sheet" in board
        differs |= sections_in(game, 0) != sections_in(game, 1)
        assert canvas.replay.pieces() == [] and canvas.replay.legs() == []
    assert differs
    assert sum(tokens_drawn(window).values()) > 0


def test_the_seat_picker_keeps_its_seat_from_step_to_step(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window, "next-station-london.yaml")
    run_playtest(qtbot, playtest_panel(window), games=1, bots=("greedy", "greedy"))
    viewer = replay_panel(qtbot, window)
    viewer.seat.setCurrentIndex(1)
    qtbot.mouseClick(viewer.next, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(viewer.next, Qt.MouseButton.LeftButton)
    game, _ = replayed(viewer, viewer.game.currentData(), 2)
    assert viewer.seat.currentData() == 1
    assert tokens_drawn(window) == sections_in(game, 1)
