"""Whether moves brought something hidden to light: a card drawn, a die rolled.

A person's move may be taken back only where it did not: otherwise the person would
play again knowing the card. The test needs nothing of the family: the same moves
are played in other worlds, redealt from the mover's view (`resample_hidden`), and
what the mover sees afterwards must be the same in every one of them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.rules.base import Action, Game, IllegalActionError, Ruleset

WORLDS = 3  # other deals tried; a card or a roll that differs shows in one of them


def reveals_hidden(
    ruleset: Ruleset, before: Game, actions: Sequence[Action], after: Game, seat: int
) -> bool:
    """Whether playing `actions` from `before` (giving `after`) showed `seat` anything
    that was hidden from it before them."""
    seen = _seen(ruleset, after, seat)
    for world in range(WORLDS):
        trial = before.clone()
        trial.resample_hidden(random.Random(world), seat)
        try:
            for action in actions:
                trial.apply(action)
        except IllegalActionError:  # another deal would not even allow them
            return True
        if _seen(ruleset, trial, seat) != seen:
            return True
    return False


def _seen(ruleset: Ruleset, game: Game, seat: int) -> tuple[Any, ...]:
    return (
        tuple(game.scores),
        game.current_player,
        tuple(str(action) for action in game.legal_actions()),
        ruleset.seat_picture(game, None, seat),
        tuple(dict(ruleset.public_view(game, other)) for other in range(game.players)),
    )
