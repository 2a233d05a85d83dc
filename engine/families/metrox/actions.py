"""What a Metro X player can do for a flipped card, with the text forms.

    number b 2      write the card's number in a window of route b, cross 2 stations (M3)
    skip b 2        the same with a Skip card, passing over marked stations (M4)
    transfer b      write X in a window of route b, number its first empty station (M5)
    free harbour    cross off the empty station harbour (M6)
    pass            the Free card when no station is empty

A player may cross fewer stations than the card allows, 0 included, so the
count is part of the action. Ids never contain spaces, so the forms cannot
be ambiguous.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.families.metrox.cards import NUMBER, SKIP
from engine.rules.base import ActionSyntaxError


@dataclass(frozen=True)
class Cross:
    """A Number (or Re-Shuffle) or Skip card: a window of `route`, `count` stations."""

    verb: str  # NUMBER or SKIP
    route: str
    count: int

    def __str__(self) -> str:
        return f"{self.verb} {self.route} {self.count}"


@dataclass(frozen=True)
class Transfer:
    route: str

    def __str__(self) -> str:
        return f"transfer {self.route}"


@dataclass(frozen=True)
class Free:
    station: str

    def __str__(self) -> str:
        return f"free {self.station}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


MetroXAction = Cross | Transfer | Free | Pass

_ID = r"[A-Za-z0-9][A-Za-z0-9_.~-]*"
_CROSS = re.compile(rf"({NUMBER}|{SKIP}) ({_ID}) (0|[1-9][0-9]?)")
_TRANSFER = re.compile(rf"transfer ({_ID})")
_FREE = re.compile(rf"free ({_ID})")


def parse_action(text: str) -> MetroXAction:
    """The action whose text form is `text` (exactly: no extra spaces)."""
    if text == "pass":
        return Pass()
    if match := _CROSS.fullmatch(text):
        verb, route, count = match.groups()
        return Cross(verb, route, int(count))
    if match := _TRANSFER.fullmatch(text):
        return Transfer(match.group(1))
    if match := _FREE.fullmatch(text):
        return Free(match.group(1))
    raise ActionSyntaxError(
        f"'{text}' is not an action (expected 'number ROUTE N', 'skip ROUTE N', "
        "'transfer ROUTE', 'free STATION' or 'pass')"
    )
