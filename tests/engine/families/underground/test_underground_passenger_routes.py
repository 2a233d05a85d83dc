"""U13 as a designer watches it: the Passenger's moves recovered from two states of a game."""

from __future__ import annotations

import pytest

from engine.families.underground.routes import PassengerMove, RouteStep, passenger_moves
from engine.map.model import Connection

#   hub - a - b - c  (and hub - b, two lanes, bent)      hub - y1 - far
STATIONS = {
    "hub": (0, 0),
    "a": (100, 0),
    "b": (200, 0),
    "c": (300, 0),
    "y1": (0, 100),
    "far": (0, 200),
}
LINKS = [
    "hub-a",
    "a-b",
    "b-c",
    Connection("hub-b", "hub", "b", lanes=2, bends=((100, -100),)),
    "hub-y1",
    Connection("y1-far", "y1", "far", water=1),
]
FAR = [("far", "standard")] * 20


@pytest.fixture
def pack(make_pack):
    return make_pack(STATIONS, LINKS, flags={"hub": ["start"]})


def moves_of(stage, play, pack, deck, *actions, seat_lines=(("red", "blue"), ("green",))):
    game = stage(pack, seat_lines=seat_lines, deck=deck)
    before = game.clone()
    play(game, *actions)
    return passenger_moves(before, game)


def test_u13_express_then_standard_gives_two_moves_in_order(stage, play, pack) -> None:
    deck = [("b", "express"), ("c", "standard"), *FAR]
    moves = moves_of(stage, play, pack, deck, "place red hub-a", "place red a-b", "place blue b-c")
    assert moves == [
        PassengerMove(
            "hub",
            "b",
            frozenset({"red"}),
            (RouteStep("hub-a", None, "red"), RouteStep("a-b", None, "red")),
        ),
        PassengerMove("b", "c", frozenset({"blue"}), (RouteStep("b-c", None, "blue"),)),
    ]


def test_u13_a_tied_ride_follows_the_line_the_mover_chose(stage, play, pack) -> None:
    deck = [("b", "standard"), *FAR]
    moves = moves_of(
        stage, play, pack, deck, "place red hub-b", "place blue hub-b", "branch", "ride b via blue"
    )
    assert moves == [
        PassengerMove("hub", "b", frozenset({"blue"}), (RouteStep("hub-b", None, "blue"),))
    ]


def test_u13_with_no_track_the_passenger_walks_every_space(stage, play, pack) -> None:
    """The water connection y1-far is two track spaces (U12); both are walked."""
    moves = moves_of(stage, play, pack, FAR, "branch", "branch", "branch")
    assert moves == [
        PassengerMove(
            "hub",
            "far",
            frozenset(),
            (
                RouteStep("hub-y1", None, None),
                RouteStep("y1-far", 1, None),
                RouteStep("y1-far", 2, None),
            ),
        )
    ]


def test_u13_a_destination_where_he_stands_is_a_move_without_a_route(stage, play, pack) -> None:
    moves = moves_of(stage, play, pack, [("hub", "standard"), *FAR], "branch", "branch", "branch")
    assert moves == [PassengerMove("hub", "hub", frozenset(), ())]


def test_no_move_before_the_turn_ends(stage, play, pack) -> None:
    assert moves_of(stage, play, pack, FAR, "branch") == []
