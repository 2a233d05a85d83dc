"""`tracksmith import gtfs` on the hand-written River City feed (tests/data/gtfs/river-city/).

Amber Line: West Gate - Central Square - East End (three trips, a shape that
bends north between Central Square and East End) and a branch Central Square -
North Hill (one trip). Blue Line: South Park - Central Square - North Hill.
A rail route stops at Central Square and beside East End; a bus runs South Park - East End.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import main
from engine.families.oneday.fields import LINE
from engine.map.model import Connection, MapPack
from engine.pack import load_pack
from tests.gtfs_feeds import river_city, write_feed

Capture = pytest.CaptureFixture[str]
SUBWAY_STATIONS = {"West Gate", "Central Square", "East End", "North Hill", "South Park"}


def imported(
    tmp_path: Path, capsys: Capture, *options: str, leave_out: tuple[str, ...] = ()
) -> tuple[MapPack, str]:
    feed = river_city(tmp_path / "river-city.zip", leave_out)
    target = tmp_path / "draft.yaml"
    assert main(["import", "gtfs", str(feed), "-o", str(target), *options]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return load_pack(target), out


def names(pack: MapPack) -> set[str]:
    return {station.name for station in pack.stations}


def connection(pack: MapPack, first: str, second: str) -> Connection:
    ids = {station.name: station.id for station in pack.stations}
    return next(c for c in pack.connections if set(c.ends) == {ids[first], ids[second]})


def flagged(pack: MapPack, flag: str) -> set[str]:
    return {station.name for station in pack.stations if station.has(flag)}


def test_platforms_are_merged_into_their_parent_station(tmp_path: Path, capsys: Capture) -> None:
    pack, out = imported(tmp_path, capsys, "--ruleset", "underground")
    assert names(pack) == SUBWAY_STATIONS
    assert out.startswith(f"wrote {tmp_path / 'draft.yaml'}: 5 stations, 4 connections")
    central = next(s for s in pack.stations if s.name == "Central Square")
    west = next(s for s in pack.stations if s.name == "West Gate")
    assert central.pos[1] == west.pos[1]  # the parents' places, not the platforms'


def test_track_is_each_pair_once_with_lanes_where_routes_share_it(
    tmp_path: Path, capsys: Capture
) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    assert len(pack.connections) == 4
    assert connection(pack, "Central Square", "North Hill").lanes == 2  # Amber branch and Blue
    assert connection(pack, "West Gate", "Central Square").lanes == 1


def test_a_family_that_adds_sections_gets_no_lanes(tmp_path: Path, capsys: Capture) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "tube-dice")
    assert {c.lanes for c in pack.connections} == {1}


def test_bends_follow_the_shape_where_the_family_reads_bends(
    tmp_path: Path, capsys: Capture
) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    curve = connection(pack, "Central Square", "East End")
    central = next(s for s in pack.stations if s.name == "Central Square")
    assert curve.bends
    assert all(y < central.pos[1] for _, y in curve.bends)  # north of the straight line
    assert connection(pack, "West Gate", "Central Square").bends == ()  # a straight shape
    one_day, _ = imported(tmp_path, capsys, "--ruleset", "one-day")
    assert all(c.bends == () for c in one_day.connections)


def test_a_feed_without_shapes_gives_straight_track(tmp_path: Path, capsys: Capture) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", leave_out=("shapes.txt",))
    assert names(pack) == SUBWAY_STATIONS
    assert all(c.bends == () for c in pack.connections)


def test_rail_interchanges_and_line_ends_are_flagged_where_read(
    tmp_path: Path, capsys: Capture
) -> None:
    """U5 National Rail from the rail route's stop; U6 Terminus at every line end."""
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    assert flagged(pack, "national_rail") == {"Central Square", "East End"}  # East End on foot
    assert flagged(pack, "terminus") == SUBWAY_STATIONS - {"Central Square"}
    one_day, _ = imported(tmp_path, capsys, "--ruleset", "one-day")
    assert all(not station.flags for station in one_day.stations)


def test_lines_become_ordered_routes_with_branches_for_families_on_lines(
    tmp_path: Path, capsys: Capture
) -> None:
    """O1: each line in its real order; the branch is a route of the same line."""
    pack, out = imported(tmp_path, capsys, "--ruleset", "one-day")
    ids = {station.id: station.name for station in pack.stations}
    routes = [(r.name, r.colour, LINE.of(r), [ids[s] for s in r.stops]) for r in pack.routes]
    assert routes == [
        ("A", "#e8a317", "a", ["West Gate", "Central Square", "East End"]),
        ("A", "#e8a317", "a", ["Central Square", "North Hill"]),
        ("B", "#1f5fbf", "b", ["South Park", "Central Square", "North Hill"]),
    ]
    assert "3 routes" in out
    metro_x, _ = imported(tmp_path, capsys, "--ruleset", "metro-x")
    assert [len(r.stops) for r in metro_x.routes] == [3, 2, 3]
    assert all(LINE.of(r) == "" for r in metro_x.routes)  # Metro X reads no lines
    underground, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    assert underground.routes == ()


