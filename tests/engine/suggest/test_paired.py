"""Paired intervals: the same games give no effect; a fairer deal gives one that clears zero."""

from __future__ import annotations

from engine.rules.base import Observation
from engine.sim.result import GameResult
from engine.suggest.goals import parse_goal
from engine.suggest.measures import balance, share, turns
from engine.suggest.paired import paired_effect


def game(seed: int, winner: int, rounds: int = 10) -> GameResult:
    return GameResult(seed, (1, 0), (winner,), ({}, {}), Observation(rounds=rounds), ())


MEASURES = {"balance": balance(2), "turns": turns()}


def test_the_same_games_have_no_effect() -> None:
    games = [game(seed, seed % 3 == 0) for seed in range(60)]
    effect = paired_effect(games, games, [parse_goal("balance")], MEASURES, seed=1)
    assert effect.effect == 0 and effect.interval == (0.0, 0.0)
    assert not effect.significant


def test_a_seat_that_stops_winning_every_game_is_a_significant_gain() -> None:
    before = [game(seed, 0) for seed in range(80)]
    after = [game(seed, seed % 2) for seed in range(80)]
    effect = paired_effect(before, after, [parse_goal("balance")], MEASURES, seed=1)
    assert effect.effect == 1.0
    assert effect.significant and effect.interval[0] > 0.5
    assert effect.pairs == 80


def test_only_seeds_both_maps_played_are_paired_and_weights_count() -> None:
    before = [game(seed, 0, rounds=30) for seed in range(40)]
    after = [game(seed, 0, rounds=36) for seed in range(10, 50)]
    goal = parse_goal("length=40@2")
    effect = paired_effect(before, after, [goal], MEASURES, seed=1)
    assert effect.pairs == 30
    assert round(effect.effect, 9) == 2 * (0.25 - 0.1)
    assert [f.key for f in effect.figures] == ["balance", "turns"]


def test_a_source_share_counts_its_points_by_name_or_rule_id() -> None:
    names = {"U5": "national_rail"}
    games = [
        GameResult(s, (6, 4), (0,), ({"U5": 3, "U6": 3}, {"U6": 4}), Observation(), ())
        for s in range(5)
    ]
    for source in ("national_rail", "U5"):
        measure = share(source, names)
        means = measure.columns(games).mean(axis=0)
        assert float(measure.statistic(means)) == 0.3
