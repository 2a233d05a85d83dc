"""Stations onto grid nodes, keeping where they lie relative to one another.

The map is evened out (the crowded centre opened up, see `Scaling`) and scaled
so the typical distance between a station and its nearest neighbour spans a
set number of grid steps (1.5 for a schematic, 1 for a lattice sheet), then
each station takes the free node nearest its scaled place, interchanges first.
Rounding keeps every order along an axis; a station
whose node is taken moves to the nearest free one, preferring the side it
leaned towards, and never to a node that would turn it round a neighbour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
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


def snap(places: Places, order: Sequence[int], neighbours: Sequence[Sequence[int]]) -> list[Node]:
    """A distinct grid node for every station, taken in `order`."""
    nodes: list[Node | None] = [None] * len(places)
    taken: set[Node] = set()
    for station in order:
        node = _nearest_free(places, station, nodes, taken, neighbours[station])
        nodes[station] = node
        taken.add(node)
    return [node for node in nodes if node is not None]


def around(node: Node, reach: int) -> list[Node]:
    """The nodes at most `reach` steps from `node` along either axis, itself included."""
    x, y = node
    span = range(-reach, reach + 1)
    return [(x + dx, y + dy) for dx in span for dy in span]


def _nearest_free(
    places: Places,
    station: int,
    nodes: Sequence[Node | None],
    taken: set[Node],
    neighbours: Sequence[int],
) -> Node:
    x, y = places[station]
    home = (round(x), round(y))
    candidates = sorted(
        around(home, SEARCH_RINGS), key=lambda node: (math.hypot(node[0] - x, node[1] - y), node)
    )
    free = [n for n in candidates if n not in taken and min(n) >= 0]
    placed = [(spot, places[n]) for n in neighbours if (spot := nodes[n]) is not None]
    for node in free:
        if all(keeps_sides(node, other, places[station], where) for other, where in placed):
            return node
    return free[0] if free else _far_free(taken, home)


def _far_free(taken: set[Node], home: Node) -> Node:
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
