"""What everyone at a One Day in London table sees of one seat (Ruleset.public_view):
the slots of its rack the table saw filled, the card it holds if it came from
a discard pile, and the table's discard piles. Keys are documented in
docs/rules-one-day.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.families.oneday.game import OneDayGame
from engine.families.oneday.state import DRAW_PILE, NONE
from engine.map.model import frozen_mapping

HIDDEN = "?"  # a card in a rack the table has not seen


def public_view(game: OneDayGame, seat: int) -> Mapping[str, Any]:
    state, ids = game.state, game.network.station_ids
    rack = tuple(
        "" if card == NONE else ids[card] if state.public[seat] >> slot & 1 else HIDDEN
        for slot, card in enumerate(state.racks[seat])
    )
    holding = not state.over and state.seat == seat and state.hand != NONE
    from_pile = holding and state.hand_from != DRAW_PILE
    source = f"pile {state.hand_from + 1}" if from_pile else "draw"
    return frozen_mapping(
        {
            "seat": seat,
            "score": state.scores[seat],
            "rack": rack,
            "holding": source if holding else None,
            "held_card": ids[state.hand] if from_pile else None,
            "discards": tuple(ids[pile[-1]] if pile else None for pile in state.deck.discards),
            "draw_pile": len(state.deck),
            "setup": state.setup,
            "turns": state.turns,
            "won": state.winner == seat,
        }
    )
