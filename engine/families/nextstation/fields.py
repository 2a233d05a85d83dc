"""The map fields Next Station adds: a station's card symbol, its tourist and wild
marks, and each line colour's departure station."""

from __future__ import annotations

from engine.map.fields import Field

# The sheets' symbols; a custom sheet may name any other.
SYMBOL: Field[str | None] = Field(
    "station",
    "symbol",
    "id",
    None,
    "a card symbol on a station",
    choices=("square", "triangle", "pentagon", "circle"),
    mark="shape",
)
TOURIST: Field[bool] = Field(
    "station", "tourist", "flag", False, "a tourist site", label="Tourist site", mark="pennant"
)
WILD: Field[bool] = Field(
    "station", "wild", "flag", False, "matches every card symbol", mark="four-colours"
)
DEPARTURE: Field[str | None] = Field(
    "line", "departure", "station", None, "a line colour's departure station", label="Departure"
)

FIELDS = (SYMBOL, TOURIST, WILD, DEPARTURE)
