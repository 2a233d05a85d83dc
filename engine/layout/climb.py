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

from engine.layout.lattice import Places, around, keeps_sides, room_to_leave
from engine.layout.routing import (
    CROSSING,
    SEARCH_BUDGET,
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
# States a trial move's searches may take: a move whose track needs a long detour
# is seldom the better one, and trials are most of the layout's searching.
TRIAL_BUDGET = 400
MOVE_REACH = 2  # grid steps a station walled in by track may move to get out
# What meeting another track costs a path that rips it up: cheap first (a short
# path through much track), then dear (a detour through little).
MEETING = (5.0, 20.0, 80.0)
STUCK_CROSSING = 50.0  # a crossing the map did not have: worth a long detour to avoid
RIP_DEPTH = 2  # track ripped up may rip up track in its own way, once


@dataclass
class Network:
    """Stations on the grid, and for each connection its two stations."""

    grid: Grid
    nodes: list[Node]
    places: Places  # where each station would be, in grid steps, crowds pushed apart
    sides: Places  # where each station was on the map, scaled only
    ends: Sequence[tuple[int, int]]
    incident: Sequence[Sequence[int]]  # per station, its connections
    crossed: Sequence[frozenset[int]]  # per connection, those it crossed on the map
    neighbours: Sequence[Sequence[int]]  # per station, the stations it joins
    roomy: bool  # whether a station keeps a way out for each connection (room_to_leave)


def bearing(network: Network, key: int) -> int:
    """The heading from a connection's first station to its second on the map."""
    a, b = network.ends[key]
    (ax, ay), (bx, by) = network.sides[a], network.sides[b]
    return nearest_heading(bx - ax, by - ay)


def route(
    network: Network, key: int, reach: int = SEARCH_MARGIN, budget: int = SEARCH_BUDGET
) -> bool:
    """Route one connection on the grid, straying at most `reach` steps outside the
    box of its ends and searching at most `budget` states; whether a path was found."""
    a, b = network.ends[key]
    path = network.grid.route(
        network.nodes[a], network.nodes[b], bearing(network, key), reach, budget
    )
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


def cross_where_stuck(network: Network) -> None:
    """The last resort for a connection still without a path: the octilinear path that
    crosses the fewest other tracks (a crossing the map did not have, counted in the
    figures), rather than a straight line across whatever lies in its way."""
    grid = network.grid
    everyone = frozenset(range(len(network.ends)))
    reach = max(grid.width, grid.height)
    for key in range(len(network.ends)):
        if key not in grid.paths:
            a, b = network.ends[key]
            meeting = Meeting(everyone, STUCK_CROSSING, None)
            path = grid.route_through(
                network.nodes[a], network.nodes[b], bearing(network, key), reach, meeting
            )
            if path is not None:
                grid.put(key, path)


def _rip_up(
    network: Network,
    key: int,
    reach: int,
    depth: int = RIP_DEPTH,
    kept: frozenset[int] = frozenset(),
) -> bool:
    """Lay the connection's path through the track in its way, then route that track
    again, ripping up in turn (to `depth`) what is in its way but never the `kept`
    connections; all undone when some track is left without a path."""
    grid = network.grid
    a, b = network.ends[key]
    crossed = network.crossed[key]
    for meeting in MEETING:
        path = grid.route_through(
            network.nodes[a],
            network.nodes[b],
            bearing(network, key),
            reach,
            Meeting(crossed, CROSSING, meeting),
        )
        if path is None:
            return False
        ripped = grid.blockers(path) - crossed
        if ripped & kept:
            continue
        before = dict(grid.paths)
        for other in ripped:
            grid.take(other)
        grid.put(key, path)
        if all(
            route(network, other, reach)
            or (depth > 1 and _rip_up(network, other, reach, depth - 1, kept | {key}))
            for other in ripped
        ):
            return True
        grid.restore(before)
    return False


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
            route(network, key, budget=TRIAL_BUDGET)
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
    if network.roomy and not room_to_leave(node, station, grid.stations, network.neighbours):
        return False
    return all(
        keeps_sides(node, network.nodes[other], network.sides[station], network.sides[other])
        for other in network.neighbours[station]
    )
