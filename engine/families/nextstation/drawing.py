"""Where a section may go (N2) and what drawing one changes on the sheet.

A section follows one guide from a start to a target: the start is the
colour's departure station while the line is empty, else an end of the line
(any station of it after a Switch flipped 3rd or later); the target matches
the card, is new to the line, and the guide neither crosses a drawn section
nor repeats a drawn one (except once with the Double Rail, over another
colour's section).
"""

from __future__ import annotations

from engine.families.nextstation.cards import StationCard
from engine.families.nextstation.sheet import Sheet
from engine.families.nextstation.state import State
from engine.rules.bitmask import bits

START = "start"
REVISIT = "revisit"
SYMBOL = "symbol"
CROSSING = "crossing"
LINKED = "linked"

EXPLANATIONS = {
    START: "a section starts at the departure station while the line is empty, then at an "
    "end of the line (at any of its stations after a Switch flipped 3rd or later)",
    REVISIT: "the line already visits the target station",
    SYMBOL: "the target station does not show the card's symbol",
    CROSSING: "the guide crosses a section already drawn",
    LINKED: "a section already links these stations (only the Double Rail, once, may "
    "repeat another colour's section)",
}


def starts(sheet: Sheet, state: State, seat: int, colour: int) -> int:
    """The mask of stations a section of the seat's line may leave from now."""
    if not state.line_sections[seat][colour]:
        return 1 << sheet.departures[colour]
    return state.line_stations[seat][colour] if state.switch else state.ends[seat]


def refusal(
    sheet: Sheet,
    state: State,
    seat: int,
    colour: int,
    card: StationCard,
    start: int,
    target: int,
    guide: int,
) -> str | None:
    """Why the section is not allowed (one of the reason keys), or None when it is."""
    if not starts(sheet, state, seat, colour) >> start & 1:
        return START
    if state.line_stations[seat][colour] >> target & 1:
        return REVISIT
    if not sheet.matches(target, card.symbol):
        return SYMBOL
    if state.blocked[seat] >> guide & 1:
        return CROSSING
    if state.drawn[seat] >> guide & 1 and not (
        card.double_rail and state.double_rail_left[seat] and not state.doubled[seat] >> guide & 1
    ):
        return LINKED
    return None


def legal_sections(
    sheet: Sheet, state: State, seat: int, colour: int, card: StationCard
) -> list[tuple[int, int, int]]:
    """(start, target, guide) of every section the seat may draw, in sheet order."""
    found = []
    for start in bits(starts(sheet, state, seat, colour)):
        for target, guide in sheet.adjacency[start]:
            if refusal(sheet, state, seat, colour, card, start, target, guide) is None:
                found.append((start, target, guide))
    return found


def draw(
    sheet: Sheet, state: State, seat: int, colour: int, start: int, target: int, guide: int
) -> None:
    """Draw a section already found legal."""
    bit = 1 << guide
    if state.drawn[seat] & bit:
        state.doubled[seat] |= bit
        state.double_rail_left[seat] -= 1
    state.drawn[seat] |= bit
    state.blocked[seat] |= sheet.crosses[guide]
    sections = state.line_sections[seat][colour]
    degree = (sections & sheet.incident[start]).bit_count()
    if degree == 0:
        state.ends[seat] |= 1 << start  # the departure station: the line's first end
    elif degree == 1:
        state.ends[seat] &= ~(1 << start)
    state.ends[seat] |= 1 << target
    state.line_sections[seat][colour] = sections | bit
    state.line_stations[seat][colour] |= 1 << start | 1 << target
