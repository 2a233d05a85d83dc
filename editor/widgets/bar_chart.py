"""A horizontal bar chart drawn with QPainter: one labelled bar per row, an optional
95% interval as a whisker, the previous run's value as a tick, and a reference
line (a fair share of wins)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.widgets.chart_axis import AXIS_HEIGHT, ink, nice_ticks, paint_value_axis

ROW = 20
LABEL_WIDTH = 104
VALUE_WIDTH = 52
MARGIN = 6
BAR_COLOUR = QColor("#3b6fb6")


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    interval: tuple[float, float] | None = None  # 95% interval, drawn as a whisker
    before: float | None = None  # the previous run's value, drawn as a tick
    colour: QColor | None = None


class BarChart(QWidget):
    def __init__(self, name: str, fmt: Callable[[float], str] = "{:.1f}".format) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.bars: tuple[Bar, ...] = ()
        self.reference: float | None = None
        self.high = 1.0
        self._fmt = fmt

    def set_bars(
        self, bars: Sequence[Bar], high: float | None = None, reference: float | None = None
    ) -> None:
        """Show `bars` on an axis from 0 to `high` (by default, the largest figure)."""
        self.bars = tuple(bars)
        self.reference = reference
        figures = [b.value for b in bars] + [b.interval[1] for b in bars if b.interval]
        figures += [b.before for b in bars if b.before is not None]
        self.high = high if high is not None else nice_ticks(0, max(figures, default=1.0))[-1]
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(260, 2 * MARGIN + ROW * max(len(self.bars), 1) + AXIS_HEIGHT)

    def x_of(self, value: float) -> float:
        left = MARGIN + LABEL_WIDTH
        width = self.width() - left - VALUE_WIDTH - MARGIN
        return left + width * max(0.0, min(value / self.high, 1.0)) if self.high else left

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bottom = MARGIN + ROW * len(self.bars)
        colours = ink(self)
        ticks = nice_ticks(0, self.high, 4)
        paint_value_axis(painter, ticks, self.x_of, MARGIN, bottom, self._fmt, colours)
        for row, bar in enumerate(self.bars):
            self._paint_bar(painter, bar, MARGIN + row * ROW)
        if self.reference is not None:
            x = self.x_of(self.reference)
            painter.setPen(QPen(colours.axis, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, MARGIN - 2), QPointF(x, bottom + 2))

    def _paint_bar(self, painter: QPainter, bar: Bar, top: float) -> None:
        left = self.x_of(0)
        text = ink(self).text
        painter.setPen(text)
        label = QRectF(MARGIN, top, LABEL_WIDTH - 6, ROW)
        elided = painter.fontMetrics().elidedText(
            bar.label, Qt.TextElideMode.ElideRight, int(label.width())
        )
        painter.drawText(label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, elided)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(bar.colour or BAR_COLOUR)
        painter.drawRect(QRectF(left, top + 4, self.x_of(bar.value) - left, ROW - 8))
        middle = top + ROW / 2
        if bar.interval is not None:
            low, high = (self.x_of(v) for v in bar.interval)
            painter.setPen(QPen(text, 1.2))
            painter.drawLine(QPointF(low, middle), QPointF(high, middle))
            for x in (low, high):
                painter.drawLine(QPointF(x, middle - 4), QPointF(x, middle + 4))
        if bar.before is not None:
            x = self.x_of(bar.before)
            painter.setPen(QPen(text, 2))
            painter.drawLine(QPointF(x, top + 1), QPointF(x, top + ROW - 1))
        painter.setPen(text)
        value = QRectF(self.width() - VALUE_WIDTH - MARGIN, top, VALUE_WIDTH, ROW)
        painter.drawText(
            value, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self._fmt(bar.value)
        )
