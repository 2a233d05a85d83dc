"""Track left without a path after routing and straightening: ripped through what
stands in its way, as routers of circuit boards do, or by moving its stations (octi's
candidate nodes), or else crossing the fewest other tracks."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.layout.climb import allowed, try_moves
from engine.layout.lattice import around
from engine.layout.network import Network, bearing, route
from engine.layout.routing import CROSSING, HEADINGS, SEARCH_MARGIN, Meeting, Node

MOVE_REACH = 2  # grid steps a station walled in by track may move to get out
# What meeting another track costs a path that rips it up: cheap first (a short
# path through much track), then dear (a detour through little).
MEETING = (5.0, 20.0, 80.0)
STUCK_CROSSING = 50.0  # a crossing the map did not have: worth a long detour to avoid
RIP_DEPTH = 2  # track ripped up may rip up track in its own way, once
ROUNDS = 3


def repair(network: Network, rounds: int = ROUNDS) -> None:
    """Route the connections no clear path was found for by ripping up the track in
    their way and routing it again after them, as routers of circuit boards do (a
    rip-up that leaves other track without a path is undone), or else by moving
    their stations. A connection, and the track it rips up, may cross the track each
    crossed on the map: a draft whose track crosses itself often (a bus network's
    stops spread apart) has no way round many of those crossings."""
    grid = network.grid
    reach = 3 * SEARCH_MARGIN
    for _ in range(rounds):
        for key in range(len(network.ends)):
            if key not in grid.paths and not route(network, key, reach, crossing=True):
                _rip_up(network, key, reach)
            if key not in grid.paths:  # a station walled in: it moves a little further
                for station in network.ends[key]:
                    try_moves(network, station, MOVE_REACH)
        if len(grid.paths) == len(network.ends):
            return


def cross_where_stuck(network: Network) -> None:
    """The last resort for a connection still without a path: the octilinear path that
    crosses the fewest other tracks (a crossing the map did not have, counted in the
    figures), rather than a straight line across whatever lies in its way; searched
    over the whole grid, every state if need be, as only a few connections get here."""
    grid = network.grid
    everyone = frozenset(range(len(network.ends)))
    reach = max(grid.width, grid.height)
    every_state = len(HEADINGS) * (grid.width + 1) * (grid.height + 1)
    for key in range(len(network.ends)):
        if key not in grid.paths:
            a, b = network.ends[key]
            meeting = Meeting(everyone, STUCK_CROSSING, None)
            path = grid.route_through(
                network.nodes[a],
                network.nodes[b],
                bearing(network, key),
                reach,
                meeting,
                every_state,
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
            route(network, other, reach, crossing=True)
            or (depth > 1 and _rip_up(network, other, reach, depth - 1, kept | {key}))
            for other in ripped
        ):
            return True
        grid.restore(before)
    return False


def relocate_stuck(network: Network) -> None:
    """Route what is still stuck on the chosen grid by moving its stations (`_relocate`):
    dear, so done once, on the grid kept."""
    for key in range(len(network.ends)):
        if key not in network.grid.paths:
            _relocate(network, key, 3 * SEARCH_MARGIN)


def _relocate(network: Network, key: int, reach: int) -> bool:
    """Route a stuck connection by laying the track of its two stations again, it
    first, ripping up what stands in the way (the order the track left a station
    in may have walled it off); else by moving one of its stations to a free node
    nearby and laying that station's track again (octi's candidate nodes for a
    station, tried only where track is stuck). The first that leaves more track
    with a path is kept. Whether one was."""
    grid = network.grid
    before, routed = dict(grid.paths), len(grid.paths)
    a, b = network.ends[key]
    both = [*network.incident[a], *network.incident[b]]
    if _laid_again(network, key, both, reach) and len(grid.paths) > routed:
        return True
    grid.restore(before)
    for station in (a, b):
        home = network.nodes[station]
        nearest = sorted(around(home, MOVE_REACH), key=lambda n: math.dist(n, home))
        for node in nearest:
            if node == home or not allowed(network, station, node):
                continue
            _move(network, station, node)
            if _laid_again(network, key, network.incident[station], reach) and (
                len(grid.paths) > routed
            ):
                return True
            grid.restore(before)
            _move(network, station, home)
    return False


def _laid_again(network: Network, key: int, tracks: Sequence[int], reach: int) -> bool:
    """Lift the tracks and route them again, the stuck connection first, ripping up
    what stands in their way; whether every one found a path."""
    again = sorted(set(tracks), key=lambda other: (other != key, other))
    for other in again:
        network.grid.take(other)
    return all(
        route(network, other, reach, crossing=True) or _rip_up(network, other, reach)
        for other in again
    )


def _move(network: Network, station: int, node: Node) -> None:
    del network.grid.stations[network.nodes[station]]
    network.grid.stations[node] = station
    network.nodes[station] = node
