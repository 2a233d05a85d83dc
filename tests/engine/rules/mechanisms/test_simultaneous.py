"""Seats deciding together on one revealed card (N1's flips, Metro X, the tube dice game)."""

from __future__ import annotations

from engine.rules.mechanisms.simultaneous import SharedDecision


def test_nothing_is_decided_before_a_reveal() -> None:
    assert SharedDecision().current is None


def test_every_seat_decides_in_seat_order_and_the_last_settles() -> None:
    deciding = SharedDecision()
    deciding.open(3)
    asked, settled = [], []
    while deciding.current is not None:
        asked.append(deciding.current)
        settled.append(deciding.decided())
    assert asked == [0, 1, 2]
    assert settled == [False, False, True]


def test_a_copy_decides_on_its_own() -> None:
    deciding = SharedDecision()
    deciding.open(2)
    copy = deciding.copy()
    copy.decided()
    assert (deciding.current, copy.current) == (0, 1)
