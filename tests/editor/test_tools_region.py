"""The region tool draws polygons of a chosen kind; the select tool edits their corners."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QGraphicsPathItem, QLabel
from pytestqt.qtbot import QtBot

from editor.canvas import style
from editor.canvas.region_item import RegionItem
from editor.canvas.tools.region import RegionTool
from editor.canvas.track_items import ConnectionItem
from editor.main_window import MainWindow
from tests.editor.driving import click, double_click, hover, open_pack, use_tool
from tests.editor.test_drawing import draw_triangle

SQUARE = [(100, 100), (300, 100), (300, 300), (100, 300)]


@pytest.fixture(autouse=True)
def every_kind(window: MainWindow) -> None:
    """A map of a ruleset the editor does not know, so the region tool offers every
    kind (tests/editor/test_region_tool_kinds.py: the kinds of each ruleset)."""
    open_pack(window, replace(window.document.pack, ruleset="homebrew"))


def previews(window: MainWindow) -> list[QGraphicsPathItem]:
    """The region tool's preview outlines that are on the canvas."""
    tool = window.tools["region"]
    assert isinstance(tool, RegionTool)
    return [i for i in window.scene.items() if i is tool.preview]


def region_item(window: MainWindow, region_id: str) -> RegionItem:
    item = window.scene.elements[region_id]
    assert isinstance(item, RegionItem)
    return item


def draw_square(qtbot: QtBot, window: MainWindow) -> None:
    use_tool(window, "region")
    for x, y in SQUARE[:-1]:
        click(qtbot, window, x + 3, y - 4)  # snapped to the grid
    double_click(qtbot, window, *SQUARE[-1])


def test_double_click_closes_the_polygon_in_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    stack = window.document.undo_stack
    draw_square(qtbot, window)
    (region,) = window.document.pack.regions
    assert (region.id, region.kind, region.name) == ("district-1", "district", "District 1")
    assert region.polygon == tuple(SQUARE)
    assert stack.count() == 1
    assert window.document.selection == {"district-1"}
    item = region_item(window, "district-1")
    assert [(p.x(), p.y()) for p in item.polygon()] == SQUARE
    assert previews(window) == []
    stack.undo()
    assert window.document.pack.regions == ()
    assert "district-1" not in window.scene.elements
    stack.redo()
    assert window.document.pack.regions == (region,)


def test_the_kind_comes_from_the_tool_options_bar(qtbot: QtBot, window: MainWindow) -> None:
    assert window.findChild(QComboBox, "option-kind") is None
    use_tool(window, "region")
    box = window.findChild(QComboBox, "option-kind")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert [box.itemData(i) for i in range(box.count())] == [
        "district",
        "cluster",
        "zone",
        "river",
        "edge",
        "corner",
    ]
    box.setCurrentIndex(box.findData("cluster"))
    for x, y in [(400, 400), (600, 400), (500, 560)]:
        click(qtbot, window, x, y)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    box.setCurrentIndex(box.findData("river"))
    for x, y in [(100, 500), (300, 500), (300, 540)]:
        click(qtbot, window, x, y)
    click(qtbot, window, 102, 498)  # back on the first corner: closed
    kinds = [(r.kind, r.name, len(r.polygon)) for r in window.document.pack.regions]
    assert kinds == [("cluster", "Cluster 1", 3), ("river", "River 1", 3)]
    hint = window.findChild(QLabel, "tool-hint")
    assert hint is not None and "corner" in hint.text()
    use_tool(window, "select")
    qtbot.waitUntil(lambda: window.findChild(QComboBox, "option-kind") is None)


def test_preview_follows_the_mouse_and_escape_cancels(qtbot: QtBot, window: MainWindow) -> None:
    use_tool(window, "region")
    click(qtbot, window, 100, 100)
    click(qtbot, window, 300, 100)
    hover(window, 253, 257)
    (preview,) = previews(window)
    outline = list(preview.path().toFillPolygon())  # ends where a click would put a corner
    assert outline == [QPointF(*p) for p in [(100, 100), (300, 100), (260, 260), (100, 100)]]
    assert preview.brush().color() == style.REGION_FILLS["district"]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # two corners: not a region yet
    assert window.document.pack.regions == ()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert preview.scene() is None
    assert window.document.undo_stack.count() == 0


def test_backspace_drops_the_last_corner(qtbot: QtBot, window: MainWindow) -> None:
    use_tool(window, "region")
    for x, y in [(100, 100), (300, 100), (500, 500), (300, 300)]:
        click(qtbot, window, x, y)
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    click(qtbot, window, 100, 300)
    qtbot.keyClick(window.view, Qt.Key.Key_Enter)
    assert window.document.pack.regions[0].polygon == ((100, 100), (300, 100), (100, 300))


def test_a_selected_region_shows_its_corners(qtbot: QtBot, window: MainWindow) -> None:
    draw_square(qtbot, window)
    item = region_item(window, "district-1")
    assert item.handles.points == SQUARE
    use_tool(window, "select")
    click(qtbot, window, 600, 600)  # empty board: nothing selected
    assert item.handles.points == []


def test_double_click_on_an_edge_inserts_a_corner(qtbot: QtBot, window: MainWindow) -> None:
    draw_square(qtbot, window)
    use_tool(window, "select")
    steps = window.document.undo_stack.count()
    double_click(qtbot, window, 201, 302)  # the bottom edge, snapped
    polygon = window.document.pack.regions[0].polygon
    assert polygon == ((100, 100), (300, 100), (300, 300), (200, 300), (100, 300))
    assert window.document.undo_stack.count() == steps + 1
    assert region_item(window, "district-1").handles.points == list(polygon)


def test_alt_click_or_backspace_on_a_corner_removes_it(qtbot: QtBot, window: MainWindow) -> None:
    draw_square(qtbot, window)
    use_tool(window, "select")
    click(qtbot, window, 302, 298, alt=True)
    assert window.document.pack.regions[0].polygon == ((100, 100), (300, 100), (100, 300))
    hover(window, 100, 300)
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    assert len(window.document.pack.regions[0].polygon) == 3  # a region keeps three corners
    assert window.document.selection == {"district-1"}  # Backspace took the corner, not all
    window.document.undo_stack.undo()
    assert len(window.document.pack.regions[0].polygon) == 4


def test_a_selected_connection_shows_and_gains_bends(qtbot: QtBot, window: MainWindow) -> None:
    draw_triangle(qtbot, window)
    use_tool(window, "select")
    click(qtbot, window, 300, 200)
    item = window.scene.elements["station-1~station-2"]
    assert isinstance(item, ConnectionItem)
    assert item.handles.points == []
    double_click(qtbot, window, 260, 201)
    assert window.document.pack.connections[0].bends == ((260, 200),)
    assert item.handles.points == [(260, 200)]
    click(qtbot, window, 260, 200, alt=True)
    assert window.document.pack.connections[0].bends == ()
