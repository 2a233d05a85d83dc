"""Tiny Race's own map fields (T6): a landmark kind on stations, a fare on routes and
the line a route runs on.

Declared here and nowhere else: the pack format reads and checks them, the inspector
shows them, copy and paste carry them and the board draws them, all from these
declarations (engine/map/fields.py)."""

from __future__ import annotations

from engine.map.fields import Field

LANDMARK_KIND: Field[str | None] = Field(
    "station",
    "landmark_kind",
    "id",
    None,
    "what stands at the station, named on the printed legend",
    choices=("mill", "pier", "fort"),
)
# Drawn as a box per coin along the route, as a sheet's boxes to fill are drawn.
FARE: Field[int] = Field(
    "route", "fare", "whole", 0, "coins a runner pays to ride the route", most=9, mark="boxes"
)

# The line a route runs on (T5): the journey checker and the legend group routes
# into lines by the role, whatever a family names the field.
RUNS_ON: Field[str] = Field(
    "route", "runs_on", "line", "", "the line a route is a stretch of", role="branch-of"
)

FIELDS = (LANDMARK_KIND, FARE, RUNS_ON)
