"""First/later completion bonuses as M7 (Metro X routes) and D6 (tube dice lines and
zones) state them: first completers in the same turn share the first value."""

from __future__ import annotations

import pytest

from engine.rules.mechanisms.completion import Award, CompletionBonuses

ROUTES = {"airport": (10, 4), "harbour": (6, 2)}


def test_m7_d6_completers_in_the_same_turn_all_score_the_first_value() -> None:
    bonuses = CompletionBonuses(ROUTES, solo=False)
    bonuses.complete(0, "airport")
    bonuses.complete(2, "airport")
    assert bonuses.settle() == [Award(0, "airport", 10, True), Award(2, "airport", 10, True)]


def test_m7_d6_after_the_first_turn_everyone_scores_the_later_value() -> None:
    bonuses = CompletionBonuses(ROUTES, solo=False)
    bonuses.complete(1, "airport")
    bonuses.settle()
    bonuses.complete(0, "airport")
    bonuses.complete(2, "harbour")
    assert bonuses.settle() == [Award(0, "airport", 4, False), Award(2, "harbour", 6, True)]


def test_m7_d6_a_completion_waits_for_the_settlement() -> None:
    """Seat 0 completing first in seat order does not take the first value from seat 1."""
    bonuses = CompletionBonuses(ROUTES, solo=False)
    bonuses.complete(0, "harbour")
    bonuses.complete(1, "harbour")
    assert [award.points for award in bonuses.settle()] == [6, 6]
    assert bonuses.settle() == []


def test_m7_solo_always_scores_the_first_value() -> None:
    bonuses = CompletionBonuses(ROUTES, solo=True)
    bonuses.complete(0, "airport")
    bonuses.settle()
    bonuses.complete(0, "airport")
    assert bonuses.settle() == [Award(0, "airport", 10, True)]


def test_a_copy_settles_on_its_own() -> None:
    bonuses = CompletionBonuses(ROUTES, solo=False)
    bonuses.complete(0, "airport")
    copy = bonuses.copy()
    copy.settle()
    copy.complete(1, "airport")
    assert copy.settle() == [Award(1, "airport", 4, False)]
    assert bonuses.settle() == [Award(0, "airport", 10, True)]


def test_a_goal_without_values_is_refused() -> None:
    with pytest.raises(KeyError, match="tower"):
        CompletionBonuses(ROUTES, solo=False).complete(0, "tower")
