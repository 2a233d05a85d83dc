"""A feed's trips, stop times and shapes, the tables of hundreds of thousands of rows.

They are read a batch of records at a time, column by column: a batch whose
ids all refer to something and whose sequence numbers are all short runs of
ASCII digits (the batch of any valid feed) is taken as it is, and any other
batch is read again row by row with the typed checks of `CsvRow`, which name
the first bad row. Checking a column at once costs a few set operations where
checking each cell took most of the time the import spent reading. A city's
thousands of trips follow a few dozen patterns of stops: each pattern's stops
are made strings once, and its trips share them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from itertools import chain, compress, count, islice, repeat
from operator import ge, itemgetter, ne
from typing import Any

import numpy as np

from engine.importers.csv_table import NULL_WORDS, WHOLE_DIGITS
from engine.importers.feed_text import Batch
from engine.importers.feed_zip import FeedZip
from engine.importers.plain_block import PlainBlock
from engine.importers.projection import LatLon

_TRIP = ("route_id", "trip_id")
_STOP_TIME = ("trip_id", "stop_id", "stop_sequence")
_SHAPE = ("shape_id", "shape_pt_lat", "shape_pt_lon", "shape_pt_sequence")
_second = itemgetter(1)
_Numbers = Sequence[int] | np.ndarray  # a batch's sequence numbers
_Runs = tuple[
    dict[str, "_Run"], dict[str, list["_Run"]]
]  # each trip's first run, and all of those with more


def read_trips(
    feed: FeedZip, routes: Mapping[str, object], days: Mapping[str, int] | None
) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """Each trip's route, shape and service ("" when the feed has no calendar);
    `days` are the services the calendar lists."""
    route_of: dict[str, str] = {}
    shape_of: dict[str, str] = {}
    service_of: dict[str, str] = {}
    columns = _TRIP if days is None else (*_TRIP, "service_id")  # a calendar names services
    table = feed.table("trips.txt", columns)
    shape_column = table.index.get("shape_id")
    for batch in table.batches:
        route_ids, trips = (
            batch.column(table.index["route_id"]),
            batch.column(table.index["trip_id"]),
        )
        services = (
            batch.column(table.index["service_id"]) if days is not None else [""] * len(trips)
        )
        shapes = batch.column(shape_column) if shape_column is not None else [""] * len(trips)
        if not _valid_trips(route_ids, trips, services, routes, route_of, days):
            _check_trips(batch, routes, route_of, days)
        route_of.update(zip(trips, route_ids, strict=True))
        shape_of.update(zip(trips, shapes, strict=True))
        service_of.update(zip(trips, services, strict=True))
    return route_of, shape_of, service_of


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
) -> dict[str, Sequence[str]]:
    """Each trip's stops in order, for the trips of the `wanted` routes."""
    table = feed.table("stop_times.txt", _STOP_TIME)
    trip_column, stop_column, order_column = (table.index[name] for name in _STOP_TIME)
    kept = {trip for trip, route in route_of.items() if route in wanted}
    runs: _Runs = ({}, {})
    for batch in table.batches:
        plain = batch.plain()
        found = None if plain is None else _plain_runs(plain, table.index, route_of, stops)
        if found is not None:
            _add_runs(*found, kept, runs)
            continue
        trips, stop_ids = batch.column(trip_column), batch.column(stop_column)
        orders = batch.column(order_column)
        if _valid_stop_times(trips, stop_ids, orders, route_of, stops):
            sequences = list(map(int, orders))
        else:
            trips, sequences, stop_ids = _checked_stop_times(batch, route_of, stops, kept)
        _add_rows(trips, sequences, stop_ids, kept, runs)
    return _ordered(runs)


def _plain_runs(
    block: PlainBlock,
    index: Mapping[str, int],
    route_of: Mapping[str, str],
    stops: Mapping[str, object],
) -> tuple[list[str], list[int], _Numbers, set[int], list[tuple[str, ...]]] | None:
    """A plain block's runs of trips, sequence numbers and each run's stops, once
    every id refers to something and every sequence number is a short whole number."""
    starts = block.changes(index["trip_id"])
    sequences = block.wholes(index["stop_sequence"], WHOLE_DIGITS)
    if starts is None or sequences is None:
        return None
    trips = block.texts(index["trip_id"], starts)
    stop_column = index["stop_id"]
    models = patterns(block.keys(stop_column), starts)
    ends = [*starts[1:], len(sequences)]
    runs = {model: range(starts[model], ends[model]) for model in set(models)}
    lines = [line for run in runs.values() for line in run]
    stop_of = dict(zip(lines, block.texts(stop_column, lines), strict=True))
    if not (route_of.keys() >= set(trips) and stops.keys() >= set(stop_of.values())):
        return None  # every line's stop is one of those: its line's key is theirs
    named = {model: tuple(map(stop_of.__getitem__, run)) for model, run in runs.items()}
    falls = set((np.flatnonzero(sequences[1:] <= sequences[:-1]) + 1).tolist())
    return trips, starts, sequences, falls, list(map(named.__getitem__, models))


