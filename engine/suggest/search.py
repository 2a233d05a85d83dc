"""The search: a family's knobs played against the map on paired seeds, a few steps deep.

Each step plays the current map on the run's seeds, then every playable knob on
the same seeds (screening: cheap, and one pair per seed keeps the noise down).
The candidate that scored best is then played again, with the current map, on
seeds neither has played (confirmation). It is suggested only when the 95%
interval of its effect there clears zero: the screening picked it among many,
so its screening figures flatter it, but fresh seeds do not know it was picked.
A suggestion becomes the current map and the search goes on from it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.map.model import MapPack
from engine.map.words import count
from engine.rules.knobs import Change
from engine.sim.result import GameResult
from engine.sim.runner import RunOutcome, seeds_for
from engine.suggest.candidates import playable
from engine.suggest.goals import Goal, measure_for
from engine.suggest.measures import Measure
from engine.suggest.paired import Effect, paired_effect

Play = Callable[[MapPack, Sequence[int]], RunOutcome]  # one map on these seeds
Progress = Callable[[int, int, str], None]  # games played, the budget, what is playing
FIGURES = ("balance", "turns", "unused")  # shown for every suggestion, besides the goals'


class Stopped(Exception):
    """The search was stopped (the designer, a budget, a failed run); the message says why."""


@dataclass(frozen=True)
class Budget:
    games: int = 2000  # games in all, screening and confirmation
    seconds: float = 600.0
    screen: int = 40  # games per candidate while screening
    confirm: int = 150  # fresh seeds the most promising candidate is confirmed on
    steps: int = 3  # suggestions in a row at most


@dataclass(frozen=True)
class Suggestion:
    change: Change
    effect: Effect  # measured on the confirmation's fresh seeds
    games: int  # games this step played, screening included
    tried: int  # candidates screened in this step


@dataclass
class SearchOutcome:
    suggestions: list[Suggestion] = field(default_factory=list)
    games: int = 0
    tried: int = 0  # changes screened, over every step
    seconds: float = 0.0
    ended: str = ""  # why the search ended, in a sentence
    interrupted: bool = False  # stopped by the designer (Ctrl-C, Stop), not by a budget
    packs: list[MapPack] = field(default_factory=list)  # the map after each suggestion


class Search:
    def __init__(
        self,
        pack: MapPack,
        bots: Sequence[str],
        options: Mapping[str, Any],
        goals: Sequence[Goal],
        play: Play,
        budget: Budget = Budget(),
        seed: int = 0,
        progress: Progress | None = None,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> None:
        self.pack = pack
        self.bots = tuple(bots)
        self.options = options
        self.goals = tuple(goals)
        self.budget = budget
        self.seed = seed
        self._play = play
        self._progress = progress
        self._should_stop = should_stop
        keys = dict.fromkeys([*(g.measure_key for g in goals), *self._figure_keys()])
        self.measures: dict[str, Measure] = {k: measure_for(k, pack, self.bots) for k in keys}
        self._goal_measures = {g.measure_key: self.measures[g.measure_key] for g in goals}
        self._outcome = SearchOutcome()
        self._started = 0.0
        self._fresh = seed + budget.screen  # the next seed no run has played

    def _figure_keys(self) -> list[str]:
        return [*FIGURES, *(["skill"] if len(set(self.bots)) > 1 else [])]

    def run(self) -> SearchOutcome:
        self._started = time.monotonic()
        current = self.pack
        try:
            for _ in range(self.budget.steps):
                found = self._step(current)
                if found is None:
                    break
                suggestion, current = found
                self._outcome.suggestions.append(suggestion)
                self._outcome.packs.append(current)
            else:
                self._outcome.ended = (
                    f"made {count(self.budget.steps, 'step')}, the most it may make"
                )
        except Stopped as why:
            self._outcome.ended = str(why)
        self._outcome.seconds = time.monotonic() - self._started
        return self._outcome

    def _step(self, current: MapPack) -> tuple[Suggestion, MapPack] | None:
        spent = self._outcome.games
        if self._left() < 2 * self.budget.screen + 2 * self.budget.confirm:
            raise Stopped("the budget of games left is too small for another step")
        seeds = seeds_for(self.seed, self.budget.screen)
        base = self._games(current, seeds, "the map as it is")
        best: tuple[float, Change, MapPack] | None = None
        tried = 0
        players = len(self.bots)
        candidates = list(playable(current, players, self.options, self.seed))
        for change, changed in candidates:
            if self._left() < self.budget.screen + 2 * self.budget.confirm:
                break
            results = self._games(changed, seeds, f"trying: {change.words}")
            tried += 1
            self._outcome.tried += 1
            effect = paired_effect(base, results, self.goals, self._goal_measures, self.seed)
            if effect.effect > 0 and (best is None or effect.effect > best[0]):
                best = (effect.effect, change, changed)
        if best is None:
            self._outcome.ended = _nothing_found(tried, len(candidates))
            return None
        _, change, changed = best
        if self._left() < 2 * self.budget.confirm:
            raise Stopped("the budget of games ran out before the best change was confirmed")
        fresh = seeds_for(self._fresh, self.budget.confirm)
        self._fresh += self.budget.confirm
        before = self._games(current, fresh, f"confirming: {change.words}")
        after = self._games(changed, fresh, f"confirming: {change.words}")
        effect = paired_effect(before, after, self.goals, self.measures, self._fresh)
        if not effect.significant:
            self._outcome.ended = (
                f"the most promising change ({change.words}) did not hold up on fresh games"
            )
            return None
        return Suggestion(change, effect, self._outcome.games - spent, tried), changed

    def _left(self) -> int:
        return self.budget.games - self._outcome.games

    def _games(self, pack: MapPack, seeds: Sequence[int], what: str) -> tuple[GameResult, ...]:
        if self._should_stop():
            self._outcome.interrupted = True
            raise Stopped("stopped before its end")
        if time.monotonic() - self._started > self.budget.seconds:
            raise Stopped(f"the budget of {self.budget.seconds:g} s ran out")
        if self._progress:
            self._progress(self._outcome.games, self.budget.games, what)
        outcome = self._play(pack, seeds)
        self._outcome.games += len(outcome.results)
        if outcome.interrupted:
            self._outcome.interrupted = True
            raise Stopped("stopped before its end")
        if outcome.stopped:
            raise Stopped(f"a run stopped: {outcome.stopped}")
        return outcome.results


def _nothing_found(tried: int, candidates: int) -> str:
    if not candidates:
        return "the map's rules offer no change that validates on it"
    if tried < candidates:
        return f"the budget of games ran out after {tried} of {candidates} changes, none better"
    return f"none of the {candidates} changes tried improved the goals"
