"""The board look's cartouche: the map's title, its rules and variant, the line
colours, a legend of the marks on the board and the credits, in a framed panel
as a printed board has one: against the board's edge where it covers nothing,
or else beside the board.

Its text is as tall as the station names of its look (editor/canvas/look.py),
so a board printed at any scale reads as well in the cartouche as on the map.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from editor.canvas import style
from editor.canvas.legend import Entry, legend_entries
from editor.canvas.look import LABEL_HEIGHT, Look
from editor.canvas.painted import PaintedItem
from editor.canvas.region_item import region_colours
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import paint_water_icon
from editor.canvas.track_slots import SLOT_WIDTH, TOKEN_LENGTH
from editor.ruleset_profile import RulesetProfile
from engine.map.fields import catalogue
from engine.map.model import MapPack


@dataclass(frozen=True)
class Shape:
    """How the panel is laid out: its width in text heights, and columns."""

    width: int
    line_columns: int
    legend_columns: int


ON_BOARD = Shape(40, 4, 3)
BESIDE_RIGHT = Shape(24, 2, 2)  # tall and narrow, by a board's side
BESIDE_BELOW = Shape(64, 6, 4)  # wide and low, under a board
SLIDES = 8  # places along each edge of the board the panel tries
INSET = 10.0  # from the board's edges, in map units
_WRAP = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
_SAMPLE = 2 * (style.STATION_RADIUS + 6)  # room for a station and its marks

Line = tuple[str, QFont, QRectF]  # text, font, where


class Cartouche(PaintedItem):
    def __init__(self, look: Look) -> None:
        self.unit = look.label_height or LABEL_HEIGHT  # text height, in map units
        super().__init__(_font(self.unit))
        self.slots = look.slots
        self.setZValue(30)  # over everything on the board
        self.texts: list[Line] = []
        self.swatches: list[tuple[QRectF, QColor]] = []
        self.samples: list[tuple[QPointF, Entry, StationItem | None]] = []
        self.frame = QRectF()
        self._shown: tuple[object, ...] | None = None  # what the layout was made for
        self._shape = ON_BOARD
        self._showing: tuple[MapPack, RulesetProfile] | None = None
        self.beside = False  # beside the board rather than on it

    def fill(self, pack: MapPack, profile: RulesetProfile) -> bool:
        """Lay the panel out for `pack`; whether what it shows changed."""
        shown = _shown(pack, profile, self.slots)
        if shown == self._shown:
            return False
        self._shown, self._showing = shown, (pack, profile)
        self._lay_out(ON_BOARD)
        return True

    def place(self, canvas: tuple[float, float], crowding: Callable[[QRectF], int]) -> None:
        """Put the panel on the board where `crowding` counts no mark under it, or
        else beside the board: right of a tall or square one, below a wide one."""
        self._lay_out(ON_BOARD)
        size = self.frame.size()
        spot = _quietest_place(size, canvas, crowding)
        self.beside = crowding(QRectF(spot, size)) > 0
        if self.beside:
            self.put_beside(canvas, right=canvas[1] >= canvas[0])
        else:
            self.setPos(spot)

    def put_beside(self, canvas: tuple[float, float], right: bool) -> None:
        """Beside the board, at the top of its right side or the left of its foot
        (a page that is the other way round than the board may prefer the other),
        shaped to sit there."""
        self._lay_out(BESIDE_RIGHT if right else BESIDE_BELOW)
        self.setPos(QPointF(canvas[0] + INSET, 0) if right else QPointF(0, canvas[1] + INSET))

    def _lay_out(self, shape: Shape) -> None:
        if self._showing is None or (shape == self._shape and self.texts):
            return
        pack, profile = self._showing
        self._shape = shape
        self.prepareGeometryChange()
        u = self.unit
        width = shape.width * u
        self.texts, self.swatches, self.samples = [], [], []
        y = u
        y = self._text(pack.name or pack.id, _font(2.0 * u, bold=True), y, width)
        rules = profile.title or pack.ruleset
        rules = f"{rules}: {pack.variant} variant" if pack.variant else rules
        y = self._text(rules, _font(1.1 * u), y, width)
        lines = [(c.name, c.rgb) for c in pack.components.lines if c.rgb]
        # a branch shows as its line
        branch = catalogue().with_role("branch-of", pack.ruleset, anyone=True)
        lines += [
            (r.name or r.id, r.colour)
            for r in pack.routes
            if r.colour and not (branch is not None and branch.of(r))
        ]
        if lines:
            y = self._text("Lines", _font(u, bold=True), y + 0.6 * u, width)
            y = self._swatches(lines, y, width)
        entries = legend_entries(pack, self.slots)
        if entries:
            y = self._text("Legend", _font(u, bold=True), y + 0.6 * u, width)
            y = self._legend(entries, y, width)
        author = f"By {pack.author}" if pack.author else ""
        credits = "\n".join(part for part in (author, pack.licence, pack.credits) if part)
        if credits:
            y = self._text(credits, _font(0.85 * u), y + 0.6 * u, width)
        self.frame = QRectF(0, 0, width + 2 * u, y + u)
        self._reach = self.frame.adjusted(-2, -2, 2, 2)
        self.update()

    def _text(self, text: str, font: QFont, y: float, width: float) -> float:
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), _WRAP, text)
        self.texts.append((text, font, QRectF(self.unit, y, width, box.height())))
        return y + box.height()

    def _swatches(self, lines: list[tuple[str, str]], y: float, width: float) -> float:
        """Columns of colour squares with the line's name."""
        u, columns = self.unit, self._shape.line_columns
        column = width / columns
        for i, (name, colour) in enumerate(lines):
            left, top = u + (i % columns) * column, y + (i // columns) * 1.5 * u
            self.swatches.append((QRectF(left, top + 0.15 * u, 1.8 * u, u), QColor(colour)))
            words = QRectF(left + 2.3 * u, top, column - 2.5 * u, 1.4 * u)
            self.texts.append((name, _font(u), words))
        return y + -(-len(lines) // columns) * 1.5 * u

    def _legend(self, entries: list[Entry], y: float, width: float) -> float:
        """Columns of each entry's mark, drawn as the board draws it, and its words."""
        u, columns = self.unit, self._shape.legend_columns
        column = width / columns
        row = max(_SAMPLE, 2.4 * u)  # room for words on two lines
        for i, entry in enumerate(entries):
            left, top = u + (i % columns) * column, y + (i // columns) * row
            centre = QPointF(left + _SAMPLE / 2, top + row / 2)
            station = StationItem(entry.sample) if not isinstance(entry.sample, str) else None
            self.samples.append((centre, entry, station))
            words = QRectF(left + _SAMPLE + 0.4 * u, top, column - _SAMPLE - 0.6 * u, row)
            self.texts.append((entry.words, _font(u), words))
        return y + -(-len(entries) // columns) * row

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(style.STATION_OUTLINE, 2.0))
        painter.setBrush(QBrush(style.BOARD))
        painter.drawRect(self.frame.adjusted(1, 1, -1, -1))  # the pen inside the frame
        painter.setPen(QPen(style.STATION_OUTLINE, 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.frame.adjusted(4, 4, -4, -4))
        for rect, colour in self.swatches:
            painter.setPen(QPen(style.STATION_OUTLINE, 0.8))
            painter.setBrush(QBrush(colour))
            painter.drawRect(rect)
        for centre, entry, station in self.samples:
            painter.save()
            painter.translate(centre)
            _draw_sample(painter, entry, station)
            painter.restore()
        painter.setPen(QPen(style.LABEL))
        for text, font, rect in self.texts:
            painter.setFont(font)
            painter.drawText(rect, _WRAP | Qt.AlignmentFlag.AlignVCenter, text)


def _shown(pack: MapPack, profile: RulesetProfile, slots: bool) -> tuple[object, ...]:
    """Everything the panel shows, to tell when it must be laid out again."""
    routes = tuple((r.name, r.id, r.colour, r.fields) for r in pack.routes)
    metadata = (pack.name, pack.id, pack.variant, pack.author, pack.licence, pack.credits)
    entries = tuple(legend_entries(pack, slots))
    return (*metadata, profile.title, pack.ruleset, pack.components.lines, routes, entries)


def _draw_sample(painter: QPainter, entry: Entry, station: StationItem | None) -> None:
    if station is not None:
        station.paint(painter, QStyleOptionGraphicsItem())
    elif entry.sample == "water":
        paint_water_icon(painter, 0, 0)
    elif entry.sample == "slot":
        painter.setPen(QPen(style.TRACK.darker(150), 1.0))
        painter.setBrush(QBrush(style.SLOT))
        painter.drawRect(QRectF(-TOKEN_LENGTH / 2, -SLOT_WIDTH / 2, TOKEN_LENGTH, SLOT_WIDTH))
    else:
        fill, edge = region_colours(str(entry.sample), board=True)
        painter.setPen(QPen(edge, 1.2))
        painter.setBrush(QBrush(fill))
        painter.drawRect(QRectF(-_SAMPLE / 2 + 1, -_SAMPLE / 3, _SAMPLE - 2, 2 * _SAMPLE / 3))


def _quietest_place(
    size: QSizeF, canvas: tuple[float, float], crowding: Callable[[QRectF], int]
) -> QPointF:
    """The top left point of the panel where it covers the fewest marks, against
    an edge of the board: the corners first (top left first), then along the edges."""
    width, height = size.width(), size.height()
    right, bottom = canvas[0] - INSET - width, canvas[1] - INSET - height
    corners = [QPointF(x, y) for y in (INSET, bottom) for x in (INSET, right)]
    steps = [i / SLIDES for i in range(1, SLIDES)]
    along = [QPointF(INSET + (right - INSET) * t, y) for t in steps for y in (INSET, bottom)]
    along += [QPointF(x, INSET + (bottom - INSET) * t) for t in steps for x in (INSET, right)]
    return min(corners + along, key=lambda c: crowding(QRectF(c.x(), c.y(), width, height)))


def _font(height: float, bold: bool = False) -> QFont:
    font = QFont("Sans")
    font.setPixelSize(math.ceil(height))
    font.setBold(bold)
    return font
