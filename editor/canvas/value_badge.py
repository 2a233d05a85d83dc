"""A (first, later) value badge standing on its own, as a printed sheet shows a
zone's completion points in its corner: the first value in a gold diamond,
the later one in a white square, the same marks as a route's bonus badge."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem

from editor.canvas.painted import PaintedItem
from editor.canvas.route_sheet import (
    BADGE_TEXT,
    GAP,
    INK,
    Mark,
    badge_font,
    badge_sizes,
    paint_mark,
    text_width,
)


class ValueBadge(PaintedItem):
    """Its top left is at its position; a click on it is a click on its element."""

    def __init__(self, parent: QGraphicsItem, element_id: str, text: float = BADGE_TEXT) -> None:
        super().__init__(badge_font(text), parent)
        self.element_id = element_id
        self.text = text  # the digits' height
        self.marks: tuple[Mark, ...] = ()

    def show_values(self, values: tuple[float, float]) -> None:
        self.prepareGeometryChange()
        sizes = badge_sizes(values, text_width(values, self.text), self.text)
        height = 2 * max(half for _, half, _ in sizes)
        marks, left = [], 0.0
        for kind, half, text in sizes:
            marks.append(Mark(kind, (left + half, height / 2), half, text))
            left += 2 * half + GAP
        self.marks = tuple(marks)
        self._reach = QRectF(0, 0, left - GAP, height).adjusted(-1, -1, 1, 1)
        self.update()

    def texts(self) -> list[str]:
        return [mark.text for mark in self.marks]

    def draw(self, painter: QPainter) -> None:
        for mark in self.marks:
            paint_mark(painter, mark, INK)
