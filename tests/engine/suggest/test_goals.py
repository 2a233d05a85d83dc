"""Goals read from short texts, and refused with a message where they name nothing."""

from __future__ import annotations

import numpy as np
import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.suggest.goals import Goal, GoalError, check_goals, parse_goal


def test_goals_read_their_targets_and_weights() -> None:
    assert parse_goal("balance") == Goal("balance")
    assert parse_goal("length=40@0.5") == Goal("length", 40.0, weight=0.5)
    assert parse_goal("skill=less") == Goal("skill", -1.0)
    assert parse_goal("share.landmarks=0.25") == Goal("share", 0.25, "landmarks")
    assert parse_goal("unused@2").weight == 2


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("fun", "unknown goal 'fun'"),
        ("balance=3", "balance takes no value"),
        ("length=soon", "must be a number, not 'soon'"),
        ("length=0", "at least 1"),
        ("length=nan", "finite"),
        ("skill=lots", "skill=more or skill=less"),
        ("share.loops=2", "a fraction from 0 to 1"),
        ("share=0.2", "unknown goal"),
        ("balance@0", "more than 0"),
    ],
)
def test_a_bad_goal_is_refused_with_a_reason(text: str, says: str) -> None:
    with pytest.raises(GoalError, match=says):
        parse_goal(text)


def test_goals_the_map_or_the_bots_cannot_measure_are_refused() -> None:
    pack = load_pack(MAPS / "london.yaml")
    with pytest.raises(GoalError, match="two different bots"):
        check_goals([parse_goal("skill=more")], pack, ["greedy"] * 4)
    with pytest.raises(GoalError, match=r"no score source .fares.*landmarks"):
        check_goals([parse_goal("share.fares=0.1")], pack, ["greedy"] * 4)
    check_goals([parse_goal("share.landmarks=0.1")], pack, ["greedy"] * 4)


def test_a_length_goal_scores_the_distance_to_its_target() -> None:
    goal = parse_goal("length=40")
    scores = goal.score(np.array([40.0, 30.0, 50.0, 20.0]))
    assert list(scores) == [0.0, -0.25, -0.25, -0.5]
