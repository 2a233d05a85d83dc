"""The replay viewer: a game of the run, turn by turn, with its tokens, the Passenger's
route and every point explained, for both rule families."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.replay import ReplayPanel
from editor.playtest.explain import explain
from engine.rules import get_ruleset
from engine.rules.bitmask import bits
from engine.rules.nextstation.game import NextStationGame
from engine.rules.underground.game import UndergroundGame
from engine.rules.underground.routes import passenger_moves
from tests.editor.playtest_driving import open_map, playtest_panel, replay_panel, run_playtest


def replayed(panel: ReplayPanel, seed: int, turn: int):
    """The game after `turn` turns, played with the engine alone, and the game a turn before."""
    run = panel.run
    assert run is not None
    result = run.result(seed)
    ruleset = get_ruleset(run.pack.ruleset)
    game = ruleset.new_game(run.pack, run.settings.players, {}, seed)
    done = sum(len(m.actions) for m in panel.moments[:turn])
    for text in result.actions[:done]:
        game.apply(ruleset.parse_action(text))
    before = game.clone()
    for text in panel.moments[turn].actions:
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
    viewer.choose_seed(8)
    assert viewer.title.text().startswith("The deal")
    assert tokens_drawn(window) == Counter()
    canvas = playtest_panel(window).canvas
    names = get_ruleset("underground").source_names
    last = viewer.slider.maximum()
    assert last == len(viewer.moments) - 1 > 5
    for turn in range(1, last + 1):
        qtbot.mouseClick(viewer.next, Qt.MouseButton.LeftButton)
        assert viewer.slider.value() == viewer.turn.value() == turn
        game, before = replayed(viewer, 8, turn)
        assert tokens_drawn(window) == tokens_in(game)
        seat = before.current_player
        assert viewer.title.text().startswith(f"Turn {turn} of {last}: seat {seat}")
        events = game.events[len(before.events) :]
        shown = [viewer.events.item(i).text() for i in range(viewer.events.count())]
        assert shown == (
            [f"seat {e.player}: {explain(e, names)}" for e in events] or ["no points this turn"]
        )
        moves = passenger_moves(before, game)
        assert len(canvas.replay.legs()) == sum(len(m.steps) for m in moves)
        marker = canvas.replay.passenger()
        stands = game.table.board.station_ids[game.state.passenger]
        assert marker is not None and marker.station == stands
        assert marker.pos().toTuple() == window.document.pack.station_index[stands].pos
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
    viewer.turn.setValue(4)
    assert viewer.slider.value() == 4
    assert viewer.title.text().startswith(f"Turn 4 of {viewer.slider.maximum()}")
    game, _ = replayed(viewer, viewer.game.currentData(), 4)
    assert tokens_drawn(window) == tokens_in(game)
    viewer.slider.setValue(2)
    assert viewer.turn.value() == 2
    game, _ = replayed(viewer, viewer.game.currentData(), 2)
    assert tokens_drawn(window) == tokens_in(game)
    qtbot.mouseClick(viewer.previous, Qt.MouseButton.LeftButton)
    assert viewer.turn.value() == 1


def test_points_are_explained_with_their_source_and_rule(qtbot: QtBot, window: MainWindow) -> None:
    open_map(window)
    run_playtest(qtbot, playtest_panel(window), games=1)
    viewer = replay_panel(qtbot, window)
    lines = []
    for turn in range(1, viewer.slider.maximum() + 1):
        viewer.show_turn(turn)
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
    viewer.show_turn(3)
    assert panel.canvas.replay.marks() and panel.canvas.heat.held_back
    window.findChild(QDockWidget, "playtest").raise_()
    qtbot.waitUntil(lambda: not viewer.on_screen)
    assert panel.canvas.replay.marks() == [] and not panel.canvas.heat.held_back
    assert panel.canvas.legend.isVisible()


def test_a_next_station_game_replays_its_drawn_sections(qtbot: QtBot, window: MainWindow) -> None:
    """The same viewer for another rule family: sections instead of tokens, no Passenger."""
    open_map(window, "next-station-london.yaml")
    run_playtest(qtbot, playtest_panel(window), games=2, bots=("greedy", "random"))
    viewer = replay_panel(qtbot, window)
    canvas = playtest_panel(window).canvas
    for turn in (1, viewer.slider.maximum() // 2, viewer.slider.maximum()):
        viewer.show_turn(turn)
        game, _ = replayed(viewer, viewer.game.currentData(), turn)
        assert isinstance(game, NextStationGame)
        sheet = game.sheet
        drawn = Counter(
            (sheet.guide_ids[guide], sheet.colours[colour])
            for lines in game.state.line_sections
            for colour, sections in enumerate(lines)
            for guide in bits(sections)
        )
        assert tokens_drawn(window) == drawn
        assert canvas.replay.passenger() is None and canvas.replay.legs() == []
    assert sum(tokens_drawn(window).values()) > 0