def patterns(keys: np.ndarray, starts: list[int]) -> list[int]:
    """For each run of lines beginning at one of `starts`, the first run with the
    same `keys` in the same order: a city's thousands of trips follow a few
    dozen patterns of stops, so each pattern's stops are read once."""
    if not starts:
        return []
    begins = np.array(starts, dtype=np.int64)
    lengths = np.diff(np.append(begins, len(keys)))
    run_of = np.repeat(np.arange(len(begins)), lengths)
    place = np.arange(len(keys)) - begins[run_of]
    powers = np.cumprod(np.full(int(lengths.max()), _HASH_BASE, dtype=np.uint64))
    summed = np.add.reduceat((keys + np.uint64(1)) * powers[place], begins)
    _, first, pattern_of = np.unique(
        summed * _HASH_BASE + lengths.astype(np.uint64), return_index=True, return_inverse=True
    )
    model = first[pattern_of.ravel()]
    same = lengths[model] == lengths
    if not (same.all() and (keys[begins[model][run_of] + place] == keys).all()):
        model = np.arange(len(begins))  # two patterns' sums collided: every run its own
    listed: list[int] = model.tolist()
    return listed


_HASH_BASE = np.uint64(1_000_003)  # odd: multiplying by it wraps without losing bits


# Rows of one trip (or shape) one after another in the table: the sequence
# numbers of the rows around them, where they begin and end there, their stops
# (or points), and whether the numbers rise. A plain tuple: there are as many as
# trips.
_Run = tuple["_Numbers", int, int, Sequence[Any], bool]


def _add_rows(
    keys: list[str], sequences: list[int], values: list[Any], kept: set[str], runs: _Runs
) -> None:
    """Rows of trips (or shapes) by their `keys`, cut into runs of one key."""
    starts = [0, *compress(count(1), map(ne, keys, islice(keys, 1, None)))][: len(keys)]
    falls = set(compress(count(1), map(ge, sequences, islice(sequences, 1, None))))
    _add_runs(
        [keys[start] for start in starts],
        starts,
        sequences,
        falls,
        _cut(values, starts),
        kept,
        runs,
    )


def _cut(values: list[Any], starts: list[int]) -> list[list[Any]]:
    """The values of each run that begins at one of `starts`."""
    ends = [*starts[1:], len(values)][: len(starts)]
    return [values[start:end] for start, end in zip(starts, ends, strict=True)]


def _add_runs(
    trips: list[str],
    starts: list[int],
    sequences: _Numbers,
    falls: set[int],
    values: Sequence[Sequence[Any]],
    kept: set[str],
    runs: _Runs,
) -> None:
    """The rows of each kept trip, a run of rows of one trip at a time (feeds
    list a trip's stop times together, in order, which is checked at once):
    `trips` are the runs' trips, `starts` where each begins, `values` each run's
    stops, `falls` the rows whose sequence number is not above the row before's."""
    ordered = falls.issubset(starts)
    first = runs[0]
    ends = [*starts[1:], len(sequences)][: len(starts)]
    # the usual batch: each trip's rows together and in order, and only its first
    # trip may go on from the batch before
    if ordered and len(set(trips)) == len(trips) and first.keys().isdisjoint(trips[1:]):
        kept_runs = list(map(kept.__contains__, trips))
        added = zip(repeat(sequences), starts, ends, values, repeat(True), strict=False)
        found = compress(zip(trips, added, strict=True), kept_runs)
        if trips and trips[0] in first:
            _add_run(trips[0], next(found)[1], runs)
        first.update(found)
        return
    for trip, start, end, stop_ids in zip(trips, starts, ends, values, strict=True):
        if trip in kept:
            rising = ordered or not falls.intersection(range(start + 1, end))
            _add_run(trip, (sequences, start, end, stop_ids, rising), runs)


