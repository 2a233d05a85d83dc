"""Bradley-Terry ratings of bots from head-to-head tallies, with bootstrap intervals.

A tally is a KxK matrix for one deal (one seed): entry [i, j] counts the times
bot i finished ahead of bot j, a tie counting a half to each. Strengths are
fitted by Hunter's MM iteration (Zermelo's), with one drawn comparison between
every two bots added as a prior, so a bot that wins every comparison gets a
large but finite rating. Ratings are on the Elo scale (400 x log10 of the
strength), centred on 0: a gap of 200 means the stronger finishes ahead about
76% of the time.

Intervals come from resampling whole deals, not single comparisons: the
comparisons of one game (three seats give three pairs) share its luck, and
treating them as independent would make the intervals too narrow. Where every
comparison went one way, every resample is alike and the bootstrap interval
shrinks to a point, so each interval is widened to hold the one the fit's
Fisher information gives (for the ratings) or Wilson's (for a share).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.sim.stats import Z95, wilson_interval

Matrix = npt.NDArray[np.float64]

ELO = 400 / math.log(10)
PRIOR_TIE = 0.5  # a win each way counted as half: one drawn comparison per pair of bots
RESAMPLES = 400
TOLERANCE = 1e-9
MAX_ITERATIONS = 10_000


@dataclass(frozen=True)
class Fit:
    ratings: tuple[float, ...]  # per bot, Elo scale, mean 0
    intervals: tuple[tuple[float, float], ...]  # 95%, from the bootstrap
    wins: tuple[tuple[float, ...], ...]  # the summed tally: [i][j] = i ahead of j
    best: int
    weakest: int
    ahead: float | None  # share of best-against-weakest comparisons the best won
    ahead_interval: tuple[float, float] | None


def log_strengths(wins: Matrix) -> Matrix:
    """The Bradley-Terry maximum a posteriori log-strengths, mean 0 (Hunter's MM)."""
    size = len(wins)
    prior = PRIOR_TIE * (1.0 - np.eye(size))
    won = wins + prior
    met = won + won.T
    total = won.sum(axis=1)
    strength = np.ones(size)
    for _ in range(MAX_ITERATIONS):
        spent = (met / (strength[:, None] + strength[None, :])).sum(axis=1)
        updated = total / spent
        updated /= np.exp(np.log(updated).mean())
        change = np.abs(np.log(updated) - np.log(strength)).max(initial=0.0)
        strength = updated
        if change < TOLERANCE:
            break
    logs: Matrix = np.log(strength)
    centred: Matrix = logs - logs.mean()
    return centred


def share(wins: Matrix, a: int, b: int) -> float | None:
    met = wins[a, b] + wins[b, a]
    return float(wins[a, b] / met) if met > 0 else None


def rate(tallies: Sequence[Matrix], size: int, seed: int, resamples: int = RESAMPLES) -> Fit:
    """Ratings of `size` bots from one tally per deal; the bootstrap is seeded, so
    the same games always give the same intervals."""
    if size < 2:
        raise ValueError("ratings need at least two bots")
    stacked = np.asarray(tallies, dtype=float).reshape(-1, size * size)
    # Many deals end alike: resampling the distinct tallies by count is as exact
    # and does not grow with the number of games.
    patterns, counts = np.unique(stacked, axis=0, return_counts=True)
    patterns = patterns.reshape(-1, size, size)
    wins = np.tensordot(counts.astype(float), patterns, axes=1)
    logs = log_strengths(wins)
    ratings = logs * ELO
    order = np.argsort(-ratings, kind="stable")
    best, weakest = int(order[0]), int(order[-1])
    ahead = share(wins, best, weakest) if best != weakest else None
    samples, aheads = _bootstrap(patterns, counts, size, (best, weakest), seed, resamples)
    spread = Z95 * ELO * np.sqrt(np.diag(_covariance(wins, logs)))
    low = np.minimum(ratings - spread, _percentile(samples, 2.5, ratings))
    high = np.maximum(ratings + spread, _percentile(samples, 97.5, ratings))
    return Fit(
        ratings=tuple(float(r) for r in ratings),
        intervals=tuple((float(lo), float(hi)) for lo, hi in zip(low, high, strict=True)),
        wins=tuple(tuple(float(w) for w in row) for row in wins),
        best=best,
        weakest=weakest,
        ahead=ahead,
        ahead_interval=_share_interval(wins, best, weakest, aheads) if ahead is not None else None,
    )


def _covariance(wins: Matrix, logs: Matrix) -> Matrix:
    """The inverse Fisher information of the mean-0 log-strengths (prior included).

    The information is a graph Laplacian, singular along the all-ones
    direction the mean-0 constraint removes: its pseudo-inverse is the
    covariance, (L + J/K)^-1 - J/K for J the all-ones matrix."""
    size = len(wins)
    met = wins + wins.T + 2 * PRIOR_TIE * (1.0 - np.eye(size))
    chance = 1.0 / (1.0 + np.exp(logs[None, :] - logs[:, None]))
    weight = met * chance * (1.0 - chance)
    laplacian = np.diag(weight.sum(axis=1)) - weight
    ones = np.full((size, size), 1.0 / size)
    covariance: Matrix = np.linalg.inv(laplacian + ones) - ones
    return covariance


def _bootstrap(
    patterns: Matrix,
    counts: npt.NDArray[np.int64],
    size: int,
    pair: tuple[int, int],
    seed: int,
    resamples: int,
) -> tuple[Matrix, list[float]]:
    deals = int(counts.sum())
    if deals == 0:
        return np.empty((0, size)), []
    rng = np.random.default_rng(abs(seed))
    probabilities = counts / deals
    samples, aheads = [], []
    for _ in range(resamples):
        drawn = rng.multinomial(deals, probabilities).astype(float)
        wins = np.tensordot(drawn, patterns, axes=1)
        samples.append(log_strengths(wins) * ELO)
        ahead = share(wins, *pair)
        if ahead is not None:
            aheads.append(ahead)
    return np.asarray(samples), aheads


def _percentile(samples: Matrix, at: float, otherwise: Matrix) -> Matrix:
    return np.percentile(samples, at, axis=0) if len(samples) else otherwise


def _share_interval(wins: Matrix, a: int, b: int, resampled: list[float]) -> tuple[float, float]:
    """The wider of the bootstrap's and Wilson's intervals for a's share against b."""
    low, high = wilson_interval(float(wins[a, b]), math.ceil(wins[a, b] + wins[b, a]))
    if resampled:
        low = min(low, float(np.percentile(resampled, 2.5)))
        high = max(high, float(np.percentile(resampled, 97.5)))
    return (low, high)
