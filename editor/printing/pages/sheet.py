"""A player sheet: the map to draw on, then the score boxes and boxes to tick.

The map takes what the boxes leave of the page (sheet_layout.py). The first
score table (the long one: one row per route or round) goes on the left, the
rest on the right.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from editor.canvas.scene import MapScene
from editor.printing import ink
from editor.printing.board import draw_board
from editor.printing.paper import MARGIN, MM
from editor.printing.plan import Kit, SheetPage
from editor.printing.sheet_layout import (
    GAP,
    HEAD,
    NAME,
    NOTE,
    ROW,
    column_heights,
    map_rect,
    table_height,
)
from engine.rules.printing import ScoreTable

BOX = 12 * MM  # a score box's width
TICK = 6 * MM  # a box to tick: room for a pen's mark


def draw(painter: QPainter, kit: Kit, page: SheetPage, picture: MapScene) -> None:
    sheet = page.sheet
    width, height = kit.paper.turned(False)
    inner = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    head = QRectF(inner.left(), inner.top(), inner.width(), HEAD)
    ink.line(painter, head, sheet.title, 13, bold=True)
    ink.line(
        painter, head, f"sheet {page.copy}", 9, align=Qt.AlignmentFlag.AlignRight, colour=ink.FAINT
    )
    note = QRectF(inner.left(), head.bottom(), inner.width(), NOTE)
    ink.line(painter, note, sheet.note, 8.5)
    name = QRectF(inner.left(), note.bottom() + 1 * MM, inner.width(), NAME)
    ink.line(painter, name, "Name: " + "_" * 40, 9)
    target = QRectF(*map_rect(sheet, kit.paper, kit.pack.canvas))
    draw_board(painter, picture, QRectF(0, 0, *kit.pack.canvas), target)
    ink.hairline(painter, ink.FAINT, 0.4)
    painter.drawRect(target)
    top = inner.bottom() - max(column_heights(sheet))
    half = (inner.width() - GAP) / 2
    if sheet.tables:
        _table(painter, sheet.tables[0], QRectF(inner.left(), top, half, 0))
    right = QRectF(inner.left() + half + GAP, top, half, 0)
    for table in sheet.tables[1:]:
        _table(painter, table, right)
        right.moveTop(right.top() + table_height(table) + GAP)
    for label, count in sheet.ticks:
        _ticks(painter, label, count, QRectF(right.left(), right.top(), half, ROW))
        right.moveTop(right.top() + ROW + GAP / 2)


def _table(painter: QPainter, table: ScoreTable, at: QRectF) -> None:
    """Rows of boxes: a label on the left, one box per column."""
    box = min(BOX, at.width() * 0.55 / max(1, len(table.columns)))
    label_width = at.width() - box * len(table.columns)
    y = at.top()
    if any(table.columns):
        for n, column in enumerate(table.columns):
            cell = QRectF(at.left() + label_width + n * box, y, box, ROW)
            ink.line(painter, cell, column, 7, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
        y += ROW
    for row in table.rows:
        label = QRectF(at.left(), y, label_width - 2 * MM, ROW)
        ink.line(painter, label, row, 8, bold=row.isupper())
        ink.hairline(painter, ink.INK, 0.6 if row.isupper() else 0.4)
        for n in range(len(table.columns)):
            painter.drawRect(QRectF(at.left() + label_width + n * box, y + 0.6, box, ROW - 1.2))
        y += ROW


def _ticks(painter: QPainter, label: str, count: int, at: QRectF) -> None:
    boxes_width = count * (TICK + 1 * MM)
    ink.line(painter, QRectF(at.left(), at.top(), at.width() - boxes_width, ROW), label, 8)
    ink.hairline(painter)
    left = at.right() - boxes_width
    for n in range(count):
        x = left + n * (TICK + 1 * MM)
        painter.drawRect(QRectF(x, at.top() + (ROW - TICK) / 2, TICK, TICK))
