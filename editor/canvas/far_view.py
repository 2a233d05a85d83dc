"""A whole city in view, its stations and track drawn as one picture.

Zoomed out until a station is a few pixels across, its marks, lanes and icons
cannot be told apart, and thousands of items each drawn on their own make a
repaint far slower than a frame. The scene then draws the stations and the
track in one picture: a dot per station and a band per connection, in their
colours. The items stay where they are, for clicks and drags, but draw
nothing (Qt's ItemHasNoContents), except the elements that change or are
selected while zoomed out: those are drawn in full, above the picture, which is
drawn again only when an element joins them, once at the start of a drag.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from editor.canvas import style
from editor.canvas.painted import PaintedItem
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem, polyline_path

# Below this many pixels across a station's body, the picture takes over.
FULL_DRAWING_PIXELS = 3.0
_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


class FarPicture(PaintedItem):
    """Stations as dots and connections as bands, in one item under the elements
    drawn in full (connections are at 5, stations at 10)."""

    def __init__(self) -> None:
        super().__init__(QFont())
        self.setZValue(9)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._tracks: list[tuple[QPen, QPainterPath]] = []
        self._dots: list[tuple[QBrush, QPainterPath]] = []

    def show_items(self, stations: list[StationItem], connections: list[ConnectionItem]) -> None:
        bands: dict[tuple[int, int], QPainterPath] = {}
        for item in connections:
            lanes = min(max(item.connection.lanes, 1), 3)
            colour = item.pen().color() if item.sections is None else style.TRACK
            band = bands.setdefault((lanes, colour.rgba()), QPainterPath())
            band.addPath(polyline_path(item.centre))
        dots: dict[int, QPainterPath] = {}
        for item in stations:
            fill = style.START if item.station.has("start") else style.STATION_OUTLINE
            dots.setdefault(fill.rgba(), QPainterPath()).addEllipse(
                item.pos(), style.STATION_RADIUS, style.STATION_RADIUS
            )
        self._tracks = [
            (_band_pen(lanes, QColor.fromRgba(rgba)), path) for (lanes, rgba), path in bands.items()
        ]
        self._dots = [(QBrush(QColor.fromRgba(rgba)), path) for rgba, path in dots.items()]
        reach = QRectF()
        for _, path in (*self._tracks, *self._dots):
            reach = reach.united(path.boundingRect())
        self.prepareGeometryChange()
        self._reach = reach.adjusted(-10, -10, 10, 10)
        self.update()

    def draw(self, painter: QPainter) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, path in self._tracks:
            painter.setPen(pen)
            painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        for brush, path in self._dots:
            painter.setBrush(brush)
            painter.drawPath(path)


def _band_pen(lanes: int, colour: QColor) -> QPen:
    pen = QPen(colour, style.LANE_WIDTH + style.LANE_GAP * (lanes - 1))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class FarView:
    """Whether the scene is seen from far, and which elements are drawn in full."""

    def __init__(self, picture: FarPicture) -> None:
        self.picture = picture
        self.far = False
        self.live: set[str] = set()  # drawn in full while far
        picture.hide()

    def set_scale(self, scale: float, elements: Mapping[str, QGraphicsItem]) -> None:
        far = scale * 2 * style.STATION_RADIUS < FULL_DRAWING_PIXELS
        if far != self.far:
            self.far = far
            self.live = set()
            self.refresh(elements)

    def changed(self, ids: Collection[str], elements: Mapping[str, QGraphicsItem]) -> None:
        """Elements that changed (or were selected) are drawn in full from now on."""
        if self.far and not self.live.issuperset(ids):
            self.live.update(ids)
            self.refresh(elements)

    def refresh(self, elements: Mapping[str, QGraphicsItem]) -> None:
        """Draw again what the picture holds and which items draw themselves: after
        a rebuild, a change of layers or of the distance."""
        stations, connections = [], []
        for element_id, item in elements.items():
            if not isinstance(item, StationItem | ConnectionItem):
                continue
            pictured = self.far and element_id not in self.live
            _draw_in_full(item, not pictured)
            if pictured and item.isVisible():
                if isinstance(item, StationItem):
                    stations.append(item)
                else:
                    connections.append(item)
        self.picture.setVisible(self.far)
        if self.far:
            self.picture.show_items(stations, connections)


def _draw_in_full(item: QGraphicsItem, full: bool) -> None:
    if bool(item.flags() & _NO_CONTENTS) != full:
        return
    item.setFlag(_NO_CONTENTS, not full)
    for child in item.childItems():
        child.setFlag(_NO_CONTENTS, not full)
