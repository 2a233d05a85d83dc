"""A whole city in view, its stations and track drawn as a few pictures.

Zoomed out until a station is a few pixels across, its marks, lanes and icons
cannot be told apart, and thousands of items each drawn on their own make a
repaint far slower than a frame. The scene then draws the stations and the
track as pictures: a dot per station and a band per connection, in their
colours. The items stay where they are, for clicks and drags, but draw
nothing (Qt's ItemHasNoContents), except the elements that change or are
selected while zoomed out: those are drawn in full, above the pictures.

The picture is cut in tiles, squares of the board: when an element comes to
be drawn in full (once, at the start of a drag), only the tile it was drawn in
is made and drawn again, not the whole city. A tile draws its track first, then
its stations (where track runs on into the next tile, its last bit of band may
lie over that tile's dot: at this distance a fraction of a pixel). One layer of
tiles, not one for track and one for stations: each more layer is one more
picture as large as the view to put down on every repaint.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.canvas import style
from editor.canvas.children import drop
from editor.canvas.geometry import polyline_path
from editor.canvas.painted import PaintedItem
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem

# Below this many pixels across a station's body, the pictures take over.
FULL_DRAWING_PIXELS = 3.0
# A tile's side in map units: a few dozen stations of a synthetic city.
TILE = 1024.0
_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents

Pictured = StationItem | ConnectionItem
TileKey = tuple[int, int]  # column, row


class FarPicture(QGraphicsItem):
    """The tiles, as one item under the elements drawn in full (connections are at 5,
    stations at 10): hiding it hides them all."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(9)
        self.setFlag(_NO_CONTENTS)
        self.tiles: dict[TileKey, Tile] = {}

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass  # the tiles paint


class Tile(PaintedItem):
    """The bands and the dots of the elements pictured in one square of the board."""

    def __init__(self, parent: FarPicture) -> None:
        super().__init__(QFont(), parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.strokes: list[tuple[QPen, QBrush, QPainterPath]] = []

    def show_strokes(self, strokes: list[tuple[QPen, QBrush, QPainterPath]]) -> None:
        self.strokes = strokes
        reach = QRectF()
        for _, _, path in strokes:
            reach = reach.united(path.boundingRect())
        self.prepareGeometryChange()
        self._reach = reach.adjusted(-10, -10, 10, 10)
        self.update()

    def draw(self, painter: QPainter) -> None:
        for pen, brush, path in self.strokes:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)


def _bands(connections: list[ConnectionItem]) -> list[tuple[QPen, QBrush, QPainterPath]]:
    bands: dict[tuple[int, int], QPainterPath] = {}
    for item in connections:
        lanes = min(max(item.connection.lanes, 1), 3)
        colour = item.pen().color() if item.sections is None else style.TRACK
        band = bands.setdefault((lanes, colour.rgba()), QPainterPath())
        band.addPath(polyline_path(item.centre))
    none = QBrush(Qt.BrushStyle.NoBrush)
    return [
        (_band_pen(lanes, QColor.fromRgba(rgba)), none, path)
        for (lanes, rgba), path in bands.items()
    ]


def _dots(stations: list[StationItem]) -> list[tuple[QPen, QBrush, QPainterPath]]:
    dots: dict[int, QPainterPath] = {}
    for item in stations:
        fill = style.START if item.station.has("start") else style.STATION_OUTLINE
        dots.setdefault(fill.rgba(), QPainterPath()).addEllipse(
            item.pos(), style.STATION_RADIUS, style.STATION_RADIUS
        )
    none = QPen(Qt.PenStyle.NoPen)
    return [(none, QBrush(QColor.fromRgba(rgba)), path) for rgba, path in dots.items()]


def _band_pen(lanes: int, colour: QColor) -> QPen:
    pen = QPen(colour, style.LANE_WIDTH + style.LANE_GAP * (lanes - 1))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def tile_of(item: Pictured) -> TileKey:
    """Where an item is pictured: a station by its place, a connection by its first end."""
    if isinstance(item, StationItem):
        x, y = item.pos().x(), item.pos().y()
    else:
        x, y = item.centre[0] if item.centre else (0.0, 0.0)
    return int(x // TILE), int(y // TILE)


class FarView:
    """Whether the scene is seen from far, and which elements are drawn in full."""

    def __init__(self, picture: FarPicture) -> None:
        self.picture = picture
        self.far = False
        self.live: set[str] = set()  # drawn in full while far
        self._members: dict[TileKey, dict[str, Pictured]] = {}  # pictured in each tile
        self._tile: dict[str, TileKey] = {}  # each pictured element's tile
        picture.hide()

    def set_scale(self, scale: float, elements: Mapping[str, QGraphicsItem]) -> None:
        far = scale * 2 * style.STATION_RADIUS < FULL_DRAWING_PIXELS
        if far != self.far:
            self.far = far
            self.live = set()
            self.refresh(elements)

    def changed(self, ids: Collection[str], elements: Mapping[str, QGraphicsItem]) -> None:
        """Elements that changed (or were selected) are drawn in full from now on, and
        the tiles they were pictured in are made again without them."""
        if not self.far or self.live.issuperset(ids):
            return
        new = set(ids) - self.live
        self.live |= new
        for element_id in new:
            item = elements.get(element_id)
            if isinstance(item, StationItem | ConnectionItem):
                _draw_in_full(item, True)
        stale = {self._tile[i] for i in new if i in self._tile}
        for element_id in new & self._tile.keys():
            del self._members[self._tile.pop(element_id)][element_id]
        for key in stale:
            self._draw_tile(key)

    def refresh(self, elements: Mapping[str, QGraphicsItem]) -> None:
        """Draw again what the pictures hold and which items draw themselves: after
        a rebuild, a change of layers or of the distance."""
        members: dict[TileKey, dict[str, Pictured]] = defaultdict(dict)
        for element_id, item in elements.items():
            if not isinstance(item, StationItem | ConnectionItem):
                continue
            pictured = self.far and element_id not in self.live
            _draw_in_full(item, not pictured)
            if pictured and item.isVisible():
                members[tile_of(item)][element_id] = item
        self._members = dict(members)
        self._tile = {i: key for key, tile in self._members.items() for i in tile}
        self.picture.setVisible(self.far)
        for key in self.picture.tiles.keys() - self._members.keys():
            drop(self.picture.tiles.pop(key))
        for key in self._members if self.far else ():
            self._draw_tile(key)

    def _draw_tile(self, key: TileKey) -> None:
        tile = self.picture.tiles.get(key)
        if tile is None:
            tile = self.picture.tiles[key] = Tile(self.picture)
        items = self._members[key].values()
        bands = _bands([i for i in items if isinstance(i, ConnectionItem)])
        tile.show_strokes(bands + _dots([i for i in items if isinstance(i, StationItem)]))


def _draw_in_full(item: QGraphicsItem, full: bool) -> None:
    if bool(item.flags() & _NO_CONTENTS) != full:
        return
    item.setFlag(_NO_CONTENTS, not full)
    for child in item.childItems():
        child.setFlag(_NO_CONTENTS, not full)
