"""Metro X at one step, as the plain pieces of engine/rules/picture.py.

Every seat marks a sheet of its own, so a picture is one seat's sheet: a
cross on every station it crossed off, the number on every station a
Transfer numbered, each route's windows, and beside the map the card just
played, the one flipped next and the cards left in the deck.
"""

from __future__ import annotations

from engine.families.metrox.game import MetroXGame
from engine.map.words import count
from engine.rules.bitmask import bits
from engine.rules.picture import Picture, RouteWindows, SideList, StationMark


def metro_x_picture(game: MetroXGame, before: MetroXGame | None, seat: int | None) -> Picture:
    """`seat`'s sheet (None: seat 0's); raises ValueError for a seat not at the table."""
    seat = 0 if seat is None else seat
    if not 0 <= seat < game.players:
        raise ValueError(f"seat {seat}: the game has seats 0 to {game.players - 1}")
    sheet, state = game.sheet, game.state
    numbers = state.numbers[seat]
    marks = tuple(
        StationMark(sheet.station_ids[s], "number", str(numbers[s]), seat=seat)
        if s in numbers
        else StationMark(sheet.station_ids[s], "cross", seat=seat)
        for s in bits(state.marked[seat])
    )
    windows = tuple(
        RouteWindows(route_id, len(state.written[seat][route]), sheet.windows[route], seat)
        for route, route_id in enumerate(sheet.route_ids)
    )
    return Picture(stations=marks, routes=windows, lists=(_cards(game, before), _sheet(game, seat)))


def _cards(game: MetroXGame, before: MetroXGame | None) -> SideList:
    """M2: the card the seats just decided on, the one they decide on next, the deck."""
    items = []
    if before is not None and before.card is not None:
        items.append(f"played: {before.card}")
    items.append("the game is over" if game.card is None else f"next: {game.card}")
    items.append(f"deck: {count(len(game.state.deck), 'card')} left")
    return SideList("Transit cards", tuple(items))


def _sheet(game: MetroXGame, seat: int) -> SideList:
    sheet, state = game.sheet, game.state
    completed = [sheet.route_names[r] for r in bits(state.completed[seat])]
    items = (
        f"score: {state.scores[seat]}",
        f"empty stations: {state.empty(sheet.all_stations, seat)}",
        f"windows left: {state.windows_left[seat]}",
        f"completed: {', '.join(completed) or 'none'}",
    )
    return SideList(f"Seat {seat}'s sheet", items)
