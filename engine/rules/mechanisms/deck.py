"""A draw pile with discard piles that are shuffled back when it runs out
(One Day in London O6, Metro X's Re-Shuffle M2), and the redeal of what a
seat cannot see for searching bots.

Cards are any values; piles are lists with the top card last, so drawing and
discarding are list pops and appends. All chance comes from the `rng` passed
in, so a seed names one game.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

Card = TypeVar("Card")


@dataclass(slots=True)
class Deck(Generic[Card]):
    draw_pile: list[Card]  # face down, top card last
    discards: list[list[Card]] = field(default_factory=lambda: [[]])  # face up, top card last

    @classmethod
    def shuffled(cls, cards: Iterable[Card], rng: random.Random, piles: int = 1) -> Deck[Card]:
        draw_pile = list(cards)
        rng.shuffle(draw_pile)
        return cls(draw_pile, [[] for _ in range(piles)])

    @classmethod
    def top_first(cls, cards: Sequence[Card], piles: int = 1) -> Deck[Card]:
        """A deck in a chosen order (a staged scenario), its first card on top."""
        return cls(list(reversed(cards)), [[] for _ in range(piles)])

    def __len__(self) -> int:
        return len(self.draw_pile)

    def draw(self, rng: random.Random, keep_tops: bool = True) -> Card | None:
        """The top card; an empty draw pile is first rebuilt from the discards
        (`reshuffle`). None when no card is left anywhere."""
        if not self.draw_pile:
            self.reshuffle(rng, keep_tops)
        return self.draw_pile.pop() if self.draw_pile else None

    def discard(self, card: Card, pile: int = 0) -> None:
        self.discards[pile].append(card)

    def reshuffle(self, rng: random.Random, keep_tops: bool) -> None:
        """Shuffle the discards back into the draw pile: all of them (M2), or
        all but each pile's top card (O6)."""
        kept = 1 if keep_tops else 0
        for pile in self.discards:
            cut = max(len(pile) - kept, 0)
            self.draw_pile += pile[:cut]
            del pile[:cut]
        rng.shuffle(self.draw_pile)

    def resample_hidden(self, rng: random.Random, *unseen: list[Card]) -> None:
        """Redeal the draw pile together with other piles the seat cannot see
        (other seats' hands), each keeping its size; face-up cards stay."""
        resample_unseen(rng, self.draw_pile, *unseen)

    def copy(self) -> Deck[Card]:
        return Deck(list(self.draw_pile), [list(pile) for pile in self.discards])


def resample_unseen(rng: random.Random, *piles: list[Card]) -> None:
    """Pool the cards of `piles`, shuffle them and deal them back, every pile
    keeping its size: a seat that cannot see any of them cannot tell the difference."""
    pooled = [card for pile in piles for card in pile]
    rng.shuffle(pooled)
    start = 0
    for pile in piles:
        pile[:] = pooled[start : start + len(pile)]
        start += len(pile)
