"""Edits of the background image a designer traces the map over (pure functions
from pack to pack, like engine/editing/edits.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.editing.edits import EditError
from engine.map.model import Background, MapPack


def set_background(pack: MapPack, **fields: Any) -> MapPack:
    """The pack with these background fields changed (it must have an image)."""
    return replace(pack, background=replace(_background_of(pack), **fields))


def move_background_to(pack: MapPack, x: float | None = None, y: float | None = None) -> MapPack:
    """The background's top left corner moved; an axis given as None stays."""
    old_x, old_y = _background_of(pack).pos
    return set_background(pack, pos=(old_x if x is None else x, old_y if y is None else y))


def _background_of(pack: MapPack) -> Background:
    if pack.background is None:
        raise EditError("the map has no background image: choose one first")
    return pack.background


def with_background_image(pack: MapPack, path: str) -> MapPack:
    """The pack tracing over the image at `path`, keeping the old image's placement."""
    background = pack.background or Background(path)
    return replace(pack, background=replace(background, path=path))


def without_background(pack: MapPack) -> MapPack:
    return replace(pack, background=None)
