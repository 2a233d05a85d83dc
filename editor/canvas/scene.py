"""MapScene: one item per map element, kept in step with the document.

The scene listens to the document: `changed` names the elements to redraw
(a drag redraws one station, its track and its label, not the whole map), and
`selection_changed` moves the highlight. Layers hide kinds of elements.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene

from editor.canvas import style
from editor.canvas.departure_items import DepartureMarks
from editor.canvas.label_layout import LabelLayout
from editor.canvas.region_item import RegionItem
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem, RouteItem
from editor.document import ALL, MapDocument
from engine.editing import Element, element_index
from engine.model import Connection, MapPack, Region, Route, Station

LAYERS = ("background", "regions", "connections", "routes", "stations", "labels")
ElementItem = StationItem | ConnectionItem | RegionItem | RouteItem
_ITEM_TYPES: dict[type, type[ElementItem]] = {
    Station: StationItem,
    Connection: ConnectionItem,
    Region: RegionItem,
    Route: RouteItem,
}
# Above this many changed elements a full rebuild is cheaper than patching.
_REBUILD_THRESHOLD = 300


class MapScene(QGraphicsScene):
    def __init__(self, document: MapDocument) -> None:
        super().__init__()
        self.document = document
        self.elements: dict[str, ElementItem] = {}
        self.visible_layers = set(LAYERS)
        self.background_item: QGraphicsPixmapItem | None = None
        self.label_layout = LabelLayout({})
        self.board = self.addRect(QRectF(), QPen(Qt.PenStyle.NoPen), QBrush(style.BOARD))
        self.board.setZValue(-10)
        document.changed.connect(self.on_changed)
        document.selection_changed.connect(self.on_selection_changed)
        self.rebuild()
        self.departures = DepartureMarks(self)  # connected after the scene, so it sees new items

    # ----- keeping in step with the model

    def rebuild(self) -> None:
        for item in self.elements.values():
            self._remove(item)
        self.elements.clear()
        pack = self.document.pack
        self.board.setRect(QRectF(0, 0, *pack.canvas))
        self.setSceneRect(QRectF(0, 0, *pack.canvas).adjusted(-200, -200, 200, 200))
        self._sync_background(pack)
        index = element_index(pack)
        for element_id in index:
            self._sync(element_id, pack, index)
        self.place_labels()
        self.on_selection_changed(self.document.selection)

    def on_changed(self, ids: frozenset[str]) -> None:
        pack = self.document.pack
        if ids == ALL or len(ids) > _REBUILD_THRESHOLD:
            self.rebuild()
            return
        touched = set(ids)
        touched.update(c.id for c in pack.connections if not touched.isdisjoint(c.ends))
        touched.update(r.id for r in pack.routes if not touched.isdisjoint(r.stops))
        index = _elements_named(pack, touched)
        for element_id in touched:
            self._sync(element_id, pack, index)
        self.board.setRect(QRectF(0, 0, *pack.canvas))
        self._sync_background(pack)
        self.label_layout.update(self.elements, touched)  # only the labels near the change

    def _sync(self, element_id: str, pack: MapPack, index: dict[str, Element]) -> None:
        element = index.get(element_id)
        item = self.elements.get(element_id)
        if element is None or (item is not None and _ITEM_TYPES[type(element)] is not type(item)):
            if item is not None:
                self._remove(self.elements.pop(element_id))
            if element is None:
                return
            item = None
        if item is None:
            item = _ITEM_TYPES[type(element)](element)  # type: ignore[arg-type]
            self.elements[element_id] = item
            self.addItem(item)
            if isinstance(item, StationItem):
                self.addItem(item.label)
            self._apply_visibility(item)
        if isinstance(item, StationItem | RegionItem):
            item.sync(element)  # type: ignore[arg-type]
        else:
            item.sync(element, pack.station_index)  # type: ignore[arg-type]

    def _remove(self, item: ElementItem) -> None:
        if isinstance(item, StationItem):
            self.removeItem(item.label)
        self.removeItem(item)

    def place_labels(self) -> None:
        self.label_layout = LabelLayout(self.elements)

    def _sync_background(self, pack: MapPack) -> None:
        background = pack.background
        if background is None or self.document.path is None:
            if self.background_item is not None:
                self.removeItem(self.background_item)
                self.background_item = None
            return
        if self.background_item is None:
            self.background_item = self.addPixmap(QPixmap())
            self.background_item.setZValue(-5)
        folder = self.document.path if self.document.path.is_dir() else self.document.path.parent
        image = folder / Path(background.path)
        if self.background_item.data(0) != str(image):
            self.background_item.setPixmap(QPixmap(str(image)))
            self.background_item.setData(0, str(image))
        self.background_item.setOpacity(background.opacity)
        self.background_item.setPos(*background.pos)
        self.background_item.setScale(background.scale)
        self.background_item.setVisible("background" in self.visible_layers)

    # ----- selection and layers

    def on_selection_changed(self, selection: frozenset[str]) -> None:
        for element_id, item in self.elements.items():
            item.set_highlighted(element_id in selection)

    def set_layer_visible(self, layer: str, visible: bool) -> None:
        if visible:
            self.visible_layers.add(layer)
        else:
            self.visible_layers.discard(layer)
        for item in self.elements.values():
            self._apply_visibility(item)
        if self.background_item is not None:
            self.background_item.setVisible("background" in self.visible_layers)

    def _apply_visibility(self, item: ElementItem) -> None:
        item.setVisible(_layer_of(item) in self.visible_layers)
        if isinstance(item, StationItem):
            item.label.setVisible(
                "labels" in self.visible_layers and "stations" in self.visible_layers
            )

    def element_at(self, x: float, y: float) -> str | None:
        """The id of the topmost visible element under a scene point."""
        for item in self.items(QPointF(x, y), deviceTransform=QTransform()):
            element_id = getattr(item, "element_id", None)
            if element_id is not None and item.isVisible():
                return str(element_id)
        return None

    def element_ids_in(self, rect: QRectF) -> set[str]:
        """Ids of visible stations, connections and routes inside a rubber band."""
        return {
            str(item.element_id)
            for item in self.items(rect, Qt.ItemSelectionMode.ContainsItemShape)
            if hasattr(item, "element_id") and item.isVisible()
        }


def _elements_named(pack: MapPack, ids: set[str]) -> dict[str, Element]:
    """`element_index(pack)` cut down to these ids, without indexing the whole map."""
    found: dict[str, Element] = {}
    for collection in (pack.stations, pack.connections, pack.regions, pack.routes):
        for element in collection:
            if element.id in ids:
                found.setdefault(element.id, element)
    return found


def _layer_of(item: QGraphicsItem) -> str:
    return {
        StationItem: "stations",
        ConnectionItem: "connections",
        RegionItem: "regions",
        RouteItem: "routes",
    }[type(item)]
