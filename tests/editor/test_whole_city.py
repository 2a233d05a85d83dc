"""A whole city's network in the editor: a 5,000-station map opens, takes an edit and
undoes it; zoomed out so far that a station is a speck, stations and track are one
picture, and what is dragged there is drawn in full."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from benchmarks.synthetic import synthetic_pack
from editor.canvas import style
from editor.canvas.far_view import tile_of
from editor.canvas.station_item import StationItem
from editor.document import MapDocument
from editor.main_window import MainWindow
from engine.map.model import Connection, Station
from engine.pack import save_pack
from tests.editor.driving import drag, open_pack, screen_point

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def drawn_near(image: QImage, point: tuple[int, int], reach: int = 2) -> int:
    """Pixels around a viewport point that are not the bare board."""
    box = QRect(point[0] - reach, point[1] - reach, 2 * reach + 1, 2 * reach + 1)
    box = box.intersected(image.rect())
    board = style.BOARD.rgb()
    return sum(
        image.pixelColor(x, y).rgb() != board
        for x in range(box.left(), box.right() + 1)
        for y in range(box.top(), box.bottom() + 1)
    )


def on_screen(window: MainWindow, x: float, y: float) -> tuple[int, int]:
    point = screen_point(window, x, y)
    return (point.x(), point.y())


def test_a_5000_station_map_opens_takes_an_edit_and_undoes_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = save_pack(synthetic_pack(5000), tmp_path / "city.yaml")
    window.set_document(MapDocument.open(path))
    document = window.document
    assert len(window.scene.elements) == len(document.pack.stations) + len(
        document.pack.connections
    ) + len(document.pack.regions) + len(document.pack.routes)
    window.view.fit()
    window.view.viewport().grab()  # the whole city in view: one picture
    assert window.scene.far_view.far

    station = document.pack.stations[2500]
    start = station.pos
    window.view.resetTransform()
    window.view.centerOn(*start)
    window.view.viewport().grab()
    assert not window.scene.far_view.far
    drag(qtbot, window, start, (start[0] + 40, start[1]))
    moved = document.pack.station(station.id)
    assert moved is not None
    assert moved.pos[0] - start[0] == pytest.approx(40, abs=20)  # snapped to the grid
    assert moved.pos[1] == pytest.approx(start[1], abs=20)
    item = window.scene.elements[station.id]
    assert (item.pos().x(), item.pos().y()) == moved.pos

    document.undo_stack.undo()
    assert document.pack.station(station.id) == station
    assert (item.pos().x(), item.pos().y()) == start


def test_far_out_the_stations_are_one_picture_and_a_dragged_one_is_drawn_in_full(
    qtbot: QtBot, window: MainWindow
) -> None:
    stations = (Station("a", "Ashford", (400.0, 300.0)), Station("b", "Belgate", (400.0, 900.0)))
    pack = replace(
        window.document.pack, stations=stations, connections=(Connection("ab", "a", "b"),)
    )
    open_pack(window, pack)
    window.view.scale(0.1, 0.1)  # a station's body 1.4 pixels across
    image = window.view.viewport().grab().toImage()
    far = window.scene.far_view
    station = window.scene.elements["a"]
    assert isinstance(station, StationItem)
    assert far.far and far.picture.isVisible()
    assert station.flags() & NO_CONTENTS  # the picture draws it, as a dot
    assert drawn_near(image, on_screen(window, 400, 300)) > 0
    assert drawn_near(image, on_screen(window, 400, 600)) > 0  # the track between

    drag(qtbot, window, (400, 300), (800, 300))
    image = window.view.viewport().grab().toImage()
    assert window.document.pack.station("a").pos == (800, 300)
    assert not station.flags() & NO_CONTENTS  # drawn in full from now on
    assert drawn_near(image, on_screen(window, 800, 300)) > 0
    assert drawn_near(image, on_screen(window, 400, 300), reach=1) == 0  # nothing left behind

    window.view.resetTransform()
    window.view.viewport().grab()
    assert not far.far and not far.picture.isVisible()
    assert not any(item.flags() & NO_CONTENTS for item in window.scene.elements.values())


def test_far_out_a_drag_draws_again_only_the_tile_the_station_was_pictured_in(
    qtbot: QtBot, window: MainWindow
) -> None:
    stations = (
        Station("a", "Ashford", (400.0, 300.0)),
        Station("b", "Belgate", (400.0, 900.0)),
        Station("c", "Crowhurst", (3400.0, 3300.0)),  # tiles away
    )
    connections = (Connection("ab", "a", "b"), Connection("bc", "b", "c"))
    pack = replace(
        window.document.pack, stations=stations, connections=connections, canvas=(4000, 4000)
    )
    open_pack(window, pack)
    window.view.scale(0.1, 0.1)
    window.view.viewport().grab()
    far = window.scene.far_view
    near_tile = far.picture.tiles[tile_of(window.scene.elements["a"])]
    far_tile = far.picture.tiles[tile_of(window.scene.elements["c"])]
    assert near_tile is not far_tile
    kept = far_tile.strokes

    drag(qtbot, window, (400, 300), (800, 300))
    image = window.view.viewport().grab().toImage()
    assert far_tile.strokes is kept  # not made again
    assert window.scene.elements["c"].flags() & NO_CONTENTS  # still a dot in its tile
    assert not window.scene.elements["a"].flags() & NO_CONTENTS
    assert drawn_near(image, on_screen(window, 400, 300), reach=1) == 0  # the tile lost a's dot
    assert drawn_near(image, on_screen(window, 3400, 3300)) > 0
