"""Small statistics for playtest reports: intervals that say how sure a figure is.

A designer compares seats and maps from a few hundred games, so every rate
comes with a 95% interval; paired differences use the same seeds on both maps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def sd(values: Sequence[float]) -> float:
    """Sample standard deviation (n - 1); 0 for fewer than two values."""
    if len(values) < 2:
        return 0.0
    centre = mean(values)
    return math.sqrt(sum((v - centre) ** 2 for v in values) / (len(values) - 1))


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion; well behaved near 0 and 1 and for small n."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float]:
    """Normal-approximation interval for a mean (paired differences, score gaps)."""
    centre = mean(values)
    if len(values) < 2:
        return (centre, centre)
    half = z * sd(values) / math.sqrt(len(values))
    return (centre - half, centre + half)


def balance(win_rates: Sequence[float]) -> float:
    """1 - the largest gap between two seats' win rates (Ludii's balance): 1 is fair."""
    if not win_rates:
        return 1.0
    return 1.0 - (max(win_rates) - min(win_rates))
