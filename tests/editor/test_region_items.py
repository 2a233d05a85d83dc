"""Districts that touch are drawn in different tints, kept up to date as they move."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.region_item import RegionItem
from editor.canvas.scene import MapScene
from editor.document import MapDocument
from engine.model import MapPack, Region
from tests.engine.test_neighbour_colours import square


def fill_of(scene: MapScene, region_id: str) -> str:
    item = scene.elements[region_id]
    assert isinstance(item, RegionItem)
    return item.brush().color().name()


def test_touching_districts_get_different_fills_as_they_move(qtbot: QtBot) -> None:
    apart = (square("a", 0, 0), square("b", 300, 0))
    document = MapDocument(MapPack("city", "City", "next-station", regions=apart))
    scene = MapScene(document)
    assert fill_of(scene, "a") == fill_of(scene, "b")  # far apart: one tint will do
    moved = replace(document.pack, regions=(apart[0], square("b", 100, 0)))
    document.edit("Move district", moved, {"b"})
    assert fill_of(scene, "a") != fill_of(scene, "b")
    document.undo_stack.undo()
    assert fill_of(scene, "a") == fill_of(scene, "b")


def test_only_districts_are_tinted(qtbot: QtBot) -> None:
    cluster = Region("c", "cluster", square("c", 100, 0).polygon)
    document = MapDocument(
        MapPack("city", "City", "underground", regions=(square("a", 0, 0), cluster))
    )
    scene = MapScene(document)
    assert fill_of(scene, "c") == style.REGION_FILLS["cluster"].name()
    assert fill_of(scene, "a") == style.DISTRICT_TINTS[0].name()
