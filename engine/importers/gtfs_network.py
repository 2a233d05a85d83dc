"""From a feed's trips to a network a board can show: stations, the track
between them, and each route's lines in order.

Track is every pair of stations one after the other on some trip, once per
pair, with the routes that run it. Each route's stop patterns are counted (a
pattern and its reverse are one): the most common is the route's line, and
the track its other patterns add becomes branches (`line_runs`), each from
the station where it leaves; an express pattern runs on the stopping track
(`gtfs_express`). A crop keeps the stations inside it, cutting
patterns where they leave; `stations` keeps the most important ones and joins
the track through the ones it drops, which become bends.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from engine.errors import SourceDataError
from engine.importers.distance import km
from engine.importers.gtfs_express import fold_express
from engine.importers.gtfs_feed import Feed, FeedRoute, FeedStation, LatLon
from engine.importers.gtfs_paths import trip_paths
from engine.importers.gtfs_stations import MERGE_METRES, merged
from engine.importers.line_runs import line_runs

Pair = tuple[str, str]
Pattern = tuple[str, ...]
WALK_KM = 0.2  # a rail station this close is an interchange on foot
_CELL = 0.005  # degrees: 550 m of latitude, and more than WALK_KM of longitude below 69°


@dataclass(frozen=True)
class Selection:
    """What to import. `area` is west, south, east, north in degrees; `around`
    names a station (or its stop id) and `radius` the kilometres kept around it;
    `routes` are route ids or names; `stations` keeps that many; an empty value
    keeps all. Stations of one name or joined by a transfer within
    `merge_metres` are one (engine/importers/gtfs_stations.py)."""

    modes: frozenset[str] = frozenset({"subway"})
    routes: tuple[str, ...] = ()
    area: tuple[float, float, float, float] | None = None
    around: str = ""
    radius: float = 0.0
    stations: int = 0
    merge_metres: float = MERGE_METRES


@dataclass(frozen=True)
class Line:
    route: FeedRoute
    runs: tuple[Pattern, ...]  # the main pattern first, then its branches


@dataclass(frozen=True)
class TransitNetwork:
    stations: tuple[FeedStation, ...]
    pairs: dict[Pair, frozenset[str]]  # the route ids running each pair
    paths: dict[Pair, tuple[LatLon, ...]]  # places the track passes between a pair's ends
    lines: tuple[Line, ...]
    rail: frozenset[str]  # station keys where rail stops
    ends: frozenset[str]  # station keys where a line ends


def chosen_routes(feed: Feed, selection: Selection) -> list[FeedRoute]:
    """The routes of the selected modes and names, in the feed's order; a name
    that is some route's id picks that route alone."""
    routes = [route for route in feed.routes.values() if route.mode in selection.modes]
    if not routes:
        counts = Counter(route.mode for route in feed.routes.values())
        found = ", ".join(f"{mode} ({n})" for mode, n in counts.most_common()) or "none"
        asked = ", ".join(sorted(selection.modes)) or "none chosen"
        raise SourceDataError(
            f"{feed.path}: no route of the modes {asked}; the feed's routes by mode: {found}"
        )
    if not selection.routes:
        return routes
    picked: list[FeedRoute] = []
    for reference in selection.routes:
        named = [r for r in routes if r.id == reference] or [
            r for r in routes if reference.casefold() in _names(r)
        ]
        if not named:
            raise SourceDataError(
                f"{feed.path / 'routes.txt'}: no {'/'.join(sorted(selection.modes))} route "
                f"has the id or name '{reference}'"
            )
        picked.extend(route for route in named if route not in picked)
    return picked


def _names(route: FeedRoute) -> set[str]:
    return {name.casefold() for name in (route.id, route.short_name, route.long_name) if name}


def build_network(feed: Feed, selection: Selection) -> TransitNetwork:
    routes = chosen_routes(feed, selection)
    feed = merged(feed, selection.merge_metres)
    patterns = fold_express(
        _patterns(feed, [route.id for route in routes]), lambda key: feed.stations[key].place
    )
    used = {station for counted in patterns.values() for p in counted for station in p}
    inside = _inside(feed, selection, used)
    pieces = {
        route: Counter({piece: n for p, n in counted.items() for piece in _cut(p, inside)})
        for route, counted in patterns.items()
    }
    paths = trip_paths(feed, {route.id for route in routes})
    keep = _largest_piece(pieces)
    if not keep:
        raise SourceDataError(
            f"{feed.path}: no two stations of the chosen routes are joined inside the area; "
            "widen it"
        )
    pieces = {
        route: Counter({p: n for p, n in counted.items() if p[0] in keep})
        for route, counted in pieces.items()
    }
    if selection.stations and selection.stations < len(keep):
        kept = _most_important(pieces, keep, selection.stations)
        pieces, paths = _joined_through(pieces, paths, kept, feed)
        keep = kept
    return _network(feed, routes, pieces, paths, keep)


