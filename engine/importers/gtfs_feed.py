"""The tables of a GTFS transit feed that a board needs, typed and cross-checked.

Read with the standard library's zipfile and csv, and numpy, rather than a
GTFS library: partridge and gtfs-kit load every table into pandas (gtfs-kit
also needs geopandas), assume a valid feed, and word a bad one as a pandas
error; the import needs a few tables, row-numbered messages and bounded
reading, which `feed_zip`, `feed_text` and `gtfs_timetable` give.

Each trip counts once per day it runs, and once per departure where
frequencies.txt repeats it (engine/importers/gtfs_calendar.py). Stops are
grouped into stations by `parent_station`, so the platforms of one station are
one place; which stations are one beyond that is decided when the network is
built (engine/importers/gtfs_stations.py), from their names, places and
transfers.txt. Stop times are kept only for the trips of the routes `keep`
accepts, while the stops of every rail route are noted for the National Rail
flag whatever is kept. A malformed optional value (a colour, a frequency, a
transfer) is a warning naming the file and row, and the feed is read without it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from itertools import chain
from pathlib import Path
from typing import NamedTuple

from engine.collector import collector_paused
from engine.errors import SourceDataError
from engine.importers.csv_table import NULL_WORDS, CsvRow, quoted
from engine.importers.feed_zip import FeedZip, open_feed
from engine.importers.gtfs_calendar import BUSIEST, departures, read_calendar
from engine.importers.gtfs_modes import mode_of
from engine.importers.gtfs_timetable import read_shapes, read_stop_times, read_trips

LatLon = tuple[float, float]

REQUIRED = ("stops.txt", "routes.txt", "trips.txt", "stop_times.txt")
CHANGE, NO_CHANGE = "change", "no change"


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
class Transfer:
    """Two stations' keys and whether transfers.txt lets a rider change between them."""

    a: str
    b: str
    kind: str  # CHANGE or NO_CHANGE


class FeedTrip(NamedTuple):
    """A tuple, not a dataclass: a city's feed makes tens of thousands of them."""

    route: str
    shape: str  # "" without one
    stops: tuple[str, ...]  # stop ids in order (platforms, not stations)
    runs: int = 1  # times it runs over the feed's dates (1 when the feed has no calendar)


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
    transfers: tuple[Transfer, ...] = ()  # between stations of different keys
    warnings: tuple[str, ...] = ()  # what was read without, each naming its file and row
    day: date | None = None  # the one day whose trips were counted


def read_feed(
    path: Path,
    keep: Callable[[FeedRoute], bool] = lambda route: True,
    on: date | str | None = None,
) -> Feed:
    """`on` (a date, or BUSIEST for the day the most trips run) counts only the
    trips that run that day; the feed's `day` says which it was."""
    with open_feed(path) as feed, collector_paused():
        missing = [name for name in REQUIRED if not feed.has(name)]
        if missing:
            raise SourceDataError(
                f"{path}: not a GTFS feed: it has no {', '.join(missing)} "
                f"(a feed needs {', '.join(REQUIRED)})"
            )
        stops = _stops(feed)
        routes = {
            row.text("route_id"): _route(row, feed.warnings)
            for row in feed.rows("routes.txt", _ROUTE)
        }
        calendar = read_calendar(feed)
        if on is not None and calendar is None:
            feed.warnings.append(f"{path}: the feed has no calendar; every trip counts, any day")
        days = None if calendar is None else calendar.days()
        route_of, shape_of, service_of = read_trips(feed, routes, days)
        if calendar is not None and on == BUSIEST:
            on = calendar.busiest(Counter(service_of.values()))
        if calendar is not None and isinstance(on, date):
            days = calendar.on(on)
        if days is None:
            runs = dict.fromkeys(service_of, 1)
        else:
            runs = {trip: max(days[service], 0) for trip, service in service_of.items()}
        if feed.has("frequencies.txt"):
            for trip, times in departures(feed, route_of.keys()).items():
                runs[trip] *= times
        kept = {key for key, route in routes.items() if keep(route)}
        rail_routes = {key for key, route in routes.items() if route.mode == "rail"}
        stop_lists = read_stop_times(feed, route_of, stops, kept | rail_routes)
        patterns = {id(stop_ids): stop_ids for stop_ids in stop_lists.values()}  # shared ones once
        stations, station_of, places = _stations(stops, set(chain.from_iterable(patterns.values())))
        transfers = _transfers(feed, station_of, stations) if feed.has("transfers.txt") else ()
        on_rail = (ids for trip, ids in stop_lists.items() if route_of[trip] in rail_routes)
        rail = (  # most feeds have no rail route: their trips are not gone through
            set(map(station_of.__getitem__, chain.from_iterable(on_rail))) if rail_routes else set()
        )
        chosen = [
            trip
            for trip, stop_ids in stop_lists.items()
            if route_of[trip] in kept and len(stop_ids) > 1 and runs[trip]
        ]
        fields = zip(
            map(route_of.__getitem__, chosen),
            map(shape_of.__getitem__, chosen),
            map(tuple, map(stop_lists.__getitem__, chosen)),
            map(runs.__getitem__, chosen),
            strict=True,
        )
        trips = dict(zip(chosen, map(_new_trip, fields), strict=True))
        shaped = {trip.shape for trip in trips.values() if trip.shape}
        shapes = read_shapes(feed, shaped) if shaped and feed.has("shapes.txt") else {}
        credits, licence = _credits(feed)
        warnings = tuple(feed.warnings)
    day = on if isinstance(on, date) else None
    return Feed(
        path, stations, station_of, places, routes, trips, rail, shapes, credits, licence,
        transfers, warnings, day,
    )  # fmt: skip


