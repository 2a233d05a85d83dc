"""Staged One Day in London scenarios (Ruleset.stage): the deck's order, the
racks and the discard piles as plain data, for tests, the docs and designers.

Keys (docs/rules-one-day.md, "Staged scenarios"): `deck`, the cards drawn
first, the rest of the deck following in the map's order; `racks`, every
seat's ten cards (setup is then over); `discards`, the three discard piles,
bottom card first. Every card comes out of the deck O1 counts, so a scenario
never holds more copies of a station than the game has.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.families.oneday.game import PILES
from engine.families.oneday.journey import STOPS
from engine.families.oneday.network import Network
from engine.rules.mechanisms.deck import Deck
from engine.rules.options import SetupError
from engine.rules.scenario import check_keys, listed

KEYS = ("deck", "racks", "discards")


class Staged:
    """The scenario's cards, each taken out of the deck's supply as it is read."""

    def __init__(self, network: Network, scenario: Mapping[str, Any]) -> None:
        check_keys(scenario, KEYS)
        self.network = network
        self.supply = list(network.cards)
        self.scenario = scenario

    def racks(self, players: int) -> list[list[int]] | None:
        if "racks" not in self.scenario:
            return None
        racks = listed(self.scenario["racks"], "racks")
        if len(racks) != players:
            raise SetupError(f"scenario 'racks': give all {players} racks, not {len(racks)}")
        for rack in racks:
            if len(listed(rack, "racks")) != STOPS:
                raise SetupError(f"scenario 'racks': a rack holds {STOPS} cards, not {len(rack)}")
        return [self.cards(rack, "racks") for rack in racks]

    def discards(self) -> list[list[int]] | None:
        if "discards" not in self.scenario:
            return None
        piles = listed(self.scenario["discards"], "discards")
        if len(piles) != PILES:
            raise SetupError(f"scenario 'discards': give the {PILES} piles, not {len(piles)}")
        return [self.cards(listed(pile, "discards"), "discards") for pile in piles]

    def deck(self) -> Deck[int]:
        """The scenario's `deck` on top, then every card left in the map's order."""
        top = self.cards(listed(self.scenario.get("deck", ()), "deck"), "deck")
        rest = [card for card, copies in enumerate(self.supply) for _ in range(copies)]
        return Deck.top_first([*top, *rest], PILES)

    def cards(self, names: Sequence[Any], key: str) -> list[int]:
        found = []
        for name in names:
            card = self.network.station_index.get(name) if isinstance(name, str) else None
            if card is None:
                raise SetupError(f"scenario '{key}': {name!r} is not a station of the map")
            if not self.supply[card]:
                copies = self.network.cards[card]
                raise SetupError(
                    f"scenario '{key}': no more cards of {name!r}; the deck holds {copies} (O1)"
                )
            self.supply[card] -= 1
            found.append(card)
        return found
