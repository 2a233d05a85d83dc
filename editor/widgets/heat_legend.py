"""The heatmap's legend, floating in a corner of the canvas: the title of the heat
layer on show, its colour scale with the figures per game at both ends, and what the
grey dashes mean when the layer has a never list. It takes the corner where it
hides the least of the map, and moves when the view scrolls or zooms."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from editor.canvas.heatmap import NEVER, Scale, heat_colour

WIDTH = 230
ENTRY = 40
PAD = 8
RAMP = 10
NEVER_ROW = 14
LEGEND_TEXT = QColor("#1b1f24")  # on the legend's own light card, whatever the theme


class HeatLegend(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("heat-legend")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.scale: Scale | None = None
        self.hide()

    def show_scale(self, scale: Scale | None, crowding: Callable[[QRect], int]) -> None:
        self.scale = scale
        if scale is None:  # no corner to choose: counting a whole network's items takes long
            self.hide()
            return
        self.resize(self.sizeHint())
        self.place(crowding)
        self.show()
        self.raise_()
        self.update()

    def place(self, crowding: Callable[[QRect], int]) -> None:
        """Into the corner of the parent's `area` where `crowding` (of a rectangle in
        the area's coordinates) is least; the top left on a tie."""
        area = self.area()
        size = self.size()
        left, top = area.left() + PAD, area.top() + PAD
        right = area.right() + 1 - PAD - size.width()
        bottom = area.bottom() + 1 - PAD - size.height()
        corners = [
            QPoint(left, top),
            QPoint(left, bottom),
            QPoint(right, top),
            QPoint(right, bottom),
        ]
        spot = min(corners, key=lambda c: crowding(QRect(c - area.topLeft(), size)))
        self.move(spot)

    def area(self) -> QRect:
        """Where the legend may go: the canvas's viewport, scroll bars left out."""
        parent = self.parentWidget()
        if isinstance(parent, QAbstractScrollArea):
            return parent.viewport().geometry()
        return parent.rect() if parent is not None else QRect()

    def sizeHint(self) -> QSize:
        never = NEVER_ROW if self.scale is not None and self.scale.never else 0
        return QSize(WIDTH, 2 * PAD + ENTRY + never)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.scale is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 60)))
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
        self._paint_scale(painter, self.scale, PAD)
        if self.scale.never:
            never = PAD + ENTRY
            painter.setPen(QPen(NEVER, 2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(PAD, never + 7), QPointF(PAD + 24, never + 7))
            painter.setPen(LEGEND_TEXT)
            text = QRectF(PAD + 30, never, WIDTH, NEVER_ROW)
            painter.drawText(text, Qt.AlignmentFlag.AlignVCenter, self.scale.never)

    def _paint_scale(self, painter: QPainter, scale: Scale, top: float) -> None:
        width = WIDTH - 2 * PAD
        painter.setPen(LEGEND_TEXT)
        painter.drawText(QRectF(PAD, top, width, 14), Qt.AlignmentFlag.AlignVCenter, scale.title)
        ramp = QRectF(PAD, top + 16, width, RAMP)
        gradient = QLinearGradient(ramp.topLeft(), ramp.topRight())
        for stop in range(5):
            gradient.setColorAt(stop / 4, heat_colour(stop / 4, 255))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(ramp)
        painter.save()
        painter.setPen(LEGEND_TEXT)
        font = painter.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        painter.setFont(font)
        labels = QRectF(PAD, top + 16 + RAMP, width, 12)
        painter.drawText(labels, Qt.AlignmentFlag.AlignLeft, "0")
        painter.drawText(labels, Qt.AlignmentFlag.AlignHCenter, f"{scale.unit} per game")
        painter.drawText(labels, Qt.AlignmentFlag.AlignRight, f"{scale.high:g}")
        painter.restore()
