"""Staged Next Station scenarios (Ruleset.stage): each round's flip order chosen
as plain data instead of shuffled, for tests, the docs and designers.

Key (docs/rules-next-station.md): `flips`, per round the card texts flipped
first ("underground square"); the rest of that round's deck follows in box
order, and a round not listed flips in box order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.families.nextstation.cards import StationCard
from engine.rules.options import SetupError
from engine.rules.scenario import check_keys, listed

KEYS = ("flips",)


def staged_orders(
    deck: tuple[StationCard, ...], rounds: int, scenario: Mapping[str, Any]
) -> tuple[tuple[int, ...], ...]:
    """Per round, the flip order (card indices, first flipped first)."""
    check_keys(scenario, KEYS)
    flips = listed(scenario.get("flips", ()), "flips")
    if len(flips) > rounds:
        raise SetupError(f"scenario 'flips': {len(flips)} rounds listed; the sheet has {rounds}")
    texts = [str(card) for card in deck]
    orders = []
    for round_ in range(rounds):
        first: list[int] = []
        for text in listed(flips[round_], "flips") if round_ < len(flips) else ():
            if text not in texts:
                raise SetupError(
                    f"scenario 'flips', round {round_ + 1}: no card {text!r} "
                    f"(the deck: {', '.join(texts)})"
                )
            if texts.index(text) in first:
                raise SetupError(f"scenario 'flips', round {round_ + 1}: {text!r} flips twice")
            first.append(texts.index(text))
        orders.append((*first, *(i for i in range(len(deck)) if i not in first)))
    return tuple(orders)
