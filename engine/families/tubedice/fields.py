"""The map field the dice game adds: the central star station."""

from __future__ import annotations

from engine.map.fields import Field

STAR: Field[bool] = Field(
    "station", "star", "flag", False, "the central star station", label="Star", mark="gold-star"
)

FIELDS = (STAR,)
