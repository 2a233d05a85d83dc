"""Items that paint a few printed-sheet marks in Python (badges, boxes to tick)
inside a reach they keep, so Qt knows their bounds without asking again."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget


class PaintedItem(QGraphicsItem):
    def __init__(self, font: QFont, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._reach = QRectF()
        self._font = font

    def boundingRect(self) -> QRectF:
        return self._reach

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self._font)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        """Paint the marks, antialiased, in the item's font."""
        raise NotImplementedError
