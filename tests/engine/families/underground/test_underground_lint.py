"""The checks On the Underground adds to the core linter: can this map be played?"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.families.underground.fields import SCORE_TILES
from engine.lint.validate import validate
from engine.map.model import Card, Components, LineColour, Region
from engine.rules import SetupError, get_ruleset

STATIONS = {"hub": (0, 0), "a": (100, 0), "b": (200, 0), "island": (500, 500)}


def findings(pack) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for finding in validate(pack, get_ruleset("underground").lint_rules()):
        found.setdefault(finding.code, []).append(finding.message)
    return found


@pytest.fixture
def playable(make_pack):
    return make_pack(
        STATIONS, ["hub-a", "a-b"], flags={"hub": ["start"]}, deck=(Card("a"), Card("b"))
    )


def test_a_playable_map_has_no_underground_findings(playable) -> None:
    codes = set(findings(playable))
    assert not codes & {
        "no-start-station",
        "deck-empty",
        "destination-unreachable",
        "invalid-option",
        "feature-off",
        "players-unsupported",
    }


def test_a_map_needs_a_start_station_and_a_deck(make_pack) -> None:
    codes = findings(make_pack(STATIONS, ["hub-a"]))
    assert "no-start-station" in codes
    assert "deck-empty" in codes


def test_u14_a_destination_the_passenger_cannot_reach_is_an_error(playable) -> None:
    pack = replace(playable, deck=(*playable.deck, Card("island")))
    assert findings(pack)["destination-unreachable"] == [
        "destination 'Island' cannot be reached by track from the start station 'Hub'"
    ]


def test_options_and_variant_are_checked(playable) -> None:
    found = findings(replace(playable, variant="paris", options={"loop": True}))
    assert "variant 'paris' is not an underground preset" in found["unknown-variant"][0]
    assert "'loop' is not an option of underground" in found["invalid-option"][0]


def test_elements_of_a_switched_off_feature_are_flagged(playable) -> None:
    cluster = Region("downtown", "cluster", ((-10, -10), (150, -10), (150, 10), (-10, 10)))
    pack = replace(playable, regions=(cluster,), variant="london")
    assert findings(pack)["feature-off"] == [
        "the map has cluster regions, but the option 'clusters' is off, so they score nothing"
    ]


def test_u2_player_counts_without_score_tiles(playable) -> None:
    lines = tuple(
        LineColour(name, 10)
        for name in ("red", "blue", "green", "grey", "pink", "black", "brown", "white")
    )
    pack = replace(
        playable,
        components=SCORE_TILES.put(
            Components(lines=lines), {2: (("red", "blue"), ("green", "grey"))}
        ),
    )
    found = findings(pack)
    assert [message[:22] for message in found["players-unsupported"]] == [
        "3 players cannot play:",
        "5 players cannot play:",
    ]
    assert found["score-tiles-missing"] == [
        "the map has no score tiles for 4 players; the default deal will be used"
    ]


def test_u2_a_map_without_line_colours_is_an_error_and_no_game_starts(playable) -> None:
    """The seats build in the map's colours, never in colours the map does not declare."""
    bare = replace(playable, components=Components())
    assert findings(bare)["no-line-colours"] == [
        "the map declares no line colours, so no seat has a line to build (U2)"
    ]
    assert "players-unsupported" not in findings(bare)  # one finding says it
    with pytest.raises(SetupError, match="declares no line colours"):
        get_ruleset("underground").new_game(bare, 2)
    assert "no-line-colours" not in findings(playable)


def test_u14_a_game_with_a_stranded_destination_names_it_and_its_start(playable) -> None:
    stranded = replace(playable, deck=(*playable.deck, Card("island")))
    with pytest.raises(SetupError, match=r"cannot reach from 'Hub': Island$"):
        get_ruleset("underground").new_game(stranded, 2)
