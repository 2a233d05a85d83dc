"""MapScene: one item per map element, kept in step with the document.

The scene listens to the document: `changed` names the elements to redraw
(a drag redraws one station, its track and its label, not the whole map), and
`selection_changed` moves the highlight. Layers hide kinds of elements.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from editor.canvas import style
from editor.canvas.background_item import BackgroundItem
from editor.canvas.board_marks import BoardMarks
from editor.canvas.departure_items import DepartureMarks
from editor.canvas.far_view import FarPicture, FarView
from editor.canvas.label_layout import LabelLayout
from editor.canvas.look import DIAGRAM, Look
from editor.canvas.region_item import RegionItem
from editor.canvas.route_sheet import WINDOW, SheetShown, badge_text, first_later, slots
from editor.canvas.station_item import StationItem
from editor.canvas.tally_boxes import TallyBoxes, tallies
from editor.canvas.track_items import ConnectionItem, RouteItem
from editor.document import ALL, MapDocument, elements_named
from editor.ruleset_profile import profile_for
from engine.collector import collector_paused
from engine.editing.edits import ById, Element, element_index
from engine.map.geometry import neighbour_colours, route_points
from engine.map.model import REGION_KINDS, Connection, MapPack, Region, Route, Station
from engine.pack.assets import asset_folder

LAYERS = (
    "background",
    "regions",
    "region-names",
    "connections",
    "routes",
    "stations",
    "labels",
)


def region_kind_layer(kind: str) -> str:
    """Each kind of region can be hidden on its own too (an edge region over a district)."""
    return f"region:{kind}"


ElementItem = StationItem | ConnectionItem | RegionItem | RouteItem
_ITEM_TYPES: dict[type, type[ElementItem]] = {
    Station: StationItem,
    Connection: ConnectionItem,
    Region: RegionItem,
    Route: RouteItem,
}
# From far, with every item in view, Qt's BSP tree (patched item by item as items
# move) made finding them most of a repaint: 10-13 ms against 2-3 without an index
# at fit zoom on 5,000 stations. Close up the tree finds the few in view quickest.
_INDEX = {
    True: QGraphicsScene.ItemIndexMethod.NoIndex,
    False: QGraphicsScene.ItemIndexMethod.BspTreeIndex,
}
_LABEL_OPACITY = {True: 1.0, False: 0.0}  # by whether labels can be read at the view's scale
# Above this many changed elements a full rebuild is cheaper than patching.
_REBUILD_THRESHOLD = 300


class MapScene(QGraphicsScene):
    def __init__(self, document: MapDocument, look: Look = DIAGRAM) -> None:
        super().__init__()
        self.document = document
        self.elements: dict[str, ElementItem] = {}
        self.visible_layers = {*LAYERS, *map(region_kind_layer, REGION_KINDS)}
        self.cache_mode = QGraphicsItem.CacheMode.NoCache  # the view turns caching on
        self.labels_readable = True  # the view says when it shows them too small to read
        self._view_scale = 0.0  # pixels per map unit, as the view last said (0: unknown)
        self.background_item: BackgroundItem | None = None
        self.label_layout = LabelLayout({})
        self.look = look
        self._items_look = look  # the look as the map's rules let it show
        self._profile = profile_for(document.pack.ruleset)  # what the rules read, per rebuild
        self._tracks = _TracksAt()
        self._tints: dict[str, int] = {}  # district tints, different where districts touch
        self._tinted: tuple[Region, ...] | None = None  # the regions they were found for
        self.board = self.addRect(QRectF(), QPen(Qt.PenStyle.NoPen), QBrush(style.BOARD))
        self.board.setZValue(-10)
        self.tallies = TallyBoxes()  # the sheet's boxes to tick, where the rules have any
        self.addItem(self.tallies)
        self.marks = BoardMarks((self.board,))  # the board look's cartouche and names
        self.far_view = FarView(FarPicture())  # stations and track as one picture, from far
        self.addItem(self.far_view.picture)
        self.departures = DepartureMarks(self, document, self.elements)  # synced before labels
        document.changed.connect(self.on_changed)
        document.selection_changed.connect(self.on_selection_changed)
        document.path_changed.connect(self.on_path_changed)
        self.rebuild()

    # ----- keeping in step with the model

    def rebuild(self) -> None:
        with collector_paused():
            for item in self.elements.values():
                self._remove(item)
            self.elements.clear()
            pack = self.document.pack
            self._profile = profile_for(pack.ruleset)
            self._items_look = self._look_for_rules()
            self.board.setRect(QRectF(0, 0, *pack.canvas))
            self._sync_background(pack)
            self._retint(pack)
            index = element_index(pack)
            for element_id in index:
                self._sync(element_id, pack, index)
            self._sync_tallies(pack)
            self.marks.sync_cartouche(self, self._items_look, pack, self._profile)
            self.setSceneRect(self.printed_rect().adjusted(-200, -200, 200, 200))
            self.departures.sync()
            self.place_labels()
            self.marks.name_regions(self.elements.values(), pack.canvas)
            self._place_badges()
            self.on_selection_changed(self.document.selection)
            self.far_view.refresh(self.elements)

    def on_changed(self, ids: frozenset[str]) -> None:
        pack = self.document.pack
        if ids == ALL or len(ids) > _REBUILD_THRESHOLD or pack.ruleset != self._profile.name:
            self.rebuild()  # other rules may draw every element otherwise
            return
        touched = self._tracks.with_tracks_at(pack.connections, ids) | self._retint(pack)
        index = elements_named(pack, touched)
        # a route follows the track between its stops: it changes with that track too
        stations = touched | self._ends_of(touched, index)
        routes = {r.id for r in pack.routes if not stations.isdisjoint(r.stops)}
        routes |= self._sharing_ends(touched | routes, pack)
        touched |= routes
        index.update(elements_named(pack, routes))
        for element_id in touched:
            self._sync(element_id, pack, index)
        self.board.setRect(QRectF(0, 0, *pack.canvas))
        self._sync_tallies(pack)
        self._sync_background(pack)
        items = [self.elements[i] for i in touched if i in self.elements]
        moved = self.marks.sync_cartouche(self, self._items_look, pack, self._profile, items)
        if moved:
            self.setSceneRect(self.printed_rect().adjusted(-200, -200, 200, 200))
        touched |= moved | self.departures.sync()
        labelled = self.marks.label_items(self.elements)
        self.label_layout.update(labelled, touched, pack.canvas)  # the labels near the change
        self.marks.name_regions(self.elements.values(), pack.canvas, items)
        self._place_badges()
        self.far_view.changed(touched, self.elements)

    def set_look(self, look: Look) -> None:
        """Draw the board in another look: every item is made afresh with it."""
        if look != self.look:
            self.look = look
            self.rebuild()

    def printed_rect(self) -> QRectF:
        """What a print shows: the board, and the cartouche where it sits beside it."""
        rect = self.board.rect()
        cartouche = self.marks.cartouche
        return rect if cartouche is None else rect.united(cartouche.mapRectToScene(cartouche.frame))

    def _look_for_rules(self) -> Look:
        """The look as the map's rules let it show: slots only where track spaces
        are what the rules count."""
        if self.look.slots and not self._profile.uses("connection.lanes"):
            return replace(self.look, slots=False)
        return self.look

    def on_path_changed(self, _path: object) -> None:
        """Saved elsewhere, the background image is read from the new folder."""
        self._sync_background(self.document.pack)

    def _sync(self, element_id: str, pack: MapPack, index: dict[str, Element]) -> None:
        element = index.get(element_id)
        item = self.elements.get(element_id)
        if element is None or (item is not None and _ITEM_TYPES[type(element)] is not type(item)):
            if item is not None:
                self._remove(self.elements.pop(element_id))
            if element is None:
                return
            item = None
        new = item is None
        if item is None:
            item = _new_item(element, self._items_look)
            self.elements[element_id] = item
        looks_new = True
        if isinstance(item, StationItem):
            was = item.pos()
            looks_new = item.sync(element) or new  # type: ignore[arg-type]
            looks_new = looks_new or not self._whole_pixels(item.pos() - was)
        elif isinstance(item, RegionItem):
            names = self._profile.value_names if self._profile.uses("region.values") else ()
            item.sync(element, self._tints.get(element_id, 0), names)  # type: ignore[arg-type]
        elif isinstance(item, RouteItem):
            assert isinstance(element, Route)
            item.sync(element, route_points(pack, element), self._sheet_shown(pack, element))
        else:
            sections = self._profile.uses("connection.sections")
            item.sync(element, ById(pack.stations), sections)  # type: ignore[arg-type]
        if new:
            # Added once drawn: outside a scene, shaping an item costs Qt no bookkeeping.
            self.addItem(item)
            if isinstance(item, StationItem):
                self.addItem(item.label)
        if new or isinstance(item, RegionItem):  # a region may have changed its kind
            self._apply_visibility(item)
        if looks_new:  # a station moved by whole pixels keeps its picture: Qt moves it along
            self._redraw(item)

    def _whole_pixels(self, shift: QPointF) -> bool:
        """Whether a move of this many map units is a whole number of pixels in the
        view: a kept picture is put down at whole pixels, so one moved by part of a
        pixel would sit a little off."""
        scale = self._view_scale
        return all(abs(d * scale - round(d * scale)) < 1e-6 for d in (shift.x(), shift.y()))

    def _sheet_shown(self, pack: MapPack, route: Route) -> SheetShown | None:
        """What of a printed sheet the route shows: only where the rules read
        windows, a bonus or values."""
        profile = self._profile
        marked = {f.mark: f for f in profile.fields_of("route") if f.mark}
        windows, bonus = marked.get("boxes"), marked.get("first-later")
        values = first_later(route, profile.value_names) if profile.uses("route.values") else None
        if not (windows or bonus or values is not None):
            return None
        window = max(WINDOW, self.look.write_in)
        stop = self.look.station_radius(style.STATION_RADIUS)
        text = badge_text(self.look)
        return SheetShown(windows, bonus, values, *slots(pack.routes, route), window, stop, text)

    def _sync_tallies(self, pack: MapPack) -> None:
        """The boxes to tick follow the options and the board's size."""
        found = tallies(pack, self._profile)
        self.tallies.setVisible(bool(found))
        self.tallies.show_tallies(found, pack.canvas, self.look.write_in, self.look.text_growth)

    def _sharing_ends(self, ids: set[str], pack: MapPack) -> set[str]:
        """The routes whose Start or End Point moves aside for a route among `ids`
        (as it is now or as it was drawn): those sharing its first or last stop."""
        ends: set[str] = set()
        for element_id in ids:
            item = self.elements.get(element_id)
            if isinstance(item, RouteItem) and item.route.stops:
                ends.update((item.route.stops[0], item.route.stops[-1]))
            route = next((r for r in pack.routes if r.id == element_id), None)
            if route is not None and route.stops:
                ends.update((route.stops[0], route.stops[-1]))
        return {r.id for r in pack.routes if r.stops and {r.stops[0], r.stops[-1]} & ends}

    def _place_badges(self) -> None:
        """Put each region's value badge in a corner free of what is drawn over it;
        anything may have moved there, and badges are few."""
        for region in self.document.pack.regions:  # not every element: a city has thousands
            item = self.elements.get(region.id)
            if isinstance(item, RegionItem) and item.badge is not None:
                item.place_badge(self._covers)

    def _covers(self, rect: QRectF) -> bool:
        """Whether anything a badge would hide lies within `rect`: not the board,
        regions or a route's band (its track is there too; an open band's shape
        is the area its line encloses), but track, stations, labels and marks."""
        under = (self.board, self.background_item, self.far_view.picture)
        return any(
            item.topLevelItem() not in under
            and not isinstance(item, RouteItem)
            and not isinstance(item.topLevelItem(), RegionItem)
            for item in self.items(rect)
        )

    def _retint(self, pack: MapPack) -> set[str]:
        """Tint the districts again if the regions changed; the ids of those whose
        tint changed. Moving stations leaves the regions, and so this, alone."""
        if pack.regions == self._tinted:  # mostly identity checks: packs share elements
            return set()
        tints = neighbour_colours(pack.regions_of(["district"]), self._tints)
        changed = {key for key, tint in tints.items() if self._tints.get(key) != tint}
        self._tints, self._tinted = tints, pack.regions
        return changed

    def _ends_of(self, ids: set[str], index: dict[str, Element]) -> set[str]:
        """The stations at either end of the connections among `ids`, as they are now
        and as they were drawn (a deleted connection is only in its item)."""
        ends: set[str] = set()
        for element_id in ids:
            element, item = index.get(element_id), self.elements.get(element_id)
            if isinstance(element, Connection):
                ends.update(element.ends)
            if isinstance(item, ConnectionItem):
                ends.update(item.connection.ends)
        return ends

    def _remove(self, item: ElementItem) -> None:
        if isinstance(item, StationItem):
            self.removeItem(item.label)
        self.removeItem(item)

    def set_cache_mode(self, mode: QGraphicsItem.CacheMode) -> None:
        """Keep each element's drawing as a picture between repaints (DeviceCoordinateCache),
        or not. A view that repaints the same items again and again turns it on; a scene
        that is exported stays without, so SVG and PDF files get shapes, not pictures.
        Setting it again drops every picture, to be drawn afresh."""
        self.cache_mode = mode
        for item in self.elements.values():
            self._redraw(item)

    def _redraw(self, item: ElementItem) -> None:
        """Drop the item's kept picture after a change, so the next repaint draws it all
        afresh: for a picture bigger than the view, Qt's own update would redraw only
        the strip that came into view when the item's size changed too. (The few
        characters inside a station's marks are kept in the picture too, smoothed in
        grey rather than in the screen's subpixels: at that size the two look alike,
        and a drag repaints hundreds of them.)"""
        item.setCacheMode(self.cache_mode)  # also drops the picture kept so far
        if isinstance(item, ConnectionItem) and item.water is not None:
            item.water.setCacheMode(self.cache_mode)
        if isinstance(item, ConnectionItem) and item.sections is not None:
            item.sections.setCacheMode(self.cache_mode)
        if isinstance(item, RouteItem) and item.sheet is not None:
            item.sheet.setCacheMode(self.cache_mode)

    def place_labels(self) -> None:
        labelled = self.marks.label_items(self.elements)
        self.label_layout = LabelLayout(labelled, self.document.pack.canvas)

    def _sync_background(self, pack: MapPack) -> None:
        background = pack.background
        if background is None or self.document.path is None:
            if self.background_item is not None:
                self.removeItem(self.background_item)
                self.background_item = None
            return
        if self.background_item is None:
            self.background_item = BackgroundItem()
            self.addItem(self.background_item)
        self.background_item.sync(background, asset_folder(self.document.path))
        self.background_item.setVisible("background" in self.visible_layers)

    def background_grabs(self, point: QPointF) -> bool:
        """Whether a press here takes hold of the (unlocked) background image."""
        return self.background_item is not None and self.background_item.grabs(point)

    # ----- selection and layers

    def on_selection_changed(self, selection: frozenset[str]) -> None:
        for element_id, item in self.elements.items():
            highlighted = element_id in selection
            if highlighted != item.highlighted:
                item.set_highlighted(highlighted)
                self._redraw(item)
        self.far_view.changed(selection, self.elements)

    def set_layer_visible(self, layer: str, visible: bool) -> None:
        if visible == (layer in self.visible_layers):
            return  # every item already shows it so (the Layers panel reapplies them all)
        if visible:
            self.visible_layers.add(layer)
        else:
            self.visible_layers.discard(layer)
        for item in self.elements.values():
            self._apply_visibility(item)
        if self.background_item is not None:
            self.background_item.setVisible("background" in self.visible_layers)
        if self.far_view.far:
            self.far_view.refresh(self.elements)

    def set_view_scale(self, scale: float) -> None:
        """Labels too small to read at the view's scale (pixels per map unit) are
        not drawn at all: on a whole city in view they would be thousands of
        specks, most of a repaint's work. They are made fully transparent, which Qt
        skips at once, rather than hidden, which is the labels layer's say (and what
        replay marks keep clear of). Further out stations and track are one picture
        (editor/canvas/far_view.py). Exports never set it and draw everything."""
        self._view_scale = scale
        self.far_view.set_scale(scale, self.elements)
        self.setItemIndexMethod(_INDEX[self.far_view.far])
        readable = scale * style.LABEL_LINE_HEIGHT >= style.LEAST_READABLE_PIXELS
        if readable == self.labels_readable:
            return
        self.labels_readable = readable
        for item in self.elements.values():
            if isinstance(item, StationItem):
                item.label.setOpacity(_LABEL_OPACITY[readable])

    def _apply_visibility(self, item: ElementItem) -> None:
        visible = _layer_of(item) in self.visible_layers
        if isinstance(item, RegionItem):
            visible &= region_kind_layer(item.region.kind) in self.visible_layers
        item.setVisible(visible)
        if isinstance(item, StationItem):
            layers = self.visible_layers
            item.label.setVisible("labels" in layers and "stations" in layers)
            item.label.setOpacity(_LABEL_OPACITY[self.labels_readable])
        if isinstance(item, RegionItem):
            item.name.setVisible("region-names" in self.visible_layers)

    def element_at(self, x: float, y: float, reach: float = 0.0) -> str | None:
        """The id of the topmost visible element a click at a scene point picks; a
        large region only by its outline, `reach` scene units wide, or its name."""
        return next(iter(self.elements_at(x, y, reach)), None)

    def elements_at(self, x: float, y: float, reach: float = 0.0) -> list[str]:
        """Every element a click at a scene point could pick, the topmost first: a
        route's band lies under the track it follows, and Alt+click reaches it."""
        point = QPointF(x, y)
        found: dict[str, None] = {}
        for item in self.items(point, deviceTransform=QTransform()):
            element_id = getattr(item, "element_id", None)
            if element_id is None or not item.isVisible():
                continue
            if isinstance(item, RegionItem) and not item.picked_at(point, reach):
                continue
            found[str(element_id)] = None
        return list(found)

    def station_label_boxes(self) -> list[QRectF]:
        """Where the station names on show are: overlays keep clear of them."""
        return [
            item.label.sceneBoundingRect()
            for item in self.elements.values()
            if isinstance(item, StationItem) and item.label.isVisible() and item.label.text()
        ]

    def element_ids_in(self, rect: QRectF) -> set[str]:
        """Ids of visible stations, connections and routes inside a rubber band (a
        connection's water icons inside do not make the whole connection inside)."""
        return {
            str(item.element_id)
            for item in self.items(rect, Qt.ItemSelectionMode.ContainsItemShape)
            if hasattr(item, "element_id") and item.parentItem() is None and item.isVisible()
        }


