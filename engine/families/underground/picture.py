"""On the Underground at one step, as the plain pieces of engine/rules/picture.py.

One shared board: every Track token on its track space, the Passenger where
he stands, the route and words of each of his moves since the step before,
the face-up destinations ringed, and each seat's lines and Branch tiles
beside the board.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.families.underground.board import Board
from engine.families.underground.game import UndergroundGame
from engine.families.underground.routes import PassengerMove, passenger_moves
from engine.rules.bitmask import bits
from engine.rules.picture import (
    WHOLE,
    Leg,
    Path,
    Picture,
    Piece,
    SideList,
    StationMark,
    TrackMark,
)

DESTINATION_COLOUR = "#ffc400"


def underground_picture(game: UndergroundGame, before: UndergroundGame | None) -> Picture:
    board = game.table.board
    parts = track_spaces(board)
    names = {station.id: station.name for station in board.pack.stations}
    paths = () if before is None else _paths(before, game, parts, names)
    at = game.state.passenger
    pieces = () if at < 0 else (Piece(board.station_ids[at], "the Passenger", "P"),)
    return Picture(
        track=_track(game, parts),
        stations=_destinations(game),
        paths=paths,
        pieces=pieces,
        lists=(_seats(game), _face_up(game, names)),
    )


def track_spaces(board: Board) -> dict[str, int]:
    """Connection -> its track spaces: water icons split a connection (U12)."""
    return {
        connection.id: spans.bit_count()
        for connection, spans in zip(board.pack.connections, board.connection_spans, strict=True)
    }


def space_part(segment: int | None, parts: int) -> tuple[int, int]:
    return WHOLE if segment is None else (segment - 1, parts)


def _track(game: UndergroundGame, parts: Mapping[str, int]) -> tuple[TrackMark, ...]:
    table, board = game.table, game.table.board
    marks = []
    for span, held in enumerate(game.state.occupancy):
        connection = board.pack.connections[board.span_connection[span]].id
        part = space_part(board.span_segment[span], parts[connection])
        for line in bits(held):
            colour, seat = table.line_names[line], table.owner[line]
            label = f"{colour} (seat {seat})"
            marks.append(TrackMark(connection, colour, seat, part, label))
    return tuple(marks)


def _paths(
    before: UndergroundGame,
    game: UndergroundGame,
    parts: Mapping[str, int],
    names: Mapping[str, str],
) -> tuple[Path, ...]:
    return tuple(
        Path(
            move.start,
            move.end,
            tuple(
                Leg(step.connection, space_part(step.segment, parts[step.connection]), step.line)
                for step in move.steps
            ),
            move_text(move, names),
        )
        for move in passenger_moves(before, game)
    )


def move_text(move: PassengerMove, names: Mapping[str, str]) -> str:
    """Like "Passenger: Central → North End, riding red and walking 1 space"."""
    start, end = (names.get(station, station) for station in (move.start, move.end))
    if not move.steps:
        return f"Passenger stays at {end}"
    lines = sorted({step.line for step in move.steps if step.line is not None})
    walked = sum(step.line is None for step in move.steps)
    how = [f"riding {' + '.join(lines)}"] if lines else []
    if walked:
        how.append(f"walking {walked} space{'s' if walked != 1 else ''}")
    return f"Passenger: {start} → {end}, {' and '.join(how)}"


def _destinations(game: UndergroundGame) -> tuple[StationMark, ...]:
    """The face-up destination cards, as rings on their stations (U13)."""
    table = game.table
    return tuple(
        StationMark(
            table.board.station_ids[table.cards[card][0]],
            "ring",
            text=table.cards[card][1],
            colour=DESTINATION_COLOUR,
        )
        for card in game.state.face_up
    )


def _face_up(game: UndergroundGame, names: Mapping[str, str]) -> SideList:
    table = game.table
    items = []
    for card in game.state.face_up:
        node, kind = table.cards[card]
        station = table.board.station_ids[node]
        items.append(f"{names.get(station, station)} ({kind})")
    return SideList("Destinations face up", tuple(items) or ("none",))


def _seats(game: UndergroundGame) -> SideList:
    table, state = game.table, game.state
    items = []
    for seat, lines in enumerate(table.seat_lines):
        colours = ", ".join(table.line_names[line] for line in lines)
        tiles = state.branch_tiles[seat]
        items.append(f"seat {seat}: {colours}; {tiles} Branch tile{'s' if tiles != 1 else ''}")
    return SideList("Seats", tuple(items))
