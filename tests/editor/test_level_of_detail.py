"""Labels too small to read are not drawn: zoomed out on a whole city they would be
thousands of specks. Zoomed in they are drawn as ever, and exports always have them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.station_item import StationItem
from editor.main_window import MainWindow
from editor.render import render
from engine.map.model import MapPack, Station
from tests.editor.driving import drag, open_pack

NAME = "Kingswick Green Junction"


def city(blank: MapPack) -> MapPack:
    stations = (Station("kings", NAME, (400.0, 300.0)), Station("oak", "Oakford", (400.0, 500.0)))
    return replace(blank, stations=stations)


def dark_pixels(image: QImage, rect: QRect) -> int:
    """Pixels drawn in the label's colour (dark on the light board) inside `rect`."""
    rect = rect.intersected(image.rect())
    return sum(
        image.pixelColor(x, y).lightness() < 100
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def drawn_pixels(image: QImage, rect: QRect) -> int:
    """Pixels inside `rect` that are not the bare board."""
    board = style.BOARD.rgb()
    rect = rect.intersected(image.rect())
    return sum(
        image.pixelColor(x, y).rgb() != board
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def label_on_screen(window: MainWindow) -> tuple[StationItem, QRect]:
    item = window.scene.elements["kings"]
    assert isinstance(item, StationItem)
    return item, window.view.mapFromScene(item.label.sceneBoundingRect()).boundingRect()


def test_labels_are_drawn_at_1_to_1_and_not_when_too_small_to_read(window: MainWindow) -> None:
    open_pack(window, city(window.document.pack))
    item, rect = label_on_screen(window)
    shown = window.view.viewport().grab().toImage()
    assert item.label.isVisible()
    assert dark_pixels(shown, rect) > 40  # the name's letters

    window.view.scale(0.2, 0.2)  # a 7 pt label's line ~2 pixels high: not readable
    station = window.view.mapFromScene(400.0, 300.0)
    zoomed_out = window.view.viewport().grab().toImage()
    assert item.label.isVisible()  # for the labels layer, and the marks kept clear of it
    right_of_station = QRect(station.x() + 4, station.y() - 3, 20, 6)
    assert drawn_pixels(zoomed_out, right_of_station) == 0  # no speck of a name
    body = QRect(station.x() - 2, station.y() - 2, 5, 5)
    assert drawn_pixels(zoomed_out, body) > 0  # the station itself is still drawn

    window.view.resetTransform()
    window.view.centerOn(400, 300)
    again = window.view.viewport().grab().toImage()
    _, rect = label_on_screen(window)
    assert item.label.isVisible()
    assert dark_pixels(again, rect) > 40


def test_labels_hidden_as_a_layer_stay_hidden_when_zoomed_in(window: MainWindow) -> None:
    open_pack(window, city(window.document.pack))
    window.view.scale(0.2, 0.2)
    window.view.viewport().grab()
    window.scene.set_layer_visible("labels", False)
    window.view.resetTransform()
    window.view.centerOn(400, 300)
    hidden = window.view.viewport().grab().toImage()
    _, rect = label_on_screen(window)
    assert dark_pixels(hidden, rect) == 0
    window.scene.set_layer_visible("labels", True)
    assert dark_pixels(window.view.viewport().grab().toImage(), rect) > 40


def test_an_export_has_the_labels_while_the_canvas_is_zoomed_out(
    window: MainWindow, tmp_path: Path
) -> None:
    open_pack(window, city(window.document.pack))
    window.view.scale(0.2, 0.2)
    window.view.viewport().grab()
    picture = render(window.document.pack, tmp_path / "board.png")
    image = QImage(str(picture))
    item, _ = label_on_screen(window)
    label = item.label.sceneBoundingRect().toRect()  # the PNG is one pixel per map unit
    assert dark_pixels(image, label) > 40


def test_labels_dragged_past_while_too_small_to_read_are_placed_on_zooming_in(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_pack(window, city(window.document.pack))
    window.view.scale(0.2, 0.2)
    window.view.viewport().grab()
    drag(qtbot, window, (400, 300), (400, 480))  # beside Oakford's label now
    assert window.document.pack.station("kings").pos == (400, 480)
    window.view.resetTransform()
    window.view.viewport().grab()
    placed = {
        key: item.label.pos()
        for key, item in window.scene.elements.items()
        if isinstance(item, StationItem)
    }
    window.scene.place_labels()  # every label afresh
    assert placed == {key: window.scene.elements[key].label.pos() for key in placed}