def test_the_agency_and_licence_are_credited(tmp_path: Path, capsys: Capture) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    assert "River Transit (https://example.org/river-transit)" in pack.credits
    assert "licence: not stated in the feed" in pack.credits
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", "--licence", "CC BY 4.0")
    assert "licence: CC BY 4.0" in pack.credits
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", leave_out=("agency.txt",))
    assert "agency not named in the feed" in pack.credits


def test_modes_choose_the_kinds_of_route(tmp_path: Path, capsys: Capture) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", "--modes", "bus")
    assert names(pack) == {"South Park", "East End"}
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", "--modes", "subway,rail")
    assert names(pack) == SUBWAY_STATIONS | {"Far Town", "East End Rail"}


def test_routes_pick_lines_by_id_or_name(tmp_path: Path, capsys: Capture) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", "--routes", "blue line")
    assert names(pack) == {"South Park", "Central Square", "North Hill"}


def test_an_area_keeps_the_stations_inside_it(tmp_path: Path, capsys: Capture) -> None:
    box = "-0.25,51.45,0.05,51.6"  # west, south, east, north: South Park is below it
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", f"--area={box}")
    assert names(pack) == SUBWAY_STATIONS - {"South Park"}


def test_around_a_station_keeps_those_within_the_radius(tmp_path: Path, capsys: Capture) -> None:
    """North Hill and South Park are 6.7 km from Central Square, West Gate and East End 6.9."""
    options = ("--ruleset", "underground", "--around", "central square", "--radius", "6.8")
    pack, _ = imported(tmp_path, capsys, *options)
    assert names(pack) == {"Central Square", "North Hill", "South Park"}


def test_the_command_prints_what_the_draft_still_needs(tmp_path: Path, capsys: Capture) -> None:
    """D3, D7: every line of River City ends at a station of one connection, which no
    die can number, so the dice draft cannot end a game: the command says so."""
    _, out = imported(tmp_path, capsys, "--ruleset", "tube-dice")
    assert "does not validate yet; still to add:" in out
    assert "lines-out-of-reach" in out


def test_the_command_lists_what_the_family_guessed(tmp_path: Path, capsys: Capture) -> None:
    """M1: each route gets windows and a bonus by its stops, in one list of guesses."""
    pack, out = imported(tmp_path, capsys, "--ruleset", "metro-x")
    guessed = [line for line in out.splitlines() if line.startswith("guessed: ")]
    assert guessed == [
        "guessed: 3 windows on 3 routes (1 per 3.5 stops, at most 4 a route and about 27 in "
        "all) and bonuses of 2-3 first points"
    ]
    assert all(route.fields["windows"] == 1 for route in pack.routes)
    assert "does not validate" not in out


def test_importing_again_gives_the_same_map(tmp_path: Path, capsys: Capture) -> None:
    first, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    second, _ = imported(tmp_path, capsys, "--ruleset", "underground")
    assert first == second


def test_a_variant_is_stored_and_an_unknown_one_refused(tmp_path: Path, capsys: Capture) -> None:
    pack, _ = imported(tmp_path, capsys, "--ruleset", "underground", "--variant", "london")
    assert pack.variant == "london"
    feed = river_city(tmp_path / "feed.zip")
    target = tmp_path / "other.yaml"
    args = ["import", "gtfs", str(feed), "-o", str(target), "--ruleset", "underground"]
    assert main([*args, "--variant", "atlantis"]) == 2
    assert "has no variant 'atlantis'" in capsys.readouterr().err
    assert not target.exists()


def ring_feed(path: Path, trips: dict[str, tuple[str, ...]]) -> Path:
    """Stations a, b, c, d on the corners of a square, and a route per trip."""
    stops = [["stop_id", "stop_name", "stop_lat", "stop_lon"]]
    stops += [[key, f"Ring {key}", lat, lon] for key, lat, lon in RING]
    times = [["trip_id", "stop_id", "stop_sequence"]]
    times += [[trip, key, n] for trip, keys in trips.items() for n, key in enumerate(keys)]
    return write_feed(
        path,
        {
            "stops.txt": stops,
            "routes.txt": [["route_id", "route_type"], *([trip, 1] for trip in trips)],
            "trips.txt": [["route_id", "trip_id"], *([trip, trip] for trip in trips)],
            "stop_times.txt": times,
        },
    )


