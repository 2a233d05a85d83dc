"""The layout on its grid while it is made: where each station is and what each
connection joins, and routing one connection there."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from engine.layout.lattice import Places
from engine.layout.routing import (
    CROSSING,
    SEARCH_BUDGET,
    SEARCH_MARGIN,
    Grid,
    Meeting,
    Node,
    nearest_heading,
)


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
    # per station, the stations it keeps a node away from (room_to_cross); none if empty
    apart: Sequence[Collection[int]] = ()


def bearing(network: Network, key: int) -> int:
    """The heading from a connection's first station to its second on the map."""
    a, b = network.ends[key]
    (ax, ay), (bx, by) = network.sides[a], network.sides[b]
    return nearest_heading(bx - ax, by - ay)


def route(
    network: Network,
    key: int,
    reach: int = SEARCH_MARGIN,
    budget: int = SEARCH_BUDGET,
    crossing: bool = False,
) -> bool:
    """Route one connection on the grid, straying at most `reach` steps outside the
    box of its ends and searching at most `budget` states; with `crossing`, when no
    clear path is found, one that crosses only track it crossed on the map. Whether
    a path was found."""
    a, b = network.ends[key]
    start, end, heading = network.nodes[a], network.nodes[b], bearing(network, key)
    path = network.grid.route(start, end, heading, reach, budget)
    crossed = network.crossed[key]
    if path is None and crossing and crossed:
        meeting = Meeting(crossed, CROSSING, None)
        path = network.grid.route_through(start, end, heading, reach, meeting, budget)
    if path is not None:
        network.grid.put(key, path)
    return path is not None
