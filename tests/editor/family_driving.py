"""Driving shared by the editor tests of each rule family: a short playtest, the heat
picker listing the family's layers, each layer drawing what the report counts, and
stepping through a replay."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.panels.playtest import PlaytestPanel
from editor.panels.replay import ReplayPanel
from engine.rules import get_ruleset
from tests.editor.playtest_driving import open_map, playtest_panel, replay_panel, run_playtest


def check_heat_layers(window: MainWindow, panel: PlaytestPanel, ruleset: str) -> None:
    """Every layer of the family is offered, and picking it draws what the report counts."""
    picker = panel.canvas.picker
    titles = [picker.itemText(i) for i in range(picker.count())]
    assert [layer.title for layer in get_ruleset(ruleset).heat_layers] == titles
    report = panel.session.current.report
    pack = window.document.pack
    kinds = (pack.stations, pack.connections, pack.routes, pack.regions)
    present = {element.id for kind in kinds for element in kind}
    drew_some = False
    for index, layer in enumerate(report["heat"]):
        picker.setCurrentIndex(index)
        items = [i for i in panel.canvas.heat.items() if i.scene() is window.scene]
        assert all(i.isVisible() for i in items)
        counted = {e for e, v in layer["per_game"].items() if v > 0 or e in layer["never_ids"]}
        assert {i.target_id for i in items} == counted & present, layer["title"]
        drew_some |= any(i.value > 0 for i in items)
        assert panel.canvas.legend.scale.title == layer["title"]
    assert drew_some


def playtest_and_replay(qtbot: QtBot, window: MainWindow, name: str, ruleset: str) -> ReplayPanel:
    """Two games of two greedy seats on the bundled map, its heat layers checked, then
    the replay viewer: a sheet per seat, so a seat picker naming both."""
    open_map(window, name)
    panel = playtest_panel(window)
    run_playtest(qtbot, panel, games=2, bots=("greedy", "greedy"))
    check_heat_layers(window, panel, ruleset)
    viewer = replay_panel(qtbot, window)
    assert not viewer.seat_row.isHidden()
    seats = [viewer.seat.itemText(i) for i in range(viewer.seat.count())]
    assert seats == ["seat 0 (greedy)", "seat 1 (greedy)"]
    assert viewer.slider.maximum() > 4
    return viewer


def step_through(qtbot: QtBot, viewer: ReplayPanel, steps: int) -> Iterator[int]:
    """Next `steps` times, back once, then the slider to the middle: each step, once shown."""
    for _ in range(steps):
        qtbot.mouseClick(viewer.next, Qt.MouseButton.LeftButton)
        yield viewer.slider.value()
    qtbot.mouseClick(viewer.previous, Qt.MouseButton.LeftButton)
    yield viewer.step.value()
    viewer.slider.setValue(viewer.slider.maximum() // 2)
    yield viewer.step.value()


def board_rows(viewer: ReplayPanel) -> list[str]:
    return [viewer.board.item(i).text() for i in range(viewer.board.count())]
