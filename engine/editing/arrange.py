"""Align and distribute stations, as Inkscape's Align and Distribute does for
objects. A station is a point, so its left, right and centre are all its
position: aligning left puts every station on the leftmost one's x.

Pure functions from pack to pack, so the editor makes each one undo step.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from engine.editing.edits import move_stations
from engine.map.model import MapPack, Point, Station

X, Y = 0, 1
ALIGN_LEAST = 2  # stations an alignment needs
DISTRIBUTE_LEAST = 3  # the two outer stations stay put: a third is the least that moves


def _middle(values: Sequence[float]) -> float:
    return (min(values) + max(values)) / 2


# side: (the axis it sets, where on that axis the stations meet)
SIDES: dict[str, tuple[int, Callable[[Sequence[float]], float]]] = {
    "left": (X, min),
    "right": (X, max),
    "top": (Y, min),
    "bottom": (Y, max),
    "vertical axis": (X, _middle),
    "horizontal axis": (Y, _middle),
}


def selected_stations(pack: MapPack, ids: Collection[str]) -> list[Station]:
    """The stations among the ids, in the map's order (other elements stay where they are)."""
    return [station for station in pack.stations if station.id in ids]


def align(pack: MapPack, ids: Collection[str], side: str) -> MapPack:
    """Put the stations on one line: the one furthest to that side, or their middle."""
    axis, meet = SIDES[side]
    stations = selected_stations(pack, ids)
    if len(stations) < ALIGN_LEAST:
        return pack
    line = meet([s.pos[axis] for s in stations])
    return move_stations(pack, {s.id: _with(s.pos, axis, line) for s in stations})


def distribute(pack: MapPack, ids: Collection[str], axis: int) -> MapPack:
    """Space the stations evenly along an axis between the two outermost, which stay;
    the order along the axis is kept."""
    stations = sorted(selected_stations(pack, ids), key=lambda s: s.pos[axis])
    if len(stations) < DISTRIBUTE_LEAST:
        return pack
    first, last = stations[0].pos[axis], stations[-1].pos[axis]
    step = (last - first) / (len(stations) - 1)
    inner = stations[1:-1]
    return move_stations(
        pack, {s.id: _with(s.pos, axis, first + i * step) for i, s in enumerate(inner, 1)}
    )


def _with(point: Point, axis: int, value: float) -> Point:
    return (value, point[Y]) if axis == X else (point[X], value)
