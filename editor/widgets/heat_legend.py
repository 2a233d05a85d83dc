"""The heatmaps' legend, floating at the top left of the canvas: for each heat layer
on show, its colour scale with the figures at both ends."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from editor.canvas.heatmap import NEVER, Scale, heat_colour
from editor.widgets.chart_axis import TEXT

WIDTH = 230
ENTRY = 40
PAD = 8
RAMP = 10


class HeatLegend(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("heat-legend")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.scales: tuple[Scale, ...] = ()
        self.hide()

    def show_scales(self, scales: Sequence[Scale]) -> None:
        self.scales = tuple(scales)
        self.resize(self.sizeHint())
        self.move(PAD, PAD)
        self.setVisible(bool(scales))
        self.raise_()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(WIDTH, 2 * PAD + ENTRY * len(self.scales) + 14)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 60)))
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
        for number, scale in enumerate(self.scales):
            self._paint_scale(painter, scale, PAD + number * ENTRY)
        never = PAD + ENTRY * len(self.scales)
        painter.setPen(QPen(NEVER, 2, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(PAD, never + 7), QPointF(PAD + 24, never + 7))
        painter.setPen(TEXT)
        painter.drawText(QRectF(PAD + 30, never, WIDTH, 14), Qt.AlignmentFlag.AlignVCenter, "never")

    def _paint_scale(self, painter: QPainter, scale: Scale, top: float) -> None:
        width = WIDTH - 2 * PAD
        painter.setPen(TEXT)
        painter.drawText(QRectF(PAD, top, width, 14), Qt.AlignmentFlag.AlignVCenter, scale.title)
        ramp = QRectF(PAD, top + 16, width, RAMP)
        gradient = QLinearGradient(ramp.topLeft(), ramp.topRight())
        for stop in range(5):
            t = stop / 4
            gradient.setColorAt(t, heat_colour(1 - t if scale.early_is_hot else t, 255))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(ramp)
        painter.save()
        painter.setPen(TEXT)
        font = painter.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        painter.setFont(font)
        labels = QRectF(PAD, top + 16 + RAMP, width, 12)
        painter.drawText(labels, Qt.AlignmentFlag.AlignLeft, f"{scale.low:g}")
        painter.drawText(labels, Qt.AlignmentFlag.AlignHCenter, scale.unit)
        painter.drawText(labels, Qt.AlignmentFlag.AlignRight, f"{scale.high:g}")
        painter.restore()
