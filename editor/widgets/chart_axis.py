"""What the self-drawn charts share: seat colours, round tick values, text metrics."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

SEAT_COLOURS = (
    QColor("#3b6fb6"),
    QColor("#d9822b"),
    QColor("#3c9a5f"),
    QColor("#b8423f"),
    QColor("#7c5cb0"),
)
AXIS = QColor("#6b7078")
TEXT = QColor("#1b1f24")
GRID = QColor(0, 0, 0, 28)
AXIS_HEIGHT = 16


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
) -> None:
    """Vertical grid lines at the ticks, with their values below the plot."""
    for tick in ticks:
        x = x_of(tick)
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(QPointF(x, top), QPointF(x, bottom))
        painter.setPen(AXIS)
        painter.drawText(
            QRectF(x - 30, bottom + 1, 60, AXIS_HEIGHT), Qt.AlignmentFlag.AlignCenter, label(tick)
        )