_new_trip = partial(tuple.__new__, FeedTrip)  # from its fields in order, without a Python call
_STOP = ("stop_id", "stop_name", "stop_lat", "stop_lon")
_ROUTE = ("route_id", "route_type")
_TRANSFER = ("from_stop_id", "to_stop_id")


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
    return stations, station_of, places


def _transfers(
    feed: FeedZip, station_of: dict[str, str], stations: dict[str, FeedStation]
) -> tuple[Transfer, ...]:
    """The changes transfers.txt allows or forbids between two stations; a
    transfer within one vehicle (types 4 and 5) joins no stations."""
    found: dict[frozenset[str], Transfer] = {}
    for row in feed.rows("transfers.txt", _TRANSFER):
        kind = row.values.get("transfer_type", "").strip() or "0"
        if kind in ("4", "5"):
            continue
        ends = [row.values[column].strip() for column in _TRANSFER]
        unknown = [stop for stop in ends if stop not in station_of]
        if unknown:
            problem = f"stop '{unknown[0]}' is not in stops.txt"
        elif kind not in ("0", "1", "2", "3"):
            problem = f"column 'transfer_type': '{kind}' is not a transfer type (0 to 5)"
        else:
            a, b = (station_of[stop] for stop in ends)
            if a != b and a in stations and b in stations:
                found.setdefault(
                    frozenset((a, b)), Transfer(a, b, NO_CHANGE if kind == "3" else CHANGE)
                )
            continue
        feed.warnings.append(row.located(f"{problem}; the transfer is left out"))
    return tuple(found.values())


def _place(row: CsvRow) -> LatLon:
    latitude, longitude = row.number("stop_lat"), row.number("stop_lon")
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        raise row.problem(f"latitude {latitude}, longitude {longitude} is not a place on Earth")
    return (latitude, longitude)


def _route(row: CsvRow, warnings: list[str]) -> FeedRoute:
    route_type = row.whole("route_type")
    colour = row.values.get("route_color", "").strip().lstrip("#")
    if colour.lower() in NULL_WORDS:
        colour = ""
    elif not re.fullmatch(r"[0-9a-fA-F]{6}", colour):
        warnings.append(
            row.located(
                f"column 'route_color': expected a colour such as D01020, found "
                f"{quoted(colour)}; the route is read without a colour"
            )
        )
        colour = ""
    return FeedRoute(
        id=row.text("route_id"),
        short_name=row.values.get("route_short_name", "").strip(),
        long_name=row.values.get("route_long_name", "").strip(),
        mode=mode_of(route_type),
        colour=f"#{colour.lower()}" if colour else "",
    )


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
