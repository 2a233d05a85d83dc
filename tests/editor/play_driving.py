"""Driving the play dock of a real window: seat people and bots, then play a person's
turns only through the canvas (clicks on the highlighted targets), the buttons beside
the board and the list of legal actions."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from editor.canvas.play_targets import TargetItem
from editor.main_window import MainWindow
from editor.panels.play import PlayPanel

GAME_TIMEOUT_MS = 120_000


def play_panel(window: MainWindow) -> PlayPanel:
    dock = window.findChild(QDockWidget, "play")
    assert dock is not None
    dock.raise_()
    panel = dock.widget()
    assert isinstance(panel, PlayPanel)
    return panel


def start(qtbot: QtBot, panel: PlayPanel, seats: Sequence[str], seed: int) -> None:
    """Seat them through the form and press Start; the bots move without pause."""
    panel.seats.set_seats(seats)
    panel.seats.seed.setValue(seed)
    panel.seats.speed.setValue(0)
    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    assert panel.playing, panel.problem.text()


def clickable(window: MainWindow, panel: PlayPanel) -> TargetItem | None:
    """The first highlighted target a click at its middle picks."""
    return next(
        (i for i in panel.targets.targets() if panel.targets.target_at(i.anchor) == i.target),
        None,
    )


def click_target(qtbot: QtBot, window: MainWindow, item: TargetItem) -> None:
    view = window.view
    view.centerOn(item.anchor)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.anchor))


def wait_for_a_person(qtbot: QtBot, panel: PlayPanel) -> None:
    session = panel.session
    assert session is not None
    qtbot.waitUntil(
        lambda: session.seat is None or session.person_to_move(), timeout=GAME_TIMEOUT_MS
    )


def take_turn(qtbot: QtBot, window: MainWindow, panel: PlayPanel) -> str:
    """One choice of a person's: the map first, else a button beside it, else the list.
    Says which it used."""
    if panel.waiting_for is not None:
        qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    item = clickable(window, panel)
    if item is not None:
        click_target(qtbot, window, item)
        return "map"
    buttons = panel.choices.buttons()
    if buttons:
        qtbot.waitUntil(lambda: buttons[0].isVisible() and not buttons[0].rect().isEmpty())
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        return "button"
    panel.action_list.list.setCurrentRow(0)
    qtbot.mouseClick(panel.action_list.play, Qt.MouseButton.LeftButton)
    return "list"


def play_to_the_end(qtbot: QtBot, window: MainWindow, panel: PlayPanel) -> dict[str, int]:
    """Every person's choice made through the widgets; how often each way was used."""
    session = panel.session
    assert session is not None
    used = {"map": 0, "button": 0, "list": 0}
    while True:
        wait_for_a_person(qtbot, panel)
        if session.seat is None:
            return used
        moves = len(session.moves)
        used[take_turn(qtbot, window, panel)] += 1
        if panel.pointing is None or not panel.pointing.chosen:  # not halfway through a choice
            assert len(session.moves) > moves, "the choice played nothing"
