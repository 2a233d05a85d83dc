"""The skill ladder: bots play each other in rotated seats, on the same deals.

The bots are seated in lineups so that every bot sits in every seat equally
often: every group of min(players, bots) bots, each rotated through the seats
(with more seats than bots, the bots repeat around the table). Every lineup
plays the same seeds, so each deal is played by every bot from every seat and
the luck of the deal falls on all of them alike. A solo game is a lineup of
one: each bot plays every seed alone (engine/sim/skill.py compares them).

Each lineup is an ordinary run of the parallel runner, so the same seed gives
the same games whatever the number of workers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from engine.map.model import MapPack
from engine.sim.play import Matchup
from engine.sim.ratings import Fit, Matrix, rate
from engine.sim.result import GameResult
from engine.sim.runner import Progress, run_local, seeds_for
from engine.sim.skill import game_tally, solo_tally


def lineups(bots: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """Every group of min(players, bots) bots, rotated through the seats."""
    size = min(players, len(bots))
    return [
        tuple(group[(turn + seat) % size] for seat in range(players))
        for group in combinations(bots, size)
        for turn in range(size)
    ]


@dataclass(frozen=True)
class LadderPlan:
    pack: MapPack
    bots: tuple[str, ...]  # distinct, in the order given
    players: int
    seed: int  # every lineup plays seeds seed .. seed + games - 1
    games: int  # per lineup
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def lineups(self) -> list[tuple[str, ...]]:
        return lineups(self.bots, self.players)

    @property
    def total_games(self) -> int:
        return self.games * len(self.lineups)

    def seeds(self) -> range:
        return seeds_for(self.seed, self.games)


@dataclass(frozen=True)
class LadderOutcome:
    played: tuple[tuple[tuple[str, ...], tuple[GameResult, ...]], ...]  # per lineup run
    interrupted: bool = False
    stopped: str = ""

    @property
    def games(self) -> int:
        return sum(len(results) for _, results in self.played)


def play_ladder(plan: LadderPlan, jobs: int, progress: Progress | None = None) -> LadderOutcome:
    """Every lineup on the plan's seeds, one run after another; a run that is
    interrupted or stops ends the ladder with the games finished so far."""
    played: list[tuple[tuple[str, ...], tuple[GameResult, ...]]] = []
    total = plan.total_games
    for lineup in plan.lineups:
        before = sum(len(results) for _, results in played)

        def step(done: int, _games: int, before: int = before) -> None:
            if progress:
                progress(before + done, total)

        outcome = run_local(Matchup(plan.pack, lineup, plan.options), plan.seeds(), jobs, step)
        played.append((lineup, outcome.results))
        if outcome.interrupted or outcome.stopped:
            return LadderOutcome(tuple(played), outcome.interrupted, outcome.stopped)
    return LadderOutcome(tuple(played))


def deal_tallies(plan: LadderPlan, outcome: LadderOutcome) -> list[Matrix]:
    """One tally per seed: the games of all lineups on that deal."""
    index = {bot: i for i, bot in enumerate(plan.bots)}
    by_seed: dict[int, list[tuple[tuple[str, ...], GameResult]]] = {}
    for lineup, results in outcome.played:
        for result in results:
            by_seed.setdefault(result.seed, []).append((lineup, result))
    tallies = []
    for seed in sorted(by_seed):
        games = by_seed[seed]
        if plan.players == 1:
            tallies.append(solo_tally([(lineup[0], result) for lineup, result in games], index))
        else:
            tallies.append(np.sum([game_tally(r, lineup, index) for lineup, r in games], axis=0))
    return tallies


def fit_ladder(plan: LadderPlan, outcome: LadderOutcome) -> Fit:
    return rate(deal_tallies(plan, outcome), len(plan.bots), plan.seed)
