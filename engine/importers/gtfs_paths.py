"""Where the track runs between two stations, from a feed's shapes.

A shape is the line a vehicle draws on the map; each stop of a trip is matched
to the shape's nearest point after the previous stop's (so a line that comes
back near itself is followed in order), and the points between two stops are
the track between their stations. Each shape is read once, by the first trip
that uses it.
"""

from __future__ import annotations

import numpy as np

from engine.importers.gtfs_feed import Feed, LatLon

Pair = tuple[str, str]


def trip_paths(feed: Feed, routes: set[str]) -> dict[Pair, tuple[LatLon, ...]]:
    paths: dict[Pair, tuple[LatLon, ...]] = {}
    done: set[str] = set()
    for trip in feed.trips.values():
        shape = feed.shapes.get(trip.shape)
        if trip.route not in routes or shape is None or trip.shape in done:
            continue
        done.add(trip.shape)
        points = np.array(shape)
        stops = [feed.stop_places[stop] for stop in trip.stops]
        indices = _matched(points, stops)
        for k in range(len(stops) - 1):
            a, b = feed.station_of[trip.stops[k]], feed.station_of[trip.stops[k + 1]]
            if a != b and (a, b) not in paths and (b, a) not in paths:
                paths[(a, b)] = tuple(shape[indices[k] + 1 : indices[k + 1]])
    return paths


def _matched(points: np.ndarray, stops: list[LatLon]) -> list[int]:
    """For each stop, the index of its nearest shape point at or after the last one's."""
    scale = np.cos(np.radians(points[:, 0].mean()))
    indices = []
    start = 0
    for lat, lon in stops:
        rest = points[start:]
        gaps = (rest[:, 0] - lat) ** 2 + ((rest[:, 1] - lon) * scale) ** 2
        start += int(np.argmin(gaps)) if len(rest) else 0
        indices.append(start)
    return indices
