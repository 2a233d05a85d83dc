"""Intervals and balance: checked against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from engine.sim.stats import balance, mean_interval, sd, wilson_interval


def test_wilson_interval_matches_the_textbook_example() -> None:
    # 8 successes in 10 trials: Wilson 95% interval is (0.4902, 0.9433).
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)


def test_wilson_interval_stays_inside_zero_and_one() -> None:
    assert wilson_interval(0, 20)[0] == 0.0
    assert wilson_interval(20, 20)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_sample_standard_deviation() -> None:
    assert sd([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx(math.sqrt(32 / 7))
    assert sd([3]) == 0.0


def test_mean_interval_is_centred_and_shrinks_with_more_data() -> None:
    few = mean_interval([1.0, 3.0] * 5)
    many = mean_interval([1.0, 3.0] * 500)
    assert sum(few) / 2 == pytest.approx(2.0)
    assert many[1] - many[0] < few[1] - few[0]


def test_balance_is_one_minus_the_largest_win_rate_gap() -> None:
    assert balance([0.25, 0.25, 0.25, 0.25]) == 1.0
    assert balance([0.5, 0.2, 0.3]) == pytest.approx(0.7)
