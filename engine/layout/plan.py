"""The layout in grid steps, before a spacing makes it a board: stations on grid
nodes and their connections routed, tried again on finer grids while the first
routing is crowded (on the lattice also while each finer grid leaves less track
without a path), the best kept; and where octilinear track is still stuck, the
finest grid again with the stations of each connection the map had crossed a node
apart, so the crossing has room (`room_to_cross`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from engine.importers.projection import spread
from engine.layout.climb import straighten
from engine.layout.figures import crossing_pairs
from engine.layout.lattice import GRID_MARGIN, Places, Scaling, scaling, snap
from engine.layout.network import Network, route
from engine.layout.repair import cross_where_stuck, relocate_stuck, repair
from engine.layout.routing import Grid
from engine.map.model import Connection, MapPack, Station

# spacings between a station and its nearest neighbour, typically
STEPS_APART = {"octilinear": 1.5, "grid": 1.0}
# Spacings stations are pushed apart to before they take their nodes: room for
# track to pass between them in a crowded centre (a lattice sheet's stations are
# neighbours).
ROOM = {"octilinear": 1.2, "grid": 1.0}
# Where the first routing is crowded the grid is tried again this much finer. On
# the lattice it is also where some track finds no clear path, while that helps; in
# the octilinear style that goes straight to the finest grid with stations a node
# apart (the whole Underground: 3 stuck on the first grid, 5 on the next; none on
# the finest with them apart, where the coarser two, tried first, did no better and
# took 1.5 s).
FINER = (1.0, 1.5, 2.0)
# A grid on which the first routing (before straightening and repair) leaves more
# than this share of the connections without a path is passed over for a finer
# one, unless it is the finest: it ends with many stuck (on Cairns' buses 29% then
# 21 stuck, 23% then 6; London, the whole Underground and the 300-station city
# 3.5 to 6%), and straightening and repairing it is most of the time.
CROWDED = 0.15


@dataclass(frozen=True)
class Plan:
    stations: list[Station]  # the pack's, each id once
    joined: list[tuple[int, Connection]]  # connections between two of them, by place in the pack
    network: Network
    scale: Scaling  # map positions to grid steps
    stuck: set[int] = field(default_factory=set)  # connections that had to cross other track


def grid_plan(pack: MapPack, style: str) -> Plan:
    """The pack's stations and connections laid on a grid in the style asked for;
    track still without a path on the best grid crosses the fewest other tracks."""
    stations = list(pack.station_index.values())
    index = {station.id: i for i, station in enumerate(stations)}
    joined = [
        (k, c)
        for k, c in enumerate(pack.connections)
        if c.a in index and c.b in index and c.a != c.b
    ]
    ends = [(index[c.a], index[c.b]) for _, c in joined]
    keys = {c.id: key for key, (_, c) in enumerate(joined)}
    crossed: list[set[int]] = [set() for _ in joined]
    for pair in crossing_pairs(pack):
        one, other = (keys.get(i) for i in pair)
        if one is not None and other is not None:
            crossed[one].add(other)
            crossed[other].add(one)
    frozen = [frozenset(c) for c in crossed]
    roomy = style == "octilinear"  # the lattice has no second pass
    best = _best_grid(style, stations, joined, ends, frozen, [], FINER, not roomy)
    if best.stuck and roomy:
        apart = _apart(len(stations), ends, frozen)
        spaced = _best_grid(style, stations, joined, ends, frozen, apart, FINER[-1:], False)
        if len(spaced.stuck) < len(best.stuck):
            best = spaced
    cross_where_stuck(best.network)
    return best


def _best_grid(
    style: str,
    stations: list[Station],
    joined: list[tuple[int, Connection]],
    ends: list[tuple[int, int]],
    crossed: list[frozenset[int]],
    apart: list[set[int]],
    finers: tuple[float, ...],
    while_better: bool,
) -> Plan:
    """The grid, of those tried finer and finer, that leaves the least track without a
    path, and what is still stuck there after moving stations (`relocate_stuck`).
    Past the crowded ones, finer grids are tried only `while_better`."""
    positions = [s.pos for s in stations]
    old = np.array(positions, dtype=float).reshape(-1, 2)
    best: Plan | None = None
    for finer in finers:
        scale = scaling(positions, STEPS_APART[style] * finer, GRID_MARGIN)
        sides = scale(old)
        network = _routed(
            np.array(spread(sides.tolist(), ROOM[style])),
            sides,
            ends,
            [c.lanes for _, c in joined],
            crossed,
            apart,
            style == "octilinear",
            1.0 if finer == FINER[-1] else CROWDED,
        )
        if network is None:
            continue
        better = best is None or len(network.grid.paths) > len(best.network.grid.paths)
        if better:
            best = Plan(stations, joined, network, scale)
        if not (better and while_better) or len(network.grid.paths) == len(ends):
            break
    assert best is not None
    relocate_stuck(best.network)
    best.stuck.update(k for k in range(len(ends)) if k not in best.network.grid.paths)
    return best


def _routed(
    places: Places,
    sides: Places,
    ends: list[tuple[int, int]],
    lanes: list[int],
    crossed: list[frozenset[int]],
    apart: list[set[int]],
    roomy: bool,
    crowded: float,
) -> Network | None:
    """Stations snapped to the grid near their `places` (pushed apart), on the sides
    of one another they had at their `sides` (scaled only), and their connections
    routed, the busiest and then the shortest first, straightened and repaired; the
    map's own crossings are kept where no way round them is found. `roomy` keeps a
    way out of each station for each of its connections (`room_to_leave`); a
    lattice sheet's stations are neighbours by design. None when the first routing
    leaves more than the `crowded` share of connections without a path."""
    incident: list[list[int]] = [[] for _ in places]
    neighbours: list[list[int]] = [[] for _ in places]
    for key, (a, b) in enumerate(ends):
        incident[a].append(key)
        incident[b].append(key)
        neighbours[a].append(b)
        neighbours[b].append(a)
    order = sorted(range(len(places)), key=lambda i: (-len(incident[i]), i))
    nodes = snap(places, sides, order, neighbours, apart or [set() for _ in places], roomy)
    width = max((n[0] for n in nodes), default=0) + GRID_MARGIN
    height = max((n[1] for n in nodes), default=0) + GRID_MARGIN
    grid = Grid(width, height)
    grid.stations = {node: i for i, node in enumerate(nodes)}
    network = Network(grid, nodes, places, sides, ends, incident, crossed, neighbours, roomy, apart)
    for key in sorted(range(len(ends)), key=lambda k: (-lanes[k], _steps(network, k))):
        route(network, key)
    if len(ends) - len(grid.paths) > crowded * len(ends):
        return None
    straighten(network)
    repair(network)
    return network


def _apart(
    stations: int, ends: list[tuple[int, int]], crossed: list[frozenset[int]]
) -> list[set[int]]:
    """Per station, the stations it is joined to by a connection that other track
    crossed on the map."""
    found: list[set[int]] = [set() for _ in range(stations)]
    for key, (a, b) in enumerate(ends):
        if crossed[key]:
            found[a].add(b)
            found[b].add(a)
    return found


def _steps(network: Network, key: int) -> int:
    a, b = network.ends[key]
    (ax, ay), (bx, by) = network.nodes[a], network.nodes[b]
    return max(abs(ax - bx), abs(ay - by))
