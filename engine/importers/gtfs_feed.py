"""The tables of a GTFS transit feed that a board needs, typed and cross-checked.

Read with the standard library's csv and zipfile rather than a GTFS library:
partridge and gtfs-kit load every table into pandas (gtfs-kit also needs
geopandas), assume a valid feed, and word a bad one as a pandas error; the
import needs five tables, row-numbered messages and bounded reading, which
`feed_zip` gives in a few lines.

Each trip counts once per day it runs (engine/importers/gtfs_calendar.py).
Stops are grouped into stations by `parent_station`, so the platforms of one
station are one place, and stations of one name a short walk apart are one.
Stop times are kept only for the trips of the routes `keep` accepts, while the
stops of every rail route are noted for the National Rail flag whatever is kept.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import SourceDataError
from engine.importers.csv_table import NULL_WORDS, CsvRow
from engine.importers.distance import km
from engine.importers.feed_zip import FeedZip, open_feed
from engine.importers.gtfs_calendar import service_days

LatLon = tuple[float, float]

TWIN_KM = 0.3  # stations of one name this close are one station
REQUIRED = ("stops.txt", "routes.txt", "trips.txt", "stop_times.txt")

# route_type, the basic values and the extended ranges (hundreds) most feeds use
_BASIC_MODES = {
    0: "tram",
    1: "subway",
    2: "rail",
    3: "bus",
    4: "ferry",
    5: "cable-tram",
    6: "aerial",
    7: "funicular",
    11: "trolleybus",
    12: "monorail",
}
_EXTENDED_MODES = {1: "rail", 2: "bus", 4: "subway", 7: "bus", 8: "trolleybus", 9: "tram"}
_EXTENDED_MODES.update({10: "ferry", 12: "ferry", 13: "aerial", 14: "funicular"})
MODES = (*dict.fromkeys(_BASIC_MODES.values()), "other")


def mode_of(route_type: int) -> str:
    if route_type in _BASIC_MODES:
        return _BASIC_MODES[route_type]
    return _EXTENDED_MODES.get(route_type // 100, "other")


@dataclass(frozen=True)
class FeedStation:
    """A stop with no parent, or a parent station with its platforms merged in."""

    key: str
    name: str
    place: LatLon


@dataclass(frozen=True)
class FeedRoute:
    id: str
    short_name: str
    long_name: str
    mode: str
    colour: str  # "#rrggbb", or ""

    @property
    def name(self) -> str:
        return self.short_name or self.long_name or self.id


@dataclass(frozen=True)
class FeedTrip:
    route: str
    shape: str  # "" without one
    stops: tuple[str, ...]  # stop ids in order (platforms, not stations)
    runs: int = 1  # days it runs over the feed's dates (1 when the feed has no calendar)


@dataclass
class Feed:
    path: Path
    stations: dict[str, FeedStation]
    station_of: dict[str, str]  # stop id -> station key
    stop_places: dict[str, LatLon]
    routes: dict[str, FeedRoute]
    trips: dict[str, FeedTrip]  # those of the kept routes with two stops or more
    rail_stations: set[str]
    shapes: dict[str, tuple[LatLon, ...]] = field(default_factory=dict)
    credits: str = ""
    licence: str = ""


def read_feed(path: Path, keep: Callable[[FeedRoute], bool] = lambda route: True) -> Feed:
    with open_feed(path) as feed:
        missing = [name for name in REQUIRED if not feed.has(name)]
        if missing:
            raise SourceDataError(
                f"{path}: not a GTFS feed: it has no {', '.join(missing)} "
                f"(a feed needs {', '.join(REQUIRED)})"
            )
        stops = _stops(feed)
        routes = {row.text("route_id"): _route(row) for row in feed.rows("routes.txt", _ROUTE)}
        route_of, shape_of, runs = _trips(feed, routes, service_days(feed))
        wanted = {key for key, route in routes.items() if keep(route) or route.mode == "rail"}
        stop_lists = _stop_times(feed, route_of, stops, wanted)
        used = {stop for stop_ids in stop_lists.values() for stop in stop_ids}
        stations, station_of, places = _stations(stops, used)
        rail = {
            station_of[stop]
            for trip, stop_ids in stop_lists.items()
            if routes[route_of[trip]].mode == "rail"
            for stop in stop_ids
        }
        trips = {
            trip: FeedTrip(route_of[trip], shape_of[trip], tuple(stop_ids), runs[trip])
            for trip, stop_ids in stop_lists.items()
            if keep(routes[route_of[trip]]) and len(stop_ids) > 1 and runs[trip]
        }
        shaped = {trip.shape for trip in trips.values() if trip.shape}
        shapes = _shapes(feed, shaped) if shaped and feed.has("shapes.txt") else {}
        credits, licence = _credits(feed)
    return Feed(path, stations, station_of, places, routes, trips, rail, shapes, credits, licence)


_STOP = ("stop_id", "stop_name", "stop_lat", "stop_lon")
_ROUTE = ("route_id", "route_type")
_TRIP = ("route_id", "trip_id")
_STOP_TIME = ("trip_id", "stop_id", "stop_sequence")
_SHAPE = ("shape_id", "shape_pt_lat", "shape_pt_lon", "shape_pt_sequence")


@dataclass(frozen=True)
class _Stop:
    row: CsvRow
    parent: str
    location_type: str


def _stops(feed: FeedZip) -> dict[str, _Stop]:
    stops: dict[str, _Stop] = {}
    for row in feed.rows("stops.txt", _STOP):
        stop_id = row.text("stop_id")
        if stop_id in stops:
            raise row.problem(f"stop id '{stop_id}' appears twice")
        parent = row.values.get("parent_station", "").strip()
        stops[stop_id] = _Stop(row, parent, row.values.get("location_type", "").strip() or "0")
    for stop in stops.values():
        if stop.parent and stop.parent not in stops:
            raise stop.row.problem(
                f"column 'parent_station': stop '{stop.parent}' is not in stops.txt"
            )
    return stops


def _stations(
    stops: dict[str, _Stop], used: set[str]
) -> tuple[dict[str, FeedStation], dict[str, str], dict[str, LatLon]]:
    """Every stop's station (its parent, or itself), and the names and places of
    the stations and stops some trip uses: an unused stop may leave them blank."""
    station_of = {stop_id: stop.parent or stop_id for stop_id, stop in stops.items()}
    stations: dict[str, FeedStation] = {}
    places: dict[str, LatLon] = {}
    for stop_id, key in station_of.items():
        if stop_id not in used:
            continue
        if key not in stations:
            row = stops[key].row
            stations[key] = FeedStation(key, row.text("stop_name"), _place(row))
        places[stop_id] = _place(stops[stop_id].row) if stop_id != key else stations[key].place
    return (*_twins_merged(stations, station_of), places)


def _twins_merged(
    stations: dict[str, FeedStation], station_of: dict[str, str]
) -> tuple[dict[str, FeedStation], dict[str, str]]:
    """Stations of one name a short walk apart made one: feeds without parent
    stations give each platform a stop of its own, and some give each mode a
    parent station of its own."""
    named: dict[str, list[FeedStation]] = defaultdict(list)
    merged: dict[str, str] = {}
    for station in stations.values():
        twins = named[station.name.casefold()]
        twin = next((t for t in twins if km(t.place, station.place) <= TWIN_KM), None)
        if twin is None:
            twins.append(station)
        else:
            merged[station.key] = twin.key
    return (
        {key: station for key, station in stations.items() if key not in merged},
        {stop: merged.get(key, key) for stop, key in station_of.items()},
    )


def _place(row: CsvRow) -> LatLon:
    latitude, longitude = row.number("stop_lat"), row.number("stop_lon")
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        raise row.problem(f"latitude {latitude}, longitude {longitude} is not a place on Earth")
    return (latitude, longitude)


def _route(row: CsvRow) -> FeedRoute:
    route_type = row.whole("route_type")
    colour = row.values.get("route_color", "").strip().lstrip("#")
    if colour.lower() in NULL_WORDS:
        colour = ""
    elif not re.fullmatch(r"[0-9a-fA-F]{6}", colour):
        raise row.problem(
            f"column 'route_color': expected a colour such as D01020, found '{colour}'"
        )
    return FeedRoute(
        id=row.text("route_id"),
        short_name=row.values.get("route_short_name", "").strip(),
        long_name=row.values.get("route_long_name", "").strip(),
        mode=mode_of(route_type),
        colour=f"#{colour.lower()}" if colour else "",
    )


def _trips(
    feed: FeedZip, routes: dict[str, FeedRoute], days: dict[str, int] | None
) -> tuple[dict[str, str], dict[str, str], dict[str, int]]:
    """Each trip's route, shape, and how many days it runs (once each when the feed
    has no calendar)."""
    route_of: dict[str, str] = {}
    shape_of: dict[str, str] = {}
    runs: dict[str, int] = {}
    columns = _TRIP if days is None else (*_TRIP, "service_id")  # a calendar names services
    for row in feed.rows("trips.txt", columns):
        trip, route = row.text("trip_id"), row.text("route_id")
        service = "" if days is None else row.text("service_id")
        if route not in routes:
            raise row.problem(f"column 'route_id': route '{route}' is not in routes.txt")
        if trip in route_of:
            raise row.problem(f"trip id '{trip}' appears twice")
        if days is not None and service not in days:
            raise row.problem(
                f"column 'service_id': service '{service}' is in neither calendar.txt nor "
                "calendar_dates.txt"
            )
        route_of[trip] = route
        shape_of[trip] = row.values.get("shape_id", "").strip()
        runs[trip] = 1 if days is None else max(days[service], 0)
    return route_of, shape_of, runs


def _stop_times(
    feed: FeedZip, route_of: dict[str, str], stops: dict[str, _Stop], wanted: set[str]
) -> dict[str, list[str]]:
    """Each trip's stops in order, for the trips of the `wanted` routes."""
    timed: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for row in feed.rows("stop_times.txt", _STOP_TIME):
        trip, stop = row.text("trip_id"), row.text("stop_id")
        route = route_of.get(trip)
        if route is None:
            raise row.problem(f"column 'trip_id': trip '{trip}' is not in trips.txt")
        if stop not in stops:
            raise row.problem(f"column 'stop_id': stop '{stop}' is not in stops.txt")
        if route in wanted:
            timed[trip].append((row.whole("stop_sequence"), stop))
    return {trip: [stop for _, stop in sorted(times)] for trip, times in timed.items()}


