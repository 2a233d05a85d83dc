"""A route as a printed sheet shows it, where the map's rules read windows, a
bonus or (first, later) values: a filled Start Point, an End Point bar, a row
of window boxes beside the first stretch and a bonus badge (a gold diamond
with the first value, a white square with the later one). A route that only
has values (a dice game's line) shows the badge alone.

Where several routes leave a station along the same stretch (the B line
starting on the A line), their rows go on alternate sides and further out, and
their Start Points fan out, so none covers another. `layout` is plain
geometry; `RouteSheet` paints it and only mirrors the route.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.canvas import style
from editor.canvas.geometry import Point
from editor.canvas.look import Look
from engine.map.fields import Field
from engine.map.model import Region, Route
from engine.rules.value_names import ValueName, names_on

WINDOW = 9.0  # a window box's side
GAP = 2.5  # between the boxes and badges of a row
CLEAR = 7.0  # from the route's centre line to the near edge of its row
LEVEL = 14.0  # how much further out each second route's row along one stretch goes
START_REACH = 17.0  # from the first stop back to the Start Point's centre
START_RADIUS = 6.0
END_REACH = 12.0  # from the last stop on to the End Point bar
END_BAR = 14.0
FAN = 12.0  # between the Start Points (End Points) of routes sharing a stretch
BADGE_TEXT = 8  # map units: a badge's digits, as tall as 6 pt on the desk
BONUS_FIRST = QColor("#f2b705")
INK = QColor("#1b1f24")
PAPER = QColor("#ffffff")


@dataclass(frozen=True)
class Slot:
    """Where a route stands among those sharing its first (last) stretch: its
    number among them and how many they are."""

    index: int = 0
    count: int = 1

    @property
    def side(self) -> int:
        return 1 if self.index % 2 == 0 else -1

    @property
    def level(self) -> int:
        return self.index // 2

    @property
    def fan(self) -> float:
        """The sideways shift of its Start or End Point (0 when alone), on the side
        of its row of windows."""
        return 0.0 if self.count == 1 else self.side * (FAN / 2 + self.level * FAN)


@dataclass(frozen=True)
class Mark:
    kind: str  # "window", "first", "later"
    centre: Point
    half: float  # half its width (and height)
    text: str = ""


@dataclass(frozen=True)
class SheetLayout:
    start: tuple[Point, Point]  # from the first stop to the Start Point's centre
    end: tuple[Point, Point, Point, Point]  # the last stop, the bar's middle, the bar's ends
    marks: tuple[Mark, ...]


def _direction(a: Point, b: Point) -> Point | None:
    length = math.dist(a, b)
    return None if length == 0 else ((b[0] - a[0]) / length, (b[1] - a[1]) / length)


def _first_direction(points: list[Point]) -> Point:
    for a, b in itertools.pairwise(points):
        found = _direction(a, b)
        if found is not None:
            return found
    return (1.0, 0.0)


def value_text(value: float) -> str:
    """A value as the sheet prints it: 10, not 10.0."""
    return f"{value:g}"


def badge_sizes(
    bonus: tuple[float, float], text_width: float, text: float = BADGE_TEXT
) -> list[tuple[str, float, str]]:
    """The badge's two marks (kind, half their side, text): the first value in a
    diamond, the later one in a square, each wide enough for the wider value and
    tall enough for digits `text` high."""
    grow = text / BADGE_TEXT
    return [
        ("first", max(8.0 * grow, text_width / 2 + 4.5 * grow), value_text(bonus[0])),
        ("later", max(5.5 * grow, text_width / 2 + 2.0 * grow), value_text(bonus[1])),
    ]


def badge_text(look: Look) -> float:
    """The badge digits' height in `look`: in step with the station names, so a
    board printed small (a player's sheet) keeps them legible."""
    return BADGE_TEXT * look.text_growth


def layout(
    points: list[Point],
    windows: int,
    bonus: tuple[float, float] | None,
    start: Slot,
    end: Slot,
    text_width: float = 0.0,
    window: float = WINDOW,
    stop: float = style.STATION_RADIUS,
    text: float = BADGE_TEXT,
) -> SheetLayout | None:
    """Where the marks go along the route's drawn points (None: fewer than one).

    `bonus` None leaves the badge out; `text_width` is the width of its widest
    value; `window` a window box's side; `stop` a station's radius."""
    if not points:
        return None
    grown = stop - style.STATION_RADIUS  # the marks keep clear of larger stations
    ux, uy = _first_direction(points)
    nx, ny = -uy, ux
    first = points[0]
    start_centre = (
        first[0] - ux * (START_REACH + grown) + nx * start.fan,
        first[1] - uy * (START_REACH + grown) + ny * start.fan,
    )
    sizes = [("window", window / 2, "")] * windows
    if bonus is not None:
        sizes += badge_sizes(bonus, text_width, text)
    # Boxes stay upright, so along a slanted stretch they are spaced by the larger
    # of their offsets across and down, and set off the line by their corner.
    # Boxes large enough to write in (a printed sheet) run on past the next stops:
    # the row keeps clear of their circles, and rows sharing a stretch of each other.
    across = max(abs(ux), abs(uy))
    corner = abs(nx) + abs(ny)
    clear = max(CLEAR, stop + 2.0) if grown else CLEAR
    level = max(LEVEL, 2 * max((half for _, half, _ in sizes), default=0) + GAP)
    marks = []
    along = stop + 3.0
    previous = 0.0
    for kind, half, words in sizes:
        along += (previous + half + (GAP if previous else 0.0)) / across
        away = start.side * (clear + start.level * level + half * corner)
        centre = (first[0] + ux * along + nx * away, first[1] + uy * along + ny * away)
        marks.append(Mark(kind, centre, half, words))
        previous = half
    vx, vy = _first_direction(points[::-1])  # pointing back from the last stop
    last = points[-1]
    mx, my = -vy, vx
    bar = (
        last[0] - vx * (END_REACH + grown) + mx * end.fan,
        last[1] - vy * (END_REACH + grown) + my * end.fan,
    )
    half_bar = END_BAR / 2
    ends = (
        (bar[0] + mx * half_bar, bar[1] + my * half_bar),
        (bar[0] - mx * half_bar, bar[1] - my * half_bar),
    )
    return SheetLayout((first, start_centre), (last, bar, *ends), tuple(marks))


def mark_rect(mark: Mark) -> QRectF:
    x, y = mark.centre
    return QRectF(x - mark.half, y - mark.half, 2 * mark.half, 2 * mark.half)


def badge_font(size: float = BADGE_TEXT) -> QFont:
    """Sized in map units, not points: a point is as many dots as the device's
    resolution says, so on a 300 dpi PDF a point-sized badge font prints four
    times too big, its digits blotting out the badge."""
    font = QFont("Sans")
    font.setPixelSize(round(size))
    font.setBold(True)
    return font


class RouteSheet(QGraphicsItem):
    """The sheet's marks of one route, a child of its band. A click on one is a
    click on the route, which is why it carries the route's id."""

    def __init__(self, parent: QGraphicsItem, element_id: str) -> None:
        super().__init__(parent)
        self.element_id = element_id
        self.sheet: SheetLayout | None = None
        self.colour = QColor(INK)
        self.ends = True  # whether the Start and End Points show
        self._reach = QRectF()
        self._font = badge_font()

    def show_sheet(
        self,
        points: list[Point],
        colour: QColor,
        windows: int,
        bonus: tuple[float, float] | None,
        start: Slot,
        end: Slot,
        ends: bool = True,
        window: float = WINDOW,
        stop: float = style.STATION_RADIUS,
        text: float = BADGE_TEXT,
    ) -> None:
        self.prepareGeometryChange()
        self._font = badge_font(text)
        widest = text_width(bonus or (), text)
        self.sheet = layout(points, windows, bonus, start, end, widest, window, stop, text)
        self.colour = colour
        self.ends = ends
        self._reach = self._outline().boundingRect().adjusted(-3, -3, 3, 3)
        self.update()

    def boxes(self) -> list[QRectF]:
        """What the marks cover: where no station label should go."""
        if self.sheet is None:
            return []
        marks = list(map(mark_rect, self.sheet.marks))
        if not self.ends:
            return marks
        x, y = self.sheet.start[1]
        r = START_RADIUS
        _, _, a, b = self.sheet.end
        ends = QRectF(QPointF(*a), QPointF(*b)).normalized().adjusted(-2, -2, 2, 2)
        return [QRectF(x - r, y - r, 2 * r, 2 * r), ends, *marks]

    def _outline(self) -> QPainterPath:
        path = QPainterPath()
        for box in self.boxes():
            path.addRect(box)
        return path

    def boundingRect(self) -> QRectF:
        return self._reach

    def shape(self) -> QPainterPath:
        return self._outline()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.sheet is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.ends:
            self._paint_ends(painter)
        painter.setFont(self._font)
        for mark in self.sheet.marks:
            paint_mark(painter, mark, self.colour)

    def _paint_ends(self, painter: QPainter) -> None:
        assert self.sheet is not None
        stub = QPen(self.colour, 3.0)
        stub.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(stub)
        first, centre = self.sheet.start
        last, bar, a, b = self.sheet.end
        painter.drawLine(QPointF(*first), QPointF(*centre))
        painter.drawLine(QPointF(*last), QPointF(*bar))
        bar_pen = QPen(self.colour, 4.0)
        bar_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(bar_pen)
        painter.drawLine(QPointF(*a), QPointF(*b))
        painter.setPen(QPen(PAPER, 1.5))
        painter.setBrush(QBrush(self.colour))
        painter.drawEllipse(QPointF(*centre), START_RADIUS, START_RADIUS)


def text_width(values: Sequence[float], size: float = BADGE_TEXT) -> float:
    """The width of the widest value, in the badge's font at `size`."""
    metrics = QFontMetricsF(badge_font(size))
    return max((metrics.horizontalAdvance(value_text(v)) for v in values), default=0.0)


def paint_mark(painter: QPainter, mark: Mark, colour: QColor) -> None:
    rect = mark_rect(mark)
    if mark.kind == "window":
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(QBrush(PAPER))
        painter.drawRect(rect)
        return
    painter.setPen(QPen(INK, 1.0))
    if mark.kind == "first":
        x, y = mark.centre
        h = mark.half
        diamond = QPainterPath(QPointF(x, y - h))
        for point in ((x + h, y), (x, y + h), (x - h, y)):
            diamond.lineTo(*point)
        diamond.closeSubpath()
        painter.setBrush(QBrush(BONUS_FIRST))
        painter.drawPath(diamond)
    else:
        painter.setBrush(QBrush(PAPER))
        painter.drawRect(rect)
    painter.setPen(QPen(INK))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark.text)


