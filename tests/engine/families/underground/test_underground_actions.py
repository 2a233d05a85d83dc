"""Actions have a text form that parses back to the same action (records store it)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.families.underground.actions import PlaceTrack, Ride, TakeBranch, parse_action
from engine.rules import ActionSyntaxError, get_ruleset

ids = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.~-]{0,20}", fullmatch=True)
actions = st.one_of(
    st.just(TakeBranch()),
    st.builds(PlaceTrack, ids, ids, st.none() | st.integers(1, 99)),
    st.builds(Ride, ids, st.frozensets(ids, max_size=4)),
)


@given(actions)
def test_text_forms_round_trip(action) -> None:
    text = str(action)
    assert parse_action(text) == action
    assert str(parse_action(text)) == text


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("branch", TakeBranch()),
        ("place red bank~moorgate", PlaceTrack("red", "bank~moorgate")),
        ("place red pier~isle/2", PlaceTrack("red", "pier~isle", 2)),
        ("ride euston via blue+red", Ride("euston", frozenset({"red", "blue"}))),
        ("ride euston", Ride("euston")),
    ],
)
def test_the_documented_forms(text, action) -> None:
    assert get_ruleset("underground").parse_action(text) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Branch",
        "branch ",
        "place red",
        "place red a/0",
        "ride",
        "ride x via red+blue",
        "ride x via red+red",
        "pass",
    ],
)
def test_anything_else_is_refused(text) -> None:
    with pytest.raises(ActionSyntaxError):
        parse_action(text)
