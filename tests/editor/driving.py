"""A simulated mouse for the editor's canvas, in scene coordinates."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QWidget
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.map.model import MapPack


def open_pack(window: MainWindow, pack: MapPack) -> MapDocument:
    """Show `pack` in the window, zoomed 1:1 on the board's top left, where the
    tests' coordinates are."""
    window.set_document(MapDocument(pack))
    window.view.resetTransform()
    window.view.centerOn(400, 300)
    return window.document


def screen_point(window: MainWindow, x: float, y: float) -> QPoint:
    return window.view.mapFromScene(QPointF(x, y))


def click(
    qtbot: QtBot, window: MainWindow, x: float, y: float, shift: bool = False, alt: bool = False
) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    if alt:
        modifier |= Qt.KeyboardModifier.AltModifier
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, modifier, screen_point(window, x, y)
    )


def double_click(qtbot: QtBot, window: MainWindow, x: float, y: float) -> None:
    """What Qt delivers for a real double click: press, release, double click, release."""
    viewport, point = window.view.viewport(), screen_point(window, x, y)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)


def hover(window: MainWindow, x: float, y: float) -> None:
    """Move the mouse with no button down. Sent straight to the canvas: a move through
    the window system goes to whichever window is on top there, maybe another one."""
    viewport = window.view.viewport()
    point = QPointF(screen_point(window, x, y))
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        viewport.mapToGlobal(point),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, move)


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


Panel = TypeVar("Panel", bound=QWidget)


def front_panel(qtbot: QtBot, window: MainWindow, dock_name: str, kind: type[Panel]) -> Panel:
    """The panel of a dock, brought to the front of its dock tabs and shown."""
    dock = window.findChild(QDockWidget, dock_name)
    assert dock is not None, dock_name
    dock.raise_()
    panel = dock.widget()
    assert isinstance(panel, kind)
    qtbot.waitUntil(panel.isVisible)
    return panel


def wheel(
    window: MainWindow,
    x: float,
    y: float,
    notches: int,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    sideways: int = 0,
    pixels: QPoint | None = None,
) -> None:
    """Turn the mouse wheel over a scene point: one notch is 120 eighths of a degree,
    positive away from the user (`sideways`: a tilt wheel's notches, positive to the
    left). `pixels` makes it a trackpad's two-finger scroll, which says how far in
    pixels as well. Sent straight to the canvas, as `hover` is."""
    viewport = window.view.viewport()
    point = QPointF(screen_point(window, x, y))
    turn = QWheelEvent(
        point,
        viewport.mapToGlobal(point),
        pixels if pixels is not None else QPoint(),
        QPoint(120 * sideways, 120 * notches),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase if pixels is None else Qt.ScrollPhase.ScrollUpdate,
        False,
    )
    QApplication.sendEvent(viewport, turn)


def choose_from_menu(qtbot: QtBot, window: MainWindow, title: str, name: str) -> QAction:
    """Click a menu's title in the menu bar, then its item named `name`, as a user
    does; a greyed-out item is clicked just the same and does nothing."""
    bar = window.menuBar()
    (entry,) = [a for a in bar.actions() if a.text().replace("&", "") == title]
    menu = entry.menu()
    assert isinstance(menu, QMenu), title
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(entry).center())
    qtbot.waitUntil(menu.isVisible)
    action = next(a for a in menu.actions() if a.objectName() == name)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    if menu.isVisible():  # a greyed-out item leaves the menu open
        menu.close()
    return action
