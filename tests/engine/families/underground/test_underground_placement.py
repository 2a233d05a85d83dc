"""Placing Track tokens: actions (U1), token supplies (U2), ends and branching (U3),
parallel lanes (U4)."""

from __future__ import annotations

import pytest

from engine.families.underground.actions import PlaceTrack, TakeBranch
from engine.map.model import Components, Connection, LineColour, MapPack
from engine.rules.base import IllegalActionError

#   hub - a - b - c = f      (c = f has two lanes)
#         |   |
#         d - e
STATIONS = {
    "hub": (0, 0),
    "a": (100, 0),
    "b": (200, 0),
    "c": (300, 0),
    "f": (400, 0),
    "d": (100, 100),
    "e": (200, 100),
}
CONNECTIONS = ["hub-a", "a-b", "b-c", "a-d", "b-e", "d-e", Connection("c-f", "c", "f", lanes=2)]


@pytest.fixture
def pack(make_pack) -> MapPack:
    return make_pack(STATIONS, CONNECTIONS, flags={"hub": ["start"]})


def placements(game, colour: str) -> set[str]:
    return {
        str(action)
        for action in game.legal_actions()
        if isinstance(action, PlaceTrack) and action.colour == colour
    }


def test_u1_an_action_is_a_branch_tile_or_a_track_token(stage, pack) -> None:
    game = stage(pack)
    actions = game.legal_actions()
    assert actions[0] == TakeBranch()
    assert all(isinstance(a, PlaceTrack) for a in actions[1:])
    assert {a.colour for a in actions[1:]} == {"red"}


def test_u3_the_first_token_goes_on_any_empty_track_space(stage, pack) -> None:
    game = stage(pack)
    assert placements(game, "red") == {
        f"place red {c}" for c in ("hub-a", "a-b", "b-c", "a-d", "b-e", "d-e", "c-f")
    }


def test_u3_later_tokens_extend_the_line_from_its_ends(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "place red a-b")
    assert placements(game, "red") == {
        "place red hub-a",
        "place red a-d",
        "place red b-c",
        "place red b-e",
    }
    with pytest.raises(IllegalActionError, match=r"must touch the red line \(U3\)"):
        play(game, "place red d-e")


def test_u3_extending_from_a_station_that_is_not_an_end_costs_two_branch_tiles(
    stage, play, pack
) -> None:
    """Branch tiles taken this turn may be spent this turn."""
    game = stage(pack)
    play(game, "place red hub-a", "place red a-b", "branch")  # seat 0's first turn: 3 actions
    play(game, *["branch"] * 5)  # seat 1's first turn: 5 actions
    assert "place red a-d" not in placements(game, "red")
    with pytest.raises(IllegalActionError, match="costs 2 Branch tiles; seat 0 has 1"):
        play(game, "place red a-d")
    play(game, "branch")
    assert "place red a-d" in placements(game, "red")
    play(game, "place red a-d")
    assert game.state.branch_tiles[0] == 0


def test_u3_closing_a_loop_from_an_end_is_free(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "place red a-b", "place red b-e", "place red d-e")
    play(game, *["branch"] * 5)
    assert "place red a-d" in placements(game, "red")
    play(game, "place red a-d")
    assert game.state.branch_tiles[0] == 0
    assert game.state.held[game.table.line_index["red"]].bit_count() == 4


def test_u3_a_pure_loop_grows_only_by_branching(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "place red a-b", "place red b-e", "place red d-e")
    play(game, *["branch"] * 5)
    play(game, "place red a-d", "branch")  # a closed square: the line has no ends
    assert placements(game, "red") == set()
    with pytest.raises(IllegalActionError, match="costs 2 Branch tiles"):
        play(game, "place red b-c")
    play(game, "branch")
    assert placements(game, "red") == {"place red hub-a", "place red b-c"}


def test_u4_a_colour_holds_at_most_one_lane_of_a_connection(stage, play, pack) -> None:
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)])
    play(game, "place red c-f")
    assert "place red c-f" not in placements(game, "red")
    with pytest.raises(IllegalActionError, match="red already holds a lane of c-f"):
        play(game, "place red c-f")
    play(game, "place blue c-f", "branch")
    with pytest.raises(IllegalActionError, match="every lane of c-f is taken"):
        play(game, "place green c-f")
    assert "place green c-f" not in placements(game, "green")


def test_u2_a_line_stops_when_its_tokens_run_out(stage, play, make_pack) -> None:
    lines = (LineColour("red", 2), LineColour("blue", 20))
    pack = make_pack(
        STATIONS, CONNECTIONS, flags={"hub": ["start"]}, components=Components(lines=lines)
    )
    game = stage(pack)
    play(game, "place red a-b", "place red b-c", "branch")
    play(game, *["branch"] * 5)
    assert placements(game, "red") == set()
    with pytest.raises(IllegalActionError, match="no red Track tokens are left"):
        play(game, "place red c-f")


def test_u2_a_player_places_only_the_colours_on_their_score_tile(stage, play, pack) -> None:
    game = stage(pack)
    with pytest.raises(IllegalActionError, match="seat 0 owns the lines red"):
        play(game, "place blue a-b")


def test_u12_without_water_a_connection_has_no_numbered_spaces(stage, play, pack) -> None:
    game = stage(pack)
    with pytest.raises(IllegalActionError, match="no such track space"):
        play(game, "place red a-b/1")


def test_an_illegal_action_changes_nothing(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "place red a-b")
    before = game.clone()
    with pytest.raises(IllegalActionError):
        play(game, "place red d-e")
    assert game.legal_actions() == before.legal_actions()
    assert game.history == before.history
    assert game.state.actions_left == before.state.actions_left
