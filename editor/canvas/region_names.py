"""Region names that do not print on one another.

Each region's name sits where the region reads best (engine.geometry.label_point),
but regions may overlap: a Tokyo-style sheet lays an edge or corner region over
the districts, and both would name themselves at the same spot. Names are
placed in a fixed order (districts first, then by kind and id) and a name that
meets an earlier one moves down below it, so every name stays readable.

A printed board (the board look) names its regions among the station names:
each name goes where it covers the fewest stations, labels and tracks: inside
its region where its middle line fits (its own spot, or moved a little), else
just outside the region, above, below, left or right of it (but a river's name
stays on the river).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from PySide6.QtCore import QPointF, QRectF, Qt

from editor.canvas.region_item import RegionItem
from engine.model import REGION_KINDS

GAP = 2.0  # between stacked names, in board units
STEPS_OUT = 4  # how many name heights away from its region a name may go
_MOST_MOVES = 8  # a name never wanders further than this many lines from its spot


def stack_region_names(items: Iterable[RegionItem]) -> None:
    placed: list[QRectF] = []
    for item, box in _named(items):
        for _ in range(_MOST_MOVES):
            if not any(box.intersects(other) for other in placed):
                break
            step = box.height() + GAP
            box.translate(0, step)
            item.name.moveBy(0, step)
        placed.append(box)


def _named(items: Iterable[RegionItem]) -> Iterator[tuple[RegionItem, QRectF]]:
    """Each region with a name, in order, its name at its own spot (in scene units)."""
    for item in sorted(items, key=lambda i: (REGION_KINDS.index(i.region.kind), i.element_id)):
        item.place_name()
        if item.name.text():
            yield item, item.name.mapRectToScene(item.name.boundingRect())


def place_names_clear(items: Iterable[RegionItem], crowding: Callable[[QRectF], int]) -> None:
    """Put each name where `crowding` counts the fewest marks and no earlier name is;
    the first of its spots on a tie."""
    placed: list[QRectF] = []
    for item, own in _named(items):
        spots = [box for box in _inside(own) if _within(item, box)]
        if not spots:  # water is named on the water, whatever it covers
            spots = (
                [own]
                if item.region.kind == "river"
                else [own, *_beside(own, item.polygon().boundingRect())]
            )
        best = min(
            spots,
            key=lambda box: crowding(box) + 100 * sum(box.intersects(p) for p in placed),
        )
        item.name.moveBy(best.x() - own.x(), best.y() - own.y())
        placed.append(best)


def _inside(own: QRectF) -> list[QRectF]:
    """The name's own spot, then moved up and down a line at a time and sideways
    half its width at a time, nearest first."""
    steps = [0, *(sign * n for n in range(1, STEPS_OUT + 1) for sign in (-1, 1))]
    moves = sorted(((dx, dy) for dx in steps for dy in steps), key=lambda m: abs(m[0]) + abs(m[1]))
    down, across = own.height() + GAP, own.width() / 2
    return [own.translated(dx * across, dy * down) for dx, dy in moves]


def _within(item: RegionItem, box: QRectF) -> bool:
    """Whether the name's middle line lies inside the region (a narrow river's
    name may touch its banks)."""
    outline, y = item.polygon(), box.center().y()
    line = [QPointF(box.left() + box.width() * t / 4, y) for t in range(5)]
    return all(outline.containsPoint(p, Qt.FillRule.OddEvenFill) for p in line)


def _beside(own: QRectF, region: QRectF) -> list[QRectF]:
    """Spots just outside the region, nearest first: above, below, left and right
    of it, centred or flush with its sides."""
    w, h = own.width(), own.height()
    middle = region.center()
    spots = []
    for step in range(STEPS_OUT):
        out = GAP + step * (h + GAP)
        for x in (middle.x() - w / 2, region.left(), region.right() - w):
            spots.append(QRectF(x, region.top() - out - h, w, h))
            spots.append(QRectF(x, region.bottom() + out, w, h))
        for y in (middle.y() - h / 2, region.top(), region.bottom() - h):
            spots.append(QRectF(region.left() - out - w, y, w, h))
            spots.append(QRectF(region.right() + out, y, w, h))
    return spots
