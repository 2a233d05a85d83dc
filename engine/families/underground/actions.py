"""The three things a player of On the Underground can do, with their text forms.

    branch                       take a Branch tile (U1)
    place red bank~moorgate      place a red Track token on that connection (U1, U3)
    place red pier~isle/2        ... on the 2nd track space of a water connection (U12)
    ride euston via blue+red     send the Passenger to euston riding those lines (U13)
    ride euston                  ... riding no line (walking, or staying put)

Ids never contain spaces, '/' or '+', so the forms cannot be ambiguous.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.rules.base import ActionSyntaxError


@dataclass(frozen=True)
class TakeBranch:
    def __str__(self) -> str:
        return "branch"


@dataclass(frozen=True)
class PlaceTrack:
    colour: str
    connection: str
    segment: int | None = None  # 1-based track space of a water connection, else None

    def __str__(self) -> str:
        where = self.connection if self.segment is None else f"{self.connection}/{self.segment}"
        return f"place {self.colour} {where}"


@dataclass(frozen=True)
class Ride:
    """Where the Passenger goes and which lines he rides: the mover's choice among ties."""

    station: str
    lines: frozenset[str] = frozenset()

    def __str__(self) -> str:
        if not self.lines:
            return f"ride {self.station}"
        return f"ride {self.station} via {'+'.join(sorted(self.lines))}"


UndergroundAction = TakeBranch | PlaceTrack | Ride

_ID = r"[A-Za-z0-9][A-Za-z0-9_.~-]*"
_PLACE = re.compile(rf"place ({_ID}) ({_ID})(?:/([1-9][0-9]*))?")
_RIDE = re.compile(rf"ride ({_ID})(?: via ({_ID}(?:\+{_ID})*))?")


def parse_action(text: str) -> UndergroundAction:
    """The action whose text form is `text` (exactly: no extra spaces)."""
    if text == "branch":
        return TakeBranch()
    if match := _PLACE.fullmatch(text):
        colour, connection, segment = match.groups()
        return PlaceTrack(colour, connection, int(segment) if segment else None)
    if match := _RIDE.fullmatch(text):
        station, lines = match.groups()
        names = lines.split("+") if lines else []
        if len(set(names)) != len(names) or names != sorted(names):
            raise ActionSyntaxError(f"'{text}': list each line once, in alphabetical order")
        return Ride(station, frozenset(names))
    raise ActionSyntaxError(
        f"'{text}' is not an action (expected 'branch', 'place COLOUR CONNECTION[/N]' "
        "or 'ride STATION [via LINE+LINE...]')"
    )
