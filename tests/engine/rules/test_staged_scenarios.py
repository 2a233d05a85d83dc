"""Ruleset.stage and Ruleset.public_view, the public way to set up a situation
and to read what the table sees (docs/rules-underground.md, docs/rules-next-station.md)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.families.underground import fields as underground
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import SetupError, get_ruleset

UNDERGROUND = get_ruleset("underground")
NEXT_STATION = get_ruleset("next-station")
LONDON = load_pack(MAPS / "london.yaml")
BERLIN = load_pack(MAPS / "berlin")
SHEET = load_pack(MAPS / "next-station-london.yaml")
DECK = [["bank", "express"], ["angel", "standard"], ["aldgate", "standard"]] + [
    ["euston", "standard"]
] * 20


def test_u2_u13_a_staged_table_deals_what_the_scenario_says() -> None:
    scenario = {"seat_lines": [["red", "blue"], ["black", "pink"]], "deck": DECK}
    game = UNDERGROUND.stage(LONDON, 2, scenario)
    view = UNDERGROUND.public_view(game, 1)
    assert list(view["lines"]) == ["black", "pink"]
    assert view["face_up"] == (
        ("bank", "express"),
        ("angel", "standard"),
        ("aldgate", "standard"),
        ("euston", "standard"),
    )
    assert (view["passenger"], view["score"], view["branch_tiles"]) == ("euston", 0, 0)


def test_u13_a_scenario_may_start_the_passenger_elsewhere() -> None:
    game = UNDERGROUND.stage(LONDON, 2, {"passenger": "bank"})
    assert UNDERGROUND.public_view(game, 0)["passenger"] == "bank"


def test_u3_the_view_follows_the_seats_track_and_branch_tiles() -> None:
    game = UNDERGROUND.stage(LONDON, 2, {"seat_lines": [["red"], ["blue"]], "deck": DECK})
    game.apply(game.parse_action("place red aldgate--tower-hill"))
    game.apply(game.parse_action("branch"))
    view = UNDERGROUND.public_view(game, 0)
    assert view["lines"]["red"]["track"] == ("aldgate--tower-hill",)
    assert view["lines"]["red"]["tokens_left"] == 19
    assert view["branch_tiles"] == 1
    assert UNDERGROUND.public_view(game, 1)["lines"]["blue"]["track"] == ()


def test_u10_staged_landmarks_are_dealt_where_named() -> None:
    slot = next(s for s in BERLIN.stations if underground.LANDMARK.of(s) > 0)
    kind = underground.LANDMARK_TYPES.of(BERLIN.components)[0]["name"]
    game = UNDERGROUND.stage(BERLIN, 2, {"landmarks": {slot.id: kind}})
    assert game.table.landmark_tiles == {
        game.table.board.station_index[slot.id]: underground.LANDMARK.of(slot)
    }


def test_the_view_is_read_only() -> None:
    view = UNDERGROUND.public_view(UNDERGROUND.stage(LONDON, 2, {}), 0)
    with pytest.raises(TypeError):
        view["score"] = 5  # type: ignore[index]


@pytest.mark.parametrize(
    ("scenario", "named"),
    [
        ({"seat_line": [["red"], ["blue"]]}, "'seat_line'"),
        ({"seat_lines": [["red"], ["mauve"]]}, "mauve"),
        ({"seat_lines": [["red"], ["red"]]}, "'red' is on two score tiles"),
        ({"seat_lines": [["red"]]}, "2 players need 2 score tiles"),
        ({"deck": [["bank", "fast"]]}, "'deck'"),
        ({"deck": "bank"}, "'deck': expected a list"),
        ({"passenger": "atlantis"}, "atlantis"),
        ({"seed": "one"}, "'seed'"),
        ({"connection_tiles": {"angel": "star"}}, "'angel' is no Connection station"),
        ({"landmarks": {"bank": "museum"}}, "'bank' is no landmark station"),
    ],
)
def test_a_scenario_the_rules_cannot_use_names_the_problem(
    scenario: dict[str, Any], named: str
) -> None:
    with pytest.raises(SetupError, match=named):
        UNDERGROUND.stage(LONDON, 2, scenario)


@pytest.mark.parametrize(
    ("ruleset", "pack", "players"),
    [
        (UNDERGROUND, LONDON, 1),
        (UNDERGROUND, LONDON, 6),
        (NEXT_STATION, SHEET, 0),
        (NEXT_STATION, SHEET, 6),
    ],
)
def test_the_game_types_player_range_is_enforced(ruleset: Any, pack: Any, players: int) -> None:
    with pytest.raises(SetupError, match=f"not {players}"):
        ruleset.new_game(pack, players)
    with pytest.raises(SetupError, match=f"not {players}"):
        ruleset.stage(pack, players, {})


def test_n1_a_staged_round_flips_the_named_cards_first() -> None:
    scenario = {"flips": [["street circle", "underground square"]]}
    game = NEXT_STATION.stage(SHEET, 2, scenario)
    assert NEXT_STATION.public_view(game, 0)["card"] == "street circle"
    game.apply(game.parse_action("pass"))
    game.apply(game.parse_action("pass"))
    assert NEXT_STATION.public_view(game, 1)["card"] == "underground square"


def test_n2_the_view_shows_the_sections_drawn_per_colour() -> None:
    game = NEXT_STATION.stage(SHEET, 2, {"flips": [["street joker"]]})
    draw = game.legal_actions()[1]
    game.apply(draw)
    view = NEXT_STATION.public_view(game, 0)
    assert view["colour"] == "purple"
    (section,) = view["lines"]["purple"]
    assert set(section) == {draw.start, draw.target}  # type: ignore[attr-defined]
    assert view["round"] == 1
    assert NEXT_STATION.public_view(game, 1)["lines"]["blue"] == ()


@pytest.mark.parametrize(
    ("scenario", "named"),
    [
        ({"flip": []}, "'flip'"),
        ({"flips": [["street teapot"]]}, "street teapot"),
        ({"flips": [["street circle", "street circle"]]}, "flips twice"),
        ({"flips": [[]] * 5}, "5 rounds listed; the sheet has 4"),
    ],
)
def test_a_flip_order_the_deck_cannot_give_names_the_problem(
    scenario: dict[str, Any], named: str
) -> None:
    with pytest.raises(SetupError, match=named):
        NEXT_STATION.stage(SHEET, 1, scenario)
