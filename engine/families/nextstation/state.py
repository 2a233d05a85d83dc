"""Everything that changes during a game, in flat lists a clone copies quickly.

Each seat has its own sheet, so the drawing state is per seat; stations and
guides are bit positions of the sheet's numbering. The deck's order is dealt
at setup and never changes, so it lives with the game, not here.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.nextstation.actions import NextStationAction
from engine.rules.base import Event
from engine.rules.mechanisms.simultaneous import SharedDecision
from engine.rules.state_view import copied_score


@dataclass(slots=True)
class State:
    # per seat: the sheet
    drawn: list[int]  # mask of guides carrying a section (the pre-drawn line's included)
    doubled: list[int]  # mask of guides carrying a second section (Double Rail)
    blocked: list[int]  # mask of guides crossing a drawn section
    double_rail_left: list[int]
    # per seat and colour
    line_stations: list[list[int]]  # mask of the line's stations (empty until it has a section)
    line_sections: list[list[int]]  # mask of the line's guides
    line_scores: list[list[int]]  # the line's N3 points, for the tie-break
    # per seat: the line of this round
    ends: list[int]  # mask of the stations where the line may grow without a Switch
    # the round
    round: int
    flipped: int  # cards flipped this round, Switches included
    underground_flipped: int
    card: int  # the card in play (index into the deck), -1 once the game is over
    switch: bool  # a Switch flipped 3rd or later came just before the card in play
    deciding: SharedDecision  # seats still to decide on the card in play
    over: bool
    # the score
    scores: list[int]
    breakdown: list[dict[str, int]]
    events: list[Event]
    history: list[NextStationAction]

    def copy(self) -> State:
        return State(
            drawn=list(self.drawn),
            doubled=list(self.doubled),
            blocked=list(self.blocked),
            double_rail_left=list(self.double_rail_left),
            line_stations=[list(masks) for masks in self.line_stations],
            line_sections=[list(masks) for masks in self.line_sections],
            line_scores=[list(points) for points in self.line_scores],
            ends=list(self.ends),
            round=self.round,
            flipped=self.flipped,
            underground_flipped=self.underground_flipped,
            card=self.card,
            switch=self.switch,
            deciding=self.deciding.copy(),
            **copied_score(self),
        )
