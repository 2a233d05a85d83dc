"""First/later completion bonuses (Metro X routes M7, the tube dice game's lines
and zones D6).

A goal is worth (first, later) points. While every seat decides on the same
card or roll, completions are only collected; once all have decided they are
settled together: every seat completing a goal nobody had completed before
scores its first value, so ties in the same turn share it, and from then on
the goal is worth its later value. Alone at the table a player always scores
the first value (M7).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

Goal = TypeVar("Goal", bound=Hashable)


@dataclass(frozen=True)
class Award(Generic[Goal]):
    seat: int
    goal: Goal
    points: int
    first: bool  # scored the first value


@dataclass(slots=True)
class CompletionBonuses(Generic[Goal]):
    values: Mapping[Goal, tuple[int, int]]  # goal -> (first, later); shared by copies
    solo: bool  # one player: always the first value
    claimed: set[Goal] = field(default_factory=set)  # completed in an earlier settlement
    pending: list[tuple[int, Goal]] = field(default_factory=list)  # (seat, goal) this turn

    def complete(self, seat: int, goal: Goal) -> None:
        """`seat` has just completed `goal`; it scores when the turn is settled."""
        if goal not in self.values:
            raise KeyError(f"no completion bonus for {goal!r}")
        self.pending.append((seat, goal))

    def settle(self) -> list[Award[Goal]]:
        """The awards of this turn's completions, in the order they were made."""
        awards = []
        for seat, goal in self.pending:
            first = self.solo or goal not in self.claimed
            first_value, later_value = self.values[goal]
            awards.append(Award(seat, goal, first_value if first else later_value, first))
        self.claimed.update(goal for _, goal in self.pending)
        self.pending = []
        return awards

    def copy(self) -> CompletionBonuses[Goal]:
        return CompletionBonuses(self.values, self.solo, set(self.claimed), list(self.pending))
