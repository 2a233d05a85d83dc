"""One Day in London's actions as things to point at and words to list (Ruleset hooks).

The cards of a rack and the piles are the targets: a slot to place the card drawn in
at setup, the draw pile or a discard pile to take from, then a slot to swap into and
a pile for the card given up (or a pile alone, to give the card drawn up again).
"""

from __future__ import annotations

from engine.families.oneday.actions import Discard, Draw, OneDayAction, Place, Swap, Take
from engine.families.oneday.game import OneDayGame
from engine.families.oneday.state import NONE
from engine.rules.targets import CARD, PILE, Path, Target

DRAW_PILE = "draw"


def action_targets(game: OneDayGame, action: OneDayAction) -> Path:
    if isinstance(action, Place):
        return (_slot(game, action.slot),)
    if isinstance(action, Draw):
        return (Target(PILE, DRAW_PILE, label="the draw pile"),)
    if isinstance(action, Swap):
        return (_slot(game, action.slot), _pile(action.pile))
    assert isinstance(action, Take | Discard)
    return (_pile(action.pile),)


def describe_action(game: OneDayGame, action: OneDayAction) -> str:
    if isinstance(action, Place):
        return f"put the card drawn in slot {action.slot}"
    if isinstance(action, Draw):
        return "draw the top card of the draw pile"
    if isinstance(action, Take):
        return f"take {_top(game, action.pile)} from discard pile {action.pile}"
    if isinstance(action, Swap):
        given = _card(game, action.slot) or "the card there"
        return f"put the card in slot {action.slot}, {given} onto pile {action.pile}"
    return f"give the card drawn up onto pile {action.pile}"


def _slot(game: OneDayGame, slot: int) -> Target:
    card = _card(game, slot)
    return Target(CARD, str(slot), label=f"slot {slot}" + (f": {card}" if card else ""))


def _pile(pile: int) -> Target:
    return Target(PILE, str(pile), label=f"discard pile {pile}")


def _card(game: OneDayGame, slot: int) -> str:
    """The name of the card in the mover's rack slot, "" for an empty slot."""
    state = game.state
    card = state.racks[state.seat][slot - 1]
    return "" if card == NONE else game.network.names[card]


def _top(game: OneDayGame, pile: int) -> str:
    cards = game.state.deck.discards[pile - 1]
    return game.network.names[cards[-1]] if cards else "nothing"