def _shapes(feed: FeedZip, wanted: set[str]) -> dict[str, tuple[LatLon, ...]]:
    points: dict[str, list[tuple[int, LatLon]]] = defaultdict(list)
    for row in feed.rows("shapes.txt", _SHAPE):
        shape = row.text("shape_id")
        if shape in wanted:
            place = (row.number("shape_pt_lat"), row.number("shape_pt_lon"))
            points[shape].append((row.whole("shape_pt_sequence"), place))
    return {shape: tuple(p for _, p in sorted(found)) for shape, found in points.items()}


def _credits(feed: FeedZip) -> tuple[str, str]:
    """Who runs and who publishes the network, and the licence where the feed
    states one (`feed_license` in feed_info.txt, a common addition to GTFS)."""
    agencies: list[str] = []
    if feed.has("agency.txt"):
        for row in feed.rows("agency.txt", ("agency_name",)):
            url = row.values.get("agency_url", "").strip()
            name = row.text("agency_name")
            agencies.append(f"{name} ({url})" if url else name)
    credits = "Transit data: " + (", ".join(agencies) or "agency not named in the feed")
    licence = ""
    if feed.has("feed_info.txt"):
        for row in feed.rows("feed_info.txt", ("feed_publisher_name",)):
            credits += f"; published by {row.text('feed_publisher_name')}"
            version = row.values.get("feed_version", "").strip()
            credits += f", version {version}" if version else ""
            licence = row.values.get("feed_license", "").strip() or licence
    return credits, licence
