"""Bradley-Terry ratings and the skill figure on results whose answer is known."""

from __future__ import annotations

import math
from itertools import combinations

import numpy as np
import pytest

from engine.rules.base import Observation
from engine.sim.ladder import lineups
from engine.sim.ratings import ELO, PRIOR_TIE, rate
from engine.sim.result import GameResult
from engine.sim.skill import game_tally, run_skill, solo_tally


def one_way(size: int, winner: int, loser: int, times: float = 1.0) -> np.ndarray:
    tally = np.zeros((size, size))
    tally[winner, loser] = times
    return tally


def test_a_bot_that_always_wins_rates_higher_with_intervals_apart() -> None:
    fit = rate([one_way(2, 1, 0)] * 60, 2, seed=0)
    assert fit.ratings[1] > 0 > fit.ratings[0]
    assert (fit.best, fit.weakest) == (1, 0)
    assert fit.intervals[0][1] < fit.intervals[1][0]
    assert fit.ahead == 1.0
    assert fit.ahead_interval is not None and 0.9 < fit.ahead_interval[0] < 1.0


def test_symmetric_results_give_equal_ratings_with_overlapping_intervals() -> None:
    deals = [one_way(3, a, b) for a in range(3) for b in range(3) if a != b] * 10
    fit = rate(deals, 3, seed=4)
    assert fit.ratings == pytest.approx((0.0, 0.0, 0.0), abs=1e-6)
    for low, high in fit.intervals:
        assert low < 0 < high
    assert fit.ahead == 0.5


def test_two_bots_rate_at_the_odds_of_their_record() -> None:
    """With two bots the fit has a closed form: the strengths' ratio is the ratio
    of their wins, each with the prior's half win added."""
    deals = [one_way(2, 0, 1)] * 75 + [one_way(2, 1, 0)] * 25
    fit = rate(deals, 2, seed=1)
    gap = fit.ratings[0] - fit.ratings[1]
    assert gap == pytest.approx(ELO * math.log((75 + PRIOR_TIE) / (25 + PRIOR_TIE)))
    assert fit.ahead == 0.75
    assert fit.ahead_interval is not None
    assert fit.ahead_interval[0] < 0.75 < fit.ahead_interval[1]


def test_three_bots_consistent_with_their_strengths_are_fitted_in_order() -> None:
    """Tallies in exact Bradley-Terry proportions for strengths 4 : 2 : 1 (many deals,
    so the prior hardly moves them) give back those strengths."""
    strengths = [4.0, 2.0, 1.0]
    deals = []
    for a, b in combinations(range(3), 2):
        share = strengths[a] / (strengths[a] + strengths[b])
        deals += [one_way(3, a, b, share), one_way(3, b, a, 1 - share)] * 2000
    fit = rate([sum(deals[i : i + 2]) for i in range(0, len(deals), 2)], 3, seed=2)
    expected = ELO * (np.log(strengths) - np.log(strengths).mean())
    assert fit.ratings == pytest.approx(tuple(expected), abs=2.0)
    assert (fit.best, fit.weakest) == (0, 2)


def test_the_bootstrap_is_seeded() -> None:
    deals = [one_way(2, 0, 1)] * 7 + [one_way(2, 1, 0)] * 5
    assert rate(deals, 2, seed=9) == rate(deals, 2, seed=9)


def result(scores: tuple[int, ...], winners: tuple[int, ...], seed: int = 0) -> GameResult:
    return GameResult(seed, scores, winners, (), Observation(), ())


def test_a_winner_finishes_ahead_of_higher_scores_and_equal_seats_share() -> None:
    index = {"greedy": 0, "random": 1}
    game = result((10, 30, 10), winners=(0,))
    tally = game_tally(game, ("greedy", "random", "random"), index)
    # greedy won: ahead of both random seats, whatever they scored; random seats
    # are not compared with each other
    assert tally.tolist() == [[0.0, 2.0], [0.0, 0.0]]
    tied = game_tally(result((5, 5), winners=(0, 1)), ("greedy", "random"), index)
    assert tied.tolist() == [[0.0, 0.5], [0.5, 0.0]]


def test_solo_games_on_one_deal_are_compared_by_score() -> None:
    index = {"greedy": 0, "random": 1}
    played = [("greedy", result((120,), (0,))), ("random", result((90,), (0,)))]
    assert solo_tally(played, index).tolist() == [[0.0, 1.0], [0.0, 0.0]]


def test_a_run_with_one_bot_does_not_measure_skill() -> None:
    assert run_skill(("greedy", "greedy"), [result((3, 4), (1,))], 0) is None
    figure = run_skill(("greedy", "random"), [result((8, 4), (0,), s) for s in range(30)], 0)
    assert figure is not None
    assert (figure["stronger"], figure["weaker"], figure["ahead"]) == ("greedy", "random", 1.0)
    assert figure["comparisons"] == 30


@pytest.mark.parametrize(
    ("bots", "players"), [(3, 3), (3, 2), (4, 4), (4, 3), (2, 4), (2, 3), (3, 1)]
)
def test_lineups_put_every_bot_in_every_seat_equally_and_every_pair_meets(
    bots: int, players: int
) -> None:
    names = [f"bot{i}" for i in range(bots)]
    table = lineups(names, players)
    for seat in range(players):
        held = [lineup[seat] for lineup in table]
        assert {held.count(name) for name in names} == {len(table) // bots}
    if players > 1:
        met = {frozenset(pair) for lineup in table for pair in combinations(set(lineup), 2)}
        assert met == {frozenset(pair) for pair in combinations(names, 2)}
