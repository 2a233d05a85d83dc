"""Bots, the playtest report, replays and pictures on the bundled tube dice
sheets, through the command line where a designer would use them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.cli import main
from engine.families.tubedice.evaluator import TubeDiceEvaluator
from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.bots import GreedyBot, MonteCarloBot, play_out
from tests.engine.families.tubedice.sheets import RULES, SECOND_TURN, play, stage

SHEETS = ["tube-dice-city.yaml", "tube-dice-quick.yaml"]


def test_greedy_prefers_completions_and_saves_passes() -> None:
    numbers, marked = SECOND_TURN
    game = stage(1, rolls=[[2, 1, 6, 6, 6]], numbers=[numbers], connections=[marked])
    actions = list(game.legal_actions())
    values = dict(zip(map(str, actions), TubeDiceEvaluator().values(game, actions), strict=True))
    # writing angel completes Zone 1 (10) at once
    assert values["use 2@angel 1@angel~canal"] > values["use 6-2=4@hub 2@hub~bank"]
    assert values["use 6@angel 1@angel~canal"] > values["use 6-2=4@hub 2@hub~bank"] + 2


@pytest.mark.parametrize("name", SHEETS)
def test_greedy_beats_random_and_the_lookahead_bot_plays_through(name: str) -> None:
    pack = load_pack(MAPS / name)
    rng = random.Random(1)
    greedy = GreedyBot(TubeDiceEvaluator())
    wins = 0
    for seed in range(6):
        game = RULES.new_game(pack, 2, seed=seed)
        while not game.is_over:
            bot = greedy if game.current_player == 0 else None
            game.apply(bot.choose(game, rng) if bot else rng.choice(game.legal_actions()))
        wins += game.scores[0] > game.scores[1]
    assert wins >= 5
    lookahead = RULES.new_game(pack, 1, seed=2)
    play_out(lookahead, MonteCarloBot(TubeDiceEvaluator(), candidates=2, playouts=1), rng)
    assert lookahead.is_over and lookahead.scores[0] > 0


def test_a_playtest_reports_lines_zones_passes_and_seats(tmp_path: Path) -> None:
    out, records = tmp_path / "report.json", tmp_path / "games"
    city = str(MAPS / "tube-dice-city.yaml")
    args = ["--games", "6", "--bots", "greedy,random,greedy", "--jobs", "1"]
    assert main(["playtest", city, *args, "--out", str(out), "--records", str(records)]) == 0
    report = json.loads(out.read_text())
    assert report["ruleset"] == "tube-dice" and report["players"] == 3
    assert set(report["score_sources"]) <= {"completions", "unused_passes"}
    assert report["score_sources"]["completions"] > 0
    layers = {layer["key"]: layer for layer in report["heat"]}
    assert set(layers) == {
        "stations_numbered",
        "connections_marked",
        "lines_completed",
        "zones_completed",
        "completed_first",
    }
    assert layers["connections_marked"]["element"] == "connection"
    assert layers["zones_completed"]["element"] == "region"
    metrics = report["metrics"]
    assert metrics["rounds"] == report["mean_turns"] > 5 and "passes_left" in metrics
    firsts = {key for key in metrics if key.startswith("completed_first.")}
    assert firsts and all(key.split(".")[2] in {"seat0", "seat1", "seat2"} for key in firsts)


def test_a_picture_shows_one_seats_numbers_sections_dice_and_passes() -> None:
    numbers, marked = SECOND_TURN
    game = stage(2, rolls=[[2, 1, 6, 6, 6]], numbers=[numbers, {}], connections=[marked, []])
    before = game.clone()
    play(game, "use 2@angel 1@angel~canal")
    picture = RULES.picture(game, before, 0)
    assert {(m.station, m.kind, m.text) for m in picture.stations} == {
        ("hub", "number", "4"),
        ("angel", "number", "2"),
    }
    assert [(t.connection, t.part) for t in picture.track] == [
        ("hub~angel", (0, 1)),
        ("angel~canal", (0, 1)),
    ]
    dice, sheet = picture.lists
    assert dice.title == "Dice"
    assert dice.items == (
        "roll: 2 1 6 6 6 (seat 0 rolled)",
        "kept: 2 1",
        "left for the others: 6 6 6",
    )
    assert "passes left: 5" in sheet.items
    assert RULES.picture(game, before, 1).stations == ()
    with pytest.raises(ValueError, match="seats 0 to 1"):
        RULES.picture(game, before, 2)
