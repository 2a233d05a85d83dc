"""What a tube dice player can do with the dice of a turn, with the text forms.

    use 2@hub 1@hub~mill        the 2 written in (or matching) station hub,
                                the 1 marking connection hub~mill (D3, D4)
    use 4+2=6@bank 3@bank~oval  a 4 changed to a 6 with two passes (D5)
    use 5-1=4@bank 2            option connection_die: all: the 2 marks every
                                unmarked 2-section connection at bank
    keep 3 6                    take the 3 and the 6 and mark nothing (D4)

A die is written as its face as rolled; passes follow as `+K=V` or `-K=V`,
K passes (one per step) making the face F into V = F + K or F - K. The faces
name the dice taken: the active seat takes two of the five, every other seat
two of the three left. Ids never contain spaces or `@`, so the forms cannot
be ambiguous.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.rules.base import ActionSyntaxError

LOWEST, HIGHEST = 1, 6  # a die's faces


@dataclass(frozen=True)
class Die:
    """One die of the pair as used: its face as rolled and the passes changing it (D5)."""

    face: int
    change: int = 0  # +K or -K: K passes spent on it

    @property
    def value(self) -> int:
        return self.face + self.change

    @property
    def passes(self) -> int:
        return abs(self.change)

    def __str__(self) -> str:
        if not self.change:
            return str(self.face)
        sign = "+" if self.change > 0 else "-"
        return f"{self.face}{sign}{self.passes}={self.value}"


@dataclass(frozen=True)
class Use:
    station_die: Die
    station: str
    connection_die: Die
    connection: str | None  # None: option connection_die all marks every match

    @property
    def passes(self) -> int:
        return self.station_die.passes + self.connection_die.passes

    @property
    def faces(self) -> tuple[int, int]:
        return (self.station_die.face, self.connection_die.face)

    def __str__(self) -> str:
        where = "" if self.connection is None else f"@{self.connection}"
        return f"use {self.station_die}@{self.station} {self.connection_die}{where}"


@dataclass(frozen=True)
class Keep:
    """Two dice taken without marking anything: the pair cannot do both D3 and D4."""

    low: int
    high: int

    @property
    def faces(self) -> tuple[int, int]:
        return (self.low, self.high)

    def __str__(self) -> str:
        return f"keep {self.low} {self.high}"


TubeDiceAction = Use | Keep

_ID = r"[A-Za-z0-9][A-Za-z0-9_.~-]*"
_DIE = r"([1-6])(?:([+-])([1-5])=([1-6]))?"
_USE = re.compile(rf"use {_DIE}@({_ID}) {_DIE}(?:@({_ID}))?")
_KEEP = re.compile(r"keep ([1-6]) ([1-6])")


def _die(text: str, face: str, sign: str | None, passes: str | None, value: str | None) -> Die:
    if sign is None or passes is None or value is None:
        return Die(int(face))
    change = int(passes) if sign == "+" else -int(passes)
    if int(face) + change != int(value):
        raise ActionSyntaxError(
            f"'{text}': {face}{sign}{passes} is {int(face) + change}, not {value}"
        )
    return Die(int(face), change)


def parse_action(text: str) -> TubeDiceAction:
    """The action whose text form is `text` (exactly: no extra spaces)."""
    if match := _KEEP.fullmatch(text):
        low, high = int(match.group(1)), int(match.group(2))
        if low > high:
            raise ActionSyntaxError(f"'{text}': write the lower die first (keep {high} {low})")
        return Keep(low, high)
    if match := _USE.fullmatch(text):
        groups = match.groups()
        return Use(
            _die(text, *groups[0:4]),
            groups[4],
            _die(text, *groups[5:9]),
            groups[9],
        )
    raise ActionSyntaxError(
        f"'{text}': not an action (expected 'use DIE@STATION DIE@CONNECTION', "
        "'use DIE@STATION DIE' or 'keep DIE DIE'; a DIE is a face 1-6, "
        "or with passes F+K=V or F-K=V)"
    )
