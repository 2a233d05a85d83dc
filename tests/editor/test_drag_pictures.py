"""A dragged station's kept picture (Qt's device-coordinate cache) moves with it
while it moves by whole pixels, and is drawn afresh otherwise: either way the
canvas shows what drawing the map afresh shows."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from engine.map.model import Connection, MapPack, Station
from tests.editor.driving import open_pack


def shown(window: MainWindow, pack: MapPack, scale: float) -> None:
    open_pack(window, pack)
    window.view.scale(scale, scale)
    window.view.centerOn(500, 400)


def at(window: MainWindow, x: float, y: float) -> QPointF:
    return QPointF(window.view.mapFromScene(QPointF(x, y)))


def grab(window: MainWindow) -> QImage:
    return window.view.viewport().grab().toImage()


@pytest.mark.parametrize("scale", [1.0, 0.37, 1.6])  # 0.37: a grid step is 7.4 pixels
def test_a_dragged_station_looks_as_it_would_drawn_afresh_where_it_is_dropped(
    qtbot: QtBot, window: MainWindow, scale: float
) -> None:
    stations = (
        Station("a", "Ashford", (400.0, 300.0), flags=("start",)),
        Station("b", "Belgate", (400.0, 700.0)),
    )
    pack = replace(
        window.document.pack, stations=stations, connections=(Connection("ab", "a", "b"),)
    )
    shown(window, pack, scale)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(window, 400, 300).toPoint())
    for k in range(1, 8):  # each frame painted, as the canvas does while dragging
        qtbot.mouseMove(viewport, at(window, 400 + 33 * k, 300 + 17 * k).toPoint())
        viewport.repaint()
    dragged = grab(window)
    dropped = window.document.pack
    assert dropped.station("a") != stations[0]
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(window, 631, 419).toPoint())

    shown(window, dropped, scale)
    window.document.select({"a"})  # selected, as the dragged one is
    assert grab(window) == dragged
