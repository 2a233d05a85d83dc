"""What a One Day in London player can do, with the text forms.

    place 3           setup: put the card just drawn into empty slot 3 of the rack (O2)
    draw              take the top card of the draw pile (O3)
    take 2            take the top card of discard pile 2 (O3)
    swap 4 onto 1     put the card taken into slot 4; the card there goes on pile 1
    discard onto 1    give the card drawn up again, onto pile 1 (not after `take`)

Slots count 1 to 10 from the left of the rack, piles 1 to 3. An action never
names a card, so the actions a seat may take show nothing another seat cannot
see.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.rules.base import ActionSyntaxError


@dataclass(frozen=True)
class Place:
    slot: int

    def __str__(self) -> str:
        return f"place {self.slot}"


@dataclass(frozen=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Take:
    pile: int

    def __str__(self) -> str:
        return f"take {self.pile}"


@dataclass(frozen=True)
class Swap:
    slot: int
    pile: int

    def __str__(self) -> str:
        return f"swap {self.slot} onto {self.pile}"


@dataclass(frozen=True)
class Discard:
    pile: int

    def __str__(self) -> str:
        return f"discard onto {self.pile}"


OneDayAction = Place | Draw | Take | Swap | Discard

_N = r"([1-9][0-9]?)"
_FORMS = (
    (re.compile(rf"place {_N}"), lambda n: Place(int(n[0]))),
    (re.compile(rf"take {_N}"), lambda n: Take(int(n[0]))),
    (re.compile(rf"swap {_N} onto {_N}"), lambda n: Swap(int(n[0]), int(n[1]))),
    (re.compile(rf"discard onto {_N}"), lambda n: Discard(int(n[0]))),
)


def parse_action(text: str) -> OneDayAction:
    """The action whose text form is `text` (exactly: no extra spaces)."""
    if text == "draw":
        return Draw()
    for pattern, build in _FORMS:
        if match := pattern.fullmatch(text):
            action: OneDayAction = build(match.groups())
            return action
    raise ActionSyntaxError(
        f"'{text}' is not an action (expected 'place SLOT', 'draw', 'take PILE', "
        "'swap SLOT onto PILE' or 'discard onto PILE')"
    )
