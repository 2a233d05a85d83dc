"""Region names that do not print on one another, nor on stations and their names.

Each region's name starts where the region reads best (engine.map.geometry.label_point),
but regions may overlap: a Tokyo-style sheet lays an edge or corner region over
the districts, and both would name themselves at the same spot. Names are
placed in a fixed order (districts first, then by kind and id), each clear of
the earlier ones, so every name stays readable. Where
two regions cover the same area and one's name holds the other's (a district
"Kitaguchi" under an edge region "Kitaguchi (edge)"), only the fuller name is
written: the area is named once.

Names go among the station names, in the editor as on a printed board: each
name goes where it covers the fewest stations, labels and tracks: inside
its region where its middle line fits (its own spot, or moved a little), else
just outside the region, above, below, left or right of it (but a river's name
stays on the river, and other names keep off it).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPolygonF

from editor.canvas.region_item import RegionItem
from engine.map.model import REGION_KINDS, Point

Box = tuple[float, float, float, float]  # left, top, width, height

GAP = 2.0  # between stacked names, in board units
STEPS_OUT = 6  # how many name heights away from its region a name may go
STEPS_IN = 10  # how many lines (and half widths) from its own spot a name may move inside
WATER = 50  # what a land region's name on a river counts as hiding: the water is drawn over it


def _named(
    items: Iterable[RegionItem], due: Collection[RegionItem] | None = None
) -> Iterator[tuple[RegionItem, QRectF, bool]]:
    """Each region with a name, in order, with its name's box in scene units and
    whether it is to be placed (then the name is first put at its own spot)."""
    ordered = sorted(items, key=lambda i: (REGION_KINDS.index(i.region.kind), i.element_id))
    said_by_another = _named_by_another(ordered)
    for item in ordered:
        # a name another region no longer says is placed again, wherever the edit was
        shown_again = item not in said_by_another and item.region.name and not item.name.text()
        placing = due is None or item in due or bool(shown_again)
        if placing:
            item.place_name()
        if item in said_by_another:
            item.name.setText("")
        if item.name.text():
            yield item, item.name.mapRectToScene(item.name.boundingRect()), placing


def _named_by_another(items: Iterable[RegionItem]) -> set[RegionItem]:
    """The regions whose name another region covering the same area already says,
    in full or as part of its own."""
    by_area: dict[tuple[Point, ...], list[RegionItem]] = {}
    for item in items:
        if item.region.name:
            by_area.setdefault(item.region.polygon, []).append(item)
    said = set()
    for same in by_area.values():
        for item in same:
            name = item.region.name
            if any(o is not item and name in o.region.name and o not in said for o in same):
                said.add(item)
    return said


def place_names_clear(
    items: Iterable[RegionItem],
    crowding: Callable[[list[QRectF]], list[int]],
    due: Collection[RegionItem] | None = None,
) -> None:
    """Put each name among `due` (None: all) where `crowding` (given spots, their
    counts) counts the fewest marks and no earlier name is; the first of its
    spots on a tie. The other names stay where they are, in the way of later ones."""
    items = list(items)
    waters = [item.mapToScene(item.polygon()) for item in items if item.region.kind == "river"]
    placed: list[QRectF] = []
    for item, own, placing in _named(items, due):
        if not placing:
            placed.append(own)
            continue
        region = item.region
        box = (own.x(), own.y(), own.width(), own.height())
        spots = [QRectF(*spot) for spot in _inside(region.polygon, box)]
        if not spots:  # water is named on the water, whatever it covers
            beside = _beside(own, item.polygon().boundingRect())
            spots = [own] if region.kind == "river" else [own, *beside]
        counts = crowding(spots)
        on_water = [] if region.kind == "river" else waters
        costs = [
            n
            + 100 * sum(s.intersects(p) for p in placed)
            + WATER * sum(w.intersects(QPolygonF(s)) for w in on_water)
            for s, n in zip(spots, counts, strict=True)
        ]
        best = spots[costs.index(min(costs))]
        item.name.moveBy(best.x() - own.x(), best.y() - own.y())
        placed.append(best)


@lru_cache(maxsize=256)
def _inside(polygon: tuple[Point, ...], own: Box) -> tuple[Box, ...]:
    """The spots inside the region for a name at `own`: its own spot, then moved up
    and down a line at a time and sideways half its width at a time, nearest
    first, where the name's middle line lies inside (a narrow river's name may
    touch its banks). Kept for each region and name: a drag elsewhere asks again."""
    outline = QPolygonF([QPointF(x, y) for x, y in polygon])
    x, y, w, h = own
    steps = [0, *(sign * n for n in range(1, STEPS_IN + 1) for sign in (-1, 1))]
    moves = sorted(((dx, dy) for dx in steps for dy in steps), key=lambda m: abs(m[0]) + abs(m[1]))
    spots = []
    for dx, dy in moves:
        left, top = x + dx * w / 2, y + dy * (h + GAP)
        line = [QPointF(left + w * t / 4, top + h / 2) for t in range(5)]
        if all(outline.containsPoint(p, Qt.FillRule.OddEvenFill) for p in line):
            spots.append((left, top, w, h))
    return tuple(spots)


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
