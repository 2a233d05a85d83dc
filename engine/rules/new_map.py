"""A new map under one family's rules, ready for a designer to draw on.

File > New and the importers start here, so a new map declares what its games
will use (line colours, score tiles, options) from the family's `defaults`
instead of leaving the games to assume them: a map and its games agree.
"""

from __future__ import annotations

import re
import unicodedata

from engine.map.model import MapPack, Point
from engine.rules.base import UnknownRulesetError
from engine.rules.registry import get_ruleset

NEW_MAP_ID = "untitled"
NEW_MAP_NAME = "Untitled map"
NEW_BOARD: Point = (1600.0, 1200.0)


def new_pack(
    family: str, variant: str = "", canvas: Point = NEW_BOARD, name: str = NEW_MAP_NAME
) -> MapPack:
    """An empty map called `name` of `family` and `variant` (one of its presets,
    or "" for the rules' own defaults) on a board of `canvas`. A family not
    installed here adds no defaults, as the importers write its maps."""
    given = map_id(name) if name != NEW_MAP_NAME else NEW_MAP_ID
    pack = MapPack(id=given, name=name, ruleset=family, canvas=canvas, variant=variant)
    try:
        ruleset = get_ruleset(family)
    except UnknownRulesetError:
        return pack
    return ruleset.defaults(pack)


def map_id(name: str) -> str:
    """The map's id (and its file's suggested name) from its name: "Crown Cross"
    -> "crown-cross"; NEW_MAP_ID for a name with no letter or digit to keep."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    found = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:80].rstrip("-")
    return found or NEW_MAP_ID
