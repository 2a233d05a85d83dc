"""Region names that do not print on one another.

Each region's name sits where the region reads best (engine.geometry.label_point),
but regions may overlap: a Tokyo-style sheet lays an edge or corner region over
the districts, and both would name themselves at the same spot. Names are
placed in a fixed order (districts first, then by kind and id) and a name that
meets an earlier one moves down below it, so every name stays readable.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF

from editor.canvas.region_item import RegionItem
from engine.model import REGION_KINDS

GAP = 2.0  # between stacked names, in board units
_MOST_MOVES = 8  # a name never wanders further than this many lines from its spot


def stack_region_names(items: Iterable[RegionItem]) -> None:
    placed: list[QRectF] = []
    for item in sorted(items, key=_order):
        item.place_name()
        if not item.name.text():
            continue
        box = item.name.mapRectToScene(item.name.boundingRect())
        for _ in range(_MOST_MOVES):
            if not any(box.intersects(other) for other in placed):
                break
            step = box.height() + GAP
            box.translate(0, step)
            item.name.moveBy(0, step)
        placed.append(box)


def _order(item: RegionItem) -> tuple[int, str]:
    return (REGION_KINDS.index(item.region.kind), item.element_id)
