"""The map fields Metro X adds to routes (M1, M4)."""

from __future__ import annotations

from engine.map.fields import Field

WINDOWS: Field[int] = Field(
    "route",
    "windows",
    "whole",
    0,
    "train-car windows of a route, each filled by one card",
    most=99,
    message="expected a whole number of train-car windows, 0 to 99",
    mark="boxes",
)
BONUS: Field[tuple[int, int]] = Field(
    "route",
    "bonus",
    "pair",
    (0, 0),
    "a route's completion bonus: first and later points",
    label="Completion bonus",
    least=-1_000_000,
    most=1_000_000,
    parts=("First (gold)", "Later"),
    mark="first-later",
)

FIELDS = (WINDOWS, BONUS)
