"""The station deck (N1): built from the sheet's symbols, shuffled each round.

The box holds 11 cards for 4 symbols: 6 Street cards (each symbol, a Joker and
the Railroad Switch) and 5 Underground cards (each symbol and a Joker); a
round ends when the last Underground card is flipped. Tokyo's pink and green
cards are the Street and Underground kinds, and its Street Joker carries the
Double Rail. A sheet with other symbols gets the same deck for its symbols.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

STREET = "street"
UNDERGROUND = "underground"


@dataclass(frozen=True)
class StationCard:
    kind: str  # STREET or UNDERGROUND
    symbol: str | None = None  # None on a Joker and on the Switch
    switch: bool = False
    double_rail: bool = False

    @property
    def joker(self) -> bool:
        return self.symbol is None and not self.switch

    @property
    def ends_round(self) -> bool:
        return self.kind == UNDERGROUND

    def __str__(self) -> str:
        if self.switch:
            face = "switch"
        elif self.symbol is None:
            face = "joker+double-rail" if self.double_rail else "joker"
        else:
            face = self.symbol
        return f"{self.kind} {face}"


def build_deck(symbols: tuple[str, ...], double_rail: bool) -> tuple[StationCard, ...]:
    """The deck in box order: Street cards, then Underground cards."""
    street = [StationCard(STREET, symbol) for symbol in symbols]
    street += [StationCard(STREET, double_rail=double_rail), StationCard(STREET, switch=True)]
    underground = [StationCard(UNDERGROUND, symbol) for symbol in symbols]
    return (*street, *underground, StationCard(UNDERGROUND))


def shuffled_rounds(
    deck: tuple[StationCard, ...], rounds: int, rng: random.Random
) -> tuple[tuple[int, ...], ...]:
    """Each round's flip order (card indices, first flipped first), shuffled in round order."""
    orders = []
    for _ in range(rounds):
        order = list(range(len(deck)))
        rng.shuffle(order)
        orders.append(tuple(order))
    return tuple(orders)
