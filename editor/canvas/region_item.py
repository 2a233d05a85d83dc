"""A region (district, cluster, zone, river, edge or corner) as a filled polygon.

Regions overlap (a corner inside an edge inside a district), so each kind also
has its own outline: the fills alone would blend into one. Districts that touch
get different tints, so each one reads as a patch of its own. Selected, a region
shows a handle on each corner: the corners the select tool drags.

A district or zone covers much of the board, so a click on empty board inside
one must not pick it up: such a region is picked by its outline or its name, as
a drawing program picks a large shape by its stroke. A river is water, thin and
free of stations, and picks up anywhere inside.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPolygonItem, QGraphicsSimpleTextItem

from editor.canvas import style
from editor.canvas.children import drop
from editor.canvas.handles import VertexHandles
from editor.canvas.look import DIAGRAM, Look
from editor.canvas.route_sheet import badge_text, first_later
from editor.canvas.value_badge import ValueBadge
from engine.editing.edits import has_default_name
from engine.map.geometry import label_point
from engine.map.model import Region
from engine.rules.value_names import ValueName

BADGE_INSET = 6.0  # from the region's corner to its badge
BADGE_SLIDES = 6  # places along an edge a badge tries, from a corner inwards
PICKED_INSIDE = frozenset({"river"})  # kinds a click anywhere inside picks

_OUTLINES = {
    "district": Qt.PenStyle.DashLine,
    "cluster": Qt.PenStyle.SolidLine,
    "zone": Qt.PenStyle.DashDotLine,
    "river": Qt.PenStyle.NoPen,
    "edge": Qt.PenStyle.DotLine,
    "corner": Qt.PenStyle.DotLine,
}


class RegionItem(QGraphicsPolygonItem):
    def __init__(self, region: Region, look: Look = DIAGRAM) -> None:
        super().__init__()
        self.look = look
        self.element_id = region.id
        self.region = region
        self.highlighted = False
        self.tint = 0  # which of the district tints, so neighbours differ
        self.name = QGraphicsSimpleTextItem(self)  # where the region is widest inside
        self.name.setFont(_name_font(look.label_height))
        self.handles = VertexHandles(self)
        self.badge: ValueBadge | None = None
        self._spot: tuple[object, tuple[float, float] | None] = (None, None)  # polygon, name spot
        self.setZValue(1)
        self.sync(region)

    def sync(self, region: Region, tint: int = 0, names: Sequence[ValueName] = ()) -> None:
        """`names`: the values the rules read on regions; a pair of them shows as a badge."""
        self.region = region
        self.tint = tint
        shown = first_later(region, names)
        if shown is not None and self.badge is None:
            self.badge = ValueBadge(self, region.id, badge_text(self.look))
        elif shown is None and self.badge is not None:
            drop(self.badge)
            self.badge = None
        if self.badge is not None and shown is not None:
            self.badge.show_values(shown)
        self.setPolygon(QPolygonF([QPointF(x, y) for x, y in region.polygon]))
        self.place_name()
        self.place_badge()
        self._restyle()

    def place_name(self) -> None:
        """At the region's own spot; the scene then moves it off any other name."""
        if self._spot[0] != self.region.polygon:  # kept: names are placed again on edits
            self._spot = (self.region.polygon, label_point(self.region))
        where = self._spot[1]
        unnamed = self.look.region_names and has_default_name(self.region)  # "District 3"
        self.name.setText(self.region.name if where is not None and not unnamed else "")
        if where is not None:
            box = self.name.boundingRect()
            self.name.setPos(where[0] - box.width() / 2, where[1] - box.height() / 2)

    def place_badge(self, busy: Callable[[QRectF], bool] = lambda _: False) -> None:
        """Inside one of the region's corners, where a sheet prints it: the first,
        from the top, where it covers nothing `busy` names (stations, track,
        labels), sliding along the edge from a busy corner; the top corner when
        every place is busy."""
        if self.badge is None:
            return
        size = self.badge.boundingRect()
        outline = self.polygon()
        middle = outline.boundingRect().center()
        spots = []
        for x, y in sorted(self.region.polygon, key=lambda p: (p[1], p[0])):
            inward = 1 if x <= middle.x() else -1
            left = x + BADGE_INSET if inward > 0 else x - BADGE_INSET - size.width()
            top = y + BADGE_INSET if y <= middle.y() else y - BADGE_INSET - size.height()
            for step in range(BADGE_SLIDES):  # along the edge, away from the corner
                shift = left + inward * step * (size.width() + BADGE_INSET)
                spot = size.translated(shift - size.left(), top - size.top())
                corners = (spot.topLeft(), spot.topRight(), spot.bottomLeft(), spot.bottomRight())
                if all(outline.containsPoint(c, Qt.FillRule.OddEvenFill) for c in corners):
                    spots.append(spot)
        free = next((spot for spot in spots if not busy(spot)), spots[0] if spots else None)
        self.badge.setVisible(free is not None)
        if free is not None:
            self.badge.setPos(free.topLeft() - size.topLeft())

    def picked_at(self, point: QPointF, reach: float) -> bool:
        """Whether a click at the scene point, `reach` scene units of slack, picks
        the region (see the module's docstring)."""
        if self.region.kind in PICKED_INSIDE:
            return self.contains(self.mapFromScene(point))
        local = self.mapFromScene(point)
        label = self.name.mapRectToParent(self.name.boundingRect())
        if self.name.isVisible() and self.name.text() and label.contains(local):
            return True
        outline = QPainterPath()
        outline.addPolygon(self.polygon())
        outline.closeSubpath()
        stroker = QPainterPathStroker()
        stroker.setWidth(2 * reach)
        return stroker.createStroke(outline).contains(local)

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self._restyle()

    def _restyle(self) -> None:
        fill, outline = region_colours(self.region.kind, self.tint, self.look.region_names)
        if self.highlighted:
            pen = QPen(style.SELECTION, 2.5)
        else:
            pen = QPen(outline, 1.5)
            pen.setStyle(_OUTLINES[self.region.kind] if not self.look.region_names else _BOARD_EDGE)
        self.setPen(pen)
        self.setBrush(QBrush(fill))
        alpha = 230 if self.look.region_names else 170
        self.name.setBrush(QColor(outline.red(), outline.green(), outline.blue(), alpha))
        self.handles.show(self.region.polygon if self.highlighted else ())


def region_colours(kind: str, tint: int = 0, board: bool = False) -> tuple[QColor, QColor]:
    """A region's fill and edge. On a printed board water is water, and other
    regions keep their hue, twice as strong, so they read on paper."""
    fill = style.REGION_FILLS[kind]
    if kind == "district":
        fill = style.DISTRICT_TINTS[tint % len(style.DISTRICT_TINTS)]
    outline = QColor(fill.red(), fill.green(), fill.blue()).darker(140)
    if not board:
        return fill, outline
    if kind == "river":
        return style.RIVER, style.RIVER_EDGE
    stronger = QColor(fill)
    stronger.setAlpha(min(255, fill.alpha() * 2))
    return stronger, outline.darker(120)


_BOARD_EDGE = Qt.PenStyle.SolidLine


@cache
def _name_font(station_height: float = 0.0) -> QFont:
    """Region names: larger than station names, and set apart by italics."""
    font = QFont("Sans", style.LABEL_POINT_SIZE + 3)
    if station_height:
        font.setPixelSize(math.ceil(station_height * 1.15))
    font.setItalic(True)
    return font
