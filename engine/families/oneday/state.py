"""Everything that changes during a One Day in London game, in flat values a
clone copies quickly.

Cards are station numbers of the Network; -1 is no card (an empty slot,
nothing in hand). `public` marks, per seat, the slots whose card the whole
table saw go in (taken from a discard pile, or the winner's revealed rack):
only the other slots are hidden, and `resample_hidden` redeals only those.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.oneday.actions import OneDayAction
from engine.rules.base import Event
from engine.rules.mechanisms.deck import Deck
from engine.rules.state_view import copied_score

NONE = -1
DRAW_PILE = -1  # where the card in hand came from, when not a discard pile


@dataclass(slots=True)
class State:
    racks: list[list[int]]  # per seat: the card in each slot
    public: list[int]  # per seat: mask of the slots the table has seen filled
    deck: Deck[int]  # the draw pile and the three discard piles
    hand: int  # the card the seat to act holds: drawn at setup, or taken this turn
    hand_from: int  # DRAW_PILE or the discard pile it was taken from
    seat: int  # the seat to act
    setup: bool  # still placing the cards drawn (O2)
    turns: int  # turns played since setup, all seats together
    step: int  # turns begun, setup placements included
    seed: int  # where every reshuffle of the draw pile comes from (O6)
    shuffles: int
    winner: int  # NONE until somebody's rack is a journey (O5)
    taken: list[int]  # per station: its cards taken from a discard pile
    thrown: list[int]  # per station: its cards given up onto a discard pile
    over: bool
    scores: list[int]
    breakdown: list[dict[str, int]]
    events: list[Event]
    history: list[OneDayAction]

    def copy(self) -> State:
        return State(
            racks=[list(rack) for rack in self.racks],
            public=list(self.public),
            deck=self.deck.copy(),
            hand=self.hand,
            hand_from=self.hand_from,
            seat=self.seat,
            setup=self.setup,
            turns=self.turns,
            step=self.step,
            seed=self.seed,
            shuffles=self.shuffles,
            winner=self.winner,
            taken=list(self.taken),
            thrown=list(self.thrown),
            **copied_score(self),
        )
