"""How regions are drawn: districts that touch in different tints, kept up to date
as they move, and each region's name inside it, unless the layer is hidden."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.region_item import RegionItem
from editor.canvas.scene import MapScene
from editor.document import MapDocument
from editor.render import board_scene
from engine.map.model import MapPack, Region
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
    a_fill = fill_of(scene, "a")
    moved = replace(document.pack, regions=(apart[0], square("b", 100, 0)))
    document.edit("Move district", moved, {"b"})
    assert fill_of(scene, "a") != fill_of(scene, "b")
    assert fill_of(scene, "a") == a_fill  # only the moved district takes another tint
    document.undo_stack.undo()
    assert fill_of(scene, "a") == a_fill


def test_only_districts_are_tinted(qtbot: QtBot) -> None:
    cluster = Region("c", "cluster", square("c", 100, 0).polygon)
    document = MapDocument(
        MapPack("city", "City", "underground", regions=(square("a", 0, 0), cluster))
    )
    scene = MapScene(document)
    assert fill_of(scene, "c") == style.REGION_FILLS["cluster"].name()
    assert fill_of(scene, "a") == style.DISTRICT_TINTS[0].name()


def test_a_regions_name_sits_inside_it_and_follows_the_names_layer(qtbot: QtBot) -> None:
    # an L-shaped zone: the middle of its box lies outside it, in the notch
    corners = ((0, 0), (300, 0), (300, 60), (60, 60), (60, 300), (0, 300))
    zone = Region("z", "zone", corners, name="Docklands")
    scene = MapScene(MapDocument(MapPack("city", "City", "underground", regions=(zone,))))
    item = scene.elements["z"]
    assert isinstance(item, RegionItem)
    assert item.name.text() == "Docklands" and item.name.isVisible()
    centre = item.name.sceneBoundingRect().center()
    assert item.contains(centre)
    assert not item.contains(item.boundingRect().center())  # where a centred name would be
    scene.set_layer_visible("region-names", False)
    assert not item.name.isVisible() and item.isVisible()


def test_exported_boards_leave_region_names_out(qtbot: QtBot) -> None:
    zone = Region("z", "zone", square("z", 0, 0).polygon, name="Docklands")
    scene = board_scene(MapPack("city", "City", "underground", regions=(zone,)))
    item = scene.elements["z"]
    assert isinstance(item, RegionItem)
    assert item.isVisible() and not item.name.isVisible()


def test_a_long_rivers_name_sits_in_its_middle(qtbot: QtBot) -> None:
    river = Region("r", "river", ((0, 380), (1000, 380), (1000, 420), (0, 420)), name="The River")
    scene = MapScene(MapDocument(MapPack("city", "City", "next-station", regions=(river,))))
    item = scene.elements["r"]
    assert isinstance(item, RegionItem)
    centre = item.name.sceneBoundingRect().center()
    assert abs(centre.x() - 500) < 1 and abs(centre.y() - 400) < 1


def name_box(scene: MapScene, region_id: str) -> QRectF:
    item = scene.elements[region_id]
    assert isinstance(item, RegionItem)
    return item.name.sceneBoundingRect()


def test_names_of_overlapping_regions_stack_instead_of_printing_on_each_other(
    qtbot: QtBot,
) -> None:
    """A corner region laid over a district (a Tokyo-style sheet) names itself at
    the same spot; its name moves off the district's, and back when it is moved away."""
    district = replace(square("d", 0, 0), name="Kitanishi")
    corner = Region("c", "corner", district.polygon, name="Harbour Corner")
    document = MapDocument(MapPack("city", "City", "next-station", regions=(corner, district)))
    scene = MapScene(document)
    assert not name_box(scene, "d").intersects(name_box(scene, "c"))
    assert name_box(scene, "d").center() == QPointF(50, 50)  # districts keep their spot

    moved = Region("c", "corner", square("c", 400, 0).polygon, name="Harbour Corner")
    document.edit("Move corner", replace(document.pack, regions=(moved, district)), {"c"})
    assert name_box(scene, "c").center().x() > 400  # inside its new square, at its own spot


def test_an_area_two_regions_cover_is_named_once(qtbot: QtBot) -> None:
    """Tokyo's district 'Kitanishi' under its corner region 'Kitanishi (corner)': the
    fuller name alone, not 'Kitanishi' over 'Kitanishi (corner)'; both again apart."""
    district = replace(square("d", 0, 0), name="Kitanishi")
    corner = Region("c", "corner", district.polygon, name="Kitanishi (corner)")
    document = MapDocument(MapPack("city", "City", "next-station", regions=(corner, district)))
    scene = MapScene(document)
    assert name_text(scene, "d") == "" and name_text(scene, "c") == "Kitanishi (corner)"
    moved = Region("c", "corner", square("c", 400, 0).polygon, name="Kitanishi (corner)")
    document.edit("Move corner", replace(document.pack, regions=(moved, district)), {"c"})
    assert name_text(scene, "d") == "Kitanishi" and name_text(scene, "c") == "Kitanishi (corner)"
    assert not name_box(scene, "d").intersects(name_box(scene, "c"))


def name_text(scene: MapScene, region_id: str) -> str:
    item = scene.elements[region_id]
    assert isinstance(item, RegionItem)
    return item.name.text()
