"""Lint: well-formed track between two different stations."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.map.model import Connection, MapPack

Factory = Callable[..., MapPack]
Lint = Callable[..., list[Any]]

# A square: a top left, b top right, c bottom right, d bottom left.
SQUARE = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (100.0, 100.0), "d": (0.0, 100.0)}


def test_connection_from_a_station_to_itself(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack(SQUARE, ["a-b", Connection("loop", "a", "a", bends=((50.0, 50.0),))])
    assert lint(pack, "self-connection") == [("error", ("loop",))]


def test_connection_between_two_stations_is_no_self_connection(
    make_pack: Factory, lint: Lint
) -> None:
    assert lint(make_pack(SQUARE, ["a-b"]), "self-connection") == []


def test_two_connections_between_the_same_stations(make_pack: Factory, lint: Lint) -> None:
    """U4: parallel track is one connection with more lanes, not a second connection."""
    pack = make_pack(SQUARE, ["a-b", Connection("again", "b", "a", bends=((50.0, -40.0),))])
    assert lint(pack, "duplicate-connection") == [("error", ("a-b", "again"))]


def test_connections_sharing_one_station_are_not_duplicates(make_pack: Factory, lint: Lint) -> None:
    assert lint(make_pack(SQUARE, ["a-b", "b-c", "c-d"]), "duplicate-connection") == []


@pytest.mark.parametrize("lanes", [0, 4, 99])
def test_lanes_outside_one_to_three(make_pack: Factory, lint: Lint, lanes: int) -> None:
    """U4: a connection has 1-3 parallel track spaces."""
    pack = make_pack(SQUARE, [Connection("a-b", "a", "b", lanes=lanes)])
    assert lint(pack, "lanes-out-of-range") == [("error", ("a-b",))]


@pytest.mark.parametrize("lanes", [1, 2, 3])
def test_one_to_three_lanes_are_fine(make_pack: Factory, lint: Lint, lanes: int) -> None:
    """U4: single, double and triple connections."""
    pack = make_pack(SQUARE, [Connection("a-b", "a", "b", lanes=lanes)])
    assert lint(pack, "lanes-out-of-range") == []


def test_diagonals_crossing_without_a_station(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack(SQUARE, ["a-c", "b-d", "a-b"])
    assert lint(pack, "crossing-connections") == [("warning", ("a-c", "b-d"))]


def test_connections_meeting_at_their_shared_station_do_not_cross(
    make_pack: Factory, lint: Lint
) -> None:
    assert (
        lint(make_pack(SQUARE, ["a-b", "b-c", "c-d", "d-a", "a-c"]), "crossing-connections") == []
    )


def test_bent_connection_that_goes_around_does_not_cross(make_pack: Factory, lint: Lint) -> None:
    around = Connection("b-d", "b", "d", bends=((150.0, 150.0), (50.0, 150.0)))
    pack = make_pack(SQUARE, ["a-c", around])
    assert lint(pack, "crossing-connections") == []


def test_bend_that_cuts_across_a_connection_crosses(make_pack: Factory, lint: Lint) -> None:
    across = Connection("a-b", "a", "b", bends=((50.0, 150.0),))
    pack = make_pack(SQUARE, [across, "c-d"])
    assert lint(pack, "crossing-connections") == [("warning", ("a-b", "c-d"))]