class _TracksAt:
    """The connections at each station. A drag runs through every connection on each
    mouse move to find those at the moved station; the index is kept instead, and made
    again only when the connections change, which moving stations leaves alone."""

    def __init__(self) -> None:
        self._connections: tuple[Connection, ...] = ()
        self._at: dict[str, list[str]] = {}

    def with_tracks_at(self, connections: tuple[Connection, ...], ids: Iterable[str]) -> set[str]:
        """The ids, with the connections that end at one of them (or at a connection
        so found, should a station share its id)."""
        if connections is not self._connections and connections != self._connections:
            at: dict[str, list[str]] = {}
            for connection in connections:
                at.setdefault(connection.a, []).append(connection.id)
                at.setdefault(connection.b, []).append(connection.id)
            self._connections, self._at = connections, at
        touched = set(ids)
        found = touched
        while found:
            found = {track for key in found for track in self._at.get(key, ())} - touched
            touched |= found
        return touched


def _layer_of(item: QGraphicsItem) -> str:
    return {
        StationItem: "stations",
        ConnectionItem: "connections",
        RegionItem: "regions",
        RouteItem: "routes",
    }[type(item)]


def _new_item(element: Element, look: Look) -> ElementItem:
    if isinstance(element, Station):
        return StationItem(element, look)
    if isinstance(element, Connection):
        return ConnectionItem(element, look)
    if isinstance(element, Region):
        return RegionItem(element, look)
    return RouteItem(element)  # a printed line looks the same in every look
