"""Everything that changes during a Metro X game, in flat values a clone copies quickly.

Each seat has its own sheet: the stations it has marked (a bitmask of the
sheet's numbering), the numbers it wrote (M5), what it wrote in each route's
windows and the routes it has completed. The deck and the completion
bonuses are the table's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.metrox.actions import MetroXAction
from engine.families.metrox.cards import TransitCard
from engine.rules.base import Event
from engine.rules.mechanisms.completion import CompletionBonuses
from engine.rules.mechanisms.deck import Deck
from engine.rules.mechanisms.simultaneous import SharedDecision
from engine.rules.state_view import copied_score


@dataclass(slots=True)
class State:
    # per seat: the sheet
    marked: list[int]  # mask of the stations crossed off or numbered
    numbers: list[dict[int, int]]  # station -> the number a Transfer wrote there
    written: list[list[tuple[str, ...]]]  # route -> what fills its windows, in order
    completed: list[int]  # mask of the routes the seat has completed
    first: list[int]  # mask of the routes the seat completed scoring the first value (M7)
    windows_left: list[int]  # empty windows on the whole sheet
    # the table
    deck: Deck[TransitCard]
    card: TransitCard | None  # the flipped card every seat decides on; None once over
    turn: int  # cards flipped so far
    seed: int  # where every later shuffle of the deck comes from
    shuffles: int  # shuffles of the deck since setup
    bonuses: CompletionBonuses[int]  # route -> (first, later) (M7)
    deciding: SharedDecision
    over: bool
    # the score
    scores: list[int]
    breakdown: list[dict[str, int]]
    events: list[Event]
    history: list[MetroXAction]

    def copy(self) -> State:
        return State(
            marked=list(self.marked),
            numbers=[dict(numbers) for numbers in self.numbers],
            written=[list(routes) for routes in self.written],
            completed=list(self.completed),
            first=list(self.first),
            windows_left=list(self.windows_left),
            deck=self.deck.copy(),
            card=self.card,
            turn=self.turn,
            seed=self.seed,
            shuffles=self.shuffles,
            bonuses=self.bonuses.copy(),
            deciding=self.deciding.copy(),
            **copied_score(self),
        )

    def empty(self, all_stations: int, seat: int) -> int:
        """The seat's stations still empty (M8)."""
        return (all_stations & ~self.marked[seat]).bit_count()
