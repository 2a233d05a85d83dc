"""The Next Station box's four pencil colours, which a new sheet starts with (N1).

Each colour is one round's line; its departure station is the sheet's own, so
the designer names it once the stations are drawn (the linter asks for it).
"""

from __future__ import annotations

from dataclasses import replace

from engine.map.model import LineColour, MapPack

PENCILS = (
    LineColour("purple", 1, "#7b3f98"),
    LineColour("blue", 1, "#1f6fc5"),
    LineColour("pink", 1, "#e8559a"),
    LineColour("green", 1, "#2e9e4f"),
)


def with_pencils(pack: MapPack) -> MapPack:
    """The pack with the box's four colours where it declares none."""
    if pack.components.lines:
        return pack
    return replace(pack, components=replace(pack.components, lines=PENCILS))
