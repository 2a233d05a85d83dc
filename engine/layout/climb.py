"""Local moves that straighten the track: Stott et al.'s multicriteria hill climbing,
on the grid.

Each station in turn tries the eight grid nodes around it; a move is kept when
the station's connections, routed again, cost less in length and bends (and
its distance from its own place) than before, and it turns the station round
none of its neighbours. A few rounds settle most of what can be gained.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from engine.layout.lattice import Places, around, keeps_sides
from engine.layout.routing import (
    CROSSING,
    SEARCH_MARGIN,
    Grid,
    Meeting,
    Node,
    corners,
    cost,
    nearest_heading,
)

MISSING = 100.0  # the cost of a connection no path was found for
STRAY = 0.5  # the cost of each grid step a station lies from its place
FARTHEST = 2.5  # grid steps a move may take a station from its place
ROUNDS = 3
MOVE_REACH = 2  # grid steps a station walled in by track may move to get out
# What meeting another track costs a path that rips it up: cheap first (a short
# path through much track), then dear (a detour through little).
MEETING = (5.0, 20.0, 80.0)


@dataclass
class Network:
    """Stations on the grid, and for each connection its two stations."""

    grid: Grid
    nodes: list[Node]
    places: Places
    ends: Sequence[tuple[int, int]]
    incident: Sequence[Sequence[int]]  # per station, its connections
    crossed: Sequence[frozenset[int]]  # per connection, those it crossed on the map
    neighbours: Sequence[Sequence[int]]  # per station, the stations it joins


def bearing(network: Network, key: int) -> int:
    """The heading from a connection's first station to its second on the map."""
    a, b = network.ends[key]
    (ax, ay), (bx, by) = network.places[a], network.places[b]
    return nearest_heading(bx - ax, by - ay)


def route(network: Network, key: int, reach: int = SEARCH_MARGIN) -> bool:
    """Route one connection on the grid, straying at most `reach` steps outside the
    box of its ends; whether a path was found."""
    a, b = network.ends[key]
    path = network.grid.route(network.nodes[a], network.nodes[b], bearing(network, key), reach)
    if path is not None:
        network.grid.put(key, path)
    return path is not None


def repair(network: Network, rounds: int = ROUNDS) -> None:
    """Route the connections no clear path was found for by ripping up the track in
    their way and routing it again after them, as routers of circuit boards do (a
    rip-up that leaves other track without a path is undone), or else by moving
    their stations. A connection may cross the track it crossed on the map."""
    grid = network.grid
    reach = 3 * SEARCH_MARGIN
    for _ in range(rounds):
        for key in range(len(network.ends)):
            if key not in grid.paths and not route(network, key, reach):
                _rip_up(network, key, reach)
            if key not in grid.paths:  # a station walled in: it moves a little further
                for station in network.ends[key]:
                    _try_moves(network, station, MOVE_REACH)
        if len(grid.paths) == len(network.ends):
            return


def _rip_up(network: Network, key: int, reach: int) -> None:
    grid = network.grid
    a, b = network.ends[key]
    for meeting in MEETING:
        crossed = network.crossed[key]
        path = grid.route_through(
            network.nodes[a],
            network.nodes[b],
            bearing(network, key),
            reach,
            Meeting(crossed, CROSSING, meeting),
        )
        if path is None:
            return
        ripped = {other: grid.take(other) for other in grid.blockers(path) - crossed}
        grid.put(key, path)
        if all(route(network, other, reach) for other in ripped):
            return
        for other in ripped:
            grid.take(other)
        grid.take(key)
        for other, old in ripped.items():
            if old is not None:
                grid.put(other, old)


def straighten(network: Network, rounds: int = ROUNDS) -> None:
    for _ in range(rounds):
        moved = sum(_try_moves(network, station) for station in range(len(network.nodes)))
        if not moved:
            return


def _station_cost(network: Network, station: int) -> float:
    paths = network.grid.paths
    track = sum(cost(paths[key]) if key in paths else MISSING for key in network.incident[station])
    node, place = network.nodes[station], network.places[station]
    return track + STRAY * math.hypot(node[0] - place[0], node[1] - place[1])


def _worth_moving(network: Network, station: int) -> bool:
    paths = network.grid.paths
    return any(key not in paths or corners(paths[key]) for key in network.incident[station])


def _try_moves(network: Network, station: int, reach: int = 1) -> bool:
    """Move the station to the best of the nodes up to `reach` steps away, if any
    beats staying."""
    if not network.incident[station] or not _worth_moving(network, station):
        return False
    grid, home = network.grid, network.nodes[station]
    before = _station_cost(network, station)
    kept = {key: grid.take(key) for key in network.incident[station]}
    del grid.stations[home]
    best: tuple[float, Node] | None = None
    for node in around(home, reach):
        if node == home or not _allowed(network, station, node):
            continue
        network.nodes[station] = node
        grid.stations[node] = station
        for key in network.incident[station]:
            route(network, key)
        after = _station_cost(network, station)
        for key in network.incident[station]:
            grid.take(key)
        del grid.stations[node]
        if after < before - 1e-9 and (best is None or after < best[0]):
            best = (after, node)
    chosen = home if best is None else best[1]
    network.nodes[station] = chosen
    grid.stations[chosen] = station
    if best is None:
        for key, path in kept.items():
            if path is not None:
                grid.put(key, path)
    else:
        for key in network.incident[station]:
            route(network, key)
    return best is not None


def _allowed(network: Network, station: int, node: Node) -> bool:
    grid, place = network.grid, network.places[station]
    if not grid.inside(node) or not grid.free(node):
        return False
    if math.hypot(node[0] - place[0], node[1] - place[1]) > FARTHEST:
        return False
    return all(
        keeps_sides(node, network.nodes[other], place, network.places[other])
        for other in network.neighbours[station]
    )
