"""Bringing packs written in older formats up to the current one.

Each entry upgrades plain data from version N to N + 1 before the schema sees
it, so only the current format needs a schema and a decoder.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.map.model import FORMAT_VERSION
from engine.pack.errors import Problem

Migration = Callable[[dict[str, Any]], dict[str, Any]]

# version -> function upgrading data of that version to the next one
MIGRATIONS: dict[int, Migration] = {}


def migrate(data: dict[str, Any]) -> tuple[dict[str, Any], list[Problem]]:
    """Upgrade `data` in steps; problems describe a version we cannot read."""
    version = data.get("format")
    if version is None:
        return data, [Problem(("format",), f"missing key 'format' (expected {FORMAT_VERSION})")]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return data, [Problem(("format",), "expected a format version number such as 1")]
    if version > FORMAT_VERSION:
        return data, [
            Problem(
                ("format",),
                f"format {version} is newer than this version of Tracksmith reads "
                f"({FORMAT_VERSION}); update Tracksmith",
            )
        ]
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            return data, [Problem(("format",), f"no migration from format {version}")]
        data = step(data)
        version += 1
        data["format"] = version
    return data, []
