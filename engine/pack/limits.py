"""The format's limits, stated once.

The schema (resources/map-pack.schema.json) holds the limits of what a pack
says: lengths, counts, the range of numbers. The reader holds those of the file
itself. Both are named here, so the loader, the editor's widgets and the
importers refuse the same things in the same words; docs/map-pack.md lists
them under "Limits", and tests/test_docs.py keeps that list equal to these.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from engine.paths import RESOURCES

SCHEMA_FILE = RESOURCES / "map-pack.schema.json"

MAX_BYTES = 32 * 1024 * 1024  # a pack, a record, an imported table
# A background image (a scan to trace over): the file's own size; Qt limits the
# decoded picture's memory on its own.
IMAGE_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 32  # nesting of lists and mappings
MAX_NODES = 2_000_000  # values in one file
# Whole numbers beyond this lose digits as floats; the reader refuses them
# anywhere, so no later arithmetic can overflow.
MAX_INTEGER = 2**53


@cache
def schema() -> dict[str, Any]:
    with SCHEMA_FILE.open(encoding="utf-8") as handle:
        loaded: dict[str, Any] = json.load(handle)
    return loaded


def _definition(name: str) -> dict[str, Any]:
    found: dict[str, Any] = schema()["$defs"][name]
    return found


TEXT_LENGTH: int = _definition("text")["maxLength"]  # names, credits, labels
ID_PATTERN: str = _definition("id")["pattern"]
ID_MESSAGE: str = _definition("id")["x-message"]
ID_LENGTH = 1 + int(ID_PATTERN.rsplit(",", 1)[1].split("}", 1)[0])  # what ID_PATTERN allows
COUNT_RANGE: tuple[int, int] = (_definition("count")["minimum"], _definition("count")["maximum"])
COORDINATE: float = _definition("point")["items"]["maximum"]  # |x|, |y| of any position
CANVAS_SIZE: float = _definition("size")["items"]["maximum"]  # the board's width and height
VALUE: float = _definition("values")["additionalProperties"][
    "maximum"
]  # |points| of a region, route
BACKGROUND_SCALE: int = schema()["properties"]["background"]["properties"]["scale"]["maximum"]
