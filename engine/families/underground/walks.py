"""Walking-distance tables (`walks_to`) remembered by the track they were made for,
and the Passenger's cheapest rides (`cheapest_rides`) by the lines' tracks.

A look-ahead bot plays many short futures from one position: each adds a few
tokens and asks the Passenger's router for the same destinations again. A
table for the same track is reused as it is; one for a board with more track
is lowered from the remembered table with the most of that track (`lowered`),
which gives the same distances as a new search at a fraction of its cost.
Tables are shared, so no caller may change one. A search's futures from one
position often end the mover's turn with the same track, so the rides there
are asked again too.
"""

from __future__ import annotations

from collections import deque

from engine.families.underground.board import Board
from engine.families.underground.passenger import Walks, cheapest_rides, walks_to
from engine.rules.bitmask import bits

KEPT_PER_TARGETS = 64  # tables remembered per set of destinations, the newest kept
TARGETS_KEPT = 256  # sets of destinations remembered before starting afresh
RIDES_KEPT = 4096  # boards whose cheapest rides are remembered before starting afresh


def lowered(board: Board, occupancy: list[int], table: Walks, built: list[int]) -> Walks:
    """A copy of a walking-distance table after the spans in `built` got track (cost 0)."""
    walk = list(table)
    queue: deque[int] = deque()
    for span in built:
        a, b = board.span_a[span], board.span_b[span]
        if walk[a] < walk[b]:
            walk[b] = walk[a]
            queue.append(b)
        elif walk[b] < walk[a]:
            walk[a] = walk[b]
            queue.append(a)
    adjacency = board.adjacency
    while queue:
        here = queue.popleft()
        distance = walk[here]
        for there, span in adjacency[here]:
            step = distance if occupancy[span] else distance + 1
            if step < walk[there]:
                walk[there] = step
                queue.append(there)
    return tuple(walk)


class WalkMemo:
    """Per set of destinations, the last few tables and the track (a span mask) of each;
    a table asked for again is found by both at once."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._tables: dict[int, list[tuple[int, Walks]]] = {}
        self._exact: dict[tuple[int, int], Walks] = {}  # (destinations, track) -> table
        # (each line's track, the Passenger's node, destinations) -> `cheapest_rides`
        self._rides: dict[tuple[tuple[int, ...], int, int], tuple[tuple[int, int], ...]] = {}

    def rides(
        self, held: list[int], occupancy: list[int], occupied: int, start: int, targets: int
    ) -> tuple[tuple[int, int], ...]:
        """`cheapest_rides` from `start` to `targets` on a board whose lines hold the spans
        in `held` (so `occupancy`, built spans `occupied`). Shared: no caller may change it."""
        key = (tuple(held), start, targets)
        found = self._rides.get(key)
        if found is None:
            if len(self._rides) >= RIDES_KEPT:
                self._rides.clear()
            bound = self.get(occupancy, occupied, targets)
            found = cheapest_rides(self.board.adjacency, occupancy, start, targets, bound)
            self._rides[key] = found
        return found

    def get(self, occupancy: list[int], occupied: int, targets: int) -> Walks:
        """Per node, the fewest empty spans to walk to a node in `targets`, on a board
        whose built spans are `occupied` (and `occupancy` lists them)."""
        table = self._exact.get((targets, occupied))
        if table is not None:
            return table
        kept = self._tables.get(targets)
        if kept is None:
            if len(self._tables) >= TARGETS_KEPT:
                self._tables.clear()
                self._exact.clear()
            kept = self._tables[targets] = []
        base, most = None, -1
        for track, known in kept:
            if track & occupied == track and track.bit_count() > most:
                base, most = (track, known), track.bit_count()
        if base is None:
            table = walks_to(self.board.adjacency, occupancy, targets)
        else:
            table = lowered(self.board, occupancy, base[1], bits(occupied & ~base[0]))
        kept.append((occupied, table))
        self._exact[targets, occupied] = table
        if len(kept) > KEPT_PER_TARGETS:
            del self._exact[targets, kept.pop(0)[0]]
        return table
