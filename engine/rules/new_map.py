"""A new map under one family's rules, ready for a designer to draw on.

File > New and the importers start here, so a new map declares what its games
will use (line colours, score tiles, options) from the family's `defaults`
instead of leaving the games to assume them: a map and its games agree.
"""

from __future__ import annotations

from engine.model import MapPack, Point
from engine.rules.base import UnknownRulesetError
from engine.rules.registry import get_ruleset

NEW_MAP_ID = "untitled"
NEW_MAP_NAME = "Untitled map"
NEW_BOARD: Point = (1600.0, 1200.0)


def new_pack(family: str, variant: str = "", canvas: Point = NEW_BOARD) -> MapPack:
    """An empty map of `family` and `variant` (one of its presets, or "" for the
    rules' own defaults) on a board of `canvas`. A family not installed here adds
    no defaults, as the importers write its maps."""
    pack = MapPack(id=NEW_MAP_ID, name=NEW_MAP_NAME, ruleset=family, canvas=canvas, variant=variant)
    try:
        ruleset = get_ruleset(family)
    except UnknownRulesetError:
        return pack
    return ruleset.defaults(pack)
