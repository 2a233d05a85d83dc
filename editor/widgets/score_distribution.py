"""Final scores per seat as box plots over a strip of every game's score, drawn with
QPainter: the box spans the middle half, the line is the median, the whiskers
reach the lowest and highest score, the diamond is the mean."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.widgets.chart_axis import (
    AXIS_HEIGHT,
    ink,
    nice_ticks,
    paint_value_axis,
    seat_colour,
)

ROW = 26
LABEL_WIDTH = 104
MARGIN = 8


@dataclass(frozen=True)
class Distribution:
    label: str
    scores: tuple[int, ...]

    @property
    def quartiles(self) -> tuple[float, float, float]:
        """(lower quartile, median, upper quartile)."""
        if len(self.scores) < 2:
            value = float(self.scores[0]) if self.scores else 0.0
            return (value, value, value)
        q1, q2, q3 = statistics.quantiles(self.scores, n=4, method="inclusive")
        return (q1, q2, q3)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0


class ScoreDistribution(QWidget):
    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.rows: tuple[Distribution, ...] = ()
        self.ticks: list[float] = [0.0, 1.0]

    def set_rows(self, rows: Sequence[Distribution]) -> None:
        self.rows = tuple(rows)
        every = [score for row in rows for score in row.scores]
        self.ticks = nice_ticks(min(every, default=0), max(every, default=1))
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(260, 2 * MARGIN + ROW * max(len(self.rows), 1) + AXIS_HEIGHT)

    def x_of(self, value: float) -> float:
        low, high = self.ticks[0], self.ticks[-1]
        left = MARGIN + LABEL_WIDTH
        width = self.width() - left - 2 * MARGIN
        return left + width * (value - low) / (high - low or 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bottom = MARGIN + ROW * len(self.rows)
        colours = ink(self)
        paint_value_axis(
            painter, self.ticks, self.x_of, MARGIN, bottom, lambda t: f"{t:g}", colours
        )
        for number, row in enumerate(self.rows):
            self._paint_row(painter, row, MARGIN + number * ROW, seat_colour(number))

    def _paint_row(self, painter: QPainter, row: Distribution, top: float, colour: QColor) -> None:
        text = ink(self).text
        painter.setPen(text)
        label = QRectF(MARGIN, top, LABEL_WIDTH - 8, ROW)
        painter.drawText(
            label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, row.label
        )
        if not row.scores:
            return
        middle = top + ROW / 2
        dots = QColor(colour)
        dots.setAlpha(70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dots)
        for score in row.scores:
            painter.drawEllipse(QPointF(self.x_of(score), middle), 2.5, 2.5)
        q1, median, q3 = row.quartiles
        painter.setPen(QPen(colour, 1.5))
        painter.drawLine(
            QPointF(self.x_of(min(row.scores)), middle), QPointF(self.x_of(q1), middle)
        )
        painter.drawLine(
            QPointF(self.x_of(q3), middle), QPointF(self.x_of(max(row.scores)), middle)
        )
        fill = QColor(colour)
        fill.setAlpha(90)
        painter.setBrush(fill)
        painter.drawRect(
            QRectF(QPointF(self.x_of(q1), top + 5), QPointF(self.x_of(q3), top + ROW - 5))
        )
        painter.setPen(QPen(colour.darker(140), 2.5))
        painter.drawLine(
            QPointF(self.x_of(median), top + 4), QPointF(self.x_of(median), top + ROW - 4)
        )
        x = self.x_of(row.mean)
        painter.setPen(QPen(text, 1))
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x, middle - 4),
                    QPointF(x + 4, middle),
                    QPointF(x, middle + 4),
                    QPointF(x - 4, middle),
                ]
            )
        )
