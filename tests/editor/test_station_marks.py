"""Every station flag the rules read is drawn, and no two look alike."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from editor.canvas.station_item import StationItem
from engine.families.underground import fields as underground
from engine.map.fields import catalogue
from engine.map.model import STATION_FLAGS, Station


def drawing(station: Station) -> bytes:
    """The station drawn alone, four times enlarged, as raw pixels."""
    scene = QGraphicsScene()
    item = StationItem(station)
    scene.addItem(item)
    image = QImage(200, 200, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 200), QRectF(-25, -25, 50, 50))
    painter.end()
    return bytes(image.constBits())


def test_each_flag_and_stack_size_has_a_look_of_its_own(qtbot: QtBot) -> None:
    looks = {"plain": drawing(Station("s", "S", (0, 0)))}
    for flag in (*STATION_FLAGS, *catalogue().flags()):
        looks[flag] = drawing(Station("s", "S", (0, 0), frozenset({flag})))
    for size in (1, 2, 3):
        looks[f"landmark {size}"] = drawing(
            underground.LANDMARK.put(Station("s", "S", (0, 0)), size)
        )
    for (a, look_a), (b, look_b) in itertools.combinations(looks.items(), 2):
        assert look_a != look_b, f"{a} and {b} are drawn the same"


def test_marks_keep_the_sides_free_for_the_label(qtbot: QtBot) -> None:
    station = underground.LANDMARK.put(
        Station("s", "S", (100, 100), frozenset({*STATION_FLAGS, *catalogue().flags()})), 3
    )
    item = StationItem(station)
    body, *marks = item.mark_rects()
    assert len(marks) == 5  # connection, tourist, wild, star and the landmark stack
    beside = [QRectF(body.right() + 1, 94, 40, 12), QRectF(body.left() - 41, 94, 40, 12)]
    assert not any(side.intersects(mark) for side in beside for mark in marks)
