"""Next Station at one step, as the plain pieces of engine/rules/picture.py.

Every seat draws on a sheet of its own, so a picture is one seat's sheet:
its drawn sections as marks on the guides, the card just played and the one
flipped next, and the seat's round colour and line scores beside it.
"""

from __future__ import annotations

from engine.families.nextstation.game import NextStationGame
from engine.rules.bitmask import bits
from engine.rules.picture import Picture, SideList, TrackMark


def next_station_picture(
    game: NextStationGame, before: NextStationGame | None, seat: int | None
) -> Picture:
    """`seat`'s sheet (None: seat 0's); raises ValueError for a seat not at the table."""
    seat = 0 if seat is None else seat
    if not 0 <= seat < game.players:
        raise ValueError(f"seat {seat}: the game has seats 0 to {game.players - 1}")
    return Picture(track=_sections(game, seat), lists=(_cards(game, before), _sheet(game, seat)))


def _sections(game: NextStationGame, seat: int) -> tuple[TrackMark, ...]:
    sheet = game.sheet
    marks = []
    for colour, sections in enumerate(game.state.line_sections[seat]):
        name = sheet.colours[colour]
        label = f"{name} (seat {seat})"
        marks += [
            TrackMark(sheet.guide_ids[guide], name, seat, label=label) for guide in bits(sections)
        ]
    return tuple(marks)


def _cards(game: NextStationGame, before: NextStationGame | None) -> SideList:
    """N1: the card the seats just decided on, and the one they decide on next."""
    items = []
    if before is not None and before.card is not None:
        items.append(f"played: {before.card}")
    if game.card is not None:
        items.append(f"next: {game.card}")
    return SideList("Cards", tuple(items) or ("the game is over",))


def _sheet(game: NextStationGame, seat: int) -> SideList:
    sheet, state = game.sheet, game.state
    rounds = (
        f"all {game.rounds} rounds played"
        if game.is_over
        else f"round {state.round + 1} of {game.rounds}: drawing {sheet.colours[game.colour(seat)]}"
    )
    lines = (
        f"{colour} line: {points} points"
        for colour, points in zip(sheet.colours, state.line_scores[seat], strict=True)
    )
    return SideList(f"Seat {seat}'s sheet", (rounds, *lines))
