"""U12: water icons split a connection into spaces, and a crossing must be finished
in the turn it is started (no line may end a turn on an icon)."""

from __future__ import annotations

import pytest

from engine.map.model import Connection
from engine.rules.base import IllegalActionError

#   hub - x ~1~ y ~2~ z        p ~1~ q (a single lane)
STATIONS = {
    "hub": (0, 0),
    "x": (100, 0),
    "y": (200, 0),
    "z": (300, 0),
    "p": (0, 100),
    "q": (100, 100),
}
LINKS = [
    "hub-x",
    Connection("x-y", "x", "y", water=1),
    Connection("y-z", "y", "z", water=2),
    "hub-p",
    Connection("p-q", "p", "q", water=1),
]


@pytest.fixture
def pack(make_pack):
    return make_pack(STATIONS, LINKS, flags={"hub": ["start"]})


def legal(game) -> set[str]:
    return {str(action) for action in game.legal_actions()}


def test_u12_a_started_crossing_must_be_finished_this_turn(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "branch", "place red x-y/1")
    assert legal(game) == {"place red x-y/2"}
    with pytest.raises(IllegalActionError, match=r"could not be finished this turn \(U12\)"):
        play(game, "branch")
    with pytest.raises(IllegalActionError, match=r"could not be finished this turn \(U12\)"):
        play(game, "place red hub-x")
    play(game, "place red x-y/2")  # from the icon, an end of the line: free
    assert game.state.branch_tiles[0] == 1
    assert game.current_player == 1


def test_u12_a_crossing_too_long_for_the_actions_left_cannot_start(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "branch")  # two actions left
    assert {"place red x-y/1", "place red x-y/2"} <= legal(game)
    assert not {"place red y-z/1", "place red y-z/2", "place red y-z/3"} & legal(game)
    with pytest.raises(IllegalActionError, match="U12"):
        play(game, "place red y-z/2")
    play(game, "branch")  # one action left: no crossing fits
    assert not any("/" in action for action in legal(game))


def test_u12_starting_in_the_middle_means_finishing_both_sides(stage, play, pack) -> None:
    game = stage(pack, seat_lines=[("blue",), ("red",)])
    play(game, *["branch"] * 3)
    play(game, "place red y-z/2", "branch", "branch")  # owes y-z/1 and y-z/3: two actions left
    assert legal(game) == {"place red y-z/1", "place red y-z/3"}
    play(game, "place red y-z/3", "place red y-z/1")
    assert game.current_player == 0


def test_u12_a_token_may_not_take_the_lane_an_unfinished_crossing_needs(stage, play, pack) -> None:
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)])
    play(game, "place blue p-q/2")  # blue owes p-q/1, the crossing's only lane
    assert "place red p-q/1" not in legal(game)
    with pytest.raises(IllegalActionError, match="U12"):
        play(game, "place red p-q/1")
    play(game, "place blue p-q/1")


def test_u12_with_water_off_a_crossing_is_one_track_space(stage, play, pack) -> None:
    game = stage(pack, options={"water": False})
    assert "place red x-y" in legal(game)
    play(game, "place red x-y")
    assert game.state.nodes[game.table.line_index["red"]].bit_count() == 2
