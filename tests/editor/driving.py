"""A simulated mouse for the editor's canvas, in scene coordinates."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow


def screen_point(window: MainWindow, x: float, y: float) -> QPoint:
    return window.view.mapFromScene(QPointF(x, y))


def click(qtbot: QtBot, window: MainWindow, x: float, y: float, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, modifier, screen_point(window, x, y)
    )


def drag(
    qtbot: QtBot, window: MainWindow, start: tuple[float, float], end: tuple[float, float]
) -> None:
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=screen_point(window, *start))
    steps = 5
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        qtbot.mouseMove(viewport, screen_point(window, x, y))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=screen_point(window, *end))


def use_tool(window: MainWindow, name: str) -> None:
    action = window.findChild(QAction, f"tool-{name}")
    assert action is not None, name
    action.trigger()
