"""A board tile: its part of the board at true size, crop marks at its corners,
alignment marks where it overlaps a neighbour, and its place in the page map.

An alignment mark sits at the same spot of the board on both tiles that
share an overlap, so laying one tile over the other until the marks coincide
lines the board up exactly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from editor.canvas.scene import MapScene
from editor.printing import ink
from editor.printing.board import draw_board
from editor.printing.paper import MARGIN, MM
from editor.printing.plan import BoardPage, Kit
from editor.printing.tiles import Tile, row_letter

NEIGHBOURS = ((0, 1), (1, 0), (0, -1), (-1, 0))  # right, below, left, above
CLEAR = 12 * MM  # an alignment cross this far from every station hides none
Point = tuple[float, float]


def neighbours(kit: Kit, tile: Tile) -> list[Tile]:
    """The tiles sharing an edge with `tile`."""
    found = []
    for dr, dc in NEIGHBOURS:
        for other in kit.tiles:
            if (other.row, other.column) == (tile.row + dr, tile.column + dc):
                found.append(other)
    return found


def shared_spots(
    tile: Tile, other: Tile, stations: Sequence[Point] = ()
) -> list[tuple[float, float]]:
    """Two board points in the strip the tiles share, one in each half of its
    length, each where it lies farthest (up to CLEAR) from the `stations` (in
    board points), nearest the quarter marks among the equally clear: a cross
    on a station would hide it and be hard to see."""
    x0 = max(tile.area[0], other.area[0])
    y0 = max(tile.area[1], other.area[1])
    x1 = min(tile.area[0] + tile.area[2], other.area[0] + other.area[2])
    y1 = min(tile.area[1] + tile.area[3], other.area[1] + other.area[3])

    def at(across: float, along: float) -> tuple[float, float]:
        if other.row == tile.row:  # side by side: the strip runs down
            return (x0 + (x1 - x0) * across, y0 + (y1 - y0) * along)
        return (x0 + (x1 - x0) * along, y0 + (y1 - y0) * across)

    def clearance(spot: tuple[float, float]) -> float:
        return min((math.dist(spot, station) for station in stations), default=CLEAR)

    spots = []
    for quarter in (0.25, 0.75):
        alongs = [quarter + step / 40 for step in range(-8, 9)]
        candidates = [(across, along) for along in alongs for across in (0.5, 0.3, 0.7)]
        best = max(
            candidates,
            key=lambda c: (min(clearance(at(*c)), CLEAR), -abs(c[1] - quarter), c[0] == 0.5),
        )
        spots.append(at(*best))
    return spots


def draw(painter: QPainter, kit: Kit, page: BoardPage, picture: MapScene) -> None:
    tile = page.tile
    x, y, width, height = tile.area
    window = QRectF(MARGIN, MARGIN, width, height)
    part = QRectF(x / kit.scale, y / kit.scale, width / kit.scale, height / kit.scale)
    draw_board(painter, picture, part, window)

    def on_page(spot: tuple[float, float]) -> QPointF:
        return QPointF(MARGIN + spot[0] - x, MARGIN + spot[1] - y)

    stations = [(s.pos[0] * kit.scale, s.pos[1] * kit.scale) for s in kit.pack.stations]
    for other in neighbours(kit, tile):
        _overlap_line(painter, tile, other, window)
        for spot in shared_spots(tile, other, stations):
            ink.target(painter, on_page(spot))
    ink.corner_marks(painter, window)
    _labels(painter, kit, tile, window)


def _overlap_line(painter: QPainter, tile: Tile, other: Tile, window: QRectF) -> None:
    """A dashed line where the neighbour's edge falls: the strip beyond it lies under it."""
    pen = QPen(ink.FAINT, 0.6, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    dx, dy = other.area[0] - tile.area[0], other.area[1] - tile.area[1]
    if dx > 0:
        at = window.left() + dx
        painter.drawLine(QLineF(at, window.top(), at, window.bottom()))
    elif dx < 0:
        at = window.left() + other.area[2] + dx
        painter.drawLine(QLineF(at, window.top(), at, window.bottom()))
    elif dy > 0:
        at = window.top() + dy
        painter.drawLine(QLineF(window.left(), at, window.right(), at))
    elif dy < 0:
        at = window.top() + other.area[3] + dy
        painter.drawLine(QLineF(window.left(), at, window.right(), at))


def _labels(painter: QPainter, kit: Kit, tile: Tile, window: QRectF) -> None:
    gap = 8 * MM  # clear of the crop marks at the corners
    top = QRectF(window.left() + gap, 2 * MM, window.width() - 2 * gap, MARGIN - 3 * MM)
    where = (
        f"Board tile {tile.label}: row {row_letter(tile.row)}, column {tile.column + 1} "
        f"of {tile.rows} x {tile.columns} · {kit.pack.name}"
    )
    ink.line(painter, top, where, 8, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
    bottom = QRectF(top.left(), window.bottom() + 2 * MM, top.width(), MARGIN - 3 * MM)
    hints = []
    for other in neighbours(kit, tile):
        hints.append(f"{_direction(tile, other)}: {other.label}")
    words = "Next to it — " + ", ".join(hints) if hints else "The whole board on one page"
    ink.line(painter, bottom, words, 7, align=Qt.AlignmentFlag.AlignHCenter, colour=ink.FAINT)


def _direction(tile: Tile, other: Tile) -> str:
    if other.row == tile.row:
        return "right" if other.column > tile.column else "left"
    return "below" if other.row > tile.row else "above"
