"""Local moves that straighten the track: Stott et al.'s multicriteria hill climbing,
on the grid.

Each station in turn tries the eight grid nodes around it; a move is kept when
the station's connections, routed again, cost less in length and bends (and
its distance from its own place) than before, and it turns the station round
none of its neighbours. A few rounds settle most of what can be gained.
"""

from __future__ import annotations

import math

from engine.layout.lattice import around, keeps_sides, room_to_cross, room_to_leave
from engine.layout.network import Network, route
from engine.layout.routing import Node, corners, cost

MISSING = 100.0  # the cost of a connection no path was found for
STRAY = 0.5  # the cost of each grid step a station lies from its place
FARTHEST = 2.5  # grid steps a move may take a station from its place
ROUNDS = 3
# States a trial move's searches may take: a move whose track needs a long detour
# is seldom the better one, and trials are most of the layout's searching. (400
# before: 80 lays out London and the 300-station city the same, Cairns' buses in
# two thirds of the time with fewer bends; 50 leaves Cairns a crossing.)
TRIAL_BUDGET = 80


def straighten(network: Network, rounds: int = ROUNDS) -> None:
    """Rounds of moves over every station, until a round moves none."""
    for _ in range(rounds):
        moved = sum(try_moves(network, station) for station in range(len(network.nodes)))
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


def try_moves(network: Network, station: int, reach: int = 1) -> bool:
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
        if node == home or not allowed(network, station, node):
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


def allowed(network: Network, station: int, node: Node) -> bool:
    """Whether the station may move to the node: free, near its place, turning round
    none of its neighbours (and on a schematic leaving room to leave)."""
    grid, place = network.grid, network.places[station]
    if not grid.inside(node) or not grid.free(node):
        return False
    if math.hypot(node[0] - place[0], node[1] - place[1]) > FARTHEST:
        return False
    if network.roomy and not (
        room_to_leave(node, station, grid.stations, network.neighbours)
        and all(
            room_to_cross(node, network.nodes[other])
            for other in (network.apart[station] if network.apart else ())
        )
    ):
        return False
    return all(
        keeps_sides(node, network.nodes[other], network.sides[station], network.sides[other])
        for other in network.neighbours[station]
    )
