"""A tube dice game at one step, as the plain pieces of engine/rules/picture.py.

Every seat writes on a sheet of its own, so a picture is one seat's sheet:
the number written in every station it numbered, every section of every
connection it marked, and beside the map the dice of the turn and the
seat's passes, score and completions.
"""

from __future__ import annotations

from engine.families.tubedice.game import TubeDiceGame
from engine.rules.bitmask import bits
from engine.rules.picture import Picture, SideList, StationMark, TrackMark

INK = "#303030"  # a marked connection no line runs along


def tube_dice_picture(game: TubeDiceGame, before: TubeDiceGame | None, seat: int | None) -> Picture:
    """`seat`'s sheet (None: seat 0's); raises ValueError for a seat not at the table."""
    seat = 0 if seat is None else seat
    if not 0 <= seat < game.players:
        raise ValueError(f"seat {seat}: the game has seats 0 to {game.players - 1}")
    sheet, state = game.sheet, game.state
    numbers = tuple(
        StationMark(sheet.station_ids[s], "number", str(state.numbers[seat][s]), seat=seat)
        for s in bits(state.numbered[seat])
    )
    track = tuple(
        TrackMark(
            sheet.connection_ids[c],
            sheet.colours[c] or INK,
            seat,
            (part, sheet.sections[c]),
            f"marked (seat {seat})",
        )
        for c in bits(state.marked[seat])
        for part in range(sheet.sections[c])
    )
    return Picture(track=track, stations=numbers, lists=(_dice(game, before), _sheet(game, seat)))


def _dice(game: TubeDiceGame, before: TubeDiceGame | None) -> SideList:
    """D2: the roll just used, the roll now and the dice the active seat kept."""
    items = []
    if before is not None and before.state.roll and before.state.turn != game.state.turn:
        items.append(f"played: {' '.join(map(str, before.state.roll))}")
    state = game.state
    if not state.roll:
        items.append("the game is over")
    else:
        items.append(f"roll: {' '.join(map(str, state.roll))} (seat {state.active} rolled)")
        if state.kept:
            items.append(f"kept: {' '.join(map(str, state.kept))}")
            items.append(f"left for the others: {' '.join(map(str, state.left))}")
    return SideList("Dice", tuple(items))


def _sheet(game: TubeDiceGame, seat: int) -> SideList:
    sheet, state = game.sheet, game.state
    done = [sheet.goals[g].name for g in bits(state.completed[seat])]
    items = (
        f"score: {state.scores[seat]}",
        f"passes left: {state.passes[seat]}",
        f"completed: {', '.join(done) or 'none'}",
    )
    return SideList(f"Seat {seat}'s sheet", items)
