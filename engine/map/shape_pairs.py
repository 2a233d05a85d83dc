"""Pairs of shapes that come too close, found again only where an edit moved them.

Stations on top of each other, tracks over stations, tracks crossing: each is
a pair of shapes, and whether a pair is one depends only on its two shapes. So
the pairs found for the last pack are kept, those with a moved shape dropped,
and only the moved shapes are tested again (engine/map/track_shapes.py says which).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from typing import Literal

import numpy as np
from shapely import STRtree

from engine.map.model import Connection, MapPack, Station
from engine.map.track_shapes import Moved, Numbers, Tracks, tracks_of

Pairs = np.ndarray  # (k, 2) numbers, sorted by row, no row twice
Kind = Literal["tracks", "stations"]
# Above this share of moved shapes, testing every pair afresh is as quick.
_REUSE_SHARE = 0.2


@dataclass(frozen=True, eq=False)
class _Found:
    tracks: Tracks
    detail: Hashable
    pairs: Pairs


class RememberedPairs:
    """The pairs a `find` gave for the last pack, updated for the next one: `find`
    gets what moved (None: find every pair) and returns the pairs that involve it.
    The first number of a pair is of kind `left`, the second of kind `right`."""

    def __init__(self, left: Kind, right: Kind) -> None:
        self._left, self._right = left, right
        self._last: list[_Found | None] = [None]  # one read, one write: threads may share it

    def pairs(
        self, tracks: Tracks, detail: Hashable, find: Callable[[Moved | None], Pairs]
    ) -> Pairs:
        last = self._last[0]
        moved = None
        if last is not None and last.detail == detail:
            moved = tracks.moved_since(last.tracks)
        if last is None or moved is None or self._too_many(tracks, moved):
            pairs = _tidy(find(None))
        else:
            stale = np.isin(last.pairs[:, 0], getattr(moved, self._left)) | np.isin(
                last.pairs[:, 1], getattr(moved, self._right)
            )
            pairs = _tidy(np.concatenate([last.pairs[~stale], find(moved).reshape(-1, 2)]))
        self._last[0] = _Found(tracks, detail, pairs)
        return pairs

    def _too_many(self, tracks: Tracks, moved: Moved) -> bool:
        tracks_share = len(moved.tracks) / max(len(tracks.lines), 1)
        stations_share = len(moved.stations) / max(len(tracks.points), 1)
        return max(tracks_share, stations_share) > _REUSE_SHARE


def _tidy(pairs: Pairs) -> Pairs:
    return np.unique(pairs.reshape(-1, 2).astype(np.intp), axis=0)


_overlapping = RememberedPairs("stations", "stations")


def stations_too_close(pack: MapPack, distance: float) -> Iterator[tuple[Station, Station]]:
    """Pairs of stations closer than `distance`, the first before the second in
    `pack.stations`."""
    tracks = tracks_of(pack)
    if not len(tracks.points):
        return  # STRtree cannot query with an empty list

    def find(moved: Moved | None) -> Pairs:
        probe = np.arange(len(tracks.points)) if moved is None else moved.stations
        found, near = _near(tracks.points, tracks.points[probe], distance)
        one, other = probe[found], near
        pairs = np.stack([np.minimum(one, other), np.maximum(one, other)], axis=1)
        return pairs[pairs[:, 0] < pairs[:, 1]]

    for i, j in _overlapping.pairs(tracks, distance, find).tolist():
        yield pack.stations[i], pack.stations[j]


_on_track = RememberedPairs("tracks", "stations")


def stations_on_track(pack: MapPack, tolerance: float) -> Iterator[tuple[Station, Connection]]:
    """Stations a connection's track passes over without stopping there."""
    tracks = tracks_of(pack)
    if not len(tracks.lines) or not len(tracks.points):
        return

    def find(moved: Moved | None) -> Pairs:
        if moved is None:
            lines, stations = _near(tracks.points, tracks.lines, tolerance)
        else:
            lines, stations = _near(tracks.points, tracks.lines[moved.tracks], tolerance)
            lines = moved.tracks[lines]
            if len(moved.stations):
                more_stations, more_lines = _near(
                    tracks.lines, tracks.points[moved.stations], tolerance
                )
                lines = np.concatenate([lines, more_lines])
                stations = np.concatenate([stations, moved.stations[more_stations]])
        passing = (stations != tracks.a[lines]) & (stations != tracks.b[lines])
        return np.stack([lines[passing], stations[passing]], axis=1)

    for line, station in _on_track.pairs(tracks, tolerance, find).tolist():
        yield pack.stations[station], tracks.connections[line]


def _near(shapes: np.ndarray, probes: np.ndarray, distance: float) -> tuple[Numbers, Numbers]:
    """(probe, shape) numbers of the probes and shapes within `distance` of each other."""
    if not len(probes):
        return np.empty(0, np.intp), np.empty(0, np.intp)
    found, near = STRtree(shapes).query(probes, predicate="dwithin", distance=distance)
    return found, near
