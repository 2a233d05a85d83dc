"""Stations onto grid nodes, keeping where they lie relative to one another.

The map is evened out (the crowded centre opened up, see `Scaling`) and scaled
so the typical distance between a station and its nearest neighbour spans a
set number of grid steps (1.5 for a schematic, 1 for a lattice sheet); crowds
are pushed apart a little more (engine/layout/plan.py). Then each station takes
the free node nearest its place, interchanges first, but never one that would
turn it round a station it is joined to, and on a schematic one that leaves it
and the stations beside it a way out for each connection (`room_to_leave`).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import shapely
from shapely import STRtree

from engine.layout.routing import Node

Places = npt.NDArray[np.float64]  # one (x, y) row per station, in grid steps
SEARCH_RINGS = 6  # how far (in grid steps) a station may be pushed from its place
GRID_MARGIN = 2  # free grid steps around the stations, for track to go round them
RANK_SHARE = 0.5  # of a station's place that comes from its rank along each axis


@dataclass(frozen=True)
class Scaling:
    """Map positions to grid steps, each axis on its own by a rising function: so
    an order along an axis is never turned round, north stays north.

    Half of each coordinate is the position, half its rank among the stations'
    (spread over the same width): a crowded city centre opens up and empty
    suburbs close in, as on a printed transit map. Beyond the stations (a
    region's corner) the position goes on unranked."""

    stations: tuple[Places, Places]  # per axis, the stations' sorted distinct values
    factor: float
    margin: float  # grid steps left of and above the stations

    def __call__(self, points: Places) -> Places:
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        axes = [_blend(points[:, axis], self.stations[axis]) for axis in (0, 1)]
        return np.stack(axes, axis=1) * self.factor + self.margin


def _blend(values: Places, known: Places) -> Places:
    low, high = known[0], known[-1]
    ranks = np.linspace(low, high, len(known))
    inside = np.clip(values, low, high)
    ranked = np.interp(inside, known, ranks) + (values - inside)
    result: Places = RANK_SHARE * ranked + (1 - RANK_SHARE) * values - low
    return result


def scaling(positions: Sequence[tuple[float, float]], steps_apart: float, margin: float) -> Scaling:
    """The scaling that sets the median distance from a station to its nearest
    other station at `steps_apart` grid steps, the least corner `margin` steps in."""
    points = np.array(positions, dtype=float).reshape(-1, 2)
    if not len(points):
        points = np.zeros((1, 2))
    axes = (np.unique(points[:, 0]), np.unique(points[:, 1]))
    unit = Scaling(axes, 1.0, 0.0)
    typical = _typical_gap(unit(points)) if len(points) > 1 else 0.0
    return Scaling(axes, steps_apart / typical if typical > 0 else 1.0, margin)


def _typical_gap(points: Places) -> float:
    geometries = shapely.points(points)
    near_from, near_to = STRtree(geometries).query_nearest(
        geometries, exclusive=True, all_matches=False
    )
    gaps = np.hypot(*(points[near_from] - points[near_to]).T)
    gaps = gaps[gaps > 0]
    return float(np.median(gaps)) if len(gaps) else 0.0


def snap(
    places: Places,
    sides: Places,
    order: Sequence[int],
    neighbours: Sequence[Sequence[int]],
    apart: Sequence[Collection[int]],
    roomy: bool,
) -> list[Node]:
    """A distinct grid node for every station near its place, taken in `order`,
    keeping the sides of one another the stations had at `sides` (and, if `roomy`,
    ways out of each station, `room_to_leave`, and a node between it and the
    stations it is joined to `apart`, `room_to_cross`)."""
    nodes: list[Node | None] = [None] * len(places)
    at: dict[Node, int] = {}
    joined = [set(n) for n in neighbours]
    for station in order:
        node = _nearest_free(places, sides, station, nodes, at, joined, apart[station], roomy)
        nodes[station] = node
        at[node] = station
    return [node for node in nodes if node is not None]


def room_to_leave(
    node: Node, station: int, at: Mapping[Node, int], joined: Sequence[Collection[int]]
) -> bool:
    """Whether a station at `node` keeps, and leaves each station beside it, a free
    way out for each of its connections and one more: a station it is not joined
    to, next to it, takes one of the eight ways out of a grid node."""

    def ways_left(here: Node, who: int, extra: int) -> bool:
        blocking = extra + sum(
            1
            for near in around(here, 1)
            if near != here
            and (other := at.get(near)) is not None
            and other != who
            and other not in joined[who]
        )
        return 8 - blocking >= min(len(joined[who]) + 1, 8)

    beside = [(near, at[near]) for near in around(node, 1) if near != node and near in at]
    return ways_left(node, station, 0) and all(
        ways_left(near, other, 1) for near, other in beside if other not in joined[station]
    )


def room_to_cross(node: Node, other: Node) -> bool:
    """Whether track may cross between two joined stations at these nodes: not when
    they are side by side along an axis (no node between them, no diagonal across),
    which would wall off a connection that crossed theirs on the map."""
    return max(abs(node[0] - other[0]), abs(node[1] - other[1])) > 1


def around(node: Node, reach: int) -> list[Node]:
    """The nodes at most `reach` steps from `node` along either axis, itself included."""
    x, y = node
    span = range(-reach, reach + 1)
    return [(x + dx, y + dy) for dx in span for dy in span]


def _nearest_free(
    places: Places,
    sides: Places,
    station: int,
    nodes: Sequence[Node | None],
    at: Mapping[Node, int],
    joined: Sequence[set[int]],
    apart: Collection[int],
    roomy: bool,
) -> Node:
    """The free node nearest the station's place that turns it round none of the
    stations it is joined to and leaves room to leave (`room_to_leave`); failing
    that, the nearest that turns none round; failing that, the nearest."""
    x, y = places[station]
    home = (round(x), round(y))
    candidates = sorted(
        around(home, SEARCH_RINGS), key=lambda node: (math.hypot(node[0] - x, node[1] - y), node)
    )
    free = [n for n in candidates if n not in at and min(n) >= 0]
    placed = [(spot, sides[n]) for n in joined[station] if (spot := nodes[n]) is not None]
    turning_none = [
        node
        for node in free
        if all(keeps_sides(node, other, sides[station], where) for other, where in placed)
    ]
    crossed = [spot for n in apart if (spot := nodes[n]) is not None]
    with_room = (
        node
        for node in turning_none
        if not roomy
        or (
            room_to_leave(node, station, at, joined)
            and all(room_to_cross(node, other) for other in crossed)
        )
    )
    return (
        next(with_room, None)
        or next(iter(turning_none), None)
        or (free[0] if free else _far_free(at, home))
    )


def _far_free(taken: Mapping[Node, int], home: Node) -> Node:
    """Crowded beyond SEARCH_RINGS: the first free node to the right."""
    x = home[0]
    while (x, home[1]) in taken:
        x += 1
    return (x, home[1])


def keeps_sides(
    node: Node, other: Node, place: Sequence[float], other_place: Sequence[float]
) -> bool:
    """Whether two stations at these nodes lie on the same sides of each other as at
    their places: one clearly north (or east) of the other stays so, or level."""
    for axis in (0, 1):
        was = other_place[axis] - place[axis]
        now = other[axis] - node[axis]
        if (was >= 0.5 and now < 0) or (was <= -0.5 and now > 0):
            return False
    return True
