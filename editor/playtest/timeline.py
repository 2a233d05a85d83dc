"""A played game, step by step, for the replay viewer.

The game is played again from its seed and recorded actions with the
ruleset's own rules, so what the viewer shows is what happened. A step is
whatever the game counts as one (`Game.step`): a seat's turn where seats take
turns, one flipped card where they all decide on it. Moment 0 is the game as
dealt; moment k is the game after step k, as the family pictures it, once
per seat where each seat has a sheet of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.map.model import MapPack
from engine.rules import get_ruleset
from engine.rules.base import Event, Game
from engine.rules.picture import Picture


@dataclass(frozen=True)
class Moment:
    step: int  # 0 for the deal
    seats: tuple[int, ...]  # the seats that acted, in the order they first did
    actions: tuple[str, ...]
    said: tuple[str, ...]  # the actions in words for people, each with its seat
    events: tuple[Event, ...]  # the points scored during the step
    scores: tuple[int, ...]  # after the step
    pictures: tuple[Picture, ...]  # one per seat where each has a sheet, else one

    def picture(self, seat: int | None) -> Picture:
        """`seat`'s picture (None: the first), or the shared one."""
        return self.pictures[0 if seat is None or len(self.pictures) == 1 else seat]


def replay_moments(pack: MapPack, players: int, seed: int, actions: Sequence[str]) -> list[Moment]:
    ruleset = get_ruleset(pack.ruleset)
    game = ruleset.new_game(pack, players, {}, seed)
    sheets = range(players) if ruleset.game_type.sheets == "per-seat" else (None,)

    def pictures(before: Game | None) -> tuple[Picture, ...]:
        return tuple(ruleset.picture(game, before, seat) for seat in sheets)

    moments = [Moment(0, (), (), (), (), tuple(game.scores), pictures(None))]
    before = game.clone()
    seats: list[int] = []
    played: list[str] = []
    said: list[str] = []

    def close_step() -> None:
        events = tuple(game.events[len(before.events) :])
        moment = Moment(
            len(moments),
            tuple(seats),
            tuple(played),
            tuple(said),
            events,
            tuple(game.scores),
            pictures(before),
        )
        moments.append(moment)

    for text in actions:
        seat = game.current_player
        if seat is not None and seat not in seats:
            seats.append(seat)
        action = ruleset.parse_action(text)
        played.append(text)
        said.append(f"Seat {seat}: {ruleset.describe_action(game, action)}")
        game.apply(action)
        if game.step != before.step:
            close_step()
            before, seats, played, said = game.clone(), [], [], []
    if played:
        close_step()
    return moments
