"""The values a family's rules read from a route's or region's `values` mapping.

The format keeps `values` a plain mapping of names to numbers; a family declares
the names it reads (`Ruleset.value_names`) so the studio shows them as fixed,
titled rows instead of keys a designer must guess and type, and so messages
speak of them in the same words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from engine.map.model import Region, Route

ValueElement = Literal["route", "region"]


@dataclass(frozen=True)
class ValueName:
    element: ValueElement
    key: str  # as written in the file: "high"
    title: str  # as the studio shows it: "First completion"
    region_kinds: tuple[str, ...] = ()  # the kinds of region that carry it; (): every kind
    doc: str = ""  # a sentence for a tooltip: what the rules do with it

    def on(self, element: Route | Region) -> bool:
        """Whether the rules read this value on `element`."""
        if isinstance(element, Route):
            return self.element == "route"
        return self.element == "region" and (
            not self.region_kinds or element.kind in self.region_kinds
        )


def names_on(names: Iterable[ValueName], element: Route | Region) -> tuple[ValueName, ...]:
    return tuple(name for name in names if name.on(element))
