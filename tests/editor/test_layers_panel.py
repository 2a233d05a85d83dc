"""The layers dock: tick boxes that show and hide kinds of elements on the canvas."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from editor.canvas.region_item import RegionItem
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem
from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.layers import LayersPanel
from engine.editing import edits as editing
from engine.map.model import MapPack, Region
from tests.conftest import PackFactory
from tests.editor.driving import front_panel


@pytest.fixture
def city(make_pack: PackFactory) -> MapPack:
    square = ((0.0, 0.0), (90.0, 0.0), (90.0, 90.0), (0.0, 90.0))
    return make_pack(
        {"a": (100, 100), "b": (300, 100)}, ["a-b"], regions=(Region("z", "zone", square),)
    )


def open_layers(qtbot: QtBot, window: MainWindow, pack: MapPack) -> LayersPanel:
    window.set_document(MapDocument(pack))
    return front_panel(qtbot, window, "layers", LayersPanel)


def click_box(qtbot: QtBot, panel: LayersPanel, item: QTreeWidgetItem | None) -> None:
    """Click the item's tick box (it sits at the left edge of the row)."""
    assert item is not None
    rect = panel.tree.visualItemRect(item)
    pos = rect.topLeft() + QPoint(8, rect.height() // 2)
    qtbot.mouseClick(panel.tree.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def stations(window: MainWindow) -> list[StationItem]:
    return [i for i in window.scene.elements.values() if isinstance(i, StationItem)]


def test_unticking_stations_hides_them_and_their_names(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_layers(qtbot, window, city)
    click_box(qtbot, panel, panel.item("stations"))
    assert panel.item("stations").checkState(0) == Qt.CheckState.Unchecked
    assert all(not i.isVisible() and not i.label.isVisible() for i in stations(window))
    assert window.scene.elements["a-b"].isVisible()
    assert window.scene.element_at(100, 100) != "a"  # hidden stations cannot be picked
    click_box(qtbot, panel, panel.item("stations"))
    assert all(i.isVisible() and i.label.isVisible() for i in stations(window))


def test_names_hide_without_their_stations(qtbot: QtBot, window: MainWindow, city: MapPack) -> None:
    panel = open_layers(qtbot, window, city)
    click_box(qtbot, panel, panel.item("labels"))
    assert all(i.isVisible() and not i.label.isVisible() for i in stations(window))


def test_the_group_box_hides_every_layer(qtbot: QtBot, window: MainWindow, city: MapPack) -> None:
    panel = open_layers(qtbot, window, city)
    group = panel.tree.topLevelItem(0)
    click_box(qtbot, panel, group)
    items = window.scene.elements.values()
    assert {type(i) for i in items} == {StationItem, ConnectionItem, RegionItem}
    assert not any(i.isVisible() for i in items)
    click_box(qtbot, panel, panel.item("regions"))
    assert group.checkState(0) == Qt.CheckState.PartiallyChecked
    assert [i.isVisible() for i in items] == [isinstance(i, RegionItem) for i in items]


def test_hidden_layers_stay_hidden_in_the_next_document(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    panel = open_layers(qtbot, window, city)
    click_box(qtbot, panel, panel.item("connections"))
    window.set_document(MapDocument(city))
    assert not window.scene.elements["a-b"].isVisible()
    assert window.scene.elements["a"].isVisible()


def test_one_kind_of_region_hides_on_its_own_and_lets_clicks_through(
    qtbot: QtBot, window: MainWindow, city: MapPack
) -> None:
    edge = Region("e", "edge", ((0.0, 0.0), (40.0, 0.0), (40.0, 40.0), (0.0, 40.0)))
    pack = replace(city, regions=(*city.regions, edge))
    panel = open_layers(qtbot, window, pack)
    window.view.resetTransform()
    window.view.centerOn(200, 150)
    # on the top side both share: the edge lies over the zone (4 units of grab reach)
    assert window.scene.element_at(20, 0, 4) == "e"
    panel.tree.scrollToItem(panel.item("region:edge"))
    click_box(qtbot, panel, panel.item("region:edge"))
    assert not window.scene.elements["e"].isVisible()
    assert window.scene.elements["z"].isVisible()
    assert window.scene.element_at(20, 0, 4) == "z"
    window.document.edit("Make it a zone", editing.set_field(pack, ["e"], "kind", "zone"), {"e"})
    assert window.scene.elements["e"].isVisible()  # a zone now, and zones show
    click_box(qtbot, panel, panel.item("regions"))  # the Regions layer hides every kind
    assert not window.scene.elements["z"].isVisible()
