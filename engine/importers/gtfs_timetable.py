"""A feed's trips and stop times, the tables of hundreds of thousands of rows.

They are read a batch of records at a time, column by column: a batch whose
ids all refer to something and whose sequence numbers are all short runs of
ASCII digits (the batch of any valid feed) is taken as it is, and any other
batch is read again row by row with the typed checks of `CsvRow`, which name
the first bad row. Checking a column at once costs a few set operations where
checking each cell took most of the time the import spent reading.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from itertools import chain, compress, count, islice
from operator import ge, itemgetter, ne
from typing import NamedTuple

from engine.importers.csv_table import NULL_WORDS, WHOLE_DIGITS
from engine.importers.feed_text import Batch
from engine.importers.feed_zip import FeedZip

_TRIP = ("route_id", "trip_id")
_STOP_TIME = ("trip_id", "stop_id", "stop_sequence")
_second = itemgetter(1)


def read_trips(
    feed: FeedZip, routes: Mapping[str, object], days: Mapping[str, int] | None
) -> tuple[dict[str, str], dict[str, str], dict[str, int]]:
    """Each trip's route, shape, and how many days it runs (once each when the feed
    has no calendar)."""
    route_of: dict[str, str] = {}
    shape_of: dict[str, str] = {}
    runs: dict[str, int] = {}
    columns = _TRIP if days is None else (*_TRIP, "service_id")  # a calendar names services
    table = feed.table("trips.txt", columns)
    shape_column = table.index.get("shape_id")
    for batch in table.batches:
        route_ids, trips = (
            batch.column(table.index["route_id"]),
            batch.column(table.index["trip_id"]),
        )
        services = batch.column(table.index["service_id"]) if days is not None else []
        shapes = batch.column(shape_column) if shape_column is not None else [""] * len(trips)
        if not _valid_trips(route_ids, trips, services, routes, route_of, days):
            _check_trips(batch, routes, route_of, days)
        route_of.update(zip(trips, route_ids, strict=True))
        shape_of.update(zip(trips, shapes, strict=True))
        if days is None:
            runs.update(dict.fromkeys(trips, 1))
        else:
            runs.update(zip(trips, (max(days[service], 0) for service in services), strict=True))
    return route_of, shape_of, runs


def _valid_trips(
    route_ids: list[str],
    trips: list[str],
    services: list[str],
    routes: Mapping[str, object],
    known: Mapping[str, str],
    days: Mapping[str, int] | None,
) -> bool:
    distinct = set(trips)
    return (
        routes.keys() >= set(route_ids)
        and len(distinct) == len(trips)
        and known.keys().isdisjoint(distinct)
        and NULL_WORDS.isdisjoint(map(str.lower, distinct))
        and (days is None or days.keys() >= set(services))
    )


def _check_trips(
    batch: Batch,
    routes: Mapping[str, object],
    known: Mapping[str, str],
    days: Mapping[str, int] | None,
) -> None:
    """The batch's first bad row, as a SourceDataError."""
    seen = set(known)
    for row in batch.csv_rows():
        trip, route = row.text("trip_id"), row.text("route_id")
        service = "" if days is None else row.text("service_id")
        if route not in routes:
            raise row.problem(f"column 'route_id': route '{route}' is not in routes.txt")
        if trip in seen:
            raise row.problem(f"trip id '{trip}' appears twice")
        if days is not None and service not in days:
            raise row.problem(
                f"column 'service_id': service '{service}' is in neither calendar.txt nor "
                "calendar_dates.txt"
            )
        seen.add(trip)


def read_stop_times(
    feed: FeedZip, route_of: Mapping[str, str], stops: Mapping[str, object], wanted: set[str]
) -> dict[str, list[str]]:
    """Each trip's stops in order, for the trips of the `wanted` routes."""
    table = feed.table("stop_times.txt", _STOP_TIME)
    trip_column, stop_column, order_column = (table.index[name] for name in _STOP_TIME)
    kept = {trip for trip, route in route_of.items() if route in wanted}
    runs: dict[str, list[_Run]] = defaultdict(list)
    for batch in table.batches:
        trips, stop_ids = batch.column(trip_column), batch.column(stop_column)
        orders = batch.column(order_column)
        if _valid_stop_times(trips, stop_ids, orders, route_of, stops):
            sequences = list(map(int, orders))
        else:
            trips, sequences, stop_ids = _checked_stop_times(batch, route_of, stops, kept)
        _add_runs(trips, sequences, stop_ids, kept, runs)
    return {trip: _in_order(found) for trip, found in runs.items()}


class _Run(NamedTuple):
    """Rows of one trip one after another in the table (a tuple: there are as many as trips)."""

    sequences: list[int]
    stops: list[str]
    ordered: bool  # its sequence numbers rise


def _add_runs(
    trips: list[str],
    sequences: list[int],
    stop_ids: list[str],
    kept: set[str],
    runs: dict[str, list[_Run]],
) -> None:
    """The rows of each kept trip, a run of rows of one trip at a time (feeds
    list a trip's stop times together, in order, which is checked at once)."""
    starts = [0, *compress(count(1), map(ne, trips, islice(trips, 1, None)))]
    falls = set(compress(count(1), map(ge, sequences, islice(sequences, 1, None))))
    ordered = falls.issubset(starts)
    for start, end in zip(starts, [*starts[1:], len(trips)], strict=True):
        if trips[start] in kept:
            rising = ordered or not falls.intersection(range(start + 1, end))
            runs[trips[start]].append(_Run(sequences[start:end], stop_ids[start:end], rising))


def _in_order(runs: list[_Run]) -> list[str]:
    """A trip's stops by their sequence numbers."""
    if len(runs) == 1 and runs[0].ordered:
        return runs[0].stops
    rows = sorted(chain.from_iterable(zip(run.sequences, run.stops, strict=True) for run in runs))
    return list(map(_second, rows))


def _valid_stop_times(
    trips: list[str],
    stop_ids: list[str],
    orders: list[str],
    route_of: Mapping[str, str],
    stops: Mapping[str, object],
) -> bool:
    digits = "".join(orders)
    return (
        route_of.keys() >= set(trips)
        and stops.keys() >= set(stop_ids)
        and digits.isascii()
        and digits.isdigit()
        and min(map(len, orders)) > 0
        and max(map(len, orders)) <= WHOLE_DIGITS
    )


def _checked_stop_times(
    batch: Batch, route_of: Mapping[str, str], stops: Mapping[str, object], kept: set[str]
) -> tuple[list[str], list[int], list[str]]:
    """The batch's rows of kept trips read one by one: the first bad row is a
    SourceDataError. The order of a trip not kept is not read."""
    trips: list[str] = []
    sequences: list[int] = []
    stop_ids: list[str] = []
    for row in batch.csv_rows():
        trip, stop = row.text("trip_id"), row.text("stop_id")
        if trip not in route_of:
            raise row.problem(f"column 'trip_id': trip '{trip}' is not in trips.txt")
        if stop not in stops:
            raise row.problem(f"column 'stop_id': stop '{stop}' is not in stops.txt")
        if trip in kept:
            trips.append(trip)
            sequences.append(row.whole("stop_sequence"))
            stop_ids.append(stop)
    return trips, sequences, stop_ids
