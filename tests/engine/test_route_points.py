"""Where a printed route is drawn (engine.map.geometry.route_points): through its stops,
along the bends of the track joining each two in a row."""

from __future__ import annotations

from engine.map.geometry import route_points
from engine.map.model import Connection, Route
from tests.conftest import PackFactory


def test_a_route_runs_along_its_tracks_bends_in_its_own_direction(
    make_pack: PackFactory,
) -> None:
    bent = Connection("a-b", "a", "b", bends=((30, -20), (70, -20)))
    pack = make_pack({"a": (0, 0), "b": (100, 0), "c": (100, 100)}, [bent, "b-c"])
    forward = Route("r", ("a", "b", "c"))
    assert route_points(pack, forward) == [(0, 0), (30, -20), (70, -20), (100, 0), (100, 100)]
    backward = Route("r", ("c", "b", "a"))
    assert route_points(pack, backward) == [(100, 100), (100, 0), (70, -20), (30, -20), (0, 0)]


def test_a_loop_closes_and_a_stop_without_track_is_joined_straight(
    make_pack: PackFactory,
) -> None:
    pack = make_pack({"a": (0, 0), "b": (100, 0), "c": (100, 100)}, ["a-b"])
    loop = Route("r", ("a", "b", "c", "gone"), loop=True)
    assert route_points(pack, loop) == [(0, 0), (100, 0), (100, 100), (0, 0)]
