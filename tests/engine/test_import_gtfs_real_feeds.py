"""`tracksmith import gtfs` on real published feeds, kept cut down in tests/data/gtfs/ (each
folder's README names the publisher, the package it came from and the licence): Cairns'
buses (TransLink, 2014: bus bays and stops on both sides of a road, no parent stations, CRLF
lines) and New York's subway lines 1 and 2 (MTA, 2024: platforms under parent stations, an
express beside a local, two stations named 125 St). What each test expects is counted here
from the feed's own tables, as docs/importing.md says the import reads them."""

from __future__ import annotations

import csv
import io
import math
import re
import zipfile
from collections import Counter
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import pairwise
from pathlib import Path

import pytest

from engine.cli import main
from engine.lint.validate import validate
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.rules import get_ruleset
from tests.gtfs_feeds import DATA

Capture = pytest.CaptureFixture[str]
Table = list[dict[str, str]]
MERGE_METRES = 300  # the import's default --merge-distance
BAY = re.compile(r"\s+Stop [A-Z]$")  # the only bay suffix these two feeds use
FAMILIES = ("next-station", "metro-x", "tube-dice", "one-day", "underground")


@dataclass(frozen=True)
class RealFeed:
    path: Path
    mode: str


CAIRNS = RealFeed(DATA / "cairns" / "cairns.zip", "bus")
NEW_YORK = RealFeed(DATA / "nyc-subway" / "nyc-subway.zip", "subway")
FEEDS = {"cairns": CAIRNS, "new-york": NEW_YORK}


def table(feed: RealFeed, name: str) -> Table:
    with zipfile.ZipFile(feed.path) as archive:
        text = archive.read(name).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text, newline="")))


def metres(a: dict[str, str], b: dict[str, str]) -> float:
    """Great-circle distance between two stops."""
    lat1, lon1, lat2, lon2 = (
        math.radians(float(s[key])) for s in (a, b) for key in ("stop_lat", "stop_lon")
    )
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * 6_371_000 * math.asin(math.sqrt(h))


def expected_stations(feed: RealFeed) -> list[str]:
    """The names of the stations the board should have: each stop some trip calls at, as
    its parent station where it has one; those of one name (less a bay) within 300 m of
    the first of that name one station, named without the bay where their names differ."""
    stops = {stop["stop_id"]: stop for stop in table(feed, "stops.txt")}
    called = {row["stop_id"] for row in table(feed, "stop_times.txt")}
    served = {stops[s]["parent_station"] or s for s in called}
    groups: dict[str, list[list[dict[str, str]]]] = {}
    for stop in stops.values():  # in the feed's order: the first of a name is kept
        if stop["stop_id"] not in served:
            continue
        clusters = groups.setdefault(BAY.sub("", stop["stop_name"]), [])
        near = next((c for c in clusters if metres(c[0], stop) <= MERGE_METRES), None)
        if near is None:
            clusters.append([stop])
        else:
            near.append(stop)
    return [
        name if len({s["stop_name"] for s in cluster}) > 1 else cluster[0]["stop_name"]
        for name, clusters in groups.items()
        for cluster in clusters
    ]


