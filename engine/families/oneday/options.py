"""One Day in London's rule option: how long a game may last (O5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.map.model import MapPack
from engine.pack.numbers import is_whole
from engine.rules.options import OptionSpec, layered_options

RULESET_NAME = "one-day"
MOST_TURNS = 100_000  # each; a longer game tells a designer nothing more


def turns_problem(value: Any) -> str | None:
    if is_whole(value, 1, MOST_TURNS):
        return None
    return f"option 'max_turns' is {value!r}; expected a whole number from 1 to {MOST_TURNS}"


OPTION_SPECS = (
    OptionSpec(
        "max_turns",
        200,
        "O5: turns each seat may take; past them the game ends with no winner",
        check=turns_problem,
    ),
)

PRESETS: Mapping[str, Mapping[str, Any]] = {}


def max_turns(pack: MapPack, overrides: Mapping[str, Any] | None = None) -> int:
    """The option in force: raises OptionError for unknown names or bad values."""
    turns: int = layered_options(OPTION_SPECS, PRESETS, pack, overrides, RULESET_NAME)["max_turns"]
    return turns
