"""Which track spaces the Passenger is about to ride, for the greedy evaluator (U13).

At the end of the mover's turn the Passenger walks as few empty spaces as he
can to a face-up destination. If a span lies on such a cheapest walk and is
empty, a token there makes that route strictly cheaper than any other, so the
Passenger will ride it: +1 for its owner. That is checked in O(1) per span
from two walking-distance tables per move (from the Passenger, to the
destinations): the span (u, v) is on a cheapest walk when
from[u] + cost + to[v] equals the cheapest walk.

The moves are the ones the game will make (Express then Standard, or two
moves to anything in New York); the second starts where the first most likely
ends (the destination with the shortest walk, the earliest revealed among
equals). The line counts that break the Passenger's ties are ignored: that
would need the full router per candidate, and the walk decides most moves.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from engine.families.underground.board import Board
from engine.families.underground.options import TWO_MOVES
from engine.families.underground.passenger import UNREACHABLE, walks_to
from engine.families.underground.state import State
from engine.families.underground.table import Table
from engine.rules.bitmask import bits

EXPRESS, STANDARD = "express", "standard"


@dataclass(frozen=True)
class Leg:
    """One move of the Passenger: walking distances from his start and to his targets."""

    origin: list[int]  # node -> fewest empty spans to walk from the move's start
    target: list[int]  # node -> fewest empty spans to walk to a destination
    walk: int  # the cheapest walk of the move


def on_route(leg: Leg, a: int, b: int, cost: int) -> bool:
    """Whether the span (a, b) of that walking cost lies on a cheapest walk of the move."""
    walk, origin, target = leg.walk, leg.origin, leg.target
    return origin[a] + cost + target[b] == walk or origin[b] + cost + target[a] == walk


class WalkTables:
    """Walking-distance tables by source (a node mask), kept while track is only added.

    Between two decisions of a turn one token is usually all that changed, so
    instead of a new 0-1 BFS per table the distances are lowered from the
    newly built spans. Tables not asked for since the last change are dropped.
    A look-ahead bot's playouts add track to clones and then go back to the
    position they started from: the tables of the last position gone back to
    (the root) are kept, so each playout lowers them instead of starting afresh.
    Any other change (another game, an earlier state) starts afresh.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self._occupied = 0
        self._tables: dict[int, list[int]] = {}
        self._used: set[int] = set()
        self._root_occupied = 0
        self._root_tables: dict[int, list[int]] = {}

    def update(self, state: State) -> None:
        """Follow the board to `state`'s track."""
        occupied = 0
        for held in state.held:
            occupied |= held
        if occupied == self._occupied:
            return
        if occupied & self._occupied == self._occupied:
            self._tables = self._lowered(state, self._occupied, occupied, self._tables, self._used)
        else:
            root = self._root_occupied
            tables = self._root_tables if occupied & root == root else {}
            self._tables = self._lowered(state, root, occupied, tables, set(tables))
            self._root_occupied, self._root_tables = occupied, self._tables
        self._occupied = occupied
        self._used = set()

    def _lowered(
        self,
        state: State,
        before: int,
        occupied: int,
        tables: dict[int, list[int]],
        keep: set[int],
    ) -> dict[int, list[int]]:
        if occupied == before:
            return tables
        built = bits(occupied & ~before)
        return {
            sources: lowered(self.board, state.occupancy, table, built)
            for sources, table in tables.items()
            if sources in keep
        }

    def get(self, state: State, sources: int) -> list[int]:
        """Per node, the fewest empty spans to walk to a node in `sources` (after `update`)."""
        self._used.add(sources)
        table = self._tables.get(sources)
        if table is None:
            table = walks_to(self.board.adjacency, state.occupancy, sources)
            self._tables[sources] = table
        return table


def lowered(board: Board, occupancy: list[int], table: list[int], built: list[int]) -> list[int]:
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
    return walk


def passenger_legs(table: Table, state: State, walks: WalkTables) -> tuple[Leg, ...]:
    """The moves the Passenger will make after this turn, as the board stands.

    A move to where he already stands (he stays, nobody scores) or to nowhere
    reachable gives no leg.
    """
    walks.update(state)
    face_up = list(state.face_up)
    here = state.passenger
    legs = []
    for kind in _kinds(table, state):
        cards = [c for c in face_up if kind is None or table.cards[c][1] == kind]
        if not cards:
            continue
        targets = 0
        for card in cards:
            targets |= 1 << table.cards[card][0]
        if targets >> here & 1:
            face_up.remove(next(c for c in cards if table.cards[c][0] == here))
            continue
        target = walks.get(state, targets)
        if target[here] == UNREACHABLE:
            continue
        origin = walks.get(state, 1 << here)
        legs.append(Leg(origin, target, target[here]))
        card = min(cards, key=lambda c: origin[table.cards[c][0]])  # earliest revealed wins ties
        face_up.remove(card)
        here = table.cards[card][0]
    return tuple(legs)


def _kinds(table: Table, state: State) -> tuple[str | None, ...]:
    """The card kind of each move the game will make (None: any kind)."""
    if table.options.passenger == TWO_MOVES:
        return (None, None)
    present = {table.cards[card][1] for card in state.face_up}
    return tuple(kind for kind in (EXPRESS, STANDARD) if kind in present)


def riding_lines(board: Board, state: State, legs: tuple[Leg, ...], lines: tuple[int, ...]) -> int:
    """The lines among `lines` that already hold a span on a cheapest walk of some leg:
    they are likely ridden anyway, so more of their track there adds nothing."""
    riding = 0
    for line in lines:
        for span in bits(state.held[line]):
            a, b = board.span_a[span], board.span_b[span]
            if any(on_route(leg, a, b, 0) for leg in legs):
                riding |= 1 << line
                break
    return riding
