"""Which stops are one station: bus bays and the two sides of a road merged within
a distance the designer sets, transfers.txt joining or keeping stations apart,
and a station named by --around that two stations share."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import main
from engine.importers.gtfs_stations import base_name
from engine.map.model import MapPack
from engine.pack import load_pack
from tests.gtfs_feeds import write_feed

Capture = pytest.CaptureFixture[str]
# A bus station of five bays 25 m apart, stops either side of Mill Road 30 m apart,
# and Quay Street a kilometre off: two routes through them all.
STOPS = {
    "ba": ("Central Bus Station, Stop A", 51.0, 0.0),
    "bb": ("Central Bus Station, Stop B", 51.0, 0.00036),
    "bc": ("Central Bus Station (Stop C)", 51.0, 0.00072),
    "bd": ("Central Bus Station Stand D", 51.0, 0.00108),
    "be": ("Central Bus Station - Bay E", 51.0, 0.00144),
    "mn": ("Mill Road (Northbound)", 51.01, 0.0),
    "ms": ("Mill Road (Southbound)", 51.01027, 0.0),
    "q": ("Quay Street", 51.02, 0.0),
}
TRIPS = {
    "r1-a": ("r1", ("ba", "mn", "q")),
    "r1-b": ("r1", ("q", "ms", "bb")),
    "r2-a": ("r2", ("bc", "mn")),
    "r3-a": ("r3", ("bd", "ms")),
    "r3-b": ("r3", ("be", "q")),
}


def feed(
    path: Path, stops: dict[str, tuple[str, float, float]] = STOPS, **extra: list[list[object]]
) -> Path:
    times: list[list[object]] = [["trip_id", "stop_id", "stop_sequence"]]
    times += [[trip, stop, n] for trip, (_, keys) in TRIPS.items() for n, stop in enumerate(keys)]
    routes = sorted({route for route, _ in TRIPS.values()})
    tables: dict[str, list[list[object]]] = {
        "stops.txt": [["stop_id", "stop_name", "stop_lat", "stop_lon"]]
        + [[key, *values] for key, values in stops.items()],
        "routes.txt": [["route_id", "route_type"], *([route, 3] for route in routes)],
        "trips.txt": [
            ["route_id", "trip_id"],
            *([route, trip] for trip, (route, _) in TRIPS.items()),
        ],
        "stop_times.txt": times,
        **{f"{name}.txt": rows for name, rows in extra.items()},
    }
    return write_feed(path, tables)


def imported(tmp_path: Path, source: Path, *options: str) -> MapPack:
    target = tmp_path / "draft.yaml"
    command = ["import", "gtfs", str(source), "-o", str(target), "--modes", "bus", *options]
    assert main([*command, "--ruleset", "underground"]) == 0
    return load_pack(target)


def names(pack: MapPack) -> list[str]:
    return [station.name for station in pack.stations]


@pytest.mark.parametrize(
    ("name", "base"),
    [("Central Bus Station, Stop A", "central bus station"),
     ("Central Bus Station (Stop C)", "central bus station"),
     ("Central  Bus Station Stand D", "central bus station"),
     ("Central Bus Station - Bay E", "central bus station"),
     ("Hauptbahnhof Bstg. 3", "hauptbahnhof"),
     ("Mill Road (Northbound)", "mill road"),
     ("Mill Road [SB]", "mill road"),
     ("Mill Road (NB) - Stop 2", "mill road"),
     ("Edgware Road (B)", "edgware road (b)"),  # a line's letter, not a bay
     ("Queen's Gate", "queen's gate"),
     ("Stop A", "stop a")],
)  # fmt: skip
def test_a_bay_stand_platform_or_direction_is_taken_off_the_name(name: str, base: str) -> None:
    assert base_name(name) == base


def test_bays_and_the_two_sides_of_a_road_are_one_station(tmp_path: Path) -> None:
    pack = imported(tmp_path, feed(tmp_path / "f.zip"))
    assert names(pack) == ["Central Bus Station", "Mill Road", "Quay Street"]
    # Bay E's trip to Quay Street passes Mill Road: it runs on that track (gtfs_express)
    assert {c.id for c in pack.connections} == {
        "central-bus-station--mill-road", "mill-road--quay-street"
    }  # fmt: skip


def test_the_distance_is_the_designers_and_zero_keeps_every_stop(tmp_path: Path) -> None:
    source = feed(tmp_path / "f.zip")
    # Stops 25 m apart: A takes B (25 m) but not C (50.4 m), which takes D; E is 50.4 m from C.
    near = imported(tmp_path, source, "--merge-distance", "50")
    assert names(near) == [
        "Central Bus Station", "Central Bus Station", "Central Bus Station - Bay E",
        "Mill Road", "Quay Street",
    ]  # fmt: skip
    apart = imported(tmp_path, source, "--merge-distance", "0")
    assert len(apart.stations) == len(STOPS)


def test_a_transfer_joins_stations_of_other_names_and_type_3_keeps_them_apart(
    tmp_path: Path,
) -> None:
    stops = {**STOPS, "q": ("Harbour", 51.0104, 0.0)}  # 45 m from Mill Road Southbound
    transfers: list[list[object]] = [
        ["from_stop_id", "to_stop_id", "transfer_type", "min_transfer_time"],
        ["ms", "q", 2, 120],
        ["mn", "ms", 3],  # no changing between the two sides
    ]
    pack = imported(tmp_path, feed(tmp_path / "f.zip", stops, transfers=transfers))
    assert names(pack) == [
        "Central Bus Station",
        "Mill Road (Northbound)",
        "Mill Road (Southbound)",
    ]


def test_a_transfer_warning_names_the_row(tmp_path: Path, capsys: Capture) -> None:
    transfers: list[list[object]] = [
        ["from_stop_id", "to_stop_id", "transfer_type"],
        ["ba", "nowhere", 0],
    ]
    source = feed(tmp_path / "f.zip", transfers=transfers)
    imported(tmp_path, source)
    assert capsys.readouterr().err == (
        f"tracksmith import: warning: {source}/transfers.txt, row 2: stop 'nowhere' is not in "
        "stops.txt; the transfer is left out\n"
    )


def test_an_ambiguous_around_lists_the_stations_and_a_stop_id_picks_one(
    tmp_path: Path, capsys: Capture
) -> None:
    stops = {**STOPS, "q": ("Mill Road (Northbound)", 51.02, 0.0)}  # a second Mill Road, 1 km off
    source = feed(tmp_path / "f.zip", stops)
    target = tmp_path / "d.yaml"
    around = ["--around", "Mill Road (Northbound)", "--radius", "0.5", "--merge-distance", "0"]
    assert main(["import", "gtfs", str(source), "-o", str(target), "--modes", "bus", *around]) == 2
    out, err = capsys.readouterr()
    assert f"{source}/stops.txt: 2 stations of the chosen routes are named " in err
    assert "'Mill Road (Northbound)' (stop id 'mn' at 51.01000, 0.00000; stop id 'q' at " in err
    assert "give the stop id of one" in err and out == "" and not target.exists()
    by_id = ["--around", "q", "--radius", "1.2", "--merge-distance", "0"]
    kept = [s.name for s in imported(tmp_path, source, *by_id).stations]
    assert sorted(kept) == ["Mill Road (Northbound)"] * 2 + ["Mill Road (Southbound)"]
