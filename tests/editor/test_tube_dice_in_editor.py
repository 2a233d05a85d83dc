"""The playtest panel, heatmaps and replay on the bundled tube dice sheets: each seat's
sheet (numbers written, sections marked in the boxes the canvas prints) and the dice
of every turn beside the board."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF
from pytestqt.qtbot import QtBot

from editor.canvas.replay_items import BoxMarkItem
from editor.canvas.track_items import ConnectionItem
from editor.main_window import MainWindow
from editor.panels.replay import ReplayPanel
from engine.rules import get_ruleset
from tests.editor.family_driving import board_rows, playtest_and_replay, step_through
from tests.editor.playtest_driving import playtest_panel
from tests.editor.test_replay_viewer import replayed

TUBE_DICE_MAPS = ("tube-dice-city.yaml", "tube-dice-quick.yaml")


def printed_box(window: MainWindow, connection: str, part: int) -> QPolygonF:
    """The section box the canvas draws, in the scene."""
    item = window.scene.elements[connection]
    assert isinstance(item, ConnectionItem) and item.sections is not None
    corners = item.sections.corners[part]
    return item.sections.mapToScene(QPolygonF([QPointF(x, y) for x, y in corners]))


def check_sheet(viewer: ReplayPanel, window: MainWindow, step: int) -> None:
    """The seat's sheet as drawn is public_view's, each section in its printed box;
    the dice of the turn are listed beside the board."""
    seat = viewer.seat.currentData()
    game, _ = replayed(viewer, viewer.game.currentData(), step)
    view = get_ruleset("tube-dice").public_view(game, seat)
    replay = playtest_panel(window).canvas.replay
    numbers = {(m.mark.station, m.mark.text) for m in replay.station_marks()}
    assert numbers == {(station, str(n)) for station, n in view["numbers"].items()}
    marks = replay.marks()
    assert {m.mark.seat for m in marks} <= {seat}
    sections = {c.id: c.sections for c in window.document.pack.connections}
    assert Counter(m.mark.connection for m in marks) == {
        c: sections[c] for c in view["connections"]
    }
    for mark in marks:
        assert isinstance(mark, BoxMarkItem)
        assert mark.box == printed_box(window, mark.mark.connection, mark.mark.part[0])
    rows = [row.strip() for row in board_rows(viewer)]
    dice = rows[rows.index("Dice") + 1 : rows.index(f"Seat {seat}'s sheet")]
    if view["roll"]:
        rolled = f"roll: {' '.join(map(str, view['roll']))} (seat {view['active']} rolled)"
        assert rolled in dice
        assert ("kept: " + " ".join(map(str, view["kept"])) in dice) == bool(view["kept"])
    else:
        assert "the game is over" in dice
    assert f"score: {view['score']}" in rows and f"passes left: {view['passes']}" in rows


@pytest.mark.parametrize("name", TUBE_DICE_MAPS)
def test_a_playtest_heatmaps_and_replay_on_a_tube_dice_sheet(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    viewer = playtest_and_replay(qtbot, window, name, "tube-dice")
    last = viewer.slider.maximum()
    expected = iter((1, 2, 3, 4, 3, last // 2))
    for step in step_through(qtbot, viewer, 4):
        assert viewer.slider.value() == viewer.step.value() == step == next(expected)
        for seat in (1, 0):
            viewer.seat.setCurrentIndex(seat)
            check_sheet(viewer, window, step)
    viewer.slider.setValue(last)
    for seat in (0, 1):
        viewer.seat.setCurrentIndex(seat)
        check_sheet(viewer, window, last)
        assert playtest_panel(window).canvas.replay.marks()
