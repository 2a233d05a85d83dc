"""U13: the Passenger's cheapest routes.

A route costs (empty track spaces walked, number of distinct lines ridden),
compared lexicographically. The second part counts a *set*, so edge weights
cannot express it and plain Dijkstra is wrong. Instead:

1. a 0-1 BFS from the destinations gives each node the fewest empty spaces
   still to walk (`bound`); the start's figure is the least any route walks.
   A cheapest route walks exactly that, so along it every step keeps `bound`
   (riding a built span) or lowers it by one (walking an empty span). Only
   those steps are searched, so a label's walk is fixed by its node. Walking
   the free lane of a built span is never cheapest (riding it walks less), so
   the number of lanes does not matter to the Passenger.
2. a label-setting search over (node, set of lines ridden), the set a bitmask,
   takes labels fewest lines first and drops a label when the same node
   already holds a subset of its lines: whatever follows, it can never end
   up cheaper. A step keeps a label's lines or adds one, so the labels come
   in layers, one per count of lines; within a layer only an equal label
   covers another, so their order does not matter and a stack serves. It
   stops after the first layer that reaches a destination and returns every
   (destination, lines) of it: the ties the mover chooses between.

Once the mover has chosen, `route_spans` finds one route of that ride: the
game counts the track and stations it passes for the playtest report, and
the replay draws it.
"""

from __future__ import annotations

from collections import deque

from engine.families.underground.board import Board
from engine.rules.bitmask import bits

Adjacency = tuple[tuple[tuple[int, int], ...], ...]
# node -> fewest empty spaces to walk: a tuple, which the garbage collector stops
# visiting once it holds only numbers (a search keeps thousands of these)
Walks = tuple[int, ...]
UNREACHABLE = 1 << 30


def walks_to(adjacency: Adjacency, occupancy: list[int], targets: int) -> Walks:
    """Per node, the fewest empty spaces to walk to a node in `targets`.

    A span with any token is free to ride; one with none must be walked.
    """
    walk = [UNREACHABLE] * len(adjacency)
    queue = deque(bits(targets))
    for node in queue:
        walk[node] = 0
    while queue:
        here = queue.popleft()
        distance = walk[here]
        for there, span in adjacency[here]:
            if occupancy[span]:
                if distance < walk[there]:
                    walk[there] = distance
                    queue.appendleft(there)
            elif distance + 1 < walk[there]:
                walk[there] = distance + 1
                queue.append(there)
    return tuple(walk)


def _settles(settled: list[list[int] | None], node: int, lines: int) -> bool:
    """Keep the label (node, lines) unless the node already holds a subset of its lines:
    whatever follows, it could never end up cheaper. (A loop: a node holds one or two
    labels, and `any` over a generator costs more than the test.)"""
    labels = settled[node]
    if labels is None:
        settled[node] = [lines]
        return True
    for held in labels:
        if not held & ~lines:
            return False
    labels.append(lines)
    return True


def cheapest_rides(
    adjacency: Adjacency,
    occupancy: list[int],
    start: int,
    targets: int,
    bound: Walks | None = None,
) -> tuple[tuple[int, int], ...]:
    """Every (destination node, mask of lines ridden) at the least cost from `start`
    to a node in the `targets` mask, in no particular order; empty when none can be
    reached. `bound` is `walks_to(adjacency, occupancy, targets)` where the caller
    has it already."""
    if targets >> start & 1:
        return ((start, 0),)  # staying put costs (0, 0), and nothing is cheaper
    if bound is None:
        bound = walks_to(adjacency, occupancy, targets)
    if bound[start] == UNREACHABLE:
        return ()
    settled: list[list[int] | None] = [None] * len(adjacency)
    following = [(0, start)]  # (mask of lines, node): labels of the next layer
    found: list[tuple[int, int]] = []
    while following and not found:
        layer = [(lines, node) for lines, node in following if _settles(settled, node, lines)]
        following = []
        while layer:
            lines, node = layer.pop()
            if targets >> node & 1:
                found.append((node, lines))
            here = bound[node]
            for there, span in adjacency[node]:
                step = here - bound[there]
                # walk an empty span that lowers the bound, or ride a line already ridden
                # (adding another there is never better)
                if step == 1 or (step == 0 and occupancy[span] & lines):
                    if _settles(settled, there, lines):
                        layer.append((lines, there))
                elif step == 0:  # ride a new line: a label of the next layer
                    occupied = occupancy[span]
                    while occupied:
                        line = occupied & -occupied
                        occupied ^= line
                        following.append((lines | line, there))
    return tuple(found)  # a tuple of numbers: a memo of them costs the collector nothing


def route_spans(board: Board, occupancy: list[int], start: int, stop: int, lines: int) -> list[int]:
    """Spans of a route from `start` to `stop` riding only `lines` (a mask) and walking
    the fewest empty spaces (a 0-1 breadth-first search); [] when he stays put.

    Raises ValueError when no such route exists: the states do not belong together.
    """
    walked = {start: 0}
    came_by: dict[int, tuple[int, int]] = {}  # node -> (previous node, span)
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == stop:
            break  # popped first at its least walk: its route is settled
        for there, span in board.adjacency[here]:
            held = occupancy[span]
            if held and not held & lines:
                continue  # another line's track: riding it was not chosen
            cost = walked[here] + (0 if held else 1)
            if cost < walked.get(there, cost + 1):
                walked[there] = cost
                came_by[there] = (here, span)
                if held:
                    queue.appendleft(there)
                else:
                    queue.append(there)
    if stop not in walked:
        raise ValueError(f"no route from {board.names[start]} to {board.names[stop]}")
    spans = []
    node = stop
    while node != start:
        node, span = came_by[node]
        spans.append(span)
    return spans[::-1]
