"""A station on the canvas: its symbol, the flags the rules care about, and its label.

The body says what kind of stop it is (its card symbol's shape on a Next
Station sheet, '?' on a wild station, a square for a Terminus, a red ring for
National Rail, green for the Passenger's start, a cross for `+`); every other
flag is a small mark on a diagonal, on top or below, so the left and right stay
free for the label. A Terminus whose body takes its card symbol's shape gets a
buffer stop below instead of the square. The item mirrors one `Station` value;
`sync` gives it the new value after an edit. It never edits the model.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import replace
from functools import cache, lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
)

from editor.canvas import style
from editor.canvas.look import DIAGRAM, Look
from editor.canvas.symbol_shapes import SHAPES, symbol_path
from engine.map.fields import Catalogue, Field, catalogue
from engine.map.model import Station

KIND = "station"
_R = style.STATION_RADIUS
_MARGIN = 16.0  # room for the flag marks around the circle
_MARK = 5.0  # half the size of a flag mark
_DIAGONAL = _R + 4.5  # how far a corner mark's centre sits from the station, along x and y
_STACK_STEP = 2.5  # how far each landmark tile peeks out from under the one above
_BAR = _MARK + 1  # half the width of the buffer stop on a Terminus
# Where each flag's mark sits, relative to the station.
_SPOTS = {
    "diamond": QPointF(0, -_R - 6),
    "pennant": QPointF(_DIAGONAL, -_DIAGONAL),
    "four-colours": QPointF(-_DIAGONAL, -_DIAGONAL),
    "gold-star": QPointF(-_DIAGONAL, _DIAGONAL),
    "stack": QPointF(_DIAGONAL, _DIAGONAL),
    "buffer-stop": QPointF(0, _R + 6),
}


class StationMark(QGraphicsItem):
    """A mark other code hangs on a station's item (a colour's departure): labels
    keep off it as they keep off the station's own marks."""


