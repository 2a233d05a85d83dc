"""Bots and playtests on Next Station sheets: the evaluator greedy bots use, what a
finished game tells the report (observe), and whole runs through the simulator."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.cli import main
from engine.families.nextstation.evaluator import FREE_GUIDE_VALUE, NextStationEvaluator
from engine.pack import load_pack
from engine.paths import MAPS
from engine.records import read_record, replay
from engine.rules import get_ruleset
from engine.sim.bots import MonteCarloBot
from engine.sim.play import Matchup, play_game
from tests.engine.families.nextstation.sheets import play, stage
from tests.engine.families.nextstation.test_nextstation_scoring import (
    TOURISTS,
    WORKED,
    WORKED_FLIPS,
)
from tests.engine.families.nextstation.test_nextstation_tokyo import SHEET as TOKYO_SHEET

SHEETS = ["next-station-london.yaml", "next-station-tokyo.yaml"]


def test_the_evaluator_values_points_now_and_guides_left_to_follow() -> None:
    """On the worked example's sheet: c-d jumps a district (2 x 3 = 6 from 1 x 3 = 3),
    and d has one free guide onward."""
    game = stage(WORKED, WORKED_FLIPS)
    play(game, "draw a b")
    assert NextStationEvaluator().values(game, game.legal_actions()) == [
        FREE_GUIDE_VALUE * 1,  # pass: b-c is still free
        (3 - 2) + FREE_GUIDE_VALUE * 1,  # b-c: a third station in strip 0; c-d free
    ]
    play(game, "draw b c", "draw c d")
    _, crossing = NextStationEvaluator().values(game, game.legal_actions())
    assert crossing == (5 * 3 + 2) - (3 * 3) + FREE_GUIDE_VALUE  # d-e: strips 3 and 4, a river


def test_the_evaluator_counts_what_new_stations_add_at_the_end() -> None:
    """Tokyo: r-p1 scores 1 x 2, saves p1 from the pre-drawn miss (+3) and makes it an
    interchange with the loop (0 points) in the corner region (+10); one guide stays
    free (r-n). r-n scores 1 x 2 and leaves r-p1 free; n-m crosses the loop."""
    game = stage(TOKYO_SHEET, [["street square"]])
    assert [str(a) for a in game.legal_actions()] == ["pass", "draw r p1", "draw r n"]
    assert NextStationEvaluator().values(game, game.legal_actions()) == [
        FREE_GUIDE_VALUE * 2,
        2 + 3 + 10 + FREE_GUIDE_VALUE,
        2 + FREE_GUIDE_VALUE,
    ]


def test_the_evaluator_counts_the_departure_as_a_tourist_visit_too() -> None:
    game = stage(TOURISTS, [["street square"]])
    (_, first) = NextStationEvaluator().values(game, game.legal_actions())
    assert first == 1 * 2 + 2 + FREE_GUIDE_VALUE  # r0 and t1: two visits on the track


def test_the_evaluator_sees_nothing_ahead_on_the_rounds_last_card() -> None:
    symbols = ("circle", "pentagon", "triangle", "joker", "square")
    game = stage(WORKED, [[f"underground {symbol}" for symbol in symbols]])
    play(game, *["pass"] * 4)
    assert game.last_card_of_round
    assert NextStationEvaluator().values(game, game.legal_actions()) == [0.0, 2.0]  # a-b: 1 x 2


def test_observe_counts_visits_builds_and_first_rounds() -> None:
    game = stage(WORKED, WORKED_FLIPS)
    play(game, "draw a b", "draw b c")
    while not game.is_over:
        play(game, "pass")
    seen = get_ruleset("next-station").observe(game)
    assert seen.heat == {
        "stations_drawn": {"a": 1, "b": 1, "c": 1},
        "guides_drawn": {"a-b": 1, "b-c": 1},
    }
    assert seen.first_build == {"a-b": 1, "b-c": 1}
    assert seen.rounds == 1


@pytest.mark.parametrize("name", SHEETS)
def test_random_and_greedy_bots_play_whole_games(name: str) -> None:
    pack = load_pack(MAPS / name)
    means = {}
    for bot in ("random", "greedy"):
        results = [play_game(Matchup(pack, (bot,) * 3), seed) for seed in range(3)]
        for result in results:
            assert [sum(b.values()) for b in result.breakdown] == list(result.scores)
            assert result.observation.rounds == 4
            draws = sum(action.startswith("draw") for action in result.actions)
            assert sum(result.observation.heat["guides_drawn"].values()) == draws
            assert set(result.observation.heat["stations_drawn"]) <= set(pack.station_index)
        means[bot] = sum(sum(r.scores) for r in results) / len(results)
    assert means["greedy"] > means["random"]


def test_a_monte_carlo_bot_plays_through_the_generic_interface() -> None:
    pack = load_pack(MAPS / "next-station-tokyo.yaml")
    game = get_ruleset("next-station").new_game(pack, 2, seed=4)
    bot = MonteCarloBot(NextStationEvaluator(), candidates=2, playouts=1)
    rng = random.Random(4)
    while not game.is_over:
        action = bot.choose(game, rng)
        assert action in game.legal_actions()
        game.apply(action)
    assert game.winners()


def test_a_playtest_of_the_london_sheet_reports_sensibly(tmp_path: Path) -> None:
    out, records = tmp_path / "report.json", tmp_path / "games"
    london = str(MAPS / "next-station-london.yaml")
    args = ["--games", "4", "--players", "3", "--bots", "greedy", "--jobs", "1"]
    assert main(["playtest", london, *args, "--out", str(out), "--records", str(records)]) == 0
    report = json.loads(out.read_text())
    assert report["ruleset"] == "next-station" and report["mean_turns"] == 4
    assert set(report["score_sources"]) <= {"lines", "rivers", "tourists", "interchanges"}
    assert report["score_sources"]["lines"] > report["score_sources"]["interchanges"] > 0
    assert sum(report["score_sources"].values()) == pytest.approx(
        sum(seat["mean_score"] for seat in report["seats"]), abs=0.01
    )
    assert report["stations"]["central"]["visits"] > 0
    assert len(report["never_built_connections"]) < len(report["connections"])
    record = read_record(next(records.glob("game-*.yaml")))
    assert list(replay(record).scores) == list(record.scores or ())


def test_a_solo_sheet_playtests_from_the_command_line(tmp_path: Path) -> None:
    """Next Station seats from one player; one bot alone plays the whole game (N1)."""
    out = tmp_path / "report.json"
    tokyo = str(MAPS / "next-station-tokyo.yaml")
    args = ["--games", "2", "--players", "1", "--bots", "greedy", "--jobs", "1"]
    assert main(["playtest", tokyo, *args, "--out", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["players"] == 1 and len(report["seats"]) == 1
    assert report["mean_turns"] == 4  # the four rounds, one per colour
