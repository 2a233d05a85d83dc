"""Next Station's rule options and the London and Tokyo presets.

The scoring tables are options, not constants: the published values are not
all verified, and a custom sheet may want its own. The defaults are London's.
Features drawn on the map (a river, tourist sites, edge regions, a pre-drawn
line) score whenever the map draws them, so they need no switches.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.map.model import MapPack
from engine.pack.numbers import is_whole
from engine.rules.options import OptionSpec, layered_options

PATH = "path"
STATIONS = "stations"

RULESET_NAME = "next-station"

Problem = Callable[[Any], str | None]


def _whole(name: str) -> Problem:
    def problem(value: Any) -> str | None:
        if is_whole(value):
            return None
        return f"option '{name}' is {value!r}; expected a whole number"

    return problem


def _count(name: str) -> Problem:
    def problem(value: Any) -> str | None:
        if is_whole(value, 0):
            return None
        return f"option '{name}' is {value!r}; expected a whole number, 0 or more"

    return problem


def _table(name: str, example: str) -> Problem:
    def problem(value: Any) -> str | None:
        if isinstance(value, list) and value and all(map(is_whole, value)):
            return None
        return f"option '{name}' is {value!r}; expected a list of whole numbers such as {example}"

    return problem


TOURIST_TRACK = [0, 1, 2, 4, 6, 8, 11, 14, 17, 21, 25]

OPTION_SPECS = (
    OptionSpec(
        "district_count",
        PATH,
        "N3: a line's districts are those its sections cross (path) or hold its stations",
        (PATH, STATIONS),
    ),
    OptionSpec(
        "river_points", 2, "N3: points per section crossing a river", check=_whole("river_points")
    ),
    OptionSpec(
        "tourist_track",
        TOURIST_TRACK,
        "N4: points for 0, 1, 2, ... tourist-site visits; past the end the last repeats",
        check=_table("tourist_track", "[0, 1, 2, 4]"),
    ),
    OptionSpec(
        "interchange_points",
        [2, 5, 9],
        "N4: points for a station on 2, 3, 4, ... lines; past the end the last repeats",
        check=_table("interchange_points", "[2, 5, 9]"),
    ),
    OptionSpec(
        "edge_points",
        5,
        "N4: an edge region holding an interchange (unless the region sets 'points')",
        check=_whole("edge_points"),
    ),
    OptionSpec(
        "corner_points",
        10,
        "N4: a corner region holding an interchange (unless the region sets 'points')",
        check=_whole("corner_points"),
    ),
    OptionSpec(
        "predrawn_miss",
        -3,
        "N4: points per pre-drawn station that none of a player's lines reaches",
        check=_whole("predrawn_miss"),
    ),
    OptionSpec(
        "double_rail",
        0,
        "N2: sections per player and game that may reuse another colour's segment "
        "(on the Street Joker)",
        check=_count("double_rail"),
    ),
)

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "london": {"interchange_points": [2, 5, 9], "double_rail": 0},
    "tokyo": {"interchange_points": [0, 5, 15, 30], "double_rail": 1},
}


@dataclass(frozen=True)
class Options:
    """The option values in force for one game."""

    district_count: str
    river_points: int
    tourist_track: tuple[int, ...]
    interchange_points: tuple[int, ...]
    edge_points: int
    corner_points: int
    predrawn_miss: int
    double_rail: int

    def tourist_points(self, visits: int) -> int:
        return self.tourist_track[min(visits, len(self.tourist_track) - 1)]

    def interchange_value(self, lines: int) -> int:
        """What a station on `lines` lines scores: nothing below 2."""
        if lines < 2:
            return 0
        return self.interchange_points[min(lines - 2, len(self.interchange_points) - 1)]


def resolve_options(pack: MapPack, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options in force: raises OptionError for unknown names or bad values."""
    values = layered_options(OPTION_SPECS, PRESETS, pack, overrides, RULESET_NAME)
    values["tourist_track"] = tuple(values["tourist_track"])
    values["interchange_points"] = tuple(values["interchange_points"])
    return Options(**values)
