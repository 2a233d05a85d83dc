"""Connections whose tracks cross away from a station.

The linter asks after every edit, and an edit (a dragged station) changes the
few tracks at one station. Whether two tracks cross depends only on the two
tracks themselves, so the crossings found last time are kept and only the
tracks that moved are tested again (engine/map/shape_pairs.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import numpy as np
import numpy.typing as npt
import shapely
from shapely import STRtree
from shapely.geometry import Polygon

from engine.map.model import Connection, MapPack, Station
from engine.map.shape_pairs import RememberedPairs
from engine.map.track_shapes import Moved, Tracks, tracks_of

# Below this sine of the angle between two straight tracks from one station,
# they may overlap; only the exact overlay can tell.
_COLLINEAR = 1e-9

Pairs = list[tuple[int, int]]

_crossing = RememberedPairs("tracks", "tracks")


def crossing_connections(pack: MapPack) -> Iterator[tuple[Connection, Connection]]:
    """Pairs of connections whose tracks meet somewhere other than a shared end
    station, the first of each pair before the second in `pack.connections`."""
    tracks = tracks_of(pack)
    stations = pack.station_index

    def find(moved: Moved | None) -> npt.NDArray[np.intp]:
        probe = None if moved is None else moved.tracks
        return np.array(_crossing_pairs(tracks, stations, probe), dtype=np.intp)

    owners = tracks.connections
    for i, j in _crossing.pairs(tracks, None, find).tolist():
        yield owners[i], owners[j]


def _crossing_pairs(
    tracks: Tracks, stations: Mapping[str, Station], probe: npt.NDArray[np.intp] | None
) -> Pairs:
    """The crossing pairs (i, j), i < j, among the tracks; with `probe`, only the
    pairs that involve one of those tracks."""
    drawn = np.flatnonzero(shapely.length(tracks.lines) > 0)
    probe = drawn if probe is None else np.intersect1d(probe, drawn)
    if not len(probe):
        return []  # STRtree cannot query with an empty list
    left, right = _meeting_pairs(tracks, drawn, probe)
    owners = tracks.connections
    meetings = shapely.intersection(tracks.lines[left], tracks.lines[right]).tolist()
    pairs = list(zip(left.tolist(), right.tolist(), strict=True))
    shared = [set(owners[i].ends) & set(owners[j].ends) for i, j in pairs]
    discs = _discs(stations, set().union(*shared))
    crossing = []
    for (i, j), meeting, ends in zip(pairs, meetings, shared, strict=True):
        for station_id in ends:
            meeting = meeting.difference(discs[station_id])
        if not meeting.is_empty:
            crossing.append((i, j))
    return crossing


def _discs(stations: Mapping[str, Station], ids: set[str]) -> dict[str, Polygon]:
    """A tiny disc around each of these stations, the same as `Point(pos).buffer(1e-6)`
    but built in one call."""
    if not ids:
        return {}
    ordered = sorted(ids)
    points = shapely.points([stations[station_id].pos for station_id in ordered])
    return dict(zip(ordered, shapely.buffer(points, 1e-6, quad_segs=16).tolist(), strict=True))


def _meeting_pairs(
    tracks: Tracks, drawn: npt.NDArray[np.intp], probe: npt.NDArray[np.intp]
) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """Pairs of drawn tracks, one of them among `probe`, that meet, less the plain
    forks, as (left, right) track numbers with left < right."""
    found, near = STRtree(tracks.lines[drawn]).query(tracks.lines[probe])  # boxes overlap
    one, other = probe[found], drawn[near]
    pairs = np.unique(np.stack([np.minimum(one, other), np.maximum(one, other)], axis=1), axis=0)
    pairs = pairs[pairs[:, 0] < pairs[:, 1]]
    left, right = pairs[:, 0], pairs[:, 1]
    unclear = ~_forks(tracks, left, right)
    left, right = left[unclear], right[unclear]
    meet = shapely.intersects(tracks.lines[left], tracks.lines[right])
    return left[meet], right[meet]


def _forks(
    tracks: Tracks, left: npt.NDArray[np.intp], right: npt.NDArray[np.intp]
) -> npt.NDArray[np.bool_]:
    """For each pair of tracks (left[k], right[k]): whether both are straight and leave
    one shared station in clearly different directions, so they meet only there.

    Every two connections at a station touch, so most pairs the tree finds are
    such forks; telling them apart in bulk spares them the exact overlay.
    """
    a, b, pos = tracks.a, tracks.b, tracks.positions
    aa, ab = a[left] == a[right], a[left] == b[right]
    ba, bb = b[left] == a[right], b[left] == b[right]
    one_shared = aa.astype(int) + ab + ba + bb == 1  # straight tracks never loop
    hub_first = aa | ab  # the left track starts at the shared station
    hub_second = aa | ba
    hub = pos[np.where(hub_first, a[left], b[left])]
    u = pos[np.where(hub_first, b[left], a[left])] - hub
    v = pos[np.where(hub_second, b[right], a[right])] - hub
    cross = u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]
    apart = np.abs(cross) > _COLLINEAR * np.hypot(*u.T) * np.hypot(*v.T)
    straight = tracks.straight
    result: npt.NDArray[np.bool_] = one_shared & straight[left] & straight[right] & apart
    return result
