"""Driving the playtest docks of a real window: open a bundled map, set up a run, run it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.document import MapDocument
from editor.main_window import MainWindow
from editor.panels.playtest import PlaytestPanel
from editor.panels.replay import ReplayPanel
from engine.paths import MAPS

RUN_TIMEOUT_MS = 60_000


def open_map(window: MainWindow, name: str = "tutorial.yaml") -> MapDocument:
    document = MapDocument.open(MAPS / name)
    window.set_document(document)
    return document


def playtest_panel(window: MainWindow) -> PlaytestPanel:
    dock = window.findChild(QDockWidget, "playtest")
    assert dock is not None
    panel = dock.widget()
    assert isinstance(panel, PlaytestPanel)
    return panel


def replay_panel(qtbot: QtBot, window: MainWindow) -> ReplayPanel:
    """The replay viewer, brought to the front of its dock tabs."""
    dock = window.findChild(QDockWidget, "replay")
    assert dock is not None
    dock.raise_()
    panel = dock.widget()
    assert isinstance(panel, ReplayPanel)
    qtbot.waitUntil(lambda: panel.on_screen)
    return panel


def set_up(
    panel: PlaytestPanel,
    games: int,
    bots: Sequence[str] = ("greedy",) * 3,
    seed: int = 0,
    jobs: int = 2,
) -> None:
    panel.players.setValue(len(bots))
    for combo, bot in zip(panel.bots, bots, strict=False):
        combo.setCurrentText(bot)
    panel.games.setValue(games)
    panel.seed.setValue(seed)
    panel.jobs.setValue(jobs)


def press_run(qtbot: QtBot, panel: PlaytestPanel) -> None:
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)


def run_playtest(qtbot: QtBot, panel: PlaytestPanel, games: int, **options: object) -> None:
    """Set up a run, press Run, and wait until it has finished and its results show."""
    set_up(panel, games, **options)  # type: ignore[arg-type]
    with qtbot.waitSignal(panel.session.finished, timeout=RUN_TIMEOUT_MS):
        press_run(qtbot, panel)
    assert not panel.results.isHidden()