def imported(feed: RealFeed, target: Path, capsys: Capture, *options: str) -> tuple[str, str]:
    code = main(
        ["import", "gtfs", str(feed.path), "-o", str(target), "--modes", feed.mode, *options]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    return out, err


@pytest.mark.parametrize("name", FEEDS)
def test_a_real_feed_imports_with_the_stations_it_has(
    name: str, tmp_path: Path, capsys: Capture
) -> None:
    feed = FEEDS[name]
    out, err = imported(feed, tmp_path / "map.yaml", capsys, "--ruleset", "underground")
    assert err == ""  # both feeds are valid: nothing read without, no warning
    pack = load_pack(tmp_path / "map.yaml")
    stations = expected_stations(feed)
    assert out.startswith(f"wrote {tmp_path / 'map.yaml'}: {len(stations)} stations, ")
    assert Counter(s.name for s in pack.stations) == Counter(stations)


def station_names(feed: RealFeed, target: Path, capsys: Capture) -> Counter[str]:
    imported(feed, target, capsys, "--ruleset", "underground")
    return Counter(station.name for station in load_pack(target).stations)


def test_bus_bays_and_both_sides_of_a_road_are_one_station(tmp_path: Path, capsys: Capture) -> None:
    names = station_names(CAIRNS, tmp_path / "map.yaml", capsys)
    assert len(table(CAIRNS, "stops.txt")) == 416 and names.total() == 395
    assert names["The Pier Cairns - Terminus"] == 1  # its bays "Stop A" to "Stop E"
    assert not [name for name in names if " Stop " in name]
    assert names["Edge Hill"] == 1  # a stop on each side of the road
    assert names["Loridan Dr - Hail and Ride Location"] == 2  # two stops 507 m apart


def test_platforms_are_their_parent_station_and_far_namesakes_stay_apart(
    tmp_path: Path, capsys: Capture
) -> None:
    names = station_names(NEW_YORK, tmp_path / "map.yaml", capsys)
    assert names.total() == 91  # the parents of the 182 platforms called at
    assert names["125 St"] == 2  # the 1's and the 2's, 1.4 km apart
    assert names["96 St"] == 1  # where the 2 joins the 1: one parent, two lines


@pytest.mark.parametrize("name", FEEDS)
def test_a_real_feed_gives_its_routes_as_lines(name: str, tmp_path: Path, capsys: Capture) -> None:
    feed = FEEDS[name]
    imported(feed, tmp_path / "map.yaml", capsys, "--ruleset", "metro-x")
    pack = load_pack(tmp_path / "map.yaml")
    running = {trip["route_id"] for trip in table(feed, "trips.txt")}
    colours = {
        r["route_short_name"]: f"#{r['route_color'].lower()}"
        for r in table(feed, "routes.txt")
        if r["route_id"] in running
    }
    assert {route.name for route in pack.routes} == set(colours)
    assert all(route.colour == colours[route.name] for route in pack.routes)
    assert len(colours) == {"cairns": 22, "new-york": 2}[name]


def draft_errors(pack: MapPack) -> list[str]:
    return [f.code for f in validate(pack) if f.severity == "error"]


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("name", FEEDS)
def test_a_draft_of_a_real_feed_loads_in_every_family(
    name: str, family: str, tmp_path: Path, capsys: Capture
) -> None:
    feed = FEEDS[name]
    out, err = imported(feed, tmp_path / "map.yaml", capsys, "--ruleset", family)
    assert err == ""
    assert len([line for line in out.splitlines() if line.startswith("guessed: ")]) == 1, out
    assert "does not validate" not in out and "before it plays" not in out, out
    pack = load_pack(tmp_path / "map.yaml")
    assert pack.ruleset == family
    assert draft_errors(pack) == []
    if get_ruleset(family).layout_style == "grid":  # laid out on its lattice by the import
        assert "schematic layout: octilinear segments: 100.0% (" in out, out
        assert octilinear(pack)


def octilinear(pack: MapPack) -> bool:
    """Every straight piece of every connection horizontal, vertical or at 45 degrees."""
    places = {station.id: station.pos for station in pack.stations}
    for link in pack.connections:
        points = [places[link.ends[0]], *link.bends, places[link.ends[1]]]
        for (x1, y1), (x2, y2) in pairwise(points):
            dx, dy = abs(x2 - x1), abs(y2 - y1)
            if min(dx, dy, abs(dx - dy)) > 1e-6 * max(dx, dy, 1):
                return False
    return True


def test_the_subway_lays_out_octilinear_adding_no_crossing(tmp_path: Path, capsys: Capture) -> None:
    out, _ = imported(
        NEW_YORK,
        tmp_path / "map.yaml",
        capsys,
        "--ruleset",
        "underground",
        "--layout",
        "octilinear",
    )
    assert "schematic layout: octilinear segments: 100.0% (" in out, out
    assert "schematic layout: crossings added: 0\n" in out, out
    pack = load_pack(tmp_path / "map.yaml")
    assert octilinear(pack)
    assert len(pack.stations) == len(expected_stations(NEW_YORK))


def test_around_a_name_two_stations_share_lists_both(tmp_path: Path, capsys: Capture) -> None:
    options = ["--modes", "subway", "--around", "125 St", "--radius", "2"]
    code = main(["import", "gtfs", str(NEW_YORK.path), "-o", str(tmp_path / "m.yaml"), *options])
    err = capsys.readouterr().err
    assert code == 2
    assert "2 stations of the chosen routes are named '125 St'" in err
    assert "stop id '116'" in err and "stop id '225'" in err
    assert not (tmp_path / "m.yaml").exists()


WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def service_days(feed: RealFeed) -> dict[str, set[date]]:
    """The days each service runs: calendar.txt's weekdays between its dates, with
    calendar_dates.txt's days added (exception type 1) and taken away (2)."""
    runs: dict[str, set[date]] = {}
    for row in table(feed, "calendar.txt"):
        day, last = _day(row["start_date"]), _day(row["end_date"])
        days = runs.setdefault(row["service_id"], set())
        for n in range((last - day).days + 1):
            if row[WEEKDAYS[(day + timedelta(n)).weekday()]] == "1":
                days.add(day + timedelta(n))
    for row in table(feed, "calendar_dates.txt"):
        days = runs.setdefault(row["service_id"], set())
        if row["exception_type"] == "1":
            days.add(_day(row["date"]))
        else:
            days.discard(_day(row["date"]))
    return runs


def _day(text: str) -> date:
    return date(int(text[:4]), int(text[4:6]), int(text[6:]))


def test_the_busiest_day_is_the_one_the_calendar_says(tmp_path: Path, capsys: Capture) -> None:
    runs = service_days(CAIRNS)
    counts = Counter(day for trip in table(CAIRNS, "trips.txt") for day in runs[trip["service_id"]])
    busiest = min(counts, key=lambda day: (-counts[day], day))  # the first of equals
    assert busiest.weekday() == 4  # Fridays: the weekday trips and the Friday-only ones
    out, _ = imported(CAIRNS, tmp_path / "map.yaml", capsys, "--date", "busiest")
    assert f"counted the trips of {busiest:%A %Y%m%d}, the day the most trips run" in out
