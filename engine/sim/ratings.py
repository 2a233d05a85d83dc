"""Bradley-Terry ratings of bots from head-to-head tallies, with bootstrap intervals.

A tally is a KxK matrix for one deal (one seed): entry [i, j] counts the times
bot i finished ahead of bot j, a tie counting a half to each. Strengths are
fitted by Newton's method on the log-likelihood (a few steps where Hunter's MM
iteration takes thousands when one bot is far stronger), with one drawn
comparison between every two bots added as a prior, so a bot that wins every comparison gets a
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
TOLERANCE = 1e-10
MAX_ITERATIONS = 100
MAX_HALVINGS = 60


@dataclass(frozen=True)
class Fit:
    ratings: tuple[float, ...]  # per bot, Elo scale, mean 0
    intervals: tuple[tuple[float, float], ...]  # 95%, from the bootstrap
    wins: tuple[tuple[float, ...], ...]  # the summed tally: [i][j] = i ahead of j
    best: int
    weakest: int
    ahead: float | None  # share of best-against-weakest comparisons the best won
    ahead_interval: tuple[float, float] | None


def log_strengths(wins: Matrix, start: Matrix | None = None) -> Matrix:
    """The Bradley-Terry maximum a posteriori log-strengths, mean 0, by Newton's
    method from `start` (else from equal strengths). The log-posterior is concave,
    and a step that would lower it is halved, so the climb ends at its one maximum.

    `wins` may be a stack of tallies (..., K, K), fitted all at once: the
    bootstrap's resamples are, which is many times faster than one by one."""
    size = wins.shape[-1]
    won = wins + PRIOR_TIE * (1.0 - np.eye(size))
    met = won + np.swapaxes(won, -1, -2)
    total = won.sum(axis=-1)
    logs = np.zeros(total.shape) if start is None else np.broadcast_to(start, total.shape)
    logs = logs - logs.mean(axis=-1, keepdims=True)
    height = _log_posterior(won, logs)
    for _ in range(MAX_ITERATIONS):
        chance = _chance(logs)
        gradient = total - (met * chance).sum(axis=-1)
        step = (_pseudo_inverse(_information(met, chance)) @ gradient[..., None])[..., 0]
        for _ in range(MAX_HALVINGS):
            higher = _log_posterior(won, logs + step)
            lower = (higher < height) & (np.abs(step).max(axis=-1) >= TOLERANCE)
            if not lower.any():
                break
            step[lower] /= 2
        logs, height = logs + step, higher
        if np.abs(step).max(initial=0.0) < TOLERANCE:
            break
    centred: Matrix = logs - logs.mean(axis=-1, keepdims=True)
    return centred


def _chance(logs: Matrix) -> Matrix:
    """[..., i, j]: the chance that i finishes ahead of j."""
    chance: Matrix = 1.0 / (1.0 + np.exp(logs[..., None, :] - logs[..., :, None]))
    return chance


def _log_posterior(won: Matrix, logs: Matrix) -> Matrix:
    heights: Matrix = (won * np.log(_chance(logs))).sum(axis=(-2, -1))
    return heights


def _information(met: Matrix, chance: Matrix) -> Matrix:
    """The Fisher information of the log-strengths: a graph Laplacian."""
    weight = met * chance * (1.0 - chance)
    laplacian: Matrix = np.eye(weight.shape[-1]) * weight.sum(axis=-1)[..., None] - weight
    return laplacian


def _pseudo_inverse(laplacian: Matrix) -> Matrix:
    """A Laplacian is singular along the all-ones direction, which the mean-0
    constraint removes: its pseudo-inverse is (L + J/K)^-1 - J/K, J all ones."""
    ones = np.full(laplacian.shape[-2:], 1.0 / laplacian.shape[-1])
    inverse: Matrix = np.linalg.inv(laplacian + ones) - ones
    return inverse


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
    samples, aheads = _bootstrap(patterns, counts, logs, (best, weakest), seed, resamples)
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
    """The inverse Fisher information of the mean-0 log-strengths (prior included)."""
    won = wins + PRIOR_TIE * (1.0 - np.eye(len(wins)))
    return _pseudo_inverse(_information(won + won.T, _chance(logs)))


def _bootstrap(
    patterns: Matrix,
    counts: npt.NDArray[np.int64],
    fitted: Matrix,
    pair: tuple[int, int],
    seed: int,
    resamples: int,
) -> tuple[Matrix, list[float]]:
    deals = int(counts.sum())
    if deals == 0:
        return np.empty((0, len(fitted))), []
    rng = np.random.default_rng(abs(seed))
    drawn = rng.multinomial(deals, counts / deals, size=resamples).astype(float)
    wins = np.tensordot(drawn, patterns, axes=1)
    a, b = pair
    met = wins[:, a, b] + wins[:, b, a]
    aheads = [float(w / m) for w, m in zip(wins[:, a, b], met, strict=True) if m > 0]
    return log_strengths(wins, fitted) * ELO, aheads


def _percentile(samples: Matrix, at: float, otherwise: Matrix) -> Matrix:
    return np.percentile(samples, at, axis=0) if len(samples) else otherwise


def _share_interval(wins: Matrix, a: int, b: int, resampled: list[float]) -> tuple[float, float]:
    """The wider of the bootstrap's and Wilson's intervals for a's share against b."""
    low, high = wilson_interval(float(wins[a, b]), math.ceil(wins[a, b] + wins[b, a]))
    if resampled:
        low = min(low, float(np.percentile(resampled, 2.5)))
        high = max(high, float(np.percentile(resampled, 97.5)))
    return (low, high)
