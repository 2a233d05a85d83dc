"""The water tool: a click on a connection adds a water icon, shift-click removes one (U12)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.track_items import ConnectionItem
from editor.main_window import MainWindow
from tests.editor.driving import click, use_tool
from tests.editor.test_drawing import draw_triangle

TOP = "station-1~station-2"  # from (200, 200) to (400, 200)


def water(window: MainWindow, connection_id: str = TOP) -> int:
    return next(c.water for c in window.document.pack.connections if c.id == connection_id)


def colour_at(window: MainWindow, x: float, y: float) -> QColor:
    """The colour the scene paints at a point (rendered four times enlarged)."""
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(0, 0, 8, 8), QRectF(x - 1, y - 1, 2, 2))
    painter.end()
    return image.pixelColor(4, 4)


def test_each_click_adds_one_icon_in_one_undo_step_u12(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    stack = window.document.undo_stack
    steps = stack.count()
    use_tool(window, "water")
    click(qtbot, window, 260, 200)
    click(qtbot, window, 340, 201)
    assert water(window) == 2
    assert stack.count() == steps + 2
    item = window.scene.elements[TOP]
    assert isinstance(item, ConnectionItem)
    icons = [(round(x, 1), round(y, 1)) for x, y in item.water_points]
    assert icons == [(266.7, 200), (333.3, 200)]  # the track split into three spaces
    stack.undo()
    assert water(window) == 1
    assert [(round(x), round(y)) for x, y in item.water_points] == [(300, 200)]
    stack.redo()
    assert water(window) == 2


def test_shift_click_removes_one_icon_and_never_goes_below_none(
    qtbot: QtBot, window: MainWindow
) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "water")
    click(qtbot, window, 300, 200)
    steps = window.document.undo_stack.count()
    click(qtbot, window, 260, 200, shift=True)
    assert water(window) == 0
    assert window.scene.elements[TOP].water_points == []
    click(qtbot, window, 340, 200, shift=True)
    assert water(window) == 0
    assert window.document.undo_stack.count() == steps + 1  # nothing to remove: no step
    window.document.undo_stack.undo()
    assert water(window) == 1


def test_clicks_off_the_track_change_nothing(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    before = window.document.pack
    use_tool(window, "water")
    click(qtbot, window, 300, 120)  # empty board
    click(qtbot, window, 200, 200)  # a station
    assert window.document.pack == before


def test_an_icon_is_a_blue_disc_on_the_track(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    assert colour_at(window, 300, 205) == style.BOARD  # beside the track: just the board
    use_tool(window, "water")
    click(qtbot, window, 300, 200)
    assert colour_at(window, 300, 205) == style.WATER  # the icon reaches past the lane
    item = window.scene.elements[TOP]
    assert item.contains(item.mapFromScene(300, 205))  # and can be clicked there
