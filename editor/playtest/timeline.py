"""A played game, turn by turn, for the replay viewer.

The game is played again from its seed and recorded actions with the
ruleset's own rules, so what the viewer shows is what happened. A turn is
the run of actions one seat makes before another seat acts: four Track
tokens or Branch tiles and the Passenger's ride in On the Underground, one
section in Next Station. Moment 0 is the board as dealt; moment k is the
board after turn k.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from editor.playtest.board_state import BoardState, view_for
from engine.model import MapPack
from engine.rules import get_ruleset
from engine.rules.base import Event


@dataclass(frozen=True)
class Moment:
    turn: int  # 0 for the deal
    seat: int | None  # the seat whose turn it was; None for the deal
    actions: tuple[str, ...]
    events: tuple[Event, ...]  # the points scored during the turn
    scores: tuple[int, ...]  # after the turn
    board: BoardState


def replay_moments(pack: MapPack, players: int, seed: int, actions: Sequence[str]) -> list[Moment]:
    ruleset = get_ruleset(pack.ruleset)
    game = ruleset.new_game(pack, players, {}, seed)
    view = view_for(game)
    moments = [Moment(0, None, (), (), tuple(game.scores), view(game, None))]
    before, seat = game.clone(), game.current_player
    played: list[str] = []

    def close_turn() -> None:
        events = tuple(game.events[len(before.events) :])
        board = view(game, before)
        moments.append(Moment(len(moments), seat, tuple(played), events, tuple(game.scores), board))

    for text in actions:
        if played and game.current_player != seat:
            close_turn()
            before, seat, played = game.clone(), game.current_player, []
        played.append(text)
        game.apply(ruleset.parse_action(text))
    if played:
        close_turn()
    return moments
