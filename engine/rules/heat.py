"""Heat layers: what a rule family counts on the map's elements over many games.

A family declares its layers (`Ruleset.heat_layers`); its `observe` fills them
per game; the playtest report sums them under `heat`, and the editor draws
one heatmap, legend and "never" list per layer, whatever the family.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Literal

from engine.map.model import MapPack

HeatElement = Literal["station", "connection", "route", "region"]


@dataclass(frozen=True)
class HeatLayer:
    key: str  # the report's key: "passenger_arrivals"
    element: HeatElement  # the kind of element it colours
    title: str  # "Passenger arrivals"
    unit: str  # per game, for the legend: "arrivals"
    never: str = ""  # the title of the list of elements that never got any, or "" for none
    # the elements the never list may name (None: every element of the kind); a
    # station on no destination card is not "never reached", nobody travels there
    never_among: Callable[[MapPack], Collection[str]] | None = None
