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

from engine.families.underground.board import Board
from engine.families.underground.options import TWO_MOVES
from engine.families.underground.passenger import UNREACHABLE, Walks
from engine.families.underground.state import State
from engine.families.underground.table import Table
from engine.families.underground.walks import WalkMemo

EXPRESS, STANDARD = "express", "standard"


# One move of the Passenger: (origin, target, walk), the walking distances from his start
# and to his targets, and the cheapest walk of the move. The span (a, b) of walking cost c
# (1 when empty) lies on a cheapest walk of the move when origin[a] + c + target[b] or
# origin[b] + c + target[a] equals walk. A plain tuple: the garbage collector stops visiting
# one that holds only tables and numbers, and a search remembers thousands.
Leg = tuple[Walks, Walks, int]


class WalkTables:
    """Walking-distance tables by source (a node mask) for the board as it stands.

    The tables come from a `WalkMemo` (engine/families/underground/walks.py):
    between two decisions of a turn, and in a look-ahead bot's playouts, track
    is only added, so most tables are lowered from one remembered for less
    track instead of searched afresh. The game's own memo, which its clones
    and the Passenger's router share, serves best (`use`).
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self._memo = WalkMemo(board)

    def use(self, memo: WalkMemo) -> None:
        """Take the tables from `memo` from now on (one made for the same board)."""
        self._memo = memo

    def get(self, state: State, sources: int) -> Walks:
        """Per node, the fewest empty spans to walk to a node in `sources` on `state`'s board."""
        return self._memo.get(state.occupancy, state.built, sources)


def passenger_legs(table: Table, state: State, walks: WalkTables) -> tuple[Leg, ...]:
    """The moves the Passenger will make after this turn, as the board stands.

    A move to where he already stands (he stays, nobody scores) or to nowhere
    reachable gives no leg.
    """
    face_up = list(state.face_up)
    here = state.passenger
    legs = []
    kinds = (None, None) if table.options.passenger == TWO_MOVES else (EXPRESS, STANDARD)
    for kind in kinds:  # a kind with no card face up makes no move
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
        legs.append((origin, target, target[here]))
        card, nearest = cards[0], origin[table.cards[cards[0]][0]]
        for other in cards[1:]:  # the nearest, the earliest revealed among equals
            if origin[table.cards[other][0]] < nearest:
                card, nearest = other, origin[table.cards[other][0]]
        face_up.remove(card)
        here = table.cards[card][0]
    return tuple(legs)


def riding_lines(board: Board, state: State, legs: tuple[Leg, ...], lines: tuple[int, ...]) -> int:
    """The lines among `lines` that already hold a span on a cheapest walk of some leg:
    they are likely ridden anyway, so more of their track there adds nothing."""
    riding = 0
    span_a, span_b = board.span_a, board.span_b
    for line in lines:
        held = state.held[line]
        while held and not riding >> line & 1:  # stopping at the first span on a walk
            low = held & -held
            held ^= low
            span = low.bit_length() - 1
            a, b = span_a[span], span_b[span]
            for origin, target, walk in legs:  # on a cheapest walk; a held span costs 0
                if origin[a] + target[b] == walk or origin[b] + target[a] == walk:
                    riding |= 1 << line
                    break
    return riding
