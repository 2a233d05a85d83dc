"""View > Overview shows the whole map small with a rectangle for what the canvas
shows; clicking or dragging in it moves the canvas, and it follows edits and zoom
without drawing the map again on every frame of a drag."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.layers import LayersPanel
from editor.panels.overview import FRAME, REDRAW_AFTER_MS, OverviewMap
from engine.editing import edits as editing
from engine.map.model import Station
from tests.conftest import PackFactory
from tests.editor.driving import choose_from_menu, front_panel, open_pack, screen_point, wheel
from tests.editor.playtest_driving import open_map, playtest_panel, run_playtest
from tests.editor.test_layers_panel import click_box

CONTROL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def overview(qtbot: QtBot, window: MainWindow, make_pack: PackFactory) -> OverviewMap:
    open_pack(
        window,
        make_pack({"bank": (400, 300), "oval": (500, 300)}, ["bank-oval"], canvas=(1600, 1200)),
    )
    dock = window.findChild(QDockWidget, "overview")
    assert dock is not None and not dock.isVisible()  # hidden until asked for, as in QGIS
    choose_from_menu(qtbot, window, "View", "view-overview")
    assert dock.isVisible()
    map_widget = dock.widget()
    assert isinstance(map_widget, OverviewMap)
    qtbot.waitUntil(lambda: not map_widget.picture.isNull())
    return map_widget


def shown_map_rect(window: MainWindow) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def drawn(widget: OverviewMap, at: QPointF) -> QColor:
    return widget.grab().toImage().pixelColor(at.toPoint())


def darkness(colour: QColor) -> int:
    return 765 - colour.red() - colour.green() - colour.blue()


def test_the_rectangle_is_drawn_where_the_canvas_looks_and_follows_the_zoom(
    window: MainWindow, overview: OverviewMap
) -> None:
    frame = overview.shown_rect()
    assert frame == overview.to_widget(shown_map_rect(window))
    left_edge = QPointF(frame.left() + 1, frame.center().y())
    assert drawn(overview, left_edge) == FRAME
    wheel(window, 400, 300, 3, CONTROL)  # zoom in about Bank
    smaller = overview.shown_rect()
    assert smaller.width() == pytest.approx(frame.width() / 1.15**3, rel=0.02)
    assert drawn(overview, QPointF(smaller.left() + 1, smaller.center().y())) == FRAME


def test_dragging_the_rectangle_moves_the_canvas(
    qtbot: QtBot, window: MainWindow, overview: OverviewMap
) -> None:
    before = shown_map_rect(window).center()
    frame = overview.shown_rect()
    grip = frame.topLeft().toPoint() + QPoint(6, 6)  # off centre: the rectangle must not jump
    qtbot.mousePress(overview, Qt.MouseButton.LeftButton, pos=grip)
    assert shown_map_rect(window).center().toTuple() == pytest.approx(before.toTuple(), abs=1)
    qtbot.mouseMove(overview, grip + QPoint(20, 10))
    qtbot.mouseMove(overview, grip + QPoint(40, 20))
    qtbot.mouseRelease(overview, Qt.MouseButton.LeftButton, pos=grip + QPoint(40, 20))
    scale = 1600 / overview.board_area().width()  # map units an overview pixel
    after = shown_map_rect(window).center()
    assert (after.x() - before.x(), after.y() - before.y()) == pytest.approx(
        (40 * scale, 20 * scale), abs=2
    )
    moved = overview.shown_rect().topLeft() - frame.topLeft()
    assert moved.toTuple() == pytest.approx((40, 20), abs=1)


def test_a_click_beside_the_rectangle_centres_the_canvas_there(
    qtbot: QtBot, window: MainWindow, overview: OverviewMap
) -> None:
    target = QPointF(1300, 1000)
    qtbot.mouseClick(
        overview,
        Qt.MouseButton.LeftButton,
        pos=overview.to_widget(QRectF(target, target)).topLeft().toPoint(),
    )
    assert shown_map_rect(window).center().toTuple() == pytest.approx(target.toTuple(), abs=4)


def test_it_follows_edits_once_a_drag_is_over(
    qtbot: QtBot, window: MainWindow, overview: OverviewMap
) -> None:
    document: MapDocument = window.document
    far = overview.to_widget(QRectF(1200, 900, 0, 0)).topLeft()
    paper = darkness(drawn(overview, far))
    document.edit(
        "Add Far", editing.add(document.pack, Station("far", "Far", (1200, 900))), {"far"}
    )
    kept = overview.picture.cacheKey()
    viewport, bank = window.view.viewport(), screen_point(window, 400, 300)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=bank)
    drawings = set()
    for step in range(1, 11):  # a drag edits the map on every move
        qtbot.mouseMove(viewport, bank + QPoint(4 * step, 4 * step))
        drawings.add(overview.picture.cacheKey())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=bank + QPoint(40, 40))
    assert document.pack.station("bank").pos == (440, 340)
    # Not drawn again during the drag (once, at most, if the machine stalled
    # longer than the pause the panel waits for).
    assert len(drawings - {kept}) <= 1
    # Then drawn once the map is still: the station added before the drag shows.
    qtbot.waitUntil(
        lambda: darkness(drawn(overview, far)) > paper + 100, timeout=REDRAW_AFTER_MS * 10
    )


def test_a_hidden_layer_is_hidden_in_the_overview_too(
    qtbot: QtBot, window: MainWindow, overview: OverviewMap
) -> None:
    bank = overview.to_widget(QRectF(400, 300, 0, 0)).topLeft()
    shown = darkness(drawn(overview, bank))
    layers = front_panel(qtbot, window, "layers", LayersPanel)
    click_box(qtbot, layers, layers.item("stations"))
    click_box(qtbot, layers, layers.item("connections"))
    qtbot.waitUntil(
        lambda: darkness(drawn(overview, bank)) < shown - 100, timeout=REDRAW_AFTER_MS * 10
    )


def test_a_new_heatmap_and_another_heat_layer_are_drawn_here_too(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_map(window)
    choose_from_menu(qtbot, window, "View", "view-overview")
    dock = window.findChild(QDockWidget, "overview")
    assert dock is not None
    overview = dock.widget()
    assert isinstance(overview, OverviewMap)
    qtbot.waitUntil(lambda: not overview.picture.isNull())
    plain = overview.picture.toImage()
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=4)
    qtbot.waitUntil(lambda: overview.picture.toImage() != plain, timeout=REDRAW_AFTER_MS * 10)
    heated = overview.picture.toImage()
    picker = panel.canvas.picker
    picker.setCurrentIndex((picker.currentIndex() + 1) % picker.count())
    qtbot.waitUntil(lambda: overview.picture.toImage() != heated, timeout=REDRAW_AFTER_MS * 10)
