"""The Track tokens a line may place next (U3, U4), remembered by the line's track.

Between two of a seat's decisions, and in a look-ahead bot's playouts, most of
a seat's lines have not changed: the spans one may take follow from its own
track and Branch tiles, and of the rest of the board only from which of those
spans are full. So the spans next to a line's track (`candidates`) are found
once per track, and the actions that remain once the full ones are dropped,
once per set of those that are full.
"""

from __future__ import annotations

from engine.families.underground.actions import PlaceTrack
from engine.families.underground.board import Board
from engine.families.underground.lines import BRANCH_COST
from engine.families.underground.state import State
from engine.families.underground.table import Table
from engine.rules.bitmask import bits

LINES_KEPT = 8192  # line tracks remembered before starting afresh
FULL_KEPT = 64  # per line track, sets of full spans remembered

# the spans a line may take when none is full, their mask, and per full subset its actions
Entry = tuple[tuple[int, ...], int, dict[int, tuple[tuple[int, ...], tuple[PlaceTrack, ...]]]]


def candidates(board: Board, state: State, line: int, branching: bool) -> tuple[int, ...]:
    """The spans a token of the line could take if none were full (U3, U4), in a fixed
    order: by the line's node, then the node's spans; any span for its first token."""
    nodes = state.nodes[line]
    if not nodes:
        return tuple(range(board.span_count))
    degree, held = state.degree[line], state.held[line]
    seen = held
    found = []
    for node in bits(nodes):
        if branching or degree[node] == 1:
            for span in board.incident[node]:
                if not seen >> span & 1:
                    seen |= 1 << span
                    found.append(span)
    return tuple(found)


class Openings:
    """Per line track, its candidate spans and their actions; shared by a game's clones."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._entries: dict[tuple[int, int, bool], Entry] = {}
        # line -> span -> its action, made on first use: immutable values
        self._actions: list[list[PlaceTrack | None]] = [
            [None] * table.board.span_count for _ in table.line_names
        ]

    def placements(
        self, state: State, line: int, tiles: int
    ) -> tuple[tuple[int, ...], tuple[PlaceTrack, ...]]:
        """The spans a token of `line` may take with `tiles` Branch tiles, and their actions."""
        branching = tiles >= BRANCH_COST and state.held[line] != 0
        key = (line, state.held[line], branching)
        entry = self._entries.get(key)
        if entry is None:
            if len(self._entries) >= LINES_KEPT:
                self._entries.clear()
            spans = candidates(self.table.board, state, line, branching)
            mask = 0
            for span in spans:
                mask |= 1 << span
            entry = self._entries[key] = (spans, mask, {})
        full = state.full & entry[1]
        found = entry[2].get(full)
        if found is None:
            if len(entry[2]) >= FULL_KEPT:
                entry[2].clear()
            spans = tuple(span for span in entry[0] if not full >> span & 1)
            made = self._actions[line]
            actions = tuple(made[span] or self._action(line, span) for span in spans)
            found = entry[2][full] = (spans, actions)
        return found

    def _action(self, line: int, span: int) -> PlaceTrack:
        table = self.table
        board = table.board
        connection = board.pack.connections[board.span_connection[span]].id
        action = PlaceTrack(table.line_names[line], connection, board.span_segment[span])
        self._actions[line][span] = action
        return action
