"""What a player of Next Station can do for a flipped card, with the text forms.

    draw bank soho     draw a section from bank to soho (N2)
    pass               draw nothing for this card

The colour is the seat's colour of the round and a Joker's symbol is the one
the target station shows, so neither is written. Station ids never contain
spaces, so the form cannot be ambiguous.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.rules.base import ActionSyntaxError


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Draw:
    start: str  # the station the section leaves from: on the line, or the departure
    target: str  # the station it reaches

    def __str__(self) -> str:
        return f"draw {self.start} {self.target}"


NextStationAction = Pass | Draw

_ID = r"[A-Za-z0-9][A-Za-z0-9_.~-]*"
_DRAW = re.compile(rf"draw ({_ID}) ({_ID})")


def parse_action(text: str) -> NextStationAction:
    """The action whose text form is `text` (exactly: no extra spaces)."""
    if text == "pass":
        return Pass()
    if match := _DRAW.fullmatch(text):
        return Draw(*match.groups())
    raise ActionSyntaxError(f"'{text}' is not an action (expected 'pass' or 'draw FROM TO')")
