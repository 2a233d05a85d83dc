"""Every seat decides on the same revealed card or roll (Next Station, Metro X,
the tube dice game).

The engine asks the seats one after another in seat order, so a game stays a
sequence of single actions; no seat's choice limits another's on that card.
When the last seat has decided, the family settles the card (scores,
completions, the end of a round) and reveals the next, which opens the
decision again for every seat.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(slots=True)
class SharedDecision:
    """The seats still to decide on the revealed card or roll, the current one first."""

    waiting: list[int] = field(default_factory=list)

    @property
    def current(self) -> int | None:
        """The seat to decide now, or None while nothing is revealed (or the game is over)."""
        return self.waiting[0] if self.waiting else None

    def open(self, players: int) -> None:
        """A card or roll is revealed: every seat, in seat order, decides on it."""
        self.waiting = list(range(players))

    def open_to(self, seats: Iterable[int]) -> None:
        """Only `seats` decide on it, in that order (the tube dice game: the seat that
        rolled first, then the others on the dice it left)."""
        self.waiting = list(seats)

    def decided(self) -> bool:
        """The current seat has decided; True when it was the last, so the family
        settles the card and reveals the next."""
        self.waiting.pop(0)
        return not self.waiting

    def copy(self) -> SharedDecision:
        return SharedDecision(list(self.waiting))