def _patterns(feed: Feed, routes: list[str]) -> dict[str, Counter[Pattern]]:
    """Each route's station sequences and how many trips run each (a trip once per
    day it runs), one direction standing for both (the one its first trip runs)."""
    counted: dict[str, Counter[Pattern]] = {route: Counter() for route in routes}
    seen: dict[Pattern, Pattern] = {}
    for trip in feed.trips.values():
        if trip.route not in counted:
            continue
        stations = [feed.station_of[stop] for stop in trip.stops]
        pattern = tuple(s for i, s in enumerate(stations) if i == 0 or s != stations[i - 1])
        if len(pattern) < 2:
            continue
        pattern = seen.setdefault(pattern, seen.get(pattern[::-1], pattern))
        counted[trip.route][pattern] += trip.runs
    return counted


def _inside(feed: Feed, selection: Selection, used: set[str]) -> set[str]:
    stations = [feed.stations[key] for key in used]
    if selection.area is not None:
        west, south, east, north = selection.area
        stations = [
            s for s in stations if south <= s.place[0] <= north and west <= s.place[1] <= east
        ]
    if selection.around:
        centre = _station_named(stations, selection.around, feed)
        stations = [s for s in stations if km(s.place, centre.place) <= selection.radius]
    return {station.key for station in stations}


def _station_named(stations: Sequence[FeedStation], name: str, feed: Feed) -> FeedStation:
    """The station of that stop id, else of that name; two of the name are listed, not guessed."""
    wanted = name.strip()
    named = [s for s in stations if s.key == wanted] or [
        s for s in stations if s.name.casefold() == wanted.casefold()
    ]
    if not named:
        raise SourceDataError(
            f"{feed.path / 'stops.txt'}: no station of the chosen routes is named '{name}'"
        )
    if len(named) > 1:
        order = {key: n for n, key in enumerate(feed.stations)}
        candidates = "; ".join(
            f"stop id '{s.key}' at {s.place[0]:.5f}, {s.place[1]:.5f}"
            for s in sorted(named, key=lambda s: order[s.key])
        )
        raise SourceDataError(
            f"{feed.path / 'stops.txt'}: {len(named)} stations of the chosen routes are named "
            f"'{name}' ({candidates}); give the stop id of one"
        )
    return named[0]


def _cut(pattern: Pattern, inside: set[str]) -> list[Pattern]:
    """The runs of the pattern inside the crop, two stations or longer."""
    pieces: list[list[str]] = [[]]
    for station in pattern:
        if station in inside:
            pieces[-1].append(station)
        elif pieces[-1]:
            pieces.append([])
    return [tuple(piece) for piece in pieces if len(piece) > 1]


def _pairs(pieces: dict[str, Counter[Pattern]]) -> dict[Pair, set[str]]:
    served: dict[Pair, set[str]] = {}
    for route, counted in pieces.items():
        for pattern in counted:
            for a, b in pairwise(pattern):
                key = (b, a) if (b, a) in served else (a, b)
                served.setdefault(key, set()).add(route)
    return served


def _largest_piece(pieces: dict[str, Counter[Pattern]]) -> set[str]:
    """The stations of the biggest connected piece: a crop can strand a few that
    could never be reached from the rest."""
    import networkx as nx  # here: ~0.4 s to import, paid only by a GTFS import

    graph = nx.Graph(list(_pairs(pieces)))
    return max(nx.connected_components(graph), key=len, default=set())


def _most_important(pieces: dict[str, Counter[Pattern]], keep: set[str], count: int) -> set[str]:
    """Interchanges first (where routes meet, or a line branches), then line ends,
    then the stations the most trips serve."""
    routes: dict[str, set[str]] = defaultdict(set)
    trips: Counter[str] = Counter()
    ends: set[str] = set()
    for route, counted in pieces.items():
        for pattern, n in counted.items():
            ends.update((pattern[0], pattern[-1]))
            for station in pattern:
                routes[station].add(route)
                trips[station] += n
    joined = Counter(station for pair in _pairs(pieces) for station in pair)

    def rank(s: str) -> tuple[bool, bool, int, int, str]:
        return (len(routes[s]) > 1 or joined[s] > 2, s in ends, trips[s], len(routes[s]), s)

    ranked = sorted(keep, key=rank, reverse=True)
    return set(ranked[:count])