@dataclass(frozen=True)
class SheetShown:
    """What of the sheet a route shows under the map's rules, and its slots."""

    windows: Field[int] | None  # a family's route field drawn as boxes to fill (mark "boxes")
    bonus: Field[tuple[int, int]] | None  # one drawn as first and later points (mark "first-later")
    values: tuple[float, float] | None = None  # a (first, later) badge from the route's values
    start: Slot = Slot()
    end: Slot = Slot()
    window: float = WINDOW  # a window box's side: larger on a sheet printed to write on
    stop: float = style.STATION_RADIUS  # a station's radius, as large
    text: float = BADGE_TEXT  # a badge's digits, as tall as the look's names ask


def first_later(element: Route | Region, names: Sequence[ValueName]) -> tuple[float, float] | None:
    """The (first, later) points of a route or zone whose rules read a pair of
    values on it (`Ruleset.value_names`, the dice game's first and later
    completion), where it has both."""
    pair = names_on(names, element)
    if len(pair) != 2 or any(name.key not in element.values for name in pair):
        return None
    return (element.values[pair[0].key], element.values[pair[1].key])


def slots(routes: Sequence[Route], route: Route) -> tuple[Slot, Slot]:
    """The route's slots among the routes sharing its first stretch and its last."""

    def slot(stretch: Callable[[Route], tuple[str, ...]]) -> Slot:
        sharing = [other.id for other in routes if stretch(other) == stretch(route)]
        return Slot(sharing.index(route.id), len(sharing)) if route.id in sharing else Slot()

    return slot(lambda r: r.stops[:2]), slot(lambda r: r.stops[-1:-3:-1])
