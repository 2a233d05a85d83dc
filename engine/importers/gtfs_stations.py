"""Which of a feed's stops are one station on the board.

Platforms are one station with their `parent_station`. Beyond that, feeds
differ: some give each platform, each bus bay ("Stop A" to "Stop E") or each
side of a road a stop of its own with no parent, and some give each mode a
parent station of its own. So stations of one name, once a bay, stand,
platform or direction is taken off the end of it, are one station when they
lie within a distance the designer sets; and so are stations joined by a
transfer in transfers.txt within that distance, whatever their names, while
two the feed says no one can change between (transfer type 3) are never made
one by their names. The merged station is the first of them in the feed, named
without the bay when their names differ.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from engine.importers.distance import km
from engine.importers.gtfs_feed import CHANGE, NO_CHANGE, Feed, FeedStation

MERGE_METRES = 300.0  # by default, stations of one name this close are one station
_BAY_WORDS = (
    r"stop|stand|stance|bay|platform|plat|gate|track|quay|quai|voie|steig|bussteig|bahnsteig"
    r"|bstg|gleis|and[eé]n|plataforma|binario"
)
_DIRECTIONS = r"(?:north|south|east|west|in|out)bound|[nsew]/?b"
_SUFFIX = re.compile(
    rf"""(?:\s*[-\u2013\u2014,/:]\s*|\s+)  # a separator (hyphen, dashes, comma...)
    (?:[(\[]\s*)?                         # perhaps in brackets
    (?:(?:{_BAY_WORDS})\.?\s*[a-z0-9]{{1,3}}|{_DIRECTIONS})
    \s*[)\]]?\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


def base_name(name: str) -> str:
    """The name less any bay, stand, platform or direction at its end, folded for comparing."""
    return " ".join(_shortened(name).split()).casefold()


def merged(feed: Feed, metres: float) -> Feed:
    """The feed with stations of one name, or joined by a transfer, within `metres`
    made one; 0 keeps every station apart, even two of one name in one place."""
    if metres <= 0:
        return feed
    stations = list(feed.stations.values())
    parent = {station.key: station.key for station in stations}

    def root(key: str) -> str:
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    def join(a: str, b: str) -> None:
        first, second = sorted((root(a), root(b)), key=order.__getitem__)
        parent[second] = first

    order = {station.key: n for n, station in enumerate(stations)}
    apart = {frozenset((t.a, t.b)) for t in feed.transfers if t.kind == NO_CHANGE}
    named: dict[str, list[FeedStation]] = defaultdict(list)
    for station in stations:
        twins = named[base_name(station.name)]
        twin = next(
            (
                t
                for t in twins
                if km(t.place, station.place) * 1000 <= metres
                and frozenset((t.key, station.key)) not in apart
            ),
            None,
        )
        if twin is None:
            twins.append(station)
        else:
            join(twin.key, station.key)
    for transfer in feed.transfers:
        a, b = feed.stations.get(transfer.a), feed.stations.get(transfer.b)
        if transfer.kind == CHANGE and a and b and km(a.place, b.place) * 1000 <= metres:
            join(a.key, b.key)
    return _regrouped(feed, {key: root(key) for key in parent})


def _regrouped(feed: Feed, into: dict[str, str]) -> Feed:
    members: dict[str, list[str]] = defaultdict(list)
    for key, kept in into.items():
        members[kept].append(feed.stations[key].name)
    stations = {}
    for key, names in members.items():
        station = feed.stations[key]
        if len({base_name(name) for name in names}) == 1 and len(set(names)) > 1:
            station = replace(station, name=_shortened(station.name))
        stations[key] = station
    return replace(
        feed,
        stations=stations,
        station_of={stop: into.get(key, key) for stop, key in feed.station_of.items()},
        rail_stations={into.get(key, key) for key in feed.rail_stations},
    )


def _shortened(name: str) -> str:
    while (shorter := _SUFFIX.sub("", name)) != name and shorter.strip():
        name = shorter
    return name.strip()