def _joined_through(
    pieces: dict[str, Counter[Pattern]],
    paths: dict[Pair, tuple[LatLon, ...]],
    kept: set[str],
    feed: Feed,
) -> tuple[dict[str, Counter[Pattern]], dict[Pair, tuple[LatLon, ...]]]:
    """The patterns with the dropped stations left out, and the track between
    two kept stations passing where the dropped ones were."""
    joined: dict[Pair, tuple[LatLon, ...]] = {}
    thinned: dict[str, Counter[Pattern]] = {}
    for route, counted in pieces.items():
        thinned[route] = Counter()
        for pattern, n in counted.items():
            stops = [i for i, station in enumerate(pattern) if station in kept]
            short = tuple(pattern[i] for i in stops)
            if len(short) > 1:
                thinned[route][short] += n
            for i, j in pairwise(stops):
                pair = (pattern[i], pattern[j])
                if pair in joined or pair[::-1] in joined:
                    continue
                via: list[LatLon] = []
                for k in range(i, j):
                    if k > i:
                        via.append(feed.stations[pattern[k]].place)
                    via.extend(path_between(paths, pattern[k], pattern[k + 1]))
                joined[pair] = tuple(via)
    return thinned, joined


def path_between(paths: dict[Pair, tuple[LatLon, ...]], a: str, b: str) -> tuple[LatLon, ...]:
    """The places the track passes from `a` to `b`, whichever way it was found."""
    if (a, b) in paths:
        return paths[(a, b)]
    return paths.get((b, a), ())[::-1]


def _network(
    feed: Feed,
    routes: list[FeedRoute],
    pieces: dict[str, Counter[Pattern]],
    paths: dict[Pair, tuple[LatLon, ...]],
    keep: set[str],
) -> TransitNetwork:
    pairs = _pairs(pieces)
    order = {key: n for n, key in enumerate(feed.stations)}
    lines = tuple(
        Line(route, _runs(pieces[route.id], order)) for route in routes if pieces[route.id]
    )
    ends = {pattern[k] for counted in pieces.values() for pattern in counted for k in (0, -1)}
    degree = Counter(end for pair in pairs for end in pair)
    return TransitNetwork(
        stations=tuple(feed.stations[key] for key in sorted(keep, key=order.__getitem__)),
        pairs={pair: frozenset(served) for pair, served in pairs.items()},
        paths={pair: path_between(paths, *pair) for pair in pairs},
        lines=lines,
        rail=_rail_interchanges(feed, keep),
        ends=frozenset(ends | {station for station, n in degree.items() if n == 1}),
    )


def _runs(counted: Counter[Pattern], order: dict[str, int]) -> tuple[Pattern, ...]:
    """The most common pattern (the longest of equals), then the branches the
    other patterns add, each read from the station where it leaves."""
    main = max(counted, key=lambda p: (counted[p], len(p)))
    covered = {frozenset(pair) for pair in pairwise(main)}
    extra = {
        frozenset(pair): pair
        for pattern in counted
        for pair in pairwise(pattern)
        if frozenset(pair) not in covered
    }
    runs = [main]
    for run in line_runs(extra.values(), order.__getitem__):
        joined = any(run[-1] in earlier for earlier in runs)
        runs.append(tuple(run[::-1]) if joined else tuple(run))
    return tuple(runs)


def _rail_interchanges(feed: Feed, keep: set[str]) -> frozenset[str]:
    """The kept stations where rail stops, or with a rail station a short walk
    away: many feeds give each mode a parent station of its own."""
    grid: dict[tuple[int, int], list[LatLon]] = defaultdict(list)
    for key in feed.rail_stations:
        place = feed.stations[key].place
        grid[_cell(place)].append(place)

    def near(place: LatLon) -> bool:
        row, column = _cell(place)
        return any(
            km(place, other) <= WALK_KM
            for down in (-1, 0, 1)
            for across in (-1, 0, 1)
            for other in grid.get((row + down, column + across), ())
        )

    return frozenset(
        key for key in keep if key in feed.rail_stations or near(feed.stations[key].place)
    )


def _cell(place: LatLon) -> tuple[int, int]:
    return (math.floor(place[0] / _CELL), math.floor(place[1] / _CELL))
