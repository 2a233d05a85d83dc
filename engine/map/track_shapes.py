"""Every station and track of a pack as shapes, remade only where an edit moved them.

The linter asks for these after every edit, and a dragged station moves a few
tracks of thousands: making all their shapes again took longer than every test
run on them. So each pack's shapes start from the last pack's, and only the
tracks and stations whose points moved are made afresh. The rules that test
pairs of shapes ask `moved_since` which ones those are, to test only them again.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import shapely

from engine.map.memo import per_pack, per_parts
from engine.map.model import Connection, MapPack

Numbers = npt.NDArray[np.intp]


@dataclass(frozen=True, eq=False)
class Moved:
    """What moved between two packs' shapes: track numbers and station numbers."""

    tracks: Numbers
    stations: Numbers


@dataclass(frozen=True, eq=False)  # compared by identity: arrays have no single truth
class Tracks:
    """The connections whose end stations both exist, with their tracks as shapes
    and their ends as station numbers (a station's place in `pack.stations`; where
    ids repeat, a track ends at the first station of its id)."""

    connections: list[Connection]
    lines: npt.NDArray[np.object_]
    a: Numbers
    b: Numbers
    straight: npt.NDArray[np.bool_]
    positions: npt.NDArray[np.float64]  # by station number
    points: npt.NDArray[np.object_]  # by station number
    coords: npt.NDArray[np.float64]  # every track's points, in order
    layout: _TrackLayout

    def moved_since(self, before: Tracks) -> Moved | None:
        """The tracks and stations whose points differ from `before`'s, or None when
        the two are not the same network (other tracks, stations or bend counts)."""
        return _moved(self.layout, self.coords, self.positions, before)


@dataclass(frozen=True, eq=False)
class _TrackLayout:
    """The points of every track, in one array: bends filled in, each end a slot
    to fill with its station's place (`end_stations`, by station number)."""

    connections: list[Connection]
    bends: npt.NDArray[np.float64]
    ends: Numbers
    end_stations: Numbers
    indices: Numbers  # the track each point belongs to
    a: Numbers
    b: Numbers
    straight: npt.NDArray[np.bool_]

    def same_network(self, other: _TrackLayout) -> bool:
        """Whether the two have the same tracks between the same stations, each
        with as many points: then their shapes can be compared point by point."""
        return self is other or (
            np.array_equal(self.indices, other.indices)
            and np.array_equal(self.a, other.a)
            and np.array_equal(self.b, other.b)
        )


_last: list[Tracks | None] = [None]  # one read, one write: threads may share it


@per_pack
def tracks_of(pack: MapPack) -> Tracks:
    """Built once per pack for every whole-map query (as `engine.map.geometry.track_line`
    per connection), remaking only the shapes that moved since the last pack."""
    layout = _track_layout(pack)
    positions = np.array([s.pos for s in pack.stations], dtype=float).reshape(-1, 2)
    coords = layout.bends.copy()
    coords[layout.ends] = positions[layout.end_stations]
    last = _last[0]
    moved = None if last is None else _moved(layout, coords, positions, last)
    if last is not None and moved is not None:
        lines = last.lines.copy()
        lines[moved.tracks] = _lines(coords, layout.indices, moved.tracks)
        points = last.points.copy()
        points[moved.stations] = shapely.points(positions[moved.stations])
    else:
        lines = _lines(coords, layout.indices, np.arange(len(layout.connections)))
        points = shapely.points(positions)
    tracks = Tracks(
        layout.connections,
        lines,
        layout.a,
        layout.b,
        layout.straight,
        positions,
        points,
        coords,
        layout,
    )
    _last[0] = tracks
    return tracks


def _moved(
    layout: _TrackLayout,
    coords: npt.NDArray[np.float64],
    positions: npt.NDArray[np.float64],
    before: Tracks,
) -> Moved | None:
    if not layout.same_network(before.layout) or len(positions) != len(before.positions):
        return None
    tracks = np.unique(layout.indices[_differing_rows(coords, before.coords)])
    return Moved(tracks, np.flatnonzero(_differing_rows(positions, before.positions)))


def _lines(
    coords: npt.NDArray[np.float64], indices: Numbers, which: Numbers
) -> npt.NDArray[np.object_]:
    """The shapes of the tracks numbered `which` (sorted), made in one call."""
    if not len(which):
        return np.empty(0, object)
    mask = np.isin(indices, which)
    lines: npt.NDArray[np.object_] = shapely.linestrings(
        coords[mask], indices=np.searchsorted(which, indices[mask])
    )
    return lines


def _differing_rows(
    now: npt.NDArray[np.float64], before: npt.NDArray[np.float64]
) -> npt.NDArray[np.bool_]:
    differing: npt.NDArray[np.bool_] = (now != before).any(axis=1)
    return differing


@per_parts(lambda pack: (pack.connections, tuple(s.id for s in pack.stations)))
def _track_layout(pack: MapPack) -> _TrackLayout:
    number: dict[str, int] = {}
    for k, station in enumerate(pack.stations):
        number.setdefault(station.id, k)
    owners: list[Connection] = []
    coords: list[tuple[float, float]] = []
    ends: list[int] = []
    end_stations: list[int] = []
    indices: list[int] = []
    for connection in pack.connections:
        if connection.a in number and connection.b in number:
            ends.append(len(coords))
            end_stations.append(number[connection.a])
            coords.extend([(0.0, 0.0), *connection.bends])
            ends.append(len(coords))
            end_stations.append(number[connection.b])
            coords.append((0.0, 0.0))
            indices.extend([len(owners)] * (len(connection.bends) + 2))
            owners.append(connection)
    return _TrackLayout(
        owners,
        np.array(coords, dtype=float).reshape(-1, 2),
        np.array(ends, dtype=np.intp),
        np.array(end_stations, dtype=np.intp),
        np.array(indices, dtype=np.intp),
        np.array([number[c.a] for c in owners], dtype=np.intp),
        np.array([number[c.b] for c in owners], dtype=np.intp),
        np.array([not c.bends for c in owners], dtype=bool),
    )
