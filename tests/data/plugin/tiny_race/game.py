"""A game of Tiny Race: the runners, the deck and the turns (T1-T4)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine.map.model import MapPack
from engine.rules import ActionSyntaxError, Event, IllegalActionError
from engine.rules.base import Action
from engine.rules.state_view import StateView

RULESET_NAME = "tiny-race"


@dataclass(frozen=True)
class Move:
    """Move the runner to a neighbouring station; `to=None` stays put (T2)."""

    to: str | None

    def __str__(self) -> str:
        return "stay" if self.to is None else f"to {self.to}"


def parse_action(text: str) -> Move:
    if text == "stay":
        return Move(None)
    if text.startswith("to ") and text[3:].strip() == text[3:] and text[3:]:
        return Move(text[3:])
    raise ActionSyntaxError(f"'{text}' is not a Tiny Race action: 'to STATION' or 'stay'")


@dataclass(frozen=True)
class Board:
    """What the map says, once per pack: who is next to whom, and by which connection."""

    start: str
    neighbours: Mapping[str, tuple[str, ...]]
    between: Mapping[frozenset[str], str]  # a station pair -> the connection joining it

    @staticmethod
    def of(pack: MapPack) -> Board:
        starts = [s.id for s in pack.stations if "start" in s.flags]
        neighbours: dict[str, list[str]] = {s.id: [] for s in pack.stations}
        for c in pack.connections:
            neighbours[c.a].append(c.b)
            neighbours[c.b].append(c.a)
        return Board(
            start=starts[0] if starts else "",
            neighbours={k: tuple(sorted(v)) for k, v in neighbours.items()},
            between={frozenset(c.ends): c.id for c in pack.connections},
        )

    def distance(self, a: str, b: str) -> int:
        """Connections between two stations; len(stations) when none joins them."""
        seen, frontier, steps = {a}, [a], 0
        while frontier:
            if b in frontier:
                return steps
            frontier = [n for s in frontier for n in self.neighbours[s] if n not in seen]
            seen.update(frontier)
            steps += 1
        return len(self.neighbours)


@dataclass
class State:
    at: list[str]  # each seat's runner
    deck: list[str]  # cards still face down, next on top (index 0)
    destination: str | None  # the face-up card; None once the deck is out
    to_score: int  # destinations still to be scored (T4)
    turns_left: int
    seat: int = 0
    scores: list[int] = field(default_factory=list)
    breakdown: list[dict[str, int]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    history: list[Move] = field(default_factory=list)
    arrivals: dict[str, int] = field(default_factory=dict)
    over: bool = False

    def copy(self) -> State:
        return replace(
            self,
            at=list(self.at),
            deck=list(self.deck),
            scores=list(self.scores),
            breakdown=[dict(b) for b in self.breakdown],
            events=list(self.events),
            history=list(self.history),
            arrivals=dict(self.arrivals),
        )


class TinyRaceGame(StateView[Move, State]):
    def __init__(self, board: Board, state: State) -> None:
        self.board = board
        self._state = state

    @property
    def state(self) -> State:
        """The live state, for inspection (the ruleset's picture and views); do not mutate it."""
        return self._state

    @property
    def current_player(self) -> int | None:
        return None if self._state.over else self._state.seat

    @property
    def step(self) -> int:
        """One step per seat's turn."""
        return len(self._state.history)

    def legal_actions(self) -> Sequence[Move]:
        if self._state.over:
            return ()
        here = self._state.at[self._state.seat]
        return tuple(Move(n) for n in self.board.neighbours[here]) or (Move(None),)

    def apply(self, action: Action) -> None:
        if not isinstance(action, Move) or action not in self.legal_actions():
            raise IllegalActionError(f"seat {self._state.seat} cannot play '{action}' now")
        state = self._state
        seat = state.seat
        state.history.append(action)
        if action.to is not None:
            state.at[seat] = action.to
            state.arrivals[action.to] = state.arrivals.get(action.to, 0) + 1
            if action.to == state.destination:
                self._score(seat, action.to)
        state.seat = (seat + 1) % self.players
        if state.seat == 0:
            state.turns_left -= 1
        state.over = state.destination is None or state.to_score == 0 or state.turns_left == 0

    def _score(self, seat: int, station: str) -> None:
        """T3: a point for reaching the destination, and the next card turned face up."""
        state = self._state
        state.scores[seat] += 1
        state.breakdown[seat]["T3"] = state.breakdown[seat].get("T3", 0) + 1
        state.events.append(Event("T3", seat, None, 1, f"reaches {station}", (station,)))
        state.to_score -= 1
        state.destination = state.deck.pop(0) if state.deck else None

    def parse_action(self, text: str) -> Move:
        return parse_action(text)

    def winners(self) -> tuple[int, ...]:
        best = max(self._state.scores)
        return tuple(seat for seat, score in enumerate(self._state.scores) if score == best)

    def clone(self) -> TinyRaceGame:
        return TinyRaceGame(self.board, self._state.copy())

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Only the order of the face-down cards is hidden, and from every seat alike."""
        rng.shuffle(self._state.deck)


def start(
    board: Board, players: int, order: list[str], at: list[str], options: Mapping[str, int]
) -> TinyRaceGame:
    """T1: runners placed, the first card of `order` face up, the rest face down."""
    state = State(
        at=list(at),
        deck=list(order[1:]),
        destination=order[0] if order else None,
        to_score=options["destinations"],
        turns_left=options["rounds"],
        scores=[0] * players,
        breakdown=[{} for _ in range(players)],
        over=not order,
    )
    return TinyRaceGame(board, state)
