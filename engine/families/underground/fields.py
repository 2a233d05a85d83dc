"""The map fields On the Underground adds: the station flags its scoring reads
(U5, U6, U7, U9), landmark slots (U10), and the box's score tiles, Connection tiles
and landmark types."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.map.fields import Column, Field
from engine.map.model import FrozenMap

NATIONAL_RAIL: Field[bool] = Field(
    "station",
    "national_rail",
    "flag",
    False,
    "National Rail interchange",
    label="National Rail",
    mark="red-ring",
    role="rail-interchange",
)
TERMINUS: Field[bool] = Field(
    "station",
    "terminus",
    "flag",
    False,
    "Terminus: the line ends",
    mark="buffer-stop",
    role="line-end",
)
CONNECTION: Field[bool] = Field(
    "station",
    "connection",
    "flag",
    False,
    "Connection tile at setup",
    label="Connection tile",
    mark="diamond",
)
PLUS: Field[bool] = Field(
    "station", "plus", "flag", False, "Plus station", label="Plus (+)", mark="cross"
)
LANDMARK: Field[int] = Field(
    "station",
    "landmark",
    "whole",
    0,
    "Landmark stack",
    label="Landmark slot",
    most=9,
    message="expected a landmark slot size from 0 to 9",
    mark="stack",
    steps=3,  # U10: a landmark stack holds one to three tiles
)
# players -> the score tiles for that player count, each a list of line colour names
SCORE_TILES: Field[Mapping[int, tuple[tuple[str, ...], ...]]] = Field(
    "components",
    "score_tiles",
    "groups",
    FrozenMap(),
    "the score tiles dealt for each player count, each a list of line colours",
    least=1,
    most=8,
    message="expected player counts (1 to 8) mapped to lists of tiles",
    item_message="expected a list of line colour names",
    parts=("Players", "Score tiles"),
    prints=False,
)
CONNECTION_TILES: Field[tuple[Mapping[str, Any], ...]] = Field(
    "components",
    "connection_tiles",
    "table",
    (),
    "Connection tiles, one dealt onto each Connection station (U7)",
    columns=(Column("symbol", "id"), Column("copies", "whole", default=2)),
    prints=False,
)
LANDMARK_TYPES: Field[tuple[Mapping[str, Any], ...]] = Field(
    "components",
    "landmark_types",
    "table",
    (),
    "landmark types and how many tiles each has (U10)",
    columns=(Column("name", "id"), Column("tiles", "whole")),
    prints=False,
)

FIELDS = (
    NATIONAL_RAIL,
    TERMINUS,
    CONNECTION,
    PLUS,
    LANDMARK,
    SCORE_TILES,
    CONNECTION_TILES,
    LANDMARK_TYPES,
)
