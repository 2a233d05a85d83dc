"""Where Metro X points come from, each a rule id: transfer numbers (M5),
completion bonuses (M7) and the empty-station penalty (M8).

Points are booked when they become certain: a transfer number when it is
written, a bonus when the card's completions are settled, the penalty at the
end. The printed sheet adds them all up at the end; the total is the same.
"""

from __future__ import annotations

from engine.families.metrox.options import Options
from engine.families.metrox.sheet import Sheet
from engine.families.metrox.state import State
from engine.map.words import count
from engine.rules.base import Event
from engine.rules.bitmask import bits
from engine.rules.mechanisms.completion import Award
from engine.rules.state_view import award

TRANSFER, COMPLETION, EMPTY = "M5", "M7", "M8"

SOURCE_NAMES = {TRANSFER: "transfers", COMPLETION: "completions", EMPTY: "empty_penalty"}


def score_transfer(sheet: Sheet, state: State, seat: int, route: int | None, station: int) -> None:
    """M5: the number written at `station` by a Transfer on `route` (None: staged)."""
    number = state.numbers[seat][station]
    where = sheet.names[station]
    if route is None:
        detail, route_id = f"staged: {number} written at {where}", None
    else:
        lines = sheet.lines[station]
        stop = f"{count(lines, 'route')} stop{'s' if lines == 1 else ''}"
        detail = f"transfer on {sheet.route_names[route]}: {stop} at {where}, "
        detail += f"{number} written"
        route_id = sheet.route_ids[route]
    elements = (sheet.station_ids[station],)
    award(state, Event(TRANSFER, seat, route_id, number, detail, elements))


def score_completions(sheet: Sheet, state: State, awards: list[Award[int]]) -> None:
    """M7: the bonuses of the completions the seats made on one card."""
    for won in awards:
        name = sheet.route_names[won.goal]
        if won.first:
            state.first[won.seat] |= 1 << won.goal
            detail = f"{name} completed first: {won.points}"
        else:
            detail = f"{name} completed, its first value already taken: {won.points}"
        route_id = sheet.route_ids[won.goal]
        award(state, Event(COMPLETION, won.seat, route_id, won.points, detail, (route_id,)))


def score_end(sheet: Sheet, options: Options, state: State) -> None:
    """M8: every seat's penalty for the stations it left empty."""
    for seat in range(len(state.scores)):
        empty = sheet.all_stations & ~state.marked[seat]
        points = options.penalty(empty.bit_count())
        if points:
            detail = f"{count(empty.bit_count(), 'station')} left empty: {points:+d}"
            ids = tuple(sheet.station_ids[s] for s in bits(empty))
            award(state, Event(EMPTY, seat, None, points, detail, ids))
