"""A family's picture of one replayed moment on the canvas, whatever the family.

The family says what the game looks like (`Ruleset.picture`); this draws those
pieces where the map's elements now are, under two root items the replay
layer toggles: the track (path glows, then the marks, under the stations) and
what stands on the stations (marks, route windows, moving pieces, over the
names). Marks sharing a piece of track sit side by side, like lanes; a mark on
a section the canvas draws as a box fills that box, as a pen fills the sheet.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene
from shiboken6 import isValid

from editor.canvas import style
from editor.canvas.geometry import Point, offset_polyline, polyline_path
from editor.canvas.replay_items import (
    INK,
    MARK_GAP,
    RING,
    UNKNOWN_LINE,
    BoxMarkItem,
    LegItem,
    MarkItem,
    PieceItem,
    StationMarkItem,
    WindowsItem,
    colour_of,
    line_colours,
)
from editor.canvas.route_sheet import mark_rect
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem, RouteItem
from editor.playtest.track_geometry import centre_line, piece
from engine.map.model import MapPack
from engine.map.words import connection_name
from engine.rules.picture import Picture, TrackMark

TRACK_Z = 9.5  # over the heatmaps (9), under the stations (10)
ABOVE_Z = 12.0  # over the station names


def marks_by_piece(
    marks: Sequence[TrackMark],
) -> dict[tuple[str, tuple[int, int]], list[TrackMark]]:
    """Marks grouped by the piece of track they share, to be drawn side by side."""
    grouped: dict[tuple[str, tuple[int, int]], list[TrackMark]] = {}
    for mark in marks:
        grouped.setdefault((mark.connection, mark.part), []).append(mark)
    return grouped


class ReplayOverlay:
    def __init__(self) -> None:
        self._scene: QGraphicsScene | None = None
        self._roots: list[QGraphicsRectItem] = []
        self._shown: tuple[Picture, MapPack, frozenset[TrackMark]] | None = None
        self.visible = True

    def attach(self, scene: QGraphicsScene) -> None:
        self._drop()
        self._scene = scene
        if self._shown is not None:
            self._draw(*self._shown)

    def show(self, picture: Picture, pack: MapPack, fresh: Collection[TrackMark] = ()) -> None:
        """Draw `picture`; the track marks in `fresh` were added by the step on show."""
        self._shown = (picture, pack, frozenset(fresh))
        self._drop()
        self._draw(*self._shown)

    def follow(self, pack: MapPack) -> None:
        """Redraw the same moment where the elements now are."""
        if self._shown is not None:
            picture, _, fresh = self._shown
            self.show(picture, pack, fresh)

    def clear(self) -> None:
        self._shown = None
        self._drop()

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        for root in self._roots:
            if isValid(root):  # a scene closing with its window takes its items along
                root.setVisible(visible)

    def marks(self) -> list[MarkItem]:
        return [item for item in self._items() if isinstance(item, MarkItem)]

    def legs(self) -> list[LegItem]:
        return [item for item in self._items() if isinstance(item, LegItem)]

    def pieces(self) -> list[PieceItem]:
        return [item for item in self._items() if isinstance(item, PieceItem)]

    def station_marks(self) -> list[StationMarkItem]:
        return [item for item in self._items() if isinstance(item, StationMarkItem)]

    def windows(self) -> list[WindowsItem]:
        return [item for item in self._items() if isinstance(item, WindowsItem)]

    def _items(self) -> list[QGraphicsItem]:
        return [item for root in self._roots if isValid(root) for item in root.childItems()]

    def _draw(self, picture: Picture, pack: MapPack, fresh: frozenset[TrackMark]) -> None:
        if self._scene is None:
            return
        track, above = self._root(TRACK_Z), self._root(ABOVE_Z)
        stations = pack.station_index
        lines = {c.id: centre_line(c, stations) for c in pack.connections}
        colours = line_colours(pack)
        for path in picture.paths:  # first, so the marks lie on the glow
            for leg in path.legs:
                _add_path(track, LegItem(leg), piece(lines.get(leg.connection, []), leg.part))
        for (connection, part), marks in marks_by_piece(picture.track).items():
            centre = piece(lines.get(connection, []), part)
            box = self._section_box(connection, part) if len(marks) == 1 else None
            where = connection_name(pack, connection)
            for slot, mark in enumerate(marks):
                offset = (slot - (len(marks) - 1) / 2) * MARK_GAP
                colour = colour_of(mark.colour, colours, UNKNOWN_LINE)
                if box is not None:
                    _place(track, BoxMarkItem(mark, colour, mark in fresh, where, box), (0.0, 0.0))
                    continue
                item = MarkItem(mark, colour, mark in fresh, where)
                _add_path(track, item, offset_polyline(centre, offset))
        for station_mark in picture.stations:
            station = stations.get(station_mark.station)
            if station is not None:
                default = RING if station_mark.kind == "ring" else INK
                colour = colour_of(station_mark.colour, colours, default)
                number_box = self._number_box(station.id, station.pos)
                drawn = StationMarkItem(station_mark, colour, station.name, number_box)
                _place(above, drawn, station.pos)
        self._draw_windows(above, picture, pack, colours)
        for moving in picture.pieces:
            station = stations.get(moving.station)
            if station is not None:
                _place(above, PieceItem(moving, station.name), station.pos)

    def _draw_windows(
        self, root: QGraphicsItem, picture: Picture, pack: MapPack, colours: Mapping[str, QColor]
    ) -> None:
        """Each route's windows over the boxes the canvas draws for them, or else
        below and right of its first stop; one row per seat."""
        routes = {route.id: route for route in pack.routes}
        rows: dict[str, int] = {}
        for windows in picture.routes:
            route = routes.get(windows.route)
            first = pack.station_index.get(route.stops[0]) if route and route.stops else None
            if route is None or first is None:
                continue
            row = rows[route.id] = rows.get(route.id, -1) + 1
            colour = colour_of(route.colour, colours, INK)
            printed = self._window_boxes(route.id) if row == 0 else []
            if len(printed) == windows.windows > 0:
                _place(root, WindowsItem(windows, colour, printed), (0.0, 0.0))
                continue
            item = WindowsItem(windows, colour)
            x, y = first.pos
            corner = style.STATION_RADIUS + 3
            _place(root, item, (x + corner, y + corner + row * (WindowsItem.BOX + 3)))

    def _window_boxes(self, route_id: str) -> list[QRectF]:
        """Where the canvas draws the route's window boxes (none: it draws no sheet)."""
        item = getattr(self._scene, "elements", {}).get(route_id)
        if not isinstance(item, RouteItem) or item.sheet is None or item.sheet.sheet is None:
            return []
        return [mark_rect(m) for m in item.sheet.sheet.marks if m.kind == "window"]

    def _number_box(self, station_id: str, pos: Point) -> QRectF:
        """Where a number written at the station stays clear of its name on the canvas."""
        item = getattr(self._scene, "elements", {}).get(station_id)
        label = item.label if isinstance(item, StationItem) else None
        if label is None or not label.isVisible() or not label.text():
            return StationMarkItem.NUMBER_BOXES[0]
        name = label.sceneBoundingRect().translated(-pos[0], -pos[1])
        clear = (box for box in StationMarkItem.NUMBER_BOXES if not box.intersects(name))
        return next(clear, StationMarkItem.NUMBER_BOXES[0])

    def _section_box(self, connection_id: str, part: tuple[int, int]) -> QPolygonF | None:
        """The box the canvas draws for section k of n of a connection, in the scene;
        None where it draws no n boxes there."""
        item = getattr(self._scene, "elements", {}).get(connection_id)
        if not isinstance(item, ConnectionItem) or item.sections is None:
            return None
        k, n = part
        corners = item.sections.corners
        if len(corners) != n or not 0 <= k < n:
            return None
        return item.sections.mapToScene(QPolygonF([QPointF(x, y) for x, y in corners[k]]))

    def _root(self, z: float) -> QGraphicsRectItem:
        assert self._scene is not None
        root = QGraphicsRectItem()
        root.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        root.setZValue(z)
        root.setVisible(self.visible)
        self._scene.addItem(root)
        self._roots.append(root)
        return root

    def _drop(self) -> None:
        for root in self._roots:
            if isValid(root) and root.scene() is not None:
                root.scene().removeItem(root)
        self._roots = []


def _add_path(root: QGraphicsItem, item: QGraphicsPathItem, points: list[Point]) -> None:
    item.setPath(polyline_path(points))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setParentItem(root)


def _place(root: QGraphicsItem, item: QGraphicsItem, pos: Point) -> None:
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setParentItem(root)
    item.setPos(*pos)
