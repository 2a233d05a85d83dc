"""Transit feeds for the GTFS import's tests and benchmark, made on the fly.

`river_city` zips the hand-written feed in tests/data/gtfs/river-city/.
`london_feed` turns the London tables in maps/sources/london-tube/ (302
stations, 13 lines) into a GTFS feed shaped like an agency's: every station a
parent with one platform per line, each line a route whose runs (branches
included) are trips both ways with shapes that curve between stations, the DLR
as light rail, and a one-stop rail trip at each National Rail interchange.

    python -m tests.gtfs_feeds london.zip      # writes the London feed to look at
"""

from __future__ import annotations

import csv
import io
import sys
import zipfile
from collections import defaultdict
from collections.abc import Iterable, Sequence
from itertools import pairwise
from pathlib import Path

from engine.importers.drafting import Drafted
from engine.importers.line_runs import line_runs
from engine.importers.tube_csv import Crop, PackInfo, import_tube_csv

DATA = Path(__file__).resolve().parent / "data" / "gtfs"
LONDON = Path(__file__).resolve().parent.parent / "maps" / "sources" / "london-tube"
LIGHT_RAIL = {"Docklands Light Railway"}
TRIPS_EACH_WAY = 3
BULGE = 0.15  # how far a shape swings out between two stations, as a share of their distance


def london_draft(ruleset: str, zone_max: float = 2, routes: bool = False) -> Drafted:
    """The London tables to `zone_max` imported for `ruleset`, drafted as it drafts them."""
    tables = (LONDON / f"london.{name}.csv" for name in ("stations", "connections", "lines"))
    info = PackInfo(id="draft", name="Draft", ruleset=ruleset, routes=routes)
    return import_tube_csv(*tables, info, Crop(zone_max=zone_max))


def river_city(target: Path, leave_out: Iterable[str] = ()) -> Path:
    """The hand-written feed as a zip, less the tables named in `leave_out`."""
    skipped = set(leave_out)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for table in sorted((DATA / "river-city").glob("*.txt")):
            if table.name not in skipped:
                archive.write(table, table.name)
    return target


def write_feed(target: Path, tables: dict[str, Sequence[Sequence[object]]]) -> Path:
    """A zip of the tables (file name -> rows, the header first)."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, rows in tables.items():
            text = io.StringIO()
            csv.writer(text, lineterminator="\n").writerows(rows)
            archive.writestr(name, text.getvalue())
    return target


def london_feed(target: Path, trips_each_way: int = TRIPS_EACH_WAY) -> Path:
    """`trips_each_way` per run of each line: a real timetable runs hundreds."""
    stations = _read(LONDON / "london.stations.csv")
    lines = _read(LONDON / "london.lines.csv")
    places = {s["id"]: (float(s["latitude"]), float(s["longitude"])) for s in stations}
    served: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for link in _read(LONDON / "london.connections.csv"):
        served[link["line"]].append((link["station1"], link["station2"]))
    rank = {s["id"]: n for n, s in enumerate(stations)}
    stops: list[list[object]] = [
        ["stop_id", "stop_name", "stop_lat", "stop_lon", "location_type", "parent_station"]
    ]
    for s in stations:
        stops.append([s["id"], s["name"], s["latitude"], s["longitude"], 1, ""])
    routes = [
        [
            "route_id",
            "agency_id",
            "route_short_name",
            "route_long_name",
            "route_type",
            "route_color",
        ]
    ]
    trips = [["route_id", "service_id", "trip_id", "direction_id", "shape_id"]]
    times = [["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence"]]
    shapes = [["shape_id", "shape_pt_lat", "shape_pt_lon", "shape_pt_sequence"]]
    platforms: set[str] = set()
    for line in lines:
        kind = 0 if line["name"] in LIGHT_RAIL else 1
        routes.append([line["line"], "tfl", "", line["name"], kind, line["colour"]])
        for number, run in enumerate(line_runs(served[line["line"]], rank.__getitem__)):
            for direction, stops_of in enumerate((run, run[::-1])):
                shape = f"{line['line']}-{number}-{direction}"
                shapes += _shape(shape, [places[s] for s in stops_of])
                for copy in range(trips_each_way):
                    trip = f"{shape}-{copy}"
                    trips.append([line["line"], "daily", trip, direction, shape])
                    for sequence, station in enumerate(stops_of, start=1):
                        platform = f"{station}-{line['line']}"
                        platforms.add(platform)
                        time = f"{6 + copy // 60:02d}:{copy % 60:02d}:{sequence % 60:02d}"
                        times.append([trip, time, time, platform, sequence])
    for platform in sorted(platforms):
        station = platform.split("-")[0]
        lat, lon = places[station]
        stops.append([platform, f"{_name(stations, station)} platform", lat, lon, 0, station])
    routes.append(["nr", "nr", "", "National Rail", 2, "7F7F7F"])
    for s in stations:
        if s["rail"] == "1":
            stops.append(
                [f"{s['id']}-nr", f"{s['name']} rail", s["latitude"], s["longitude"], 0, s["id"]]
            )
            trips.append(["nr", "daily", f"nr-{s['id']}", 0, ""])
            times.append([f"nr-{s['id']}", "07:00:00", "07:00:00", f"{s['id']}-nr", 1])
    return write_feed(
        target,
        {
            "agency.txt": [
                ["agency_id", "agency_name", "agency_url", "agency_timezone"],
                [
                    "tfl",
                    "London Underground (2014 tables)",
                    "https://github.com/nicola/tubemaps",
                    "Europe/London",
                ],
                ["nr", "National Rail", "", "Europe/London"],
            ],
            "feed_info.txt": [
                ["feed_publisher_name", "feed_version", "feed_license"],
                ["Tracksmith tests", "2014", "ISC"],
            ],
            "stops.txt": stops,
            "routes.txt": routes,
            "trips.txt": trips,
            "stop_times.txt": times,
            "shapes.txt": shapes,
        },
    )


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _name(stations: list[dict[str, str]], key: str) -> str:
    return next(s["name"] for s in stations if s["id"] == key)


def _shape(shape: str, places: list[tuple[float, float]]) -> list[list[object]]:
    """The stations joined by a curve: between each two, a point swung aside."""
    points = [places[0]]
    for (lat1, lon1), (lat2, lon2) in pairwise(places):
        middle = (
            (lat1 + lat2) / 2 + (lon2 - lon1) * BULGE,
            (lon1 + lon2) / 2 - (lat2 - lat1) * BULGE,
        )
        points += [middle, (lat2, lon2)]
    return [
        [shape, round(lat, 6), round(lon, 6), n] for n, (lat, lon) in enumerate(points, start=1)
    ]


if __name__ == "__main__":
    print(london_feed(Path(sys.argv[1])))
