"""The search finds what a map made unfair on purpose lacks, and nothing on a fair one."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from engine.sim.play import Matchup
from engine.sim.runner import RunOutcome, run_local
from engine.suggest.goals import parse_goal
from engine.suggest.search import Budget, Search
from tests.engine.suggest.helpers import search, start_in_a_corner

SMALL = Budget(games=600, screen=30, confirm=150, steps=1)


def test_a_start_in_a_corner_gets_a_change_that_evens_the_seats() -> None:
    pack = start_in_a_corner(load_pack(MAPS / "london.yaml"))
    outcome = search(pack, ["greedy"] * 4, SMALL)
    assert outcome.games <= SMALL.games
    [suggestion] = outcome.suggestions
    low, high = suggestion.effect.interval
    assert 0 < low <= suggestion.effect.effect <= high
    balance = next(f for f in suggestion.effect.figures if f.key == "balance")
    assert balance.after > balance.before
    # measured on fresh seeds, not on the ones that picked it
    assert suggestion.effect.pairs == SMALL.confirm
    assert get_ruleset(pack.ruleset).knobs(pack)  # the change is one of the family's knobs
    assert suggestion.change.words in {c.words for c in get_ruleset(pack.ruleset).knobs(pack)}
    assert load_pack(MAPS / "london.yaml") != outcome.packs[0]


@pytest.mark.parametrize("seed", [0, 100_000, 200_000, 300_000])
def test_seats_that_are_even_by_the_rules_get_no_suggestion(seed: int) -> None:
    """Next Station's seats play the same cards on sheets of their own, so no change of
    the sheet can favour a seat: any suggestion for balance would be a false one."""
    pack = load_pack(MAPS / "next-station-london.yaml")
    outcome = search(pack, ["random"] * 2, Budget(2000, screen=30, confirm=100, steps=1), seed=seed)
    assert outcome.suggestions == []
    assert outcome.games > 30 * 20  # the knobs were played, not skipped


def test_the_budget_of_games_bounds_the_search() -> None:
    pack = load_pack(MAPS / "next-station-london.yaml")
    budget = Budget(games=200, screen=20, confirm=50, steps=2)
    outcome = search(pack, ["random"] * 2, budget)
    assert outcome.games <= 200
    assert outcome.ended


def test_a_stop_ends_the_search_at_once_and_says_so() -> None:
    pack = load_pack(MAPS / "next-station-london.yaml")
    played: list[int] = []

    def play(changed: MapPack, seeds: Sequence[int]) -> RunOutcome:
        played.append(len(seeds))
        return run_local(Matchup(changed, ("random", "random")), seeds)

    goals = [parse_goal("balance")]
    search = Search(
        pack, ["random"] * 2, {}, goals, play, SMALL, should_stop=lambda: len(played) >= 3
    )
    outcome = search.run()
    assert played == [30, 30, 30]
    assert outcome.interrupted and outcome.ended == "stopped before its end"
    assert outcome.games == 90
