"""What the self-drawn charts share: seat colours, round tick values, text metrics."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

SEAT_COLOURS = (
    QColor("#3b6fb6"),
    QColor("#d9822b"),
    QColor("#3c9a5f"),
    QColor("#b8423f"),
    QColor("#7c5cb0"),
)
AXIS_HEIGHT = 16


@dataclass(frozen=True)
class Ink:
    """The colours a chart draws its words and lines in, from the widget's palette,
    so they stay readable on a dark theme as on a light one."""

    text: QColor
    axis: QColor  # tick values and reference lines: the text, fainter
    grid: QColor


def ink(widget: QWidget) -> Ink:
    text = widget.palette().color(QPalette.ColorRole.WindowText)
    axis, grid = QColor(text), QColor(text)
    axis.setAlpha(170)
    grid.setAlpha(28)
    return Ink(text, axis, grid)


def seat_colour(seat: int) -> QColor:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About `count` round values (1, 2 or 5 times a power of ten) covering low..high."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(count - 1, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(value, 10))
    return ticks


def paint_value_axis(
    painter: QPainter,
    ticks: Sequence[float],
    x_of: Callable[[float], float],
    top: float,
    bottom: float,
    label: Callable[[float], str],
    colours: Ink,
) -> None:
    """Vertical grid lines at the ticks, with their values below the plot."""
    for tick in ticks:
        x = x_of(tick)
        painter.setPen(QPen(colours.grid, 1))
        painter.drawLine(QPointF(x, top), QPointF(x, bottom))
        painter.setPen(colours.axis)
        painter.drawText(
            QRectF(x - 30, bottom + 1, 60, AXIS_HEIGHT), Qt.AlignmentFlag.AlignCenter, label(tick)
        )
