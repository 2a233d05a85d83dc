"""Connections (track spaces, water icons, section boxes, bend handles) and routes
on the canvas."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.canvas import style
from editor.canvas.children import drop
from editor.canvas.geometry import Point, offset_polyline, point_along, polyline_path
from editor.canvas.handles import VertexHandles
from editor.canvas.look import DIAGRAM, Look
from editor.canvas.route_sheet import RouteSheet, SheetShown
from editor.canvas.section_boxes import SectionBoxes
from editor.canvas.track_slots import bed_pen, slot_path, track_bed
from engine.map.model import Connection, Route, Station
from engine.rules.elements import MAX_SECTIONS


class ConnectionItem(QGraphicsPathItem):
    """All lanes of one connection as parallel strokes, with its water icons on top
    and, where the rules read sections, its section boxes.

    Selected, it shows a handle on each bend: the points the select tool drags.
    The lanes are a plain path item and the icons a child item of their own, so
    Qt draws a connection without calling back into Python: a repaint meets
    every connection in view, several times each. In a look with slots the
    path is the track spaces' slots (editor/canvas/track_slots.py), on a track
    bed behind them.
    """

    def __init__(self, connection: Connection, look: Look = DIAGRAM) -> None:
        super().__init__()
        self.look = look
        self.element_id = connection.id
        self.connection = connection
        self.highlighted = False
        self.centre: list[Point] = []
        self.water_points: list[Point] = []  # where the icons sit (U12)
        self.water: WaterIcons | None = None  # only on a connection that has icons
        self.sections: SectionBoxes | None = None  # only where the rules read sections
        self._shape: QPainterPath | None = None  # made when first asked for
        self.handles = VertexHandles(self)
        self.bed = track_bed(self) if look.slots else None
        self.setZValue(5)

    def sync(
        self, connection: Connection, stations: Mapping[str, Station], sections: bool = False
    ) -> None:
        """`sections`: whether the rules read sections, so the boxes show."""
        self.connection = connection
        a, b = stations.get(connection.a), stations.get(connection.b)
        self.centre = [a.pos, *connection.bends, b.pos] if a and b else []
        gap = self.look.lane_gap
        if self.bed is not None:
            path = slot_path(self.centre, connection.lanes, connection.water, gap, self.look.slot)
            self.bed.setPath(polyline_path(self.centre))
        else:
            path = QPainterPath()
            for lane in range(max(connection.lanes, 1)):
                offset = (lane - (connection.lanes - 1) / 2) * gap
                path.addPath(polyline_path(offset_polyline(self.centre, offset)))
        # evenly spaced icons split the track into water + 1 spaces (U12)
        count = connection.water if self.centre else 0
        water = [point_along(self.centre, (i + 1) / (count + 1)) for i in range(count)]
        icons_moved = water != self.water_points
        self.water_points = water
        if water and self.water is None:
            self.water = WaterIcons(self)
        if self.water is not None:
            self.water.show_at(water)
        self._shape = None
        if icons_moved:
            # The icons are part of the shape, which Qt takes the item's bounds from
            # once per path: clearing the path makes it take them again.
            self.setPath(QPainterPath())
        self.setPath(path)
        if sections and self.sections is None:
            self.sections = SectionBoxes(self, connection.id)
        elif not sections and self.sections is not None:
            drop(self.sections)
            self.sections = None
        self._restyle()

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self._restyle()

    def _restyle(self) -> None:
        colour = style.SELECTION if self.highlighted else style.TRACK
        if not 1 <= self.connection.lanes <= 3:
            colour = style.NATIONAL_RAIL  # out of range: the validator also says so
        pen = QPen(colour, style.LANE_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if self.bed is not None:
            pen = QPen(colour.darker(150), 1.0)
            self.setBrush(style.SLOT)
            self.bed.setPen(bed_pen(colour, self.connection.lanes, self.look.lane_gap))
        # Boxes stand for the track: a line's colour shows through them, not a stroke.
        self.setPen(pen if self.sections is None else _NO_PEN)
        if self.sections is not None:
            count = self.connection.sections
            edge = style.SELECTION if self.highlighted else style.TRACK.darker(130)
            if not 1 <= count <= MAX_SECTIONS:
                edge = style.NATIONAL_RAIL  # out of range: the validator also says so
            stop = self.look.station_radius(style.STATION_RADIUS)
            self.sections.show_boxes(self.centre, count, edge, stop)
        self.handles.show(self.connection.bends if self.highlighted else ())

    def scene_reach(self) -> QRectF:
        """Where the connection is drawn, its water icons included."""
        lanes = self.sceneBoundingRect()
        return lanes if self.water is None else lanes.united(self.water.sceneBoundingRect())

    def shape(self) -> QPainterPath:
        """Where a click selects it: a band along the track, and the water icons.
        Qt also takes the item's bounds from it, several times per change."""
        if self._shape is None:
            stroker = QPainterPathStroker()
            stroker.setWidth(self.look.lane_gap * max(self.connection.lanes, 1) + 6)
            discs = self.water.shape() if self.water is not None else QPainterPath()
            self._shape = stroker.createStroke(polyline_path(self.centre)).united(discs)
        return self._shape


