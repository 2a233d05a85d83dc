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
   up cheaper. It stops at the first label with more lines than the cheapest
   destination and returns every (destination, lines) at that cost: the ties
   the mover chooses between.

Once the mover has chosen, `route_spans` finds one route of that ride: the
game counts the track and stations it passes for the playtest report, and
the replay draws it.
"""

from __future__ import annotations

from collections import deque
from heapq import heappop, heappush

from engine.families.underground.board import Board
from engine.rules.bitmask import bits

Adjacency = tuple[tuple[tuple[int, int], ...], ...]
UNREACHABLE = 1 << 30


def walks_to(adjacency: Adjacency, occupancy: list[int], targets: int) -> list[int]:
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
    return walk


def _covered(labels: list[int], lines: int) -> bool:
    """Whether a label at the node already rode a subset of `lines`. (A loop: a node
    holds one or two labels, and `any` over a generator costs more than the test.)"""
    for held in labels:
        if not held & ~lines:
            break
    else:
        return False
    return True


def cheapest_rides(
    adjacency: Adjacency,
    occupancy: list[int],
    start: int,
    targets: int,
    bound: list[int] | None = None,
) -> list[tuple[int, int]]:
    """Every (destination node, mask of lines ridden) at the least cost from `start`
    to a node in the `targets` mask; empty when none can be reached. `bound` is
    `walks_to(adjacency, occupancy, targets)` where the caller has it already."""
    if targets >> start & 1:
        return [(start, 0)]  # staying put costs (0, 0), and nothing is cheaper
    if bound is None:
        bound = walks_to(adjacency, occupancy, targets)
    if bound[start] == UNREACHABLE:
        return []
    heap = [(0, 0, start)]  # (lines ridden, mask of lines, node)
    settled: list[list[int] | None] = [None] * len(adjacency)
    best = -1
    found: list[tuple[int, int]] = []
    while heap:
        count, lines, node = heappop(heap)
        if 0 <= best < count:
            break
        labels = settled[node]
        if labels is None:
            settled[node] = [lines]
        elif _covered(labels, lines):
            continue
        else:
            labels.append(lines)
        if targets >> node & 1:
            best = count
            found.append((node, lines))
        here = bound[node]
        for there, span in adjacency[node]:
            step = here - bound[there]
            if step == 1:  # only an empty span lowers the bound: walk it
                labels = settled[there]
                if labels is None or not _covered(labels, lines):
                    heappush(heap, (count, lines, there))
            elif step == 0:
                labels = settled[there]
                occupied = occupancy[span]
                if occupied & lines:  # riding a line already ridden: adding one is never better
                    if labels is None or not _covered(labels, lines):
                        heappush(heap, (count, lines, there))
                    continue
                while occupied:
                    line = occupied & -occupied
                    occupied ^= line
                    ridden = lines | line
                    if labels is None or not _covered(labels, ridden):
                        heappush(heap, (ridden.bit_count(), ridden, there))
    return found


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
