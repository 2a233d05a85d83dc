"""Metro X's rule options: the card mix (M2) and the empty-station penalty (M8).

Both are map data: a city may print its own deck or table. The defaults are
those of DECISIONS.md, the penalty table REFERENCE §5's (not verified against
the printed boards).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.families.metrox.cards import DEFAULT_MIX, TransitCard, deal, mix_problem
from engine.map.model import MapPack
from engine.pack.limits import VALUE
from engine.pack.numbers import is_whole
from engine.rules.options import OptionSpec, layered_options

RULESET_NAME = "metro-x"
MOST_ROWS = 1000  # rows of the penalty table

# empty stations 0, 1, 2, ... -> points; past the end the last row repeats
EMPTY_PENALTY = [0, 0, 0, 0, 0, -1, -2, -3, -4, -4, -5, -5, -6, -6, -7, -7, -8, -8, -9, -9, -10]


def penalty_problem(value: Any) -> str | None:
    """Why `value` is not a penalty table, or None."""
    if (
        isinstance(value, list)
        and 0 < len(value) <= MOST_ROWS
        and all(is_whole(n, -VALUE, VALUE) for n in value)
    ):
        return None
    return (
        f"option 'empty_penalty' is {value!r}; expected a list of 1 to {MOST_ROWS} whole "
        f"numbers from -{int(VALUE)} to {int(VALUE)}, the points for 0, 1, 2, ... empty stations"
    )


OPTION_SPECS = (
    OptionSpec(
        "cards",
        DEFAULT_MIX,
        "M2: the transit deck, card name -> copies (number-N, skip-N, reshuffle-N, transfer, free)",
        check=mix_problem,
    ),
    OptionSpec(
        "empty_penalty",
        EMPTY_PENALTY,
        "M8: points for 0, 1, 2, ... empty stations at the end; past the end the last repeats",
        check=penalty_problem,
    ),
)

PRESETS: Mapping[str, Mapping[str, Any]] = {}


@dataclass(frozen=True)
class Options:
    """The option values in force for one game."""

    cards: tuple[TransitCard, ...]  # every copy, in the mix's order
    empty_penalty: tuple[int, ...]

    def penalty(self, empty: int) -> int:
        """M8: the points for leaving `empty` stations empty (0 or less by default)."""
        return self.empty_penalty[min(empty, len(self.empty_penalty) - 1)]


def resolve_options(pack: MapPack, overrides: Mapping[str, Any] | None = None) -> Options:
    """The options in force: raises OptionError for unknown names or bad values."""
    values = layered_options(OPTION_SPECS, PRESETS, pack, overrides, RULESET_NAME)
    return Options(deal(values["cards"]), tuple(values["empty_penalty"]))
