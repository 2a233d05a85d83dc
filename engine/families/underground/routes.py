"""The Passenger's moves as a designer watches them: where he went and along which track.

The game keeps only what the rules need (U13): the Passenger's node and the
points each line ridden scores. To show a move, it is recovered from two
states of the same game, before and after an action: the arrivals counted
per node say where he went, the U13 events say which lines he rode, and a
cheapest route riding only those lines is found again on the board. Any
such route is a route the rules allow: each walks the fewest empty spaces,
and riding fewer lines would have made another ride the cheapest.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from engine.families.underground.board import Board
from engine.families.underground.game import UndergroundGame
from engine.families.underground.passenger import route_spans

PASSENGER_RULE = "U13"


@dataclass(frozen=True)
class RouteStep:
    """One track space crossed: ridden on a line, or walked (`line` None)."""

    connection: str
    segment: int | None  # the 1-based track space of a water connection, else None
    line: str | None


@dataclass(frozen=True)
class PassengerMove:
    start: str  # station ids
    end: str
    lines: frozenset[str]  # the lines ridden; each scored its owner 1 point
    steps: tuple[RouteStep, ...]  # in travel order; empty when he stayed put


def passenger_moves(before: UndergroundGame, after: UndergroundGame) -> list[PassengerMove]:
    """The Passenger's moves between two states of one game at most one turn apart
    (a turn moves him at most twice), in the order made."""
    board = after.table.board
    arrivals = [
        node
        for node, (was, now) in enumerate(zip(before.state.visits, after.state.visits, strict=True))
        for _ in range(now - was)
    ]
    if not arrivals:
        return []
    end = after.state.passenger
    arrivals.remove(end)  # the last move ends where he stands; what is left came before
    stops = [before.state.passenger, *arrivals, end]
    rides = [e for e in after.events[len(before.events) :] if e.rule == PASSENGER_RULE]
    moves = []
    for start, stop in pairwise(stops):
        station = board.station_ids[stop]
        # Staying put costs nothing and rides nothing (U13).
        lines = frozenset(e.line for e in rides if e.line is not None and e.elements == (station,))
        moves.append(
            _move(
                board,
                after.state.occupancy,
                start,
                stop,
                lines if start != stop else frozenset(),
                after,
            )
        )
    return moves


def _move(
    board: Board,
    occupancy: list[int],
    start: int,
    stop: int,
    lines: frozenset[str],
    game: UndergroundGame,
) -> PassengerMove:
    index = game.table.line_index
    mask = sum(1 << index[name] for name in lines)
    steps = tuple(
        RouteStep(
            board.pack.connections[board.span_connection[span]].id,
            board.span_segment[span],
            _ridden(occupancy[span] & mask, game),
        )
        for span in route_spans(board, occupancy, start, stop, mask)
    )
    return PassengerMove(board.station_ids[start], board.station_ids[stop], lines, steps)


def _ridden(mask: int, game: UndergroundGame) -> str | None:
    """The first of the chosen lines that holds the span, or None for a walk."""
    if not mask:
        return None
    return game.table.line_names[(mask & -mask).bit_length() - 1]