class StationItem(QGraphicsRectItem):
    """A rect item, invisible itself, whose rect is the reach of the drawing: Qt then
    knows the bounds without calling back into Python, which a repaint asks for
    several times per station in view."""

    def __init__(self, station: Station, look: Look = DIAGRAM) -> None:
        size = _R + _MARGIN
        super().__init__(-size, -size, 2 * size, 2 * size)
        self.setPen(_NO_PEN)
        self.element_id = station.id
        self.station = station
        self.highlighted = False
        self.setZValue(10)
        self.setScale(look.station_radius(_R) / _R)  # a circle to write in, on a sheet
        self.label = QGraphicsSimpleTextItem(station.name)
        self.label.setFont(_label_font(look.label_height))
        self.label.setBrush(_LABEL_BRUSH)
        self.label.setZValue(11)
        self.sync(station)

    def sync(self, station: Station) -> bool:
        """Show the station; whether it looks different, not only sits elsewhere. A
        drag moves it dozens of times a second, and the picture Qt keeps of it
        (device-coordinate caching) moves with it, unless drawn afresh."""
        looks_new = (
            station is not self.station and replace(station, pos=self.station.pos) != self.station
        )
        self.station = station
        self.setPos(*station.pos)
        if self.label.text() != station.name:
            self.label.setText(station.name)
        if looks_new:
            self.update()
        return looks_new

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.update()

    def marks(self) -> list[str]:
        """The flag marks drawn around the body (a stack of tiles among them)."""
        return [mark for mark in _SPOTS if _marked(self.station, mark)]

    def mark_rects(self) -> list[QRectF]:
        """Where the body and each mark are, in scene coordinates: labels keep off them."""
        body = QRectF(-_R - 1, -_R - 1, 2 * _R + 2, 2 * _R + 2)
        marks = [_mark_rect(_SPOTS[mark], mark) for mark in self.marks()]
        hung = [
            child.mapRectToParent(child.boundingRect())
            for child in self.childItems()
            if isinstance(child, StationMark)
        ]
        return [self.mapRectToScene(rect) for rect in (body, *marks, *hung)]

    def radius(self) -> float:
        """The body's radius in map units, as this look draws it."""
        return _R * self.scale()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), _R + 2, _R + 2)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        s = self.station
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:  # a white rim keeps it apart from heat of the same hue
            halo = QColor(style.SELECTION)
            halo.setAlpha(150)
            painter.setPen(QPen(style.SELECTION_RIM, 1.5))
            painter.setBrush(QBrush(halo))
            painter.drawEllipse(QPointF(0, 0), _R + 7, _R + 7)
        self._paint_body(painter, s)
        for mark in self.marks():
            painter.save()
            painter.translate(_SPOTS[mark])
            _PAINTERS[mark](painter, s)
            painter.restore()

    def _paint_body(self, painter: QPainter, s: Station) -> None:
        if _has_mark(s, "red-ring"):  # a red ring round the body (National Rail, U5)
            painter.setPen(QPen(style.NATIONAL_RAIL, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            _draw_body(painter, s, _R + 2.5)
        if _has_mark(s, "gold-star"):  # a gold ring round the body: where the first die goes
            painter.setPen(QPen(style.STAR, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            _draw_body(painter, s, _R + 2.5)
        fill = style.START if s.has("start") else style.STATION_FILL
        bold = _has_mark(s, "buffer-stop") or _symbol(s) is not None
        # a circle grown to write in keeps the outline it has on the desk
        outline = QPen(style.STATION_OUTLINE, (2.5 if bold else 2.0) / self.scale())
        outline.setJoinStyle(Qt.PenJoinStyle.MiterJoin)  # sharp corners on the symbol shapes
        painter.setPen(outline)
        painter.setBrush(QBrush(fill))
        _draw_body(painter, s, _R)
        if _has_mark(s, "cross"):  # a `+` station (U9)
            painter.setPen(QPen(style.STATION_FILL if s.has("start") else style.PLUS_MARK, 2.2))
            painter.drawLine(QPointF(-4.5, 0), QPointF(4.5, 0))
            painter.drawLine(QPointF(0, -4.5), QPointF(0, 4.5))
        glyph = _glyph(s)
        if glyph:
            painter.setFont(_small_bold_font())
            painter.setPen(QPen(style.STATION_OUTLINE))
            painter.drawText(QRectF(-_R, -_R, 2 * _R, 2 * _R), Qt.AlignmentFlag.AlignCenter, glyph)


def _draw_body(painter: QPainter, s: Station, radius: float) -> None:
    """A card symbol gives the body its shape (a Next Station sheet); a line's end
    is a square (a Terminus, U6); every other station a circle."""
    path = _shape(s, radius)
    if path is not None:
        painter.drawPath(path)
    elif _has_mark(s, "buffer-stop"):
        painter.drawRect(QRectF(-radius, -radius, 2 * radius, 2 * radius))
    else:
        painter.drawEllipse(QPointF(0, 0), radius, radius)


def _marked(s: Station, mark: str) -> bool:
    if mark == "stack":
        return _stacked(s) > 0
    if mark == "buffer-stop":  # only where the card symbol's shape took the square's place
        return _has_mark(s, mark) and _shape(s) is not None
    return _has_mark(s, mark)


def _has_mark(s: Station, mark: str) -> bool:
    """Whether a flag of the station is drawn with this mark, as a family's flag
    declares it (engine/map/fields.py)."""
    return any(s.has(flag) for flag in _flags_marked(catalogue())[mark])


@lru_cache(maxsize=4)
def _flags_marked(known: Catalogue) -> defaultdict[str, tuple[str, ...]]:
    marked: defaultdict[str, tuple[str, ...]] = defaultdict(tuple)
    for declared in known.all():
        if declared.type == "flag" and declared.mark:
            marked[declared.mark] = (*marked[declared.mark], declared.name)
    return marked


def _stacked(s: Station) -> int:
    """How many tiles a family's stacked field gives the station (a landmark slot)."""
    return max((int(f.of(s)) for f in _stacks(catalogue())), default=0)


@lru_cache(maxsize=4)
def _stacks(known: Catalogue) -> tuple[Field[Any], ...]:
    return tuple(f for f in known.of("station") if f.type == "whole" and f.mark == "stack")


def _symbol(s: Station) -> str | None:
    """The name of the shape a family's field gives the station, if any."""
    for declared in _shaped(catalogue()):
        value = declared.of(s)
        if value:
            return str(value)
    return None


@lru_cache(maxsize=4)
def _shaped(known: Catalogue) -> tuple[Field[Any], ...]:
    return tuple(f for f in known.of("station") if f.mark == "shape")


def _shape(s: Station, radius: float = _R) -> QPainterPath | None:
    """The outline of the station's symbol, if the symbol has a shape."""
    symbol = _symbol(s)
    return symbol_path(symbol, radius) if symbol else None


def _glyph(s: Station) -> str:
    """What is written in the body: '?' on a wild station (it matches every card),
    the initial of a symbol that has no shape of its own."""
    if _has_mark(s, "four-colours"):
        return "?"
    symbol = _symbol(s)
    if symbol and symbol not in SHAPES:
        return symbol[0].upper()
    return ""


@cache
def _label_font(height: float = 0.0) -> QFont:
    """One font for every label of a look (made once the application exists): the
    desk's point size, or `height` map units tall."""
    font = QFont("Sans", style.LABEL_POINT_SIZE)
    if height:
        font.setPixelSize(math.ceil(height))
    return font


@cache
def _small_bold_font() -> QFont:
    """For the few characters drawn inside a body or a mark."""
    font = QFont("Sans")
    font.setPixelSize(9)
    font.setBold(True)
    return font


def _mark_rect(centre: QPointF, mark: str) -> QRectF:
    rect = QRectF(centre.x() - _MARK, centre.y() - _MARK, 2 * _MARK, 2 * _MARK)
    if mark == "stack":  # the stack peeks out below
        return rect.adjusted(0, 0, _STACK_STEP * 2, _STACK_STEP * 2)
    if mark == "buffer-stop":  # the buffer stop's bar is wider
        return rect.adjusted(_MARK - _BAR, 0, _BAR - _MARK, 0)
    return rect


def _paint_diamond(painter: QPainter, s: Station) -> None:
    """A diamond above the station: a Connection tile goes here (U7)."""
    m = _MARK + 0.5
    diamond = QPolygonF([QPointF(0, -m), QPointF(m, 0), QPointF(0, m), QPointF(-m, 0)])
    painter.setPen(QPen(style.STATION_FILL, 1.0))
    painter.setBrush(QBrush(style.CONNECTION_MARK))
    painter.drawPolygon(diamond)


def _paint_pennant(painter: QPainter, s: Station) -> None:
    """A pennant on a pole: a tourist site."""
    painter.setPen(QPen(style.TOURIST, 1.5))
    painter.drawLine(QPointF(-3, _MARK), QPointF(-3, -_MARK))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(style.TOURIST))
    painter.drawPolygon(QPolygonF([QPointF(-3, -_MARK), QPointF(_MARK, -1.5), QPointF(-3, 1.5)]))


def _paint_four_colours(painter: QPainter, s: Station) -> None:
    """A disc in four colours: the station matches every card symbol."""
    rect = QRectF(-_MARK, -_MARK, 2 * _MARK, 2 * _MARK)
    painter.setPen(Qt.PenStyle.NoPen)
    for quarter, colour in enumerate(style.WILD):
        painter.setBrush(QBrush(colour))
        painter.drawPie(rect, quarter * 90 * 16, 90 * 16)
    painter.setPen(QPen(style.STATION_OUTLINE, 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect)


def _paint_gold_star(painter: QPainter, s: Station) -> None:
    """A five-pointed star: the dice game's central star station."""
    points = []
    for i in range(10):
        radius = _MARK + 1 if i % 2 == 0 else (_MARK + 1) * 0.45
        angle = math.pi * i / 5 - math.pi / 2
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    painter.setPen(QPen(style.STAR.darker(150), 0.8))
    painter.setBrush(QBrush(style.STAR))
    painter.drawPolygon(QPolygonF(points))


def _paint_stack(painter: QPainter, s: Station) -> None:
    """A stack of tiles (landmarks, U10): one square per tile, the front one showing
    the count."""
    size = _stacked(s)
    painter.setPen(QPen(style.LANDMARK.darker(160), 1.0))
    painter.setBrush(QBrush(style.LANDMARK))
    for i in reversed(range(size)):
        corner = -_MARK + _STACK_STEP * i
        painter.drawRect(QRectF(corner, corner, 2 * _MARK, 2 * _MARK))
    painter.setFont(_small_bold_font())
    painter.setPen(QPen(style.STATION_FILL))
    rect = QRectF(-_MARK, -_MARK, 2 * _MARK, 2 * _MARK)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(size))


def _paint_buffer_stop(painter: QPainter, s: Station) -> None:
    """A buffer stop below a body shaped by its card symbol: the line ends here (U6)."""
    track_end, bar = QPainterPath(), QPainterPath()
    track_end.addRect(QRectF(-1.5, -_MARK + 1, 3, _MARK))
    bar.addRect(QRectF(-_BAR, 0.5, 2 * _BAR, 4))
    painter.setPen(QPen(style.STATION_FILL, 1.2))
    painter.setBrush(QBrush(style.TERMINUS))
    painter.drawPath(track_end.united(bar))


_NO_PEN = QPen(Qt.PenStyle.NoPen)
_LABEL_BRUSH = QBrush(style.LABEL)
_PAINTERS = {
    "diamond": _paint_diamond,
    "pennant": _paint_pennant,
    "four-colours": _paint_four_colours,
    "gold-star": _paint_gold_star,
    "stack": _paint_stack,
    "buffer-stop": _paint_buffer_stop,
}
