"""Where a colour may go next (U3, U4) and whether its water crossings can finish (U12).

A line is one connected set of track spaces. Its *ends* are the nodes exactly
one of its tokens touches. A new token must touch the line: at an end for
free (closing a loop from an end included), anywhere else on the line for 2
Branch tiles. The first token of a colour may go on any free lane.
"""

from __future__ import annotations

from engine.families.underground.board import Board
from engine.families.underground.state import State
from engine.rules.bitmask import bits

BRANCH_COST = 2  # U3: Branch tiles returned to extend from a station that is not an end


def free_lane(board: Board, state: State, line: int, span: int) -> bool:
    """U4: a lane is free and the colour is not already on this span."""
    occupied = state.occupancy[span]
    return not occupied >> line & 1 and occupied.bit_count() < board.lanes[span]


def attach_cost(degree: dict[int, int], node: int) -> int:
    """Branch tiles to attach a token at a node of the line: none at an end (U3)."""
    return 0 if degree[node] == 1 else BRANCH_COST


def touch_cost(board: Board, state: State, line: int, span: int) -> int | None:
    """Branch tiles a token on `span` costs the line (U3), or None when it does not touch it."""
    nodes = state.nodes[line]
    if not nodes:
        return 0
    degree = state.degree[line]
    costs = [
        attach_cost(degree, n) for n in (board.span_a[span], board.span_b[span]) if nodes >> n & 1
    ]
    return min(costs) if costs else None


def lay(board: Board, state: State, line: int, span: int) -> tuple[list[int], bool]:
    """Put the token down. Returns the nodes the line touches for the first time, in
    span order, and whether the token closed a cycle (both its nodes already on the line)."""
    a, b = board.span_a[span], board.span_b[span]
    nodes = state.nodes[line]
    new = [node for node in (a, b) if not nodes >> node & 1]
    occupied = state.occupancy[span] | 1 << line
    state.occupancy[span] = occupied
    state.built |= 1 << span
    if occupied.bit_count() >= board.lanes[span]:
        state.full |= 1 << span
    state.held[line] |= 1 << span
    state.nodes[line] = nodes | 1 << a | 1 << b
    degree = state.degree[line]
    degree[a] = degree.get(a, 0) + 1
    degree[b] = degree.get(b, 0) + 1
    state.tokens[line] -= 1
    return new, bool(nodes) and not new


def unfinished(board: Board, held: int) -> int:
    """The spans still missing from water crossings the line has started but not finished."""
    if not held & board.water_spans:
        return 0
    missing = 0
    for chain in board.crossings:
        part = held & chain
        if part and part != chain:
            missing |= chain & ~part
    return missing


class CrossingCheck:
    """U12 for one seat at one moment: could every started crossing still be finished?

    A line may not end a turn on a water icon, so after any action the seat's
    unfinished crossings must fit in the actions, tokens and free lanes left.
    Built once per state; asking about a candidate placement is cheap unless
    the placement itself touches water.
    """

    def __init__(self, board: Board, state: State, lines: tuple[int, ...], actions_after: int):
        self.board = board
        self.state = state
        self.lines = lines
        self.actions_after = actions_after
        self.owed = dict.fromkeys(lines, 0)
        self.total = 0
        for line in lines:  # most lines touch no water: only those owe spans
            if state.held[line] & board.water_spans:
                self.owed[line] = unfinished(board, state.held[line])
                self.total += self.owed[line].bit_count()

    def allows_other_action(self) -> bool:
        """Taking a Branch tile spends an action and changes nothing else."""
        return self.total <= self.actions_after

    def allows(self, line: int, span: int) -> bool:
        """Whether a token of `line` on `span` keeps every started crossing finishable."""
        if self.board.water_spans >> span & 1:  # owed spans are all in crossings
            return self._finishable_after(line, span)
        # The debts stay as they are; the action and the token spent must leave room.
        return (
            self.total <= self.actions_after
            and self.owed[line].bit_count() < self.state.tokens[line]
        )

    def _finishable_after(self, placed_line: int, placed_span: int) -> bool:
        board, state = self.board, self.state
        demand: dict[int, int] = {}
        total = 0
        for line in self.lines:
            placed = line == placed_line
            missing = unfinished(board, state.held[line] | (placed << placed_span))
            count = missing.bit_count()
            if count > state.tokens[line] - placed:
                return False
            total += count
            for span in bits(missing):
                demand[span] = demand.get(span, 0) + 1
        if total > self.actions_after:
            return False
        for span, wanted in demand.items():
            taken = state.occupancy[span] | ((span == placed_span) << placed_line)
            if wanted > board.lanes[span] - taken.bit_count():
                return False
        return True
