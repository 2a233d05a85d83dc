"""What a replay draws on the map at one moment, in the editor's own small terms.

The replay speaks the generic Game interface; only here does it look inside a
ruleset's state, to say which coloured marks lie on which connections (Track
tokens in On the Underground, drawn sections in Next Station) and where the
Passenger went. A ruleset without a view here replays with scores and events
only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.rules.base import Game
from engine.rules.bitmask import bits
from engine.rules.nextstation.game import NextStationGame
from engine.rules.underground.game import UndergroundGame
from engine.rules.underground.routes import passenger_moves

WHOLE = (0, 1)


@dataclass(frozen=True)
class Mark:
    """A coloured mark along a connection: a Track token, a drawn section."""

    connection: str
    colour: str  # the line colour's name
    seat: int
    part: tuple[int, int] = WHOLE  # the k-th of n equal pieces (a water connection's spaces)


@dataclass(frozen=True)
class Leg:
    """One piece of track the Passenger crossed: ridden on a line, or walked (None)."""

    connection: str
    part: tuple[int, int]
    line: str | None


@dataclass(frozen=True)
class Move:
    start: str  # station ids
    end: str
    legs: tuple[Leg, ...]


@dataclass(frozen=True)
class BoardState:
    marks: tuple[Mark, ...] = ()
    moves: tuple[Move, ...] = ()  # the Passenger's moves since the moment before
    passenger: str | None = None  # the station where the Passenger stands


View = Callable[[Game, Game | None], BoardState]  # (game now, game a moment before)


def underground_view(game: Game, before: Game | None) -> BoardState:
    assert isinstance(game, UndergroundGame)
    board, state, table = game.table.board, game.state, game.table
    connections = board.pack.connections
    # A connection is as many track spaces as its water icons make (U12).
    pieces = {
        c.id: spans.bit_count()
        for c, spans in zip(connections, board.connection_spans, strict=True)
    }
    marks = []
    for span, held in enumerate(state.occupancy):
        connection = connections[board.span_connection[span]].id
        part = _part(board.span_segment[span], pieces[connection])
        for line in bits(held):
            marks.append(Mark(connection, table.line_names[line], table.owner[line], part))
    moves: tuple[Move, ...] = ()
    if isinstance(before, UndergroundGame):
        moves = tuple(
            Move(
                move.start,
                move.end,
                tuple(
                    Leg(step.connection, _part(step.segment, pieces[step.connection]), step.line)
                    for step in move.steps
                ),
            )
            for move in passenger_moves(before, game)
        )
    passenger = board.station_ids[state.passenger] if state.passenger >= 0 else None
    return BoardState(tuple(marks), moves, passenger)


def _part(segment: int | None, pieces: int) -> tuple[int, int]:
    return WHOLE if segment is None else (segment - 1, pieces)


def next_station_view(game: Game, before: Game | None) -> BoardState:
    assert isinstance(game, NextStationGame)
    sheet, state = game.sheet, game.state
    marks = [
        Mark(sheet.guide_ids[guide], sheet.colours[colour], seat)
        for seat, lines in enumerate(state.line_sections)
        for colour, sections in enumerate(lines)
        for guide in bits(sections)
    ]
    return BoardState(tuple(marks))


def blank_view(game: Game, before: Game | None) -> BoardState:
    return BoardState()


VIEWS: dict[type, View] = {UndergroundGame: underground_view, NextStationGame: next_station_view}


def view_for(game: Game) -> View:
    return VIEWS.get(type(game), blank_view)


def marks_by_piece(marks: Sequence[Mark]) -> dict[tuple[str, tuple[int, int]], list[Mark]]:
    """Marks grouped by the piece of track they share, to be drawn side by side."""
    grouped: dict[tuple[str, tuple[int, int]], list[Mark]] = {}
    for mark in marks:
        grouped.setdefault((mark.connection, mark.part), []).append(mark)
    return grouped
