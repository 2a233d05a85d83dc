"""Panning as laptop users expect: the wheel and a two-finger scroll pan, Ctrl+wheel
and a pinch zoom about the pointer, Space+drag and the middle button pan in any tool."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QNativeGestureEvent, QPointingDevice
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from editor.canvas.view import WHEEL_PAN
from editor.document import MapDocument
from editor.main_window import MainWindow
from tests.conftest import PackFactory
from tests.editor.driving import open_pack, screen_point, use_tool, wheel

SHIFT = Qt.KeyboardModifier.ShiftModifier
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def city(window: MainWindow, make_pack: PackFactory) -> MapDocument:
    return open_pack(window, make_pack({"bank": (400, 300), "oval": (500, 300)}, ["bank-oval"]))


def centre(window: MainWindow) -> QPointF:
    """The map point in the middle of the canvas."""
    return window.view.mapToScene(window.view.viewport().rect().center())


def moved(window: MainWindow, before: QPointF) -> tuple[float, float]:
    after = centre(window)
    return (after.x() - before.x(), after.y() - before.y())


def zoom(window: MainWindow) -> float:
    return window.view.transform().m11()


@pytest.mark.parametrize(
    ("notches", "sideways", "modifiers", "expected"),
    [
        (1, 0, Qt.KeyboardModifier.NoModifier, (0, -WHEEL_PAN)),  # away from the user: up
        (-2, 0, Qt.KeyboardModifier.NoModifier, (0, 2 * WHEEL_PAN)),
        (-1, 0, SHIFT, (WHEEL_PAN, 0)),  # Shift turns the wheel sideways
        (0, 1, Qt.KeyboardModifier.NoModifier, (-WHEEL_PAN, 0)),  # a tilt wheel
    ],
)
def test_the_wheel_pans_and_leaves_the_zoom(
    window: MainWindow,
    city: MapDocument,
    notches: int,
    sideways: int,
    modifiers: Qt.KeyboardModifier,
    expected: tuple[float, float],
) -> None:
    before = centre(window)
    wheel(window, 400, 300, notches, modifiers, sideways=sideways)
    assert moved(window, before) == expected
    assert zoom(window) == 1.0


def test_a_two_finger_scroll_pans_by_the_pixels_the_fingers_moved(
    window: MainWindow, city: MapDocument
) -> None:
    window.view.scale(2, 2)
    before = centre(window)
    wheel(window, 400, 300, 1, pixels=QPoint(-30, 50))
    assert moved(window, before) == pytest.approx((15, -25), abs=0.5)  # half: zoomed 2x
    assert zoom(window) == 2.0


def pinch(window: MainWindow, at: QPoint, value: float) -> None:
    viewport = window.view.viewport()
    point = QPointF(at)
    gesture = QNativeGestureEvent(
        Qt.NativeGestureType.ZoomNativeGesture,
        QPointingDevice.primaryPointingDevice(),
        2,
        point,
        point,
        QPointF(viewport.mapToGlobal(point)),
        value,
        QPointF(),
    )
    QApplication.sendEvent(viewport, gesture)


def test_a_pinch_zooms_about_the_fingers(window: MainWindow, city: MapDocument) -> None:
    at = screen_point(window, 500, 300)
    for _ in range(4):
        pinch(window, at, 0.25)
    assert zoom(window) == pytest.approx(1.25**4)
    assert (window.view.mapFromScene(QPointF(500, 300)) - at).manhattanLength() <= 1
    pinch(window, at, -0.5)
    assert zoom(window) == pytest.approx(1.25**4 / 2)
    assert (window.view.mapFromScene(QPointF(500, 300)) - at).manhattanLength() <= 1


def space_drag(
    qtbot: QtBot, window: MainWindow, start: QPoint, end: QPoint
) -> list[Qt.CursorShape]:
    """Hold Space, drag with the left button, let go of both; the cursors seen on the way."""
    view, viewport = window.view, window.view.viewport()
    view.setFocus()
    qtbot.keyPress(view, Qt.Key.Key_Space)
    seen = [viewport.cursor().shape()]
    qtbot.mousePress(viewport, LEFT, pos=start)
    seen.append(viewport.cursor().shape())
    qtbot.mouseMove(viewport, (start + end) / 2)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, LEFT, pos=end)
    seen.append(viewport.cursor().shape())
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    seen.append(viewport.cursor().shape())
    return seen


@pytest.mark.parametrize("tool", ["select", "station", "connection"])
def test_space_drag_pans_in_any_tool_and_gives_the_cursor_back(
    qtbot: QtBot, window: MainWindow, city: MapDocument, tool: str
) -> None:
    use_tool(window, tool)
    tool_cursor = window.view.viewport().cursor().shape()
    before, pack = centre(window), city.pack
    start = screen_point(window, 400, 300)  # on a station: neither grabbed nor joined
    seen = space_drag(qtbot, window, start, start + QPoint(-120, 80))
    assert moved(window, before) == (120, -80)
    assert city.pack is pack and city.undo_stack.count() == 0
    assert city.selection == frozenset()
    Shape = Qt.CursorShape
    assert seen == [Shape.OpenHandCursor, Shape.ClosedHandCursor, Shape.OpenHandCursor, tool_cursor]


def test_after_letting_go_of_space_a_drag_is_the_tools_again(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    start = screen_point(window, 400, 300)
    space_drag(qtbot, window, start, start + QPoint(-50, 0))
    bank = screen_point(window, 400, 300)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, pos=bank)
    qtbot.mouseMove(viewport, bank + QPoint(20, 10))
    qtbot.mouseMove(viewport, bank + QPoint(40, 20))
    qtbot.mouseRelease(viewport, LEFT, pos=bank + QPoint(40, 20))
    assert city.pack.station("bank").pos == (440, 320)
    assert city.undo_stack.undoText() == "Move Bank"


def test_the_middle_button_pans_with_a_closed_hand(
    qtbot: QtBot, window: MainWindow, city: MapDocument
) -> None:
    use_tool(window, "station")
    viewport, before = window.view.viewport(), centre(window)
    qtbot.mousePress(viewport, Qt.MouseButton.MiddleButton, pos=QPoint(300, 300))
    assert viewport.cursor().shape() == Qt.CursorShape.ClosedHandCursor
    qtbot.mouseMove(viewport, QPoint(330, 260))
    qtbot.mouseRelease(viewport, Qt.MouseButton.MiddleButton, pos=QPoint(330, 260))
    assert moved(window, before) == (-30, 40)
    assert viewport.cursor().shape() == Qt.CursorShape.CrossCursor
    assert len(city.pack.stations) == 2
