"""The self-drawn charts take their words and lines from the palette, so a dark
theme does not swallow them."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from editor.widgets.bar_chart import LABEL_WIDTH, Bar, BarChart


def test_chart_labels_are_written_in_a_dark_themes_light_text(qtbot: QtBot) -> None:
    chart = BarChart("chart")
    qtbot.addWidget(chart)
    palette = chart.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#f0f0f0"))
    palette.setColor(QPalette.ColorRole.Window, QColor("#1e1e1e"))
    chart.setPalette(palette)
    chart.setAutoFillBackground(True)
    chart.resize(320, 80)
    chart.set_bars([Bar("Seat 0", 0.4, (0.3, 0.5)), Bar("Seat 1", 0.6)])
    image = chart.grab().toImage()
    labels = [
        QColor(image.pixel(x, y)).lightness()
        for x in range(4, LABEL_WIDTH)
        for y in range(image.height())
    ]
    assert max(labels) > 200  # the seat names show, light on dark
    assert min(labels) < 60  # on the theme's dark background
