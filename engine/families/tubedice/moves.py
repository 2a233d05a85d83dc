"""What a seat's sheet lets a pair of dice do (D3-D5), read off its marks.

A station die picks a station: the star while the seat has no number yet,
later an empty station at the end of a connection the seat has marked (the
number is written there), or a station already holding the die's number. The
connection die then marks an unmarked connection at that station with exactly
as many sections. A pass is spent only to make a die match what it is used
for: a numbered station's number, or a connection's sections; a number
written in an empty station is the die as rolled (docs/rules-tube-dice.md, D5).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from engine.families.tubedice.actions import Die, Keep, TubeDiceAction, Use
from engine.families.tubedice.sheet import Sheet
from engine.families.tubedice.state import State
from engine.rules.bitmask import bits


@dataclass(frozen=True)
class Spot:
    """A station the seat may choose with its station die."""

    station: int
    number: int  # the number it holds, or 0: the die is written in it
    free: int  # mask of its connections the seat has not marked


def writable(sheet: Sheet, state: State, seat: int) -> int:
    """D3: the empty stations the seat may write its station die in."""
    numbered = state.numbered[seat]
    if not numbered:
        return 1 << sheet.star
    ends = 0
    for connection in bits(state.marked[seat]):
        a, b = sheet.ends[connection]
        ends |= 1 << a | 1 << b
    return ends & ~numbered


def spots(sheet: Sheet, state: State, seat: int) -> list[Spot]:
    """Every station the seat's station die may choose that has a connection left to mark."""
    marked, numbers = state.marked[seat], state.numbers[seat]
    found = []
    for station in bits(state.numbered[seat] | writable(sheet, state, seat)):
        free = sheet.incident[station] & ~marked
        if free:
            found.append(Spot(station, numbers[station], free))
    return found


def can_move(sheet: Sheet, state: State, seat: int) -> bool:
    """Whether some dice could still let the seat mark anything (D7: a sheet nothing
    can change any more)."""
    return bool(spots(sheet, state, seat))


def pairs(faces: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Each (station die, connection die) two distinct dice of `faces` can be, once."""
    seen = set()
    for i, first in enumerate(faces):
        for j, second in enumerate(faces):
            if i != j and (first, second) not in seen:
                seen.add((first, second))
                yield first, second


def uses(
    sheet: Sheet, state: State, seat: int, faces: Sequence[int], mark_all: bool
) -> list[TubeDiceAction]:
    """Every legal action of the seat taking two of `faces`, in a fixed order: each use,
    then `keep` for each pair that cannot be used as rolled (D4)."""
    passes = state.passes[seat]
    found: list[TubeDiceAction] = []
    usable = set()
    for spot in spots(sheet, state, seat):
        station_id = sheet.station_ids[spot.station]
        free = bits(spot.free)
        for station_face, connection_face in pairs(faces):
            change = spot.number - station_face if spot.number else 0
            left = passes - abs(change)
            if left < 0:
                continue
            station_die = Die(station_face, change)
            matches = sorted({sheet.sections[c] for c in free}) if mark_all else free
            for match in matches:
                sections = match if mark_all else sheet.sections[match]
                needed = sections - connection_face
                if abs(needed) > left:
                    continue
                if not change and not needed:
                    usable.add((station_face, connection_face))
                target = None if mark_all else sheet.connection_ids[match]
                found.append(Use(station_die, station_id, Die(connection_face, needed), target))
    kept = {
        (min(a, b), max(a, b))
        for a, b in pairs(faces)
        if (a, b) not in usable and (b, a) not in usable
    }
    return found + [Keep(low, high) for low, high in sorted(kept)]


def taken(faces: Sequence[int], pair: tuple[int, int]) -> bool:
    """Whether two distinct dice of `faces` show the pair."""
    left = list(faces)
    for face in pair:
        if face not in left:
            return False
        left.remove(face)
    return True


def use_problem(
    sheet: Sheet, state: State, seat: int, action: Use, mark_all: bool
) -> tuple[str | None, int]:
    """Why the seat may not make the use (None when it may), and the connections it marks."""
    station = sheet.station_index.get(action.station)
    if station is None:
        return f"the sheet has no station '{action.station}'", 0
    if action.passes > state.passes[seat]:
        return f"seat {seat} has {state.passes[seat]} passes left (D5)", 0
    number = state.numbers[seat][station]
    value = action.station_die.value
    if number and value != number:
        return f"{sheet.names[station]} holds {number}, not {value} (D3)", 0
    if not number:
        if not writable(sheet, state, seat) >> station & 1:
            if not state.numbered[seat]:
                star = sheet.names[sheet.star]
                return f"the first station die goes in the star station, {star} (D3)", 0
            return f"no connection seat {seat} marked leads to {sheet.names[station]} (D3)", 0
        if action.station_die.change:
            return "a pass changes a die only to match a number or a connection (D5)", 0
    free = sheet.incident[station] & ~state.marked[seat]
    value = action.connection_die.value
    matching = [c for c in bits(free) if sheet.sections[c] == value]
    if mark_all != (action.connection is None):
        form = "names no connection" if mark_all else "names the connection it marks"
        return (
            f"with connection_die {'all' if mark_all else 'one'} the connection die {form} (D4)",
            0,
        )
    if action.connection is not None:
        connection = sheet.connection_index.get(action.connection)
        if connection is None or connection not in matching:
            named = action.connection if connection is None else sheet.connection_names[connection]
            return (
                f"'{named}' is no unmarked connection of {value} sections at "
                f"{sheet.names[station]} (D4)"
            ), 0
        return None, 1 << connection
    if not matching:
        return f"{sheet.names[station]} has no unmarked connection of {value} sections (D4)", 0
    return None, sum(1 << c for c in matching)


def keep_problem(sheet: Sheet, state: State, seat: int, action: Keep) -> str | None:
    """Why the seat may not take the pair and mark nothing (None when it may)."""
    low, high = action.faces
    for a, b in ((low, high), (high, low)):
        for spot in spots(sheet, state, seat):
            if spot.number in (0, a) and any(sheet.sections[c] == b for c in bits(spot.free)):
                use = f"{a}@{sheet.station_ids[spot.station]}"
                return (
                    f"the {low} and the {high} can be used (for one: {use}), so they must be (D4)"
                )
    return None


def complete_goals(sheet: Sheet, state: State, seat: int, goals: Iterable[int]) -> None:
    """D6: those of `goals` the seat has now completed (every station numbered, every
    connection marked) score when the turn is settled; a goal without stations never
    completes."""
    numbered, marked = state.numbered[seat], state.marked[seat]
    for number in goals:
        goal = sheet.goals[number]
        if state.completed[seat] >> number & 1 or not goal.stations:
            continue
        if goal.stations & ~numbered == 0 and goal.connections & ~marked == 0:
            state.completed[seat] |= 1 << number
            state.bonuses.complete(seat, number)
