"""A page of up to nine cards, 3 x 3 at 63 x 88 mm, with cut marks in the margins.

The cards touch, so one straight cut serves two cards; the marks at the
page's edges show where every cut runs.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QRectF
from PySide6.QtGui import QPainter

from editor.canvas.scene import MapScene
from editor.printing import ink
from editor.printing.pages.card_face import draw_face
from editor.printing.paper import CARD, MM
from editor.printing.plan import CardPage, Kit

GRID = 3  # cards across and down


def card_rects(page_width: float, page_height: float) -> list[QRectF]:
    """Where the nine cards go, row by row, the grid centred on the page."""
    width, height = CARD
    left = (page_width - GRID * width) / 2
    top = (page_height - GRID * height) / 2
    return [
        QRectF(left + column * width, top + row * height, width, height)
        for row in range(GRID)
        for column in range(GRID)
    ]


def draw(painter: QPainter, kit: Kit, page: CardPage, picture: MapScene) -> None:
    width, height = kit.paper.turned(False)
    rects = card_rects(width, height)
    for face, rect in zip(page.faces, rects, strict=False):
        draw_face(painter, kit.pack, face, rect)
    used = len(page.faces)
    columns, rows = min(used, GRID), math.ceil(used / GRID)
    _cut_marks(painter, rects[0].left(), rects[0].top(), columns, rows)


def _cut_marks(painter: QPainter, left: float, top: float, columns: int, rows: int) -> None:
    """Marks along the cuts around `rows` x `columns` cards from (left, top)."""
    card_width, card_height = CARD
    right, bottom = left + columns * card_width, top + rows * card_height
    reach = min(left, top, 6 * MM) - 1 * MM  # stay on the paper
    gap = 1 * MM
    ink.hairline(painter)
    for column in range(columns + 1):
        x = left + column * card_width
        painter.drawLine(QLineF(x, top - gap, x, top - gap - reach))
        painter.drawLine(QLineF(x, bottom + gap, x, bottom + gap + reach))
    for row in range(rows + 1):
        y = top + row * card_height
        painter.drawLine(QLineF(left - gap, y, left - gap - reach, y))
        painter.drawLine(QLineF(right + gap, y, right + gap + reach, y))