RING = (("a", 51.0, 0.0), ("b", 51.0, 0.1), ("c", 51.1, 0.1), ("d", 51.1, 0.0))


def ring_import(tmp_path: Path, trips: dict[str, tuple[str, ...]], ruleset: str) -> MapPack:
    feed = ring_feed(tmp_path / "ring.zip", trips)
    target = tmp_path / "ring.yaml"
    assert main(["import", "gtfs", str(feed), "-o", str(target), "--ruleset", ruleset]) == 0
    return load_pack(target)


def test_a_circle_line_is_a_loop_route(tmp_path: Path, capsys: Capture) -> None:
    (route,) = ring_import(tmp_path, {"ring": ("a", "b", "c", "d", "a")}, "tube-dice").routes
    assert route.loop and route.stops == ("ring-a", "ring-b", "ring-c", "ring-d")
    assert "route-repeats-station" not in capsys.readouterr().out


def test_a_metro_x_draft_opens_a_loop_and_cuts_a_route_that_comes_back(
    tmp_path: Path, capsys: Capture
) -> None:
    """M1: a route runs from its Start Point to its End Point through distinct stations,
    so the draft opens the circle and keeps a lollipop's longest stretch of them."""
    trips = {"ring": ("a", "b", "c", "d", "a"), "lolly": ("b", "c", "d", "a", "c")}
    routes = {r.name: r for r in ring_import(tmp_path, trips, "metro-x").routes}
    assert not routes["ring"].loop and routes["ring"].stops == (
        "ring-a",
        "ring-b",
        "ring-c",
        "ring-d",
    )
    assert routes["lolly"].stops == ("ring-b", "ring-c", "ring-d", "ring-a")
    out = capsys.readouterr().out
    assert "1 loop route opened at its first stop" in out
    assert "1 route coming back to a station cut to its longest stretch" in out
    assert "route-repeats-station" not in out and "does not validate" not in out


def test_a_non_stop_run_takes_the_stopping_track_beside_it(tmp_path: Path) -> None:
    """The express from a to c runs on the local's track through b: no track of its own
    over b, and a second lane beside the local (U4)."""
    trips = {"local": ("a", "b", "c", "d"), "express": ("a", "c", "d")}
    pack = ring_import(tmp_path, trips, "underground")
    lanes = {c.id: c.lanes for c in pack.connections}
    assert lanes == {"ring-a--ring-b": 2, "ring-b--ring-c": 2, "ring-c--ring-d": 2}
    one_day = ring_import(tmp_path, trips, "one-day")
    assert [r.stops for r in one_day.routes] == [("ring-a", "ring-b", "ring-c", "ring-d")] * 2


def test_the_long_way_round_is_no_stopping_track(tmp_path: Path) -> None:
    """d to a is one side of the square; the local's a-b-c-d is three: a shuttle keeps it."""
    trips = {"local": ("a", "b", "c", "d"), "shuttle": ("d", "a")}
    pack = ring_import(tmp_path, trips, "underground")
    assert {c.id: c.lanes for c in pack.connections}["ring-d--ring-a"] == 1
    assert len(pack.connections) == 4


def test_stops_of_one_name_a_short_walk_apart_are_one_station(tmp_path: Path) -> None:
    """A feed without parent stations: Alpha's two platforms 33 m apart are one
    station, another Alpha 25 km away is a station of its own."""
    stops = [["stop_id", "stop_name", "stop_lat", "stop_lon"]]
    stops += [["a1", "Alpha", 51.0, 0.0], ["a2", "ALPHA", 51.0003, 0.0], ["b", "Beta", 51.0, 0.1]]
    stops += [["far", "Alpha", 51.2, 0.2]]
    trips = {"t1": ("a1", "b"), "t2": ("b", "a2"), "t3": ("b", "far")}
    times = [["trip_id", "stop_id", "stop_sequence"]]
    times += [[trip, key, n] for trip, keys in trips.items() for n, key in enumerate(keys)]
    feed = write_feed(
        tmp_path / "twins.zip",
        {
            "stops.txt": stops,
            "routes.txt": [["route_id", "route_type"], ["r", 1]],
            "trips.txt": [["route_id", "trip_id"], *(["r", trip] for trip in trips)],
            "stop_times.txt": times,
        },
    )
    target = tmp_path / "twins.yaml"
    assert main(["import", "gtfs", str(feed), "-o", str(target), "--ruleset", "underground"]) == 0
    pack = load_pack(target)
    assert [s.id for s in pack.stations] == ["alpha", "beta", "alpha-2"]
    assert {c.id for c in pack.connections} == {"alpha--beta", "beta--alpha-2"}
