"""The tube dice rule options: what the connection die marks (D4), the passes on
a sheet (D5) and the lines that end the game (D7)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.map.model import MapPack
from engine.pack.numbers import is_whole
from engine.rules.options import OptionSpec, layered_options

RULESET_NAME = "tube-dice"
ONE, ALL = "one", "all"
MOST_PASSES = 99
MOST_LINES = 99


def _whole(name: str, least: int, most: int) -> Callable[[Any], str | None]:
    def problem(value: Any) -> str | None:
        if is_whole(value, least, most):
            return None
        return f"option '{name}' is {value!r}; expected a whole number from {least} to {most}"

    return problem


OPTION_SPECS = (
    OptionSpec(
        "connection_die",
        ONE,
        "D4: the connection die marks one connection of that many sections, or all at the station",
        allowed=(ONE, ALL),
    ),
    OptionSpec(
        "passes",
        5,
        "D5: passes on each sheet; each changes a die by one, each unused one scores 1",
        check=_whole("passes", 0, MOST_PASSES),
    ),
    OptionSpec(
        "lines_to_end",
        5,
        "D7: the game ends after the turn in which a player has completed this many lines",
        check=_whole("lines_to_end", 1, MOST_LINES),
    ),
)

PRESETS: Mapping[str, Mapping[str, Any]] = {}


@dataclass(frozen=True)
class Options:
    """The option values in force for one game."""

    mark_all: bool  # connection_die: all
    passes: int
    lines_to_end: int


def resolve_options(pack: MapPack, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options in force: raises OptionError for unknown names or bad values."""
    values = layered_options(OPTION_SPECS, PRESETS, pack, overrides, RULESET_NAME)
    return Options(values["connection_die"] == ALL, values["passes"], values["lines_to_end"])
