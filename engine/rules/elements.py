"""The one vocabulary of map elements a rule family may read.

A ruleset declares the keys it uses (`Ruleset.elements`); the editor shows the
fields, tools and panels of those elements only, and the linter runs the
checks that concern them. A key names what a designer edits, never a family:
`connection.lanes` means "joining two joined stations adds a track space",
whichever game reads it. These are the elements every family may share; a
family that needs an element of its own declares it as a field
(engine/map/fields.py) in its own folder, and its key (`route.windows`) is then
known as these are.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.lint.connections import MAX_LANES
from engine.map.model import REGION_KINDS, STATION_FLAGS

ELEMENTS: dict[str, str] = {
    **{f"station.{flag}": f"the station flag '{flag}'" for flag in STATION_FLAGS},
    "connection.lanes": "parallel track spaces (1-3): joining joined stations adds one",
    "connection.sections": "sections along a connection (1-6): joining joined stations adds one",
    "connection.water": "water icons splitting a connection into spaces",
    "connection.bends": "bend points along a connection",
    "connection.guides": "connections are guides generated from the station layout",
    **{f"region.{kind}": f"regions of kind '{kind}'" for kind in REGION_KINDS},
    "region.values": "points a region is worth",
    "route.stops": "routes: ordered stops",
    "route.loop": "a route that closes on itself",
    "route.values": "points a route is worth",
    "deck.cards": "the map's destination deck is dealt",
    "deck.express": "deck cards are Express or Standard",
    "deck.copies": "copies of a deck card",
    "components.lines": "line colours and their token counts",
}

MAX_SECTIONS = 6  # a connection die's faces: it marks a connection of that many sections


@dataclass(frozen=True)
class JoinAgain:
    """What joining two stations a connection already joins adds to it."""

    field: str  # the Connection field it raises by one
    most: int
    noun: str  # for the designer: "track space"


# By the first of these keys a ruleset uses; with neither, the join is refused.
JOINS = {
    "connection.lanes": JoinAgain("lanes", MAX_LANES, "track space"),
    "connection.sections": JoinAgain("sections", MAX_SECTIONS, "section"),
}


class UnknownElementError(ValueError):
    """A ruleset declared an element key the vocabulary does not have."""


def check_elements(keys: Iterable[str], owner: str) -> frozenset[str]:
    """The keys as a set; raises UnknownElementError naming the first unknown one.
    A family's own fields are not listed: they are known by their declarations."""
    keys = frozenset(keys)
    unknown = sorted(keys - ELEMENTS.keys())
    if unknown:
        raise UnknownElementError(
            f"{owner} declares unknown map element(s) {', '.join(unknown)}; "
            "known keys are listed in engine/rules/elements.py, and a family's own "
            "are declared as fields (engine/map/fields.py)"
        )
    return keys


def join_again(keys: Iterable[str]) -> JoinAgain | None:
    """What joining two joined stations adds under rules reading `keys`, or None
    when they read neither lanes nor sections and the join is refused."""
    used = frozenset(keys)
    return next((join for key, join in JOINS.items() if key in used), None)
