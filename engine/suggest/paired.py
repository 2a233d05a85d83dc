"""How much a change moved the figures, with 95% intervals from paired games.

Both maps played the same seeds, so each seed is a pair of games. The intervals
come from a paired bootstrap: the seeds are resampled (a pair stays a pair), each
figure is computed on both maps from the same resample, and the 2.5th and 97.5th
percentiles of the differences bound the change. A figure such as balance is not
a mean of per-game numbers, so the plain interval of paired differences does not
apply to it; the bootstrap does, to every figure alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from engine.sim.result import GameResult
from engine.suggest.goals import Goal
from engine.suggest.measures import Measure

RESAMPLES = 2000


@dataclass(frozen=True)
class Figure:
    key: str
    title: str
    before: float
    after: float
    interval: tuple[float, float]  # of after - before

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass(frozen=True)
class Effect:
    """A change's effect on the goals' weighted score, and on every figure."""

    effect: float
    interval: tuple[float, float]
    figures: tuple[Figure, ...]
    pairs: int  # seeds played on both maps

    @property
    def significant(self) -> bool:
        return self.interval[0] > 0


def paired_effect(
    before: Sequence[GameResult],
    after: Sequence[GameResult],
    goals: Sequence[Goal],
    measures: Mapping[str, Measure],
    seed: int,
) -> Effect:
    """The effect of `after` against `before` on the seeds both played; `seed` fixes the
    resamples, so the same games always give the same interval."""
    by_seed = {r.seed: r for r in after}
    pairs = [(r, by_seed[r.seed]) for r in before if r.seed in by_seed]
    a = [p[0] for p in pairs]
    b = [p[1] for p in pairs]
    n = len(pairs)
    rng = np.random.default_rng(abs(seed))
    weights = rng.multinomial(n, [1.0 / n] * n, size=RESAMPLES) / n if n else np.zeros((0, 0))
    whole = np.full((1, n), 1.0 / n) if n else np.zeros((1, 0))
    stats: dict[str, tuple[np.ndarray, np.ndarray, float, float]] = {}
    for key, measure in measures.items():
        ma, mb = measure.columns(a), measure.columns(b)
        stats[key] = (
            measure.statistic(weights @ ma),
            measure.statistic(weights @ mb),
            float(measure.statistic(whole @ ma)[0]),
            float(measure.statistic(whole @ mb)[0]),
        )
    diffs = np.zeros(RESAMPLES)
    effect = 0.0
    for goal in goals:
        boot_a, boot_b, full_a, full_b = stats[goal.measure_key]
        diffs = diffs + goal.weight * (goal.score(boot_b) - goal.score(boot_a))
        effect += goal.weight * float(goal.score(np.array(full_b)) - goal.score(np.array(full_a)))
    figures = tuple(
        Figure(key, measures[key].title, full_a, full_b, _interval(boot_b - boot_a))
        for key, (boot_a, boot_b, full_a, full_b) in stats.items()
    )
    return Effect(effect, _interval(diffs), figures, n)


def _interval(differences: np.ndarray) -> tuple[float, float]:
    if differences.size == 0:
        return (0.0, 0.0)
    low, high = np.percentile(differences, [2.5, 97.5])
    return (float(low), float(high))
