"""A replayed game's moment on the canvas: the coloured marks on the track, the
Passenger's route since the moment before, and where he stands.

Display only, like the heatmaps (editor/canvas/heatmap.py): the items show a
`BoardState` (editor/playtest/board_state.py) and never touch the map. Marks
sharing a track space sit side by side, like lanes; a route is a broad glow
under them, solid where he rode and dashed where he walked.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from editor.canvas import style
from editor.canvas.geometry import offset_polyline
from editor.canvas.track_items import polyline_path
from editor.playtest.board_state import BoardState, Leg, Mark, marks_by_piece
from editor.playtest.track_geometry import centre_line, piece
from engine.model import MapPack

TRACK_Z = 9.5  # over the heatmaps (9), under the stations (10)
PASSENGER_Z = 12.0  # over the station names
MARK_WIDTH = style.LANE_WIDTH + 1.5
MARK_GAP = MARK_WIDTH + 1.0
ROUTE_WIDTH = 16.0
ROUTE_COLOUR = QColor(255, 196, 0, 150)
FRESH_CASING = QColor(20, 20, 20, 170)
UNKNOWN_LINE = QColor("#555555")


def line_colours(pack: MapPack) -> dict[str, QColor]:
    """Line colour name -> its printed colour (components.lines rgb)."""
    colours = {}
    for line in pack.components.lines:
        colour = QColor(line.rgb) if line.rgb else QColor(line.name)
        colours[line.name] = colour if colour.isValid() else UNKNOWN_LINE
    return colours


class MarkItem(QGraphicsPathItem):
    """One Track token or drawn section, in its line's colour; one placed during the
    turn on show has a dark casing, so a step shows what it added."""

    CASING = 4.0

    def __init__(self, mark: Mark, colour: QColor, fresh: bool) -> None:
        super().__init__()
        self.mark = mark
        self.fresh = fresh
        pen = QPen(colour, MARK_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.setPen(pen)
        new = " (this turn)" if fresh else ""
        self.setToolTip(f"{mark.colour} (seat {mark.seat}) on {mark.connection}{new}")

    def boundingRect(self) -> QRectF:
        grow = self.CASING / 2 + 1
        return super().boundingRect().adjusted(-grow, -grow, grow, grow)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.fresh:
            casing = QPen(FRESH_CASING, MARK_WIDTH + self.CASING)
            casing.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.strokePath(self.path(), casing)
        super().paint(painter, option, widget)


class RouteLegItem(QGraphicsPathItem):
    """One track space the Passenger crossed."""

    def __init__(self, leg: Leg) -> None:
        super().__init__()
        self.leg = leg
        pen = QPen(ROUTE_COLOUR, ROUTE_WIDTH)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if leg.line is None:
            pen.setStyle(Qt.PenStyle.DotLine)
            pen.setWidthF(ROUTE_WIDTH * 0.6)
        self.setPen(pen)
        self.setToolTip(f"rode {leg.line}" if leg.line else "walked")


class PassengerItem(QGraphicsItem):
    """The Passenger: a dark disc with a P, where he stands."""

    RADIUS = 9.0

    def __init__(self, station: str) -> None:
        super().__init__()
        self.station = station
        self.setToolTip(f"the Passenger is at {station}")

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(QColor("#ffc400"), 2))
        painter.setBrush(QBrush(QColor("#1b1f24")))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        painter.setPen(QPen(QColor("#ffffff")))
        painter.setFont(QFont("Sans", 8, QFont.Weight.Bold))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "P")


class ReplayOverlay:
    """One moment of a replay, under two root items: the track (route and marks, under
    the stations) and the Passenger (over the names); the replay layer toggles both."""

    def __init__(self) -> None:
        self._scene: QGraphicsScene | None = None
        self._roots: list[QGraphicsRectItem] = []
        self._shown: tuple[BoardState, MapPack, frozenset[Mark]] | None = None
        self.visible = True

    def attach(self, scene: QGraphicsScene) -> None:
        self._drop()
        self._scene = scene
        if self._shown is not None:
            self._draw(*self._shown)

    def show(self, board: BoardState, pack: MapPack, fresh: Collection[Mark] = ()) -> None:
        """Draw `board`; the marks in `fresh` were added by the turn on show."""
        self._shown = (board, pack, frozenset(fresh))
        self._drop()
        self._draw(*self._shown)

    def follow(self, pack: MapPack) -> None:
        """Redraw the same moment where the elements now are."""
        if self._shown is not None:
            board, _, fresh = self._shown
            self.show(board, pack, fresh)

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

    def legs(self) -> list[RouteLegItem]:
        return [item for item in self._items() if isinstance(item, RouteLegItem)]

    def passenger(self) -> PassengerItem | None:
        return next((item for item in self._items() if isinstance(item, PassengerItem)), None)

    def _items(self) -> list[QGraphicsItem]:
        return [item for root in self._roots for item in root.childItems()]

    def _draw(self, board: BoardState, pack: MapPack, fresh: frozenset[Mark]) -> None:
        if self._scene is None:
            return
        track, above = self._root(TRACK_Z), self._root(PASSENGER_Z)
        stations = pack.station_index
        lines = {c.id: centre_line(c, stations) for c in pack.connections}
        for move in board.moves:  # first, so the marks lie on the glow
            for leg in move.legs:
                _add(track, RouteLegItem(leg), piece(lines.get(leg.connection, []), leg.part))
        colours = line_colours(pack)
        for (connection, part), marks in marks_by_piece(board.marks).items():
            centre = piece(lines.get(connection, []), part)
            for slot, mark in enumerate(marks):
                offset = (slot - (len(marks) - 1) / 2) * MARK_GAP
                item = MarkItem(mark, colours.get(mark.colour, UNKNOWN_LINE), mark in fresh)
                _add(track, item, offset_polyline(centre, offset))
        if board.passenger is not None and board.passenger in stations:
            marker = PassengerItem(board.passenger)
            marker.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            marker.setParentItem(above)
            marker.setPos(*stations[board.passenger].pos)

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


def _add(root: QGraphicsItem, item: QGraphicsPathItem, points: list[tuple[float, float]]) -> None:
    item.setPath(polyline_path(points))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setParentItem(root)
