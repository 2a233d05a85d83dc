"""The transit cards (M2) and the card mix a map sets.

A card's text is its name in the mix and in staged decks: `number-3`,
`skip-2`, `reshuffle-6` (a Number card that reshuffles the deck after its
turn), `transfer`, `free`. Every card but Free fills one window.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.pack.numbers import is_whole

NUMBER, SKIP, RESHUFFLE, TRANSFER, FREE = "number", "skip", "reshuffle", "transfer", "free"
MOST_CROSSED = 99  # the largest number a card may show
MOST_COPIES = 10000  # copies of all cards together

# M2 with the default of DECISIONS.md: 15 cards
DEFAULT_MIX: dict[str, int] = {
    "number-3": 3,
    "number-4": 3,
    "number-5": 2,
    "reshuffle-6": 1,
    "skip-2": 2,
    "skip-3": 1,
    "transfer": 2,
    "free": 1,
}

_NAME = re.compile(rf"({NUMBER}|{SKIP}|{RESHUFFLE})-([1-9][0-9]?)|{TRANSFER}|{FREE}")


@dataclass(frozen=True)
class TransitCard:
    kind: str  # NUMBER, SKIP, RESHUFFLE, TRANSFER or FREE
    count: int = 0  # the number shown on a Number, Skip or Re-Shuffle card

    @property
    def fills_window(self) -> bool:
        return self.kind != FREE

    @property
    def verb(self) -> str:
        """The action word for this card: a Re-Shuffle card plays as a Number card."""
        return NUMBER if self.kind == RESHUFFLE else self.kind

    def __str__(self) -> str:
        return f"{self.kind}-{self.count}" if self.count else self.kind


def parse_card(name: str) -> TransitCard | None:
    """The card named `name`, or None when no card has that name."""
    match = _NAME.fullmatch(name)
    if match is None:
        return None
    if match.group(1) is None:
        return TransitCard(name)
    return TransitCard(match.group(1), int(match.group(2)))


def mix_problem(value: Any) -> str | None:
    """Why `value` is not a card mix (card name -> copies), or None."""
    expected = (
        "expected card names (number-N, skip-N, reshuffle-N, transfer, free) "
        f"mapped to copies, at most {MOST_COPIES} in all"
    )
    if not isinstance(value, Mapping) or not value:
        return f"option 'cards' is {value!r}; {expected}"
    for name, copies in value.items():
        if not isinstance(name, str) or parse_card(name) is None:
            return f"option 'cards' names no card {name!r}; {expected}"
        if not is_whole(copies, 0):
            return f"option 'cards': {name} has {copies!r} copies; expected 0 or more"
    if sum(value.values()) == 0:
        return "option 'cards' has no card at all"
    if sum(value.values()) > MOST_COPIES:
        return f"option 'cards' has {sum(value.values())} cards; at most {MOST_COPIES}"
    return None


def deal(mix: Mapping[str, int]) -> tuple[TransitCard, ...]:
    """Every copy of the mix, in the mix's order (a checked mix)."""
    cards = []
    for name, copies in mix.items():
        card = parse_card(name)
        assert card is not None, name
        cards += [card] * copies
    return tuple(cards)
