"""Where tube dice points come from, each a rule id: completed lines and zones
(D6) and unused passes (D7).

A completion scores when the turn is settled, once every seat has used its
dice; the passes at the end. The printed sheet adds them all up at the end;
the total is the same.
"""

from __future__ import annotations

from engine.families.tubedice.sheet import Sheet
from engine.families.tubedice.state import State
from engine.rules.base import Event
from engine.rules.mechanisms.completion import Award
from engine.rules.state_view import award

COMPLETION, PASSES = "D6", "D7"

SOURCE_NAMES = {COMPLETION: "completions", PASSES: "unused_passes"}


def score_completions(sheet: Sheet, state: State, awards: list[Award[int]]) -> None:
    """D6: the lines and zones the seats completed in one turn."""
    for won in awards:
        goal = sheet.goals[won.goal]
        if won.first:
            state.first[won.seat] |= 1 << won.goal
            detail = f"{goal.name} completed first: {won.points}"
        else:
            detail = f"{goal.name} completed, its first value already taken: {won.points}"
        line = goal.id if goal.kind == "line" else None
        award(state, Event(COMPLETION, won.seat, line, won.points, detail, (goal.id,)))


def score_passes(state: State) -> None:
    """D7: a point for every pass a seat has not used."""
    for seat, passes in enumerate(state.passes):
        if passes:
            unit = "pass" if passes == 1 else "passes"
            award(state, Event(PASSES, seat, None, passes, f"{passes} {unit} unused: {passes}"))
