"""The board look: track spaces as token slots, one per lane and space, a
cartouche with the title, rules and a legend that keeps off the map, and
View > Board Look on the canvas, kept in the settings."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings
from PySide6.QtGui import QAction, QImage
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.look import BOARD, DIAGRAM
from editor.canvas.scene import MapScene
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem
from editor.document import MapDocument
from editor.files import dialogs, recent
from editor.main_window import MainWindow
from editor.menus.view_menu import LOOK_KEY
from editor.render import board_scene, render
from engine.editing import edits as editing
from engine.map.model import Connection, MapPack, Region
from tests.conftest import PackFactory
from tests.editor.test_files import trigger
from tests.editor.test_render import SVG

LANE_Y = (295.5, 304.5)  # the two lanes of a-b, BOARD.lane_gap apart around y = 300


@pytest.fixture(autouse=True)
def settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> QSettings:
    """Scratch settings in place of the user's, before any window reads them."""
    scratch = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr(recent, "settings", lambda: scratch)
    return scratch


@pytest.fixture
def board(make_pack: PackFactory) -> MapPack:
    """Two stations 400 apart joined by two lanes split by one water icon: four spaces."""
    return make_pack(
        {"a": (100, 300), "b": (500, 300)},
        [Connection("a-b", "a", "b", lanes=2, water=1)],
        canvas=(800, 600),
    )


def slots_of(scene: MapScene, connection: str = "a-b") -> int:
    item = scene.elements[connection]
    assert isinstance(item, ConnectionItem)
    return len(item.path().toSubpathPolygons())


def test_each_lane_has_a_slot_for_each_space(qtbot: QtBot, board: MapPack, tmp_path: Path) -> None:
    board_look, diagram = board_scene(board, BOARD), board_scene(board, DIAGRAM)
    assert slots_of(board_look) == 4  # 2 lanes x 2 spaces
    assert slots_of(diagram) == 2  # a line per lane
    image = QImage(str(render(board, tmp_path / "board.png", look=BOARD)))
    for x in (200, 400):  # the middle of each space, halfway between a station and the icon
        assert [image.pixelColor(x, round(y)) for y in LANE_Y] == [style.SLOT, style.SLOT]
        assert image.pixelColor(x, 300) != style.SLOT  # the track bed between the lanes
    assert image.pixelColor(150, round(LANE_Y[0])) != style.SLOT  # a slot is token-sized
    assert image.pixelColor(300, 295) == style.WATER  # the icon splitting the spaces


def test_rules_without_track_spaces_get_no_slots(qtbot: QtBot, board: MapPack) -> None:
    sheet = replace(board, ruleset="next-station")
    scene = board_scene(sheet, BOARD)
    assert slots_of(scene) == 2