_NO_PEN = QPen(Qt.PenStyle.NoPen)


class WaterIcons(QGraphicsItem):
    """A connection's water icons (U12), above its lanes. A click on one is a click
    on the connection, which is why it carries the connection's id."""

    def __init__(self, connection: ConnectionItem) -> None:
        super().__init__(connection)
        self.element_id = connection.element_id
        self._points: list[Point] = []
        self._discs = QPainterPath()
        self._reach = QRectF()

    def show_at(self, points: list[Point]) -> None:
        self.prepareGeometryChange()
        self._points = points
        self._discs = QPainterPath()
        for x, y in points:
            self._discs.addEllipse(QPointF(x, y), style.WATER_RADIUS, style.WATER_RADIUS)
        self._reach = self._discs.boundingRect().adjusted(-1, -1, 1, 1) if points else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._reach

    def shape(self) -> QPainterPath:
        return self._discs

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for x, y in self._points:
            paint_water_icon(painter, x, y)


def paint_water_icon(painter: QPainter, x: float, y: float) -> None:
    """A blue disc with a white wave: a water icon node on the track (U12)."""
    r = style.WATER_RADIUS
    painter.save()
    painter.translate(x, y)
    painter.setPen(QPen(style.STATION_FILL, 1.5))
    painter.setBrush(QBrush(style.WATER))
    painter.drawEllipse(QPointF(0, 0), r, r)
    wave = QPainterPath(QPointF(-0.6 * r, 0.1 * r))
    wave.cubicTo(-0.3 * r, -0.45 * r, -0.1 * r, -0.45 * r, 0, 0.05 * r)
    wave.cubicTo(0.1 * r, 0.5 * r, 0.3 * r, 0.5 * r, 0.6 * r, 0.0)
    pen = QPen(style.STATION_FILL, 1.4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(wave)
    painter.restore()


class RouteItem(QGraphicsPathItem):
    """A printed line (Metro X route, Tokyo's pre-drawn line…): a broad band in its
    colour just under the track, so the track and its water icons stay readable on it.

    Selected, it keeps its colour and gains a halo: the colour is what is being edited.
    The halo is a child item behind the band, so Qt draws both without calling
    back into Python. Where the rules read windows, a bonus or values, a second child
    shows the route as its sheet prints it (editor/canvas/route_sheet.py).
    """

    _WIDTH = 7.0
    _HALO = 13.0

    def __init__(self, route: Route) -> None:
        super().__init__()
        self.element_id = route.id
        self.route = route
        self.highlighted = False
        self.setZValue(4)  # connections are at 5
        self._halo = QGraphicsPathItem(self)
        self._halo.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        halo = QColor(style.SELECTION)
        halo.setAlpha(150)
        pen = QPen(halo, self._HALO)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._halo.setPen(pen)
        self._halo.setVisible(False)
        self.sheet: RouteSheet | None = None

    def sync(self, route: Route, points: list[Point], shown: SheetShown | None = None) -> None:
        """`points`: where the band runs (engine.map.geometry.route_points); `shown`:
        what of the printed sheet to draw (None: nothing)."""
        self.route = route
        self.setPath(polyline_path(points))
        self._halo.setPath(self.path())
        colour = QColor(route.colour) if route.colour else style.TRACK
        colour.setAlpha(190)
        pen = QPen(colour, self._WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self._sync_sheet(route, points, shown)

    def _sync_sheet(self, route: Route, points: list[Point], shown: SheetShown | None) -> None:
        if shown is None or len(points) < 2:
            if self.sheet is not None:
                drop(self.sheet)
            self.sheet = None
            return
        if self.sheet is None:
            self.sheet = RouteSheet(self, route.id)
        self.sheet.element_id = route.id
        colour = QColor(route.colour) if route.colour else QColor(style.TRACK)
        windows = shown.windows.of(route) if shown.windows else 0
        bonus: tuple[float, float] | None = shown.bonus.of(route) if shown.bonus else None
        if bonus is None:
            bonus = shown.values
        ends = shown.windows is not None or shown.bonus is not None
        self.sheet.show_sheet(
            points,
            colour,
            windows,
            bonus,
            shown.start,
            shown.end,
            ends,
            shown.window,
            shown.stop,
            shown.text,
        )

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self._halo.setVisible(highlighted)
