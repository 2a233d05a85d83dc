"""On the Underground's rule options and the London, Berlin and New York presets.

Scoring features are switches. A feature left at `auto` is on exactly when the
map has the elements it scores (Connection stations, `+` stations, landmark
slots, clusters, water icons), so a custom city plays the way it is drawn;
a preset or the pack's `options` can still force one on or off. Loops (U8)
need no special element, so they are off unless a preset or option turns
them on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.families.underground.fields import LANDMARK
from engine.map.model import MapPack
from engine.pack.numbers import is_whole
from engine.rules.options import OptionSpec, layered_options

EXPRESS_THEN_STANDARD = "express-then-standard"
TWO_MOVES = "two-moves"
WATER_ONCE = "once"
WATER_EVERY_THIRD = "every_third"
SWITCH = ("auto", True, False)


def _plus_table_problem(value: Any) -> str | None:
    if isinstance(value, list) and value and all(map(is_whole, value)):
        return None
    return (
        f"option 'plus_table' is {value!r}; expected a list of whole numbers such as [0, 2, 2, 4]"
    )


OPTION_SPECS = (
    OptionSpec(
        "connection_tiles", "auto", "U7: +3 per line joining a pair of Connection tiles", SWITCH
    ),
    OptionSpec(
        "loops", False, "U8: +1 per station strictly inside a loop of one line", (True, False)
    ),
    OptionSpec("plus", "auto", "U9: score a line's k-th + station from plus_table", SWITCH),
    OptionSpec(
        "plus_table",
        [0, 2, 2, 4],
        "U9: points for a line's 1st, 2nd, ... + station; the last repeats",
        check=_plus_table_problem,
    ),
    OptionSpec("landmarks", "auto", "U10: landmark tiles, sets of every type, end bonus", SWITCH),
    OptionSpec("clusters", "auto", "U11: a line's n-th cluster scores n - 1", SWITCH),
    OptionSpec(
        "water", "auto", "U12: water icons split track; crossings finish in one turn", SWITCH
    ),
    OptionSpec(
        "water_bonus",
        WATER_ONCE,
        "U12: +3 at a line's 3rd water icon, or at every 3rd",
        (WATER_ONCE, WATER_EVERY_THIRD),
    ),
    OptionSpec(
        "passenger",
        EXPRESS_THEN_STANDARD,
        "U13: Express then Standard, or two moves to any destination (New York)",
        (EXPRESS_THEN_STANDARD, TWO_MOVES),
    ),
)

_NONE = {"connection_tiles": False, "plus": False, "landmarks": False, "clusters": False}

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "london": {**_NONE, "connection_tiles": True, "loops": True, "water": False},
    "berlin": {**_NONE, "plus": True, "landmarks": True, "water": False},
    "new-york": {**_NONE, "clusters": True, "water": True, "passenger": TWO_MOVES},
}


@dataclass(frozen=True)
class Options:
    """The option values in force for one game, with every `auto` decided."""

    connection_tiles: bool
    loops: bool
    plus: bool
    plus_table: tuple[int, ...]
    landmarks: bool
    clusters: bool
    water: bool
    water_bonus: str
    passenger: str


def _map_has(pack: MapPack) -> dict[str, bool]:
    """For each `auto` switch, whether the map draws what that feature scores."""
    return {
        "connection_tiles": any(s.has("connection") for s in pack.stations),
        "plus": any(s.has("plus") for s in pack.stations),
        "landmarks": any(LANDMARK.of(s) > 0 for s in pack.stations),
        "clusters": bool(pack.regions_of(["cluster"])),
        "water": any(c.water > 0 for c in pack.connections),
    }


def resolve_options(pack: MapPack, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options in force: raises OptionError for unknown names or bad values."""
    values = layered_options(OPTION_SPECS, PRESETS, pack, overrides, "underground")
    for name, present in _map_has(pack).items():
        if values[name] == "auto":
            values[name] = present
    values["plus_table"] = tuple(values["plus_table"])
    return Options(**values)
