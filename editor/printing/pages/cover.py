"""The kit's first page: what it is, the page map showing which tile goes where,
how to put the board together, and the contents with page numbers. A game
played on sheets has no board to put together: the cover shows its map whole."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from editor.canvas.scene import MapScene
from editor.printing import ink
from editor.printing.board import draw_board
from editor.printing.paper import MARGIN, MM, OVERLAP
from editor.printing.plan import CoverPage, Kit

TILE_EDGE = QColor(20, 60, 160)


def assembly(kit: Kit) -> str:
    tiling = kit.tiling
    if tiling is None:
        return (
            f"{kit.title} is played on sheets: each player writes on a sheet of their "
            f"own, with the map printed on it, so there is no board to put together. "
            f"Print one sheet per player for every game."
        )
    width, height = (length / MM / 10 for length in tiling.board)
    return (
        f"The board prints at {width:.1f} x {height:.1f} cm on {len(tiling.tiles)} "
        f"{kit.paper.name} pages, {tiling.rows} rows (A, B, …) of {tiling.columns} "
        f"(1, 2, …). Trim each tile along its crop marks. Neighbouring tiles share a "
        f"{OVERLAP / MM:.0f} mm strip, edged by a dashed line: lay each tile over the one "
        f"to its left and the one above until the ringed crosses coincide, then tape "
        f"the seams from behind."
    )


def draw(painter: QPainter, kit: Kit, page: CoverPage, picture: MapScene) -> None:
    width, height = kit.paper.turned(False)
    inner = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    heading = QRectF(inner.left(), inner.top(), inner.width(), 11 * MM)
    ink.line(painter, heading, kit.pack.name, 18, bold=True)
    sub = QRectF(inner.left(), inner.top() + 11 * MM, inner.width(), 6 * MM)
    ink.line(painter, sub, f"A print-and-play kit for {kit.title}", 11, colour=ink.FAINT)
    words = QRectF(inner.left(), sub.bottom() + 4 * MM, inner.width(), 30 * MM)
    used = ink.wrapped(painter, words, assembly(kit), 9.5, align=Qt.AlignmentFlag.AlignLeft)
    contents_height = (len(page.contents) + 1) * 6 * MM
    space = QRectF(inner.left(), words.top() + used + 6 * MM, inner.width(), 0)
    space.setBottom(inner.bottom() - contents_height - 6 * MM)
    _page_map(painter, kit, picture, space)
    y = inner.bottom() - contents_height
    ink.line(painter, QRectF(inner.left(), y, inner.width(), 6 * MM), "Contents", 11, True)
    for title, first in page.contents:
        y += 6 * MM
        ink.line(painter, QRectF(inner.left(), y, 60 * MM, 6 * MM), title, 10)
        ink.line(painter, QRectF(inner.left() + 60 * MM, y, 30 * MM, 6 * MM), f"page {first}", 10)


def _page_map(painter: QPainter, kit: Kit, picture: MapScene, space: QRectF) -> None:
    """The board in small cut into one cell per tile, each labelled: a tile's
    cell is the part of the board it alone shows, the overlaps split halfway."""
    board_width, board_height = kit.pack.canvas
    fit = min(space.width() / board_width, space.height() / board_height)
    frame = QRectF(0, 0, board_width * fit, board_height * fit)
    frame.moveCenter(space.center())
    draw_board(painter, picture, QRectF(0, 0, *kit.pack.canvas), frame)
    if kit.tiling is None:
        return
    painter.fillRect(frame, QColor(255, 255, 255, 110))  # the labels read over the board
    fit = frame.width() / kit.tiling.board[0]  # from the board's printed points
    for tile in kit.tiling.tiles:
        x, y, width, height = (length * fit for length in kit.tiling.cell(tile))
        rect = QRectF(frame.left() + x, frame.top() + y, width, height)
        painter.setPen(QPen(TILE_EDGE, 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        label = QRectF(0, 0, 14 * MM, 9 * MM)
        label.moveCenter(rect.center())
        painter.fillRect(label, QColor(255, 255, 255, 220))
        ink.line(painter, label, tile.label, 14, True, Qt.AlignmentFlag.AlignHCenter, TILE_EDGE)