def _add_run(trip: str, run: _Run, runs: _Runs) -> None:
    first, again = runs
    if trip in first:
        again.setdefault(trip, [first[trip]]).append(run)
    else:
        first[trip] = run


def _ordered(runs: _Runs) -> dict[str, Sequence[Any]]:
    """Each trip's stops (or shape's points) by their sequence numbers."""
    first, again = runs
    return {
        key: run[3] if run[4] and key not in again else _in_order(again.get(key, [run]))
        for key, run in first.items()
    }


def _in_order(runs: list[_Run]) -> list[Any]:
    """A trip's stops by their sequence numbers, from runs not in order."""
    rows = sorted(
        chain.from_iterable(
            zip(list(sequences[start:end]), values, strict=True)
            for sequences, start, end, values, _ in runs
        )
    )
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


def read_shapes(feed: FeedZip, wanted: set[str]) -> dict[str, tuple[LatLon, ...]]:
    """The points of each `wanted` shape in order."""
    table = feed.table("shapes.txt", _SHAPE)
    columns = [table.index[name] for name in _SHAPE]
    runs: _Runs = ({}, {})
    for batch in table.batches:
        plain = batch.plain()
        if plain is not None and _read_plain_shapes(plain, columns, wanted, runs):
            continue
        found = _valid_shape_rows(batch, columns, wanted) or _checked_shape_rows(batch, wanted)
        _add_rows(*found, wanted, runs)
    return {shape: tuple(points) for shape, points in _ordered(runs).items()}


def _read_plain_shapes(
    block: PlainBlock, columns: list[int], wanted: set[str], runs: _Runs
) -> bool:
    """A plain block's shapes added, once every shape id is given and every point
    is two decimal numbers and a short whole number; False, with nothing added, if not."""
    shape, latitude, longitude, order = columns
    starts = block.changes(shape)
    sequences = block.wholes(order, WHOLE_DIGITS)
    latitudes, longitudes = block.decimals(latitude), block.decimals(longitude)
    if starts is None or sequences is None or latitudes is None or longitudes is None:
        return False
    shapes = block.texts(shape, starts)
    if not NULL_WORDS.isdisjoint(map(str.lower, shapes)):
        return False
    falls = set((np.flatnonzero(sequences[1:] <= sequences[:-1]) + 1).tolist())
    north, east = latitudes.tolist(), longitudes.tolist()
    ends = [*starts[1:], len(north)]
    points = [  # each wanted run's points made once, as the tuple the feed keeps
        tuple(zip(north[start:end], east[start:end], strict=True)) if key in wanted else ()
        for key, start, end in zip(shapes, starts, ends, strict=True)
    ]
    _add_runs(shapes, starts, sequences, falls, points, wanted, runs)
    return True


def _valid_shape_rows(
    batch: Batch, columns: list[int], wanted: set[str]
) -> tuple[list[str], list[int], list[LatLon]] | None:
    """The wanted shapes' ids, sequence numbers and points, or None unless every
    shape id is given and every point of those is two finite numbers and a
    short whole number."""
    shapes = batch.column(columns[0])
    if not NULL_WORDS.isdisjoint(map(str.lower, set(shapes))):
        return None
    keep = list(map(wanted.__contains__, shapes))
    picked, latitudes, longitudes, orders = (
        list(compress(values, keep))
        for values in (shapes, *(batch.column(column) for column in columns[1:]))
    )
    digits = "".join(orders)
    if orders and not (digits.isascii() and digits.isdigit()):
        return None
    if orders and not (min(map(len, orders)) > 0 and max(map(len, orders)) <= WHOLE_DIGITS):
        return None
    try:
        places = list(zip(map(float, latitudes), map(float, longitudes), strict=True))
    except ValueError:
        return None
    if not all(map(math.isfinite, chain.from_iterable(places))):
        return None
    return picked, list(map(int, orders)), places


def _checked_shape_rows(
    batch: Batch, wanted: set[str]
) -> tuple[list[str], list[int], list[LatLon]]:
    """The batch read row by row: the first bad row is a SourceDataError."""
    shapes: list[str] = []
    sequences: list[int] = []
    places: list[LatLon] = []
    for row in batch.csv_rows():
        shape = row.text("shape_id")
        if shape in wanted:
            shapes.append(shape)
            places.append((row.number("shape_pt_lat"), row.number("shape_pt_lon")))
            sequences.append(row.whole("shape_pt_sequence"))
    return shapes, sequences, places
