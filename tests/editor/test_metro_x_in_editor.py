"""The playtest panel, heatmaps and replay on the bundled Metro X maps: one sheet
per seat, the seat picker, the family's heat layers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from editor.canvas.route_sheet import mark_rect
from editor.canvas.track_items import RouteItem
from editor.main_window import MainWindow
from engine.rules import get_ruleset
from tests.editor.playtest_driving import open_map, playtest_panel, replay_panel, run_playtest
from tests.editor.test_replay_viewer import replayed

METRO_X_MAPS = ("metro-x-harbour.yaml", "metro-x-millbrook.yaml")


@pytest.mark.parametrize("name", METRO_X_MAPS)
def test_a_playtest_heatmaps_and_replay_on_a_metro_x_map(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    open_map(window, name)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=2, bots=("greedy", "random"))
    picker = panel.canvas.picker
    titles = {picker.itemText(i) for i in range(picker.count())}
    assert {layer.title for layer in get_ruleset("metro-x").heat_layers} <= titles
    viewer = replay_panel(qtbot, window)
    assert viewer.seat.isVisible() and viewer.seat.count() == 2
    rules = get_ruleset("metro-x")
    for _ in range(4):
        qtbot.mouseClick(viewer.next, Qt.MouseButton.LeftButton)
    step = viewer.slider.value()
    assert step == 4
    for seat in (1, 0):
        viewer.seat.setCurrentIndex(seat)
        game, _ = replayed(viewer, viewer.game.currentData(), step)
        filled = {
            route: len(texts) for route, texts in rules.public_view(game, seat)["windows"].items()
        }
        drawn = {item.windows.route: item.windows.filled for item in panel.canvas.replay.windows()}
        assert {r: n for r, n in drawn.items() if n} == {r: n for r, n in filled.items() if n}
        assert {item.windows.seat for item in panel.canvas.replay.windows()} <= {seat, None}
    for item in panel.canvas.replay.windows():  # filled in the boxes the canvas prints
        route = window.scene.elements[item.windows.route]
        assert isinstance(route, RouteItem) and route.sheet is not None
        assert route.sheet.sheet is not None
        printed = [mark_rect(m) for m in route.sheet.sheet.marks if m.kind == "window"]
        assert [item.mapRectToScene(box) for box in item.boxes] == printed
