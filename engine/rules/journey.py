"""A journey typed stop by stop, checked by the rules (One Day in London's journey
checker), in terms the editor and the command line show without knowing the family.

The designer tries their city's lines by hand: the check says whether the stops
so far can be one journey, which line each leg rides, and where and why it
breaks, in words naming the rule.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class JourneyCheck:
    stops: tuple[str, ...]  # station ids, as checked
    lines: tuple[str, ...]  # the line ridden into each stop after the first, while it holds
    broken_at: int | None  # the index of the stop where it breaks; None when it does not
    reason: str  # why it breaks, naming the rule; or what it still needs, or "" when complete
    needed: int  # the stops a whole journey has

    @property
    def valid(self) -> bool:
        """A whole journey that breaks no rule."""
        return self.broken_at is None and len(self.stops) == self.needed
