"""U13 in play: which destinations the Passenger visits, who scores, and the mover's
choice between equally cheap rides."""

from __future__ import annotations

import pytest

from engine.families.underground.actions import Ride
from engine.map.model import Connection
from engine.rules.base import IllegalActionError

#   hub = b (two lanes)     hub - a - b - c     hub - y1 - y2 - y3 - far
STATIONS = {
    "hub": (0, 0),
    "a": (100, 0),
    "b": (200, 0),
    "c": (300, 0),
    "y1": (0, 100),
    "y2": (0, 200),
    "y3": (0, 300),
    "far": (0, 400),
}
LINKS = [
    "hub-a",
    "a-b",
    "b-c",
    Connection("hub-b", "hub", "b", lanes=2, bends=((100, -100),)),
    "hub-y1",
    "y1-y2",
    "y2-y3",
    "y3-far",
]
FAR = [("far", "standard")] * 20


@pytest.fixture
def pack(make_pack):
    return make_pack(STATIONS, LINKS, flags={"hub": ["start"]})


def rides(game) -> list[tuple[int, str | None, str]]:
    return [(e.player, e.line, e.elements[0]) for e in game.events if e.rule == "U13"]


def test_u13_express_then_standard_each_line_ridden_scores_its_owner(stage, play, pack) -> None:
    deck = [("b", "express"), ("c", "standard"), *FAR]
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)], deck=deck)
    play(game, "place red hub-a", "place red a-b", "place blue b-c")
    assert rides(game) == [(0, "red", "b"), (0, "blue", "c")]
    assert game.events[0].detail == "red carries the Passenger to B"
    assert game.state.passenger == game.table.board.station_index["c"]
    assert game.scores == (2, 0)
    assert game.current_player == 1


def test_u13_only_one_kind_face_up_means_one_move(stage, play, pack) -> None:
    deck = [("b", "standard"), ("c", "standard"), *FAR]
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)], deck=deck)
    play(game, "place red hub-a", "place red a-b", "place blue b-c")
    assert rides(game) == [(0, "red", "b")]


def test_u13_tied_rides_are_the_movers_choice(stage, play, pack) -> None:
    deck = [("b", "standard"), *FAR]
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)], deck=deck)
    play(game, "place red hub-b", "place blue hub-b", "branch")
    assert game.current_player == 0
    assert [str(a) for a in game.legal_actions()] == ["ride b via red", "ride b via blue"]
    with pytest.raises(IllegalActionError, match="chooses one of: ride b via red, ride b via blue"):
        play(game, "branch")
    play(game, "ride b via blue")
    assert rides(game) == [(0, "blue", "b")]
    assert game.current_player == 1
    assert game.history[-1] == Ride("b", frozenset({"blue"}))


def test_u13_equally_near_destinations_are_the_movers_choice(stage, play, pack) -> None:
    """Revealed first comes first in the default order."""
    deck = [("b", "standard"), ("a", "standard"), *FAR]
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)], deck=deck)
    play(game, "place red hub-a", "place red a-b", "branch")
    assert [str(a) for a in game.legal_actions()] == ["ride b via red", "ride a via red"]
    play(game, "ride a via red")
    assert rides(game) == [(0, "red", "a")]


def test_u13_the_passenger_stays_put_on_a_double_token(stage, play, pack) -> None:
    """New York: two Standard moves; the second finds a token where he stands."""
    deck = [("c", "standard"), ("c", "standard"), *FAR]
    game = stage(
        pack,
        seat_lines=[("red", "blue"), ("green",)],
        deck=deck,
        options={"passenger": "two-moves"},
    )
    play(game, "place red hub-a", "place red a-b", "place red b-c")
    assert rides(game) == [(0, "red", "c")]
    stations = [game.table.cards[card][0] for card in game.state.face_up]
    assert game.table.board.station_index["c"] not in stations
    assert len(stations) == 4


def test_u13_a_destination_where_the_passenger_stands_scores_nobody(stage, play, pack) -> None:
    deck = [("hub", "standard"), *FAR]
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)], deck=deck)
    play(game, "place red hub-a", "place red a-b", "place red b-c")
    assert rides(game) == []
    assert game.state.passenger == game.table.board.station_index["hub"]
    assert game.state.face_up.count(0) == 0  # the hub card, dealt first, is gone


def test_u13_walking_scores_nobody(stage, play, pack) -> None:
    """Far and c both take two empty spaces; far's route also rides red, so c wins."""
    deck = [("c", "standard"), *FAR]
    game = stage(pack, seat_lines=[("red", "blue"), ("green",)], deck=deck)
    play(game, "place red y1-y2", "place red y2-y3", "branch")
    assert rides(game) == []
    assert game.state.passenger == game.table.board.station_index["c"]
