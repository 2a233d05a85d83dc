"""Names on the bundled maps read as they are meant, at 1:1, in the editor's look and
the printed board's: a region's name once, apart from the stations and their
names; station names apart from one another and from route marks."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF
from pytestqt.qtbot import QtBot

from editor.canvas.board_marks import MARGIN
from editor.canvas.labels import LETTER
from editor.canvas.look import BOARD, DIAGRAM, Look
from editor.canvas.region_item import RegionItem
from editor.canvas.scene import MapScene
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import RouteItem
from editor.document import MapDocument
from editor.printing.board import board_picture
from editor.printing.plan import KitSettings, plan_kit
from engine.families.nextstation.fields import DEPARTURE
from engine.pack import load_pack
from engine.paths import MAPS

LOOKS = pytest.mark.parametrize("look", [DIAGRAM, BOARD], ids=["editor", "board"])


def scene_of(name: str, look: Look) -> MapScene:
    return MapScene(MapDocument(load_pack(MAPS / name)), look)


def region_names(scene: MapScene) -> dict[str, QRectF]:
    return {
        item.name.text(): item.name.sceneBoundingRect()
        for item in scene.elements.values()
        if isinstance(item, RegionItem) and item.name.text()
    }


def stations(scene: MapScene) -> dict[str, StationItem]:
    return {i.station.name: i for i in scene.elements.values() if isinstance(i, StationItem)}


@LOOKS
def test_tokyo_names_each_area_once_and_off_the_stations(qtbot: QtBot, look: Look) -> None:
    scene = scene_of("next-station-tokyo.yaml", look)
    names = region_names(scene)
    assert "Kitaguchi (edge)" in names and "Kitaguchi" not in names
    assert "Kitahigashi (corner)" in names and "Kitahigashi" not in names
    assert {"Chuo", "Kitamachi", "Higashimachi", "Minamimachi", "Nishimachi"} <= set(names)
    for station in stations(scene).values():
        taken = [station.label.sceneBoundingRect(), *station.mark_rects()]
        for name, box in names.items():
            assert not any(box.intersects(t) for t in taken), (name, station.station.name)


@LOOKS
def test_the_dice_citys_zone_names_stand_apart_from_its_stations(qtbot: QtBot, look: Look) -> None:
    scene = scene_of("tube-dice-city.yaml", look)
    names = region_names(scene)
    westgate = stations(scene)["Westgate"].label.sceneBoundingRect()
    room = westgate.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    assert not names["West"].intersects(room)  # not "Westgate" over "West"
    eastgate = stations(scene)["Eastgate"].label.sceneBoundingRect()
    assert not names["East"].intersects(eastgate.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))


@LOOKS
def test_harbours_station_names_keep_apart_and_off_the_route_marks(
    qtbot: QtBot, look: Look
) -> None:
    scene = scene_of("metro-x-harbour.yaml", look)
    labels = {name: item.label.sceneBoundingRect() for name, item in stations(scene).items()}
    for (a, box), (b, other) in itertools.combinations(labels.items(), 2):
        gap = LETTER * box.height() - 0.5
        apart = box.adjusted(-gap, 0, gap, 0)
        assert not apart.intersects(other), (a, b)  # "Compass Rose Driftwood" read as one
    marks = [
        box
        for item in scene.elements.values()
        if isinstance(item, RouteItem) and item.sheet is not None
        for box in item.sheet.boxes()
    ]
    for name, box in labels.items():
        assert not any(box.intersects(mark) for mark in marks), name  # "Mill Lane" under windows


def test_a_printed_sheets_departure_marks_cover_no_name(qtbot: QtBot) -> None:
    """N1: the marks are placed before the names, which keep off them, on the
    printed sheet as in the editor; a departure moved takes its neighbours' names along."""
    pack = load_pack(MAPS / "next-station-london.yaml")
    printed = board_picture(plan_kit(pack, KitSettings()))
    scenes = [printed, MapScene(MapDocument(pack), DIAGRAM)]
    for scene in scenes:
        marks = [m.sceneBoundingRect() for m in scene.departures.marks]
        assert len(marks) == len(pack.components.lines)
        for name, item in stations(scene).items():
            label = item.label.sceneBoundingRect()
            assert not any(label.intersects(mark) for mark in marks), name
    editor = scenes[1]
    document = editor.document
    first, *others = pack.components.lines
    lines = (DEPARTURE.put(first, "central"), *others)
    moved = replace(pack, components=replace(pack.components, lines=lines))
    document.edit("Move departure", moved, ())  # as the map settings' line table does
    marks = [m.sceneBoundingRect() for m in editor.departures.marks]
    central = stations(editor)["Central"]
    assert central.sceneBoundingRect().contains(marks[0].center())
    for name, item in stations(editor).items():
        assert not any(item.label.sceneBoundingRect().intersects(m) for m in marks), name


WATERY = [
    path.name
    for path in sorted(MAPS.glob("*.yaml"))
    if any(r.kind == "river" for r in load_pack(path).regions)
]


@pytest.mark.parametrize("name", WATERY)
@LOOKS
def test_land_names_keep_off_the_water_drawn_over_them(qtbot: QtBot, look: Look, name: str) -> None:
    scene = scene_of(name, look)
    regions = [i for i in scene.elements.values() if isinstance(i, RegionItem)]
    waters = [i.mapToScene(i.polygon()) for i in regions if i.region.kind == "river"]
    for item in regions:
        if item.region.kind != "river" and item.name.text():
            box = QPolygonF(item.name.sceneBoundingRect())
            assert not any(w.intersects(box) for w in waters), item.region.name
