"""Paper sizes and the few lengths every page shares, in points (1/72 inch)."""

from __future__ import annotations

from dataclasses import dataclass

MM = 72 / 25.4  # points per millimetre


@dataclass(frozen=True)
class Paper:
    name: str
    width: float  # portrait, in points
    height: float

    def turned(self, landscape: bool) -> tuple[float, float]:
        """(width, height) of the page, turned on its side when `landscape`."""
        return (self.height, self.width) if landscape else (self.width, self.height)


PAPERS = {
    "a4": Paper("A4", 210 * MM, 297 * MM),
    "letter": Paper("Letter", 8.5 * 72, 11 * 72),
}
MARGIN = 10 * MM  # clear of what most printers cannot reach
OVERLAP = 12 * MM  # board tiles share this much with their neighbours
CARD = (63 * MM, 88 * MM)  # the common card size ("poker" cards)
