"""The report judges the games before any balance figure: a design whose games do
not play is named (verdicts), and balance counts only the games that finished."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from engine.rules.base import Observation
from engine.sim.play import Matchup, play_game
from engine.sim.report import build_report
from engine.sim.result import GameResult
from engine.sim.summary import format_summary


@cache
def bundled(name: str) -> MapPack:
    return load_pack(MAPS / name)


def run(pack: MapPack, bots: tuple[str, ...], games: int, **options: Any) -> dict[str, Any]:
    results = [play_game(Matchup(pack, bots, options), seed) for seed in range(games)]
    names = get_ruleset(pack.ruleset).source_names
    return build_report(pack, bots, 0, options, results, 1.0, names)


def test_one_day_games_nobody_won_are_cut_short_not_shared_out_as_wins() -> None:
    """O5: past max_turns a game ends with no winner; such games are nobody's win, and
    balance is not measured over them (the trial's 'Balance 0.96' over 34 of 40 cut)."""
    report = run(bundled("one-day-rivertown.yaml"), ("greedy",) * 3, 8, max_turns=1)
    assert report["finished_games"] == 0 and report["balance"] is None
    assert [s["win_rate"] for s in report["seats"]] == [0.0, 0.0, 0.0]
    (verdict,) = report["verdicts"]
    assert (verdict["id"], verdict["level"], verdict["games"]) == ("cut-short", "broken", 8)
    assert verdict["text"].startswith(
        "8 of 8 games were cut short: no rack became a journey in 1 turn each (O5, option "
        "max_turns). Nobody wins such a game: no game finished."
    )
    summary = format_summary(report)
    assert summary.index("BROKEN: 8 of 8 games were cut short") < summary.index("win rate")
    assert "balance - (no game finished)" in summary


def test_balance_counts_only_the_games_that_finished() -> None:
    report = run(bundled("one-day-rivertown.yaml"), ("greedy",) * 3, 10, max_turns=12)
    finished = report["finished_games"]
    assert 0 < finished < 10  # some games end within 12 turns each, some do not
    verdicts = {v["id"]: v for v in report["verdicts"]}
    assert verdicts["cut-short"]["games"] == 10 - finished
    assert f"balance counts only the {finished} that finished" in verdicts["cut-short"]["text"]
    assert f"(over the {finished} games that finished)" in format_summary(report)


def test_only_random_bots_failing_to_finish_is_a_warning_with_advice() -> None:
    report = run(bundled("one-day-rivertown.yaml"), ("random",) * 2, 3, max_turns=5)
    (verdict,) = report["verdicts"]
    assert verdict["level"] == "warning" and verdict["text"].endswith("try greedy.")


def test_a_tube_dice_sheet_without_values_scores_only_unused_passes() -> None:
    """D6, D7: lines and zones worth nothing leave each seat its passes alone."""
    sheet = bundled("tube-dice-quick.yaml")
    bare = replace(
        sheet,
        routes=tuple(replace(r, values={}) for r in sheet.routes),
        regions=tuple(replace(r, values={}) for r in sheet.regions),
    )
    report = run(bare, ("greedy",) * 2, 4)
    consolation = [v for v in report["verdicts"] if v["id"] == "consolation-only"]
    assert [(v["level"], v["games"]) for v in consolation] == [("broken", 4)]
    assert "no seat scored anything but unused passes" in consolation[0]["text"]
    assert not run(sheet, ("greedy",) * 2, 4)["verdicts"]


def test_an_underground_deck_of_a_few_cards_makes_games_too_short() -> None:
    """U14: the game ends when the deck runs out; six cards last two rounds."""
    london = bundled("london.yaml")
    report = run(replace(london, deck=london.deck[:6]), ("greedy",) * 2, 3)
    (verdict,) = report["verdicts"]
    assert (verdict["id"], verdict["level"]) == ("too-short", "broken")
    assert "ran shorter than On the Underground games usually do (3-40 rounds" in verdict["text"]


def hand_made(seed: int, winner: int) -> GameResult:
    return GameResult(
        seed, (1, 0) if winner == 0 else (0, 1), (winner,), ({}, {}), Observation(rounds=10), ()
    )


def test_random_beating_greedy_says_playing_well_does_not_pay() -> None:
    results = [hand_made(seed, 0 if seed % 4 == 0 else 1) for seed in range(20)]
    pack = bundled("london.yaml")
    report = build_report(pack, ["greedy", "random"], 0, {}, results, 1.0, {})
    (verdict,) = report["verdicts"]
    assert (verdict["id"], verdict["level"]) == ("random-beats-greedy", "warning")
    assert verdict["text"].startswith("Random bots won 75% of their games and greedy 25%")
    fewer = build_report(pack, ["greedy", "random"], 0, {}, results[:19], 1.0, {})
    assert fewer["verdicts"] == []  # too few games to tell skill from luck


@pytest.mark.parametrize(
    "name",
    [
        "london.yaml",
        "tutorial.yaml",  # 18 cards: with 4 seats, 3 rounds
        "next-station-london.yaml",
        "metro-x-harbour.yaml",
        "one-day-london",
        "tube-dice-city.yaml",
    ],
)
def test_no_false_alarm_on_a_bundled_map(name: str) -> None:
    """The fewest and the most seats the rules allow (up to 4), greedy in each."""
    pack = bundled(name)
    seats = get_ruleset(pack.ruleset).game_type.players
    for players in {seats[0], min(seats[-1], 4)}:
        assert run(pack, ("greedy",) * players, 3)["verdicts"] == [], players
