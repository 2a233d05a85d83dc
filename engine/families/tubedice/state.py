"""Everything that changes during a tube dice game, in flat values a clone copies quickly.

Each seat has its own sheet: the number written in each station (0: empty),
the stations numbered and the connections marked (bitmasks of the sheet's
numbering), its passes and the lines and zones it has completed. The dice,
whose turn it is and the completion bonuses are the table's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.tubedice.actions import TubeDiceAction
from engine.rules.base import Event
from engine.rules.mechanisms.completion import CompletionBonuses
from engine.rules.mechanisms.simultaneous import SharedDecision
from engine.rules.state_view import copied_score


@dataclass(slots=True)
class State:
    # per seat: the sheet
    numbers: list[list[int]]  # station -> the number written, 0 while empty
    numbered: list[int]  # mask of the stations with a number
    marked: list[int]  # mask of the connections marked
    passes: list[int]  # passes left
    completed: list[int]  # mask of the goals (lines, then zones) completed
    first: list[int]  # mask of the goals completed scoring the first value (D6)
    # the table
    roll: tuple[int, ...]  # the five dice of this turn, as rolled; () once over
    kept: tuple[int, ...]  # the two the active seat took; () until it has
    active: int  # the seat that rolled
    turn: int  # rolls so far
    seed: int  # where every later roll comes from
    staged: tuple[tuple[int, ...], ...]  # rolls a scenario set, for turns 1, 2, ...
    bonuses: CompletionBonuses[int]  # goal -> (first, later) (D6)
    deciding: SharedDecision
    over: bool
    # the score
    scores: list[int]
    breakdown: list[dict[str, int]]
    events: list[Event]
    history: list[TubeDiceAction]

    def copy(self) -> State:
        return State(
            numbers=[list(numbers) for numbers in self.numbers],
            numbered=list(self.numbered),
            marked=list(self.marked),
            passes=list(self.passes),
            completed=list(self.completed),
            first=list(self.first),
            roll=self.roll,
            kept=self.kept,
            active=self.active,
            turn=self.turn,
            seed=self.seed,
            staged=self.staged,
            bonuses=self.bonuses.copy(),
            deciding=self.deciding.copy(),
            **copied_score(self),
        )

    def open_dice(self, seat: int) -> tuple[int, ...]:
        """The dice `seat` may take now: all five for the active seat, else the three
        the active seat left (D2)."""
        return self.roll if seat == self.active else self.left

    @property
    def left(self) -> tuple[int, ...]:
        """The dice the active seat left for the others."""
        left = list(self.roll)
        for face in self.kept:
            left.remove(face)
        return tuple(left)
