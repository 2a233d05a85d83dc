"""Bots, the playtest report, replays and pictures on the bundled Metro X maps,
through the command line where a designer would use them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.cli import main
from engine.families.metrox.evaluator import MetroXEvaluator
from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.bots import GreedyBot, MonteCarloBot, play_out
from tests.engine.families.metrox.sheets import AB_ROUTES, RULES, play, sheet_pack, stage

MAPS_OF_FAMILY = ["metro-x-harbour.yaml", "metro-x-millbrook.yaml"]


def test_greedy_values_completions_transfers_and_crossing_more() -> None:
    game = stage(sheet_pack(AB_ROUTES), deck=["number-3"], marks=[["west", "quay"]])
    actions = list(game.legal_actions())
    values = dict(zip(map(str, actions), MetroXEvaluator().values(game, actions), strict=True))
    assert values["number a 3"] > values["number a 1"] > values["number a 0"]
    transfer = stage(sheet_pack(AB_ROUTES), deck=["transfer"], marks=[["west"]])
    actions = list(transfer.legal_actions())
    assert MetroXEvaluator().values(transfer, actions)[0] >= 4  # quay: 2 routes stop there


@pytest.mark.parametrize("name", MAPS_OF_FAMILY)
def test_greedy_beats_random_and_the_lookahead_bot_plays_through(name: str) -> None:
    pack = load_pack(MAPS / name)
    rng = random.Random(1)
    game = RULES.new_game(pack, 2, seed=4)
    greedy = GreedyBot(MetroXEvaluator())
    while not game.is_over:
        seat_bot = greedy if game.current_player == 0 else None
        action = seat_bot.choose(game, rng) if seat_bot else rng.choice(game.legal_actions())
        game.apply(action)
    assert game.scores[0] > game.scores[1] and game.winners() == (0,)
    lookahead = RULES.new_game(pack, 1, seed=2)
    bot = MonteCarloBot(MetroXEvaluator(), candidates=2, playouts=1)
    play_out(lookahead, bot, rng)
    assert lookahead.is_over and lookahead.scores[0] > 0


def test_a_playtest_reports_routes_stations_and_seats(tmp_path: Path) -> None:
    out, records = tmp_path / "report.json", tmp_path / "games"
    harbour = str(MAPS / "metro-x-harbour.yaml")
    args = ["--games", "6", "--bots", "greedy,random,greedy", "--jobs", "1"]
    assert main(["playtest", harbour, *args, "--out", str(out), "--records", str(records)]) == 0
    report = json.loads(out.read_text())
    assert report["ruleset"] == "metro-x" and report["players"] == 3
    assert set(report["score_sources"]) == {"completions", "transfers", "empty_penalty"}
    assert sum(report["score_sources"].values()) == pytest.approx(
        sum(seat["mean_score"] for seat in report["seats"]), abs=0.01
    )
    layers = {layer["key"]: layer for layer in report["heat"]}
    assert set(layers) == {
        "stations_left_empty",
        "transfer_points",
        "routes_completed",
        "routes_completed_first",
        "windows_used",
    }
    assert sum(layers["windows_used"]["per_game"].values()) == 23  # every window, every seat
    assert layers["routes_completed"]["element"] == "route"
    metrics = report["metrics"]
    assert metrics["empty_stations"] > 0 and metrics["completed_routes"] > 0
    firsts = {key for key in metrics if key.startswith("completed_first.")}
    assert firsts and all(key.split(".")[2] in {"seat0", "seat1", "seat2"} for key in firsts)
    assert report["mean_turns"] >= 23  # one card per window, and the Free card


def test_a_picture_shows_one_seats_crosses_numbers_windows_and_cards() -> None:
    game = stage(sheet_pack(AB_ROUTES), 2, deck=["transfer", "number-3"], marks=[["west"], []])
    before = game.clone()
    play(game, "transfer a", "transfer b")
    picture = RULES.picture(game, before, 0)
    assert {(m.station, m.kind, m.text) for m in picture.stations} == {
        ("west", "cross", ""),
        ("quay", "number", "4"),
    }
    assert [(w.route, w.filled, w.windows) for w in picture.routes] == [("a", 1, 3), ("b", 0, 3)]
    assert all(w.seat == 0 for w in picture.routes)
    assert picture.lists[0].items == ("played: transfer", "next: number-3", "deck: 13 cards left")
    other = RULES.picture(game, before, 1)
    assert {(m.station, m.kind, m.text) for m in other.stations} == {("west", "number", "4")}
    with pytest.raises(ValueError, match="seats 0 to 1"):
        RULES.picture(game, before, 2)


def test_observe_counts_empty_stations_completions_and_windows() -> None:
    game = stage(sheet_pack(AB_ROUTES), 2, deck=["number-5"], windows=[{"a": ["3", "3"]}] * 2)
    play(game, "number a 5", "number a 2")
    assert game.is_over is False
    seen = RULES.observe(game)
    assert seen.heat["routes_completed"] == {"a": 1}
    assert seen.heat["routes_completed_first"] == {"a": 1}
    assert seen.heat["stations_left_empty"]["docks"] == 2
    assert (
        seen.metrics["completed_first.a.seat0"] == 1.0
        and "completed_first.a.seat1" not in seen.metrics
    )
    assert seen.heat["windows_used"]["a"] == 3.0
