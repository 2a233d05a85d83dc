"""The read-only half of the Game protocol, shared by the rule families.

Each family keeps its changing state in one object with `scores`, `breakdown`,
`events`, `history` and `over`; these properties expose it without letting a
caller change it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, TypedDict, TypeVar

from engine.rules.base import Event


class ScoredState(Protocol):
    scores: list[int]
    breakdown: list[dict[str, int]]
    events: list[Event]
    history: list[Any]
    over: bool


def award(state: ScoredState, event: Event) -> None:
    """The one place a family's scores change, so scores always equal the sum
    of the events and of each seat's breakdown."""
    state.scores[event.player] += event.points
    rules = state.breakdown[event.player]
    rules[event.rule] = rules.get(event.rule, 0) + event.points
    state.events.append(event)


class ScoreCopy(TypedDict):
    scores: list[int]
    breakdown: list[dict[str, int]]
    events: list[Event]
    history: list[Any]
    over: bool


def copied_score(state: ScoredState) -> ScoreCopy:
    """The score's half of a clone, the same in every family, for a State's `copy`
    to pass on: the clone's lists are its own, the events in them are shared."""
    return ScoreCopy(
        scores=list(state.scores),
        breakdown=[dict(rules) for rules in state.breakdown],
        events=list(state.events),
        history=list(state.history),
        over=state.over,
    )


ActionT = TypeVar("ActionT")
StateT = TypeVar("StateT", bound=ScoredState)


class StateView(Generic[ActionT, StateT]):
    _state: StateT

    @property
    def state(self) -> StateT:
        """The live state, for inspection (tests, bots, the editor); do not mutate it."""
        return self._state

    @property
    def players(self) -> int:
        return len(self._state.scores)

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._state.scores)

    @property
    def score_breakdown(self) -> tuple[Mapping[str, int], ...]:
        return tuple(dict(rules) for rules in self._state.breakdown)

    @property
    def events(self) -> Sequence[Event]:
        return tuple(self._state.events)

    @property
    def history(self) -> Sequence[ActionT]:
        return tuple(self._state.history)
