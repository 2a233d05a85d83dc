"""Ctrl+wheel zooms under the cursor: the map point under it stays put."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from editor.canvas.view import ZOOM_RANGE, ZOOM_STEP
from editor.main_window import MainWindow
from tests.editor.driving import wheel


def map_point_at(window: MainWindow, at: QPoint) -> QPointF:
    return window.view.mapToScene(at)


def turn_wheel_at(window: MainWindow, at: QPoint, notches: int) -> None:
    point = map_point_at(window, at)
    wheel(window, point.x(), point.y(), notches, Qt.KeyboardModifier.ControlModifier)


def pixels_off(window: MainWindow, point: QPointF, at: QPoint) -> float:
    """How far from a viewport pixel a map point is drawn now."""
    drawn = window.view.viewportTransform().map(point)
    return math.dist(drawn.toTuple(), QPointF(at).toTuple())


def zoom(window: MainWindow) -> float:
    return window.view.transform().m11()


def viewport_spots(window: MainWindow) -> dict[str, QPoint]:
    width, height = window.view.viewport().width(), window.view.viewport().height()
    return {
        "top left corner": QPoint(4, 4),
        "bottom right corner": QPoint(width - 5, height - 5),
        "left of the middle": QPoint(width // 4, height // 2 + 17),
    }


@pytest.mark.parametrize("spot", ["top left corner", "bottom right corner", "left of the middle"])
@pytest.mark.parametrize("notches", [1, -1, 2])
def test_the_map_point_under_the_cursor_stays_there(
    window: MainWindow, spot: str, notches: int
) -> None:
    at = viewport_spots(window)[spot]
    point = map_point_at(window, at)
    before = zoom(window)
    turn_wheel_at(window, at, notches)
    assert zoom(window) == pytest.approx(before * ZOOM_STEP**notches)
    assert pixels_off(window, point, at) <= 1.0


def test_zooming_in_steps_keeps_the_point_after_a_pan(qtbot: QtBot, window: MainWindow) -> None:
    viewport = window.view.viewport()
    at = QPoint(viewport.width() - 30, 25)
    unpanned = map_point_at(window, at)
    qtbot.mousePress(viewport, Qt.MouseButton.MiddleButton, pos=QPoint(300, 300))
    qtbot.mouseMove(viewport, QPoint(180, 230))
    qtbot.mouseRelease(viewport, Qt.MouseButton.MiddleButton, pos=QPoint(180, 230))
    point = map_point_at(window, at)
    assert (point - unpanned).toTuple() == (120, 70)
    for step in range(1, 6):
        turn_wheel_at(window, at, 1)
        assert zoom(window) == pytest.approx(ZOOM_STEP**step)
        assert pixels_off(window, point, at) <= 1.0


@pytest.mark.parametrize("turns", [1, 6])
def test_zooming_in_then_out_gives_back_the_same_view(window: MainWindow, turns: int) -> None:
    at = viewport_spots(window)["bottom right corner"]
    before = window.view.viewportTransform()
    for _ in range(turns):
        turn_wheel_at(window, at, 1)
    assert window.view.viewportTransform() != before
    for _ in range(turns):
        turn_wheel_at(window, at, -1)
    after = window.view.viewportTransform()
    assert (after.m11(), after.m22()) == pytest.approx((before.m11(), before.m22()))
    assert (after.dx(), after.dy()) == pytest.approx((before.dx(), before.dy()))


def test_zoom_stops_at_its_limits_and_keeps_the_point(window: MainWindow) -> None:
    at = viewport_spots(window)["top left corner"]
    point = map_point_at(window, at)
    for _ in range(40):
        turn_wheel_at(window, at, 1)
    assert zoom(window) == pytest.approx(ZOOM_RANGE[1])
    assert pixels_off(window, point, at) <= 1.0
    for _ in range(60):
        turn_wheel_at(window, at, -1)
    assert zoom(window) == pytest.approx(ZOOM_RANGE[0])
