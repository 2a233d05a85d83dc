"""Lint: stations sit apart, track stops where it passes, and every station is
reachable from the Passenger's start."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.map.model import Connection, MapPack

Factory = Callable[..., MapPack]
Lint = Callable[..., list[Any]]

# On the default 1000 x 1000 canvas two stations closer than 5 units overlap.


def test_stations_on_top_of_each_other(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack({"a": (200.0, 200.0), "b": (204.0, 200.0), "c": (600.0, 600.0)})
    assert lint(pack, "overlapping-stations") == [("error", ("a", "b"))]


def test_overlap_distance_follows_the_canvas(make_pack: Factory, lint: Lint) -> None:
    stations = {"a": (200.0, 200.0), "b": (206.0, 200.0)}
    assert lint(make_pack(stations), "overlapping-stations") == []
    wide = make_pack(stations, canvas=(2000.0, 500.0))  # 10 units now
    assert lint(wide, "overlapping-stations") == [("error", ("a", "b"))]


def test_track_running_over_a_station(make_pack: Factory, lint: Lint) -> None:
    stations = {"a": (0.0, 0.0), "b": (100.0, 2.0), "c": (200.0, 0.0)}
    pack = make_pack(stations, ["a-c", "a-b"])
    assert lint(pack, "track-over-station") == [("warning", ("a-c", "b"))]


def test_track_bent_around_a_station(make_pack: Factory, lint: Lint) -> None:
    stations = {"a": (0.0, 0.0), "b": (100.0, 2.0), "c": (200.0, 0.0)}
    around = Connection("a-c", "a", "c", bends=((100.0, 60.0),))
    assert lint(make_pack(stations, [around, "a-b"]), "track-over-station") == []


def test_two_start_stations(make_pack: Factory, lint: Lint) -> None:
    """U13: the Passenger starts at one station."""
    stations = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (200.0, 0.0)}
    pack = make_pack(stations, ["a-b", "b-c"], flags={"a": ["start"], "c": ["start", "terminus"]})
    assert lint(pack, "several-starts") == [("error", ("a", "c"))]


def test_one_start_station(make_pack: Factory, lint: Lint) -> None:
    """U13: the Passenger starts at one station."""
    stations = {"a": (0.0, 0.0), "b": (100.0, 0.0)}
    pack = make_pack(stations, ["a-b"], flags={"a": ["start"], "b": ["terminus"]})
    assert lint(pack, "several-starts") == []


def test_station_unreachable_from_the_start(make_pack: Factory, lint: Lint) -> None:
    stations = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (0.0, 100.0), "d": (100.0, 100.0)}
    pack = make_pack(stations, ["a-b", "c-d"], flags={"a": ["start"]})
    assert lint(pack, "unreachable-station") == [("warning", ("c",)), ("warning", ("d",))]


def test_every_station_reachable_from_the_start(make_pack: Factory, lint: Lint) -> None:
    stations = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (0.0, 100.0), "d": (100.0, 100.0)}
    pack = make_pack(stations, ["a-b", "c-d", "b-d"], flags={"c": ["start"]})
    assert lint(pack, "unreachable-station") == []


def test_reachability_needs_a_start(make_pack: Factory, lint: Lint) -> None:
    """Families without a Passenger (Next Station, Metro X) have no start station."""
    stations = {"a": (0.0, 0.0), "b": (100.0, 0.0), "c": (0.0, 100.0)}
    assert lint(make_pack(stations, ["a-b"]), "unreachable-station") == []
