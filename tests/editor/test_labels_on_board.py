"""Labels stay on the board, so exports never cut a name off: a spot that sticks
out of the board is taken only when no spot around the station fits on it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from editor.canvas.scene import MapScene
from editor.canvas.station_item import StationItem
from editor.document import MapDocument
from editor.render import board_scene
from engine.map.model import MapPack, Station
from engine.pack import load_pack
from engine.paths import MAPS
from tests.editor.test_label_layout import label_spots

LONG_NAME = "Crossharbour & London Arena"


def labels_off_board(scene: MapScene) -> list[str]:
    board = scene.board.rect()
    return [
        item.station.name
        for item in scene.elements.values()
        if isinstance(item, StationItem) and not board.contains(item.label.sceneBoundingRect())
    ]


def label_of(scene: MapScene, element_id: str) -> QRectF:
    item = scene.elements[element_id]
    assert isinstance(item, StationItem)
    return item.label.sceneBoundingRect()


def one_station(x: float, canvas: tuple[float, float]) -> MapScene:
    station = Station("s", LONG_NAME, (x, 150))
    return MapScene(MapDocument(MapPack("m", "M", "underground", canvas, stations=(station,))))


def test_a_long_name_near_the_right_edge_goes_where_it_fits(qtbot: QtBot) -> None:
    scene = one_station(560, (600, 300))
    assert labels_off_board(scene) == []
    assert label_of(scene, "s").right() < 560  # the right side, first choice, has no room


def test_a_label_leaves_the_board_only_when_no_spot_fits(qtbot: QtBot) -> None:
    """On a board narrower than the name, the label goes where it would with room."""
    too_narrow = one_station(30, (60, 300))
    assert labels_off_board(too_narrow) == [LONG_NAME]
    assert label_of(too_narrow, "s").left() > 30  # the first choice: the right side


def test_resizing_the_board_places_labels_as_afresh(qtbot: QtBot) -> None:
    document = MapDocument(load_pack(MAPS / "london.yaml"))
    scene = MapScene(document)
    width, height = document.pack.canvas
    first = label_spots(scene)
    for canvas in ((width - 60, height - 40), (width + 100, height), (width, height)):
        document.edit("Set map size", replace(document.pack, canvas=canvas), ())
        assert label_spots(scene) == label_spots(MapScene(MapDocument(document.pack))), canvas
        assert labels_off_board(scene) == []
        assert (label_spots(scene) == first) == (canvas == (width, height))
    document.undo_stack.undo()
    assert label_spots(scene) == label_spots(MapScene(MapDocument(document.pack)))


def test_every_label_of_a_bundled_map_is_exported_whole(qtbot: QtBot, bundled_map: Path) -> None:
    """Berlin's Olympia-Stadion and London's Stamford Brook sit by the board's edge."""
    assert labels_off_board(board_scene(load_pack(bundled_map))) == []