def test_the_cartouche_names_the_map_its_rules_and_its_marks(
    qtbot: QtBot, board: MapPack, tmp_path: Path
) -> None:
    pack = replace(board, name="Riverside", variant="london", author="The Team", credits="Mine")
    root = ET.parse(render(pack, tmp_path / "board.svg", look=BOARD)).getroot()
    texts = {"".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")}
    assert {"Riverside", "On the Underground: london variant", "Legend"} <= texts
    assert "Station" in texts
    assert any(text.startswith("Water:") for text in texts)  # wrapped over two lines
    assert "National Rail interchange" not in texts  # only the marks on the map
    diagram = ET.parse(render(pack, tmp_path / "diagram.svg")).getroot()
    assert "Legend" not in {"".join(t.itertext()).strip() for t in diagram.iter(f"{SVG}text")}


def test_the_cartouche_and_the_labels_keep_clear_of_each_other(
    qtbot: QtBot, board: MapPack
) -> None:
    scene = board_scene(board, BOARD)
    cartouche = scene.marks.cartouche
    assert cartouche is not None and not cartouche.beside
    frame = cartouche.sceneBoundingRect()
    assert QRectF(0, 0, *board.canvas).contains(frame)
    stations = [i for i in scene.elements.values() if isinstance(i, StationItem)]
    for station in stations:
        assert not frame.intersects(station.sceneBoundingRect())
        assert not frame.intersects(station.label.sceneBoundingRect())


def test_a_board_with_no_free_corner_gets_its_cartouche_beside_it(
    qtbot: QtBot, make_pack: PackFactory
) -> None:
    spots = {f"s{x}-{y}": (x, y) for x in range(40, 800, 60) for y in range(40, 600, 60)}
    scene = board_scene(make_pack(spots, canvas=(800, 600)), BOARD)
    cartouche = scene.marks.cartouche
    assert cartouche is not None and cartouche.beside
    assert cartouche.sceneBoundingRect().top() > 600  # below a wide board
    assert scene.printed_rect().contains(cartouche.mapRectToScene(cartouche.frame))


def test_regions_are_named_on_the_board_and_rivers_drawn_as_water(
    qtbot: QtBot, board: MapPack, tmp_path: Path
) -> None:
    river = Region("thames", "river", ((0, 400), (800, 400), (800, 460), (0, 460)), "Thames")
    pack = replace(board, regions=(river,))
    image = QImage(str(render(pack, tmp_path / "board.png", look=BOARD)))
    assert image.pixelColor(700, 450) == style.RIVER
    scene = board_scene(pack, BOARD)
    name = scene.elements["thames"].name  # type: ignore[union-attr]
    assert name.isVisible() and name.text() == "Thames"
    diagram = board_scene(pack)
    assert not diagram.elements["thames"].name.isVisible()  # type: ignore[union-attr]


def test_a_board_leaves_off_region_names_that_are_just_the_default(
    qtbot: QtBot, board: MapPack
) -> None:
    """A name the region tool gave ("District 2") says nothing on a printed
    board or sheet; the designer's own names print, and the diagram shows all."""
    square = ((0, 0), (300, 0), (300, 200), (0, 200))
    pack = replace(
        board,
        regions=(
            editing.new_region(board, "district", square),
            Region("river-1", "river", ((0, 400), (800, 400), (800, 460), (0, 460)), "River 1"),
            Region("old-town", "district", ((400, 0), (700, 0), (700, 200)), "Old Town"),
            Region("district-7", "district", ((0, 500), (300, 500), (300, 600)), "District 7b"),
        ),
    )
    assert pack.regions[0].name == "District 1"
    ids = {region.id for region in pack.regions}
    scene = board_scene(pack, BOARD)
    items = {key: item for key, item in scene.elements.items() if key in ids}
    names = {key: item.name.text() for key, item in items.items()}  # type: ignore[union-attr]
    assert names == {
        "district-1": "",
        "river-1": "",
        "old-town": "Old Town",
        "district-7": "District 7b",
    }
    diagram = board_scene(pack)
    assert diagram.elements["district-1"].name.text() == "District 1"  # type: ignore[union-attr]


def test_view_board_look_redraws_the_canvas_and_is_kept(
    qtbot: QtBot, window: MainWindow, board: MapPack, settings: QSettings
) -> None:
    window.document.edit("Board", board, {"a", "b", "a-b"})
    steps = window.document.undo_stack.count()
    action = window.findChild(QAction, "view-board-look")
    assert action is not None and not action.isChecked()
    assert window.scene.look == DIAGRAM

    action.trigger()

    assert window.scene.look == BOARD
    assert slots_of(window.scene) == 4
    assert window.scene.marks.cartouche is not None
    assert window.document.undo_stack.count() == steps  # a view setting: no edit
    assert settings.value(LOOK_KEY) == "board"
    again = MainWindow(MapDocument(board))  # the next window, or the next map, keeps it
    qtbot.addWidget(again)
    assert again.scene.look == BOARD
    assert again.findChild(QAction, "view-board-look").isChecked()

    action.trigger()
    assert window.scene.look == DIAGRAM
    assert window.scene.marks.cartouche is None
    assert settings.value(LOOK_KEY) == "diagram"


@pytest.fixture
def export_target(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Where File > Export Board Image writes, as if chosen in its dialog."""
    target = tmp_path / "export.png"
    monkeypatch.setattr(dialogs, "choose_image_path", lambda parent, suggested: target)
    return target


def test_export_board_image_draws_the_look_the_canvas_shows(
    qtbot: QtBot, window: MainWindow, board: MapPack, export_target: Path
) -> None:
    window.document.edit("Board", board, {"a", "b", "a-b"})
    trigger(window, "file-export-image")
    assert QImage(str(export_target)).pixelColor(200, round(LANE_Y[0])) != style.SLOT  # diagram

    window.findChild(QAction, "view-board-look").trigger()
    trigger(window, "file-export-image")
    assert QImage(str(export_target)).pixelColor(200, round(LANE_Y[0])) == style.SLOT


def test_a_region_name_moves_out_of_the_way_of_a_station_moved_onto_it(
    qtbot: QtBot, board: MapPack
) -> None:
    cluster = Region("quay", "cluster", ((40, 60), (360, 60), (360, 180), (40, 180)), "The Quay")
    document = MapDocument(replace(board, regions=(cluster,)))
    scene = MapScene(document, BOARD)
    name = scene.elements["quay"].name  # type: ignore[union-attr]
    spot = name.sceneBoundingRect()
    moved = editing.move_by(document.pack, {"a"}, spot.center().x() - 100, spot.center().y() - 300)
    document.edit("Move", moved, {"a"})
    station = scene.elements["a"]
    assert isinstance(station, StationItem)
    assert station.sceneBoundingRect().contains(spot.center())  # where the name was
    assert not name.sceneBoundingRect().intersects(station.mark_rects()[0])
    assert not name.sceneBoundingRect().intersects(station.label.sceneBoundingRect())
