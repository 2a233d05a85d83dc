"""Replay viewer: any game of the last playtest, turn by turn, on the canvas.

Pick a game by its seed, then step (buttons, slider, or a turn number): the
canvas shows the Track tokens or drawn sections in their line colours and the
Passenger's route for that turn, and the panel lists the turn's actions and
every point scored, explained with its rule. The game is played again from
its seed with the map it was played on (editor/playtest/timeline.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.panels.replay_text import game_label, move_text, scores_text, turn_title
from editor.playtest.canvas_layers import PlaytestCanvas
from editor.playtest.explain import explain
from editor.playtest.outcome import PlaytestRun
from editor.playtest.session import PlaytestSession
from editor.playtest.timeline import Moment, replay_moments
from engine.rules import get_ruleset

if TYPE_CHECKING:
    from editor.main_window import MainWindow


class ReplayPanel(QWidget):
    def __init__(self, main: MainWindow, session: PlaytestSession, canvas: PlaytestCanvas) -> None:
        super().__init__()
        self._main = main
        self._canvas = canvas
        self.run: PlaytestRun | None = None
        self.moments: list[Moment] = []
        self.on_screen = False  # the dock's tab is the one shown (tabbed docks stay "visible")
        self.game = QComboBox()
        self.game.setObjectName("replay-game")
        self.previous = QPushButton("◀")
        self.previous.setObjectName("replay-previous")
        self.next = QPushButton("▶")
        self.next.setObjectName("replay-next")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay-slider")
        self.turn = QSpinBox()
        self.turn.setObjectName("replay-turn")
        self.title = QLabel("Run a playtest, then pick one of its games.")
        self.title.setObjectName("replay-title")
        self.title.setWordWrap(True)
        self.scores = QLabel()
        self.scores.setObjectName("replay-scores")
        self.actions = QListWidget()
        self.actions.setObjectName("replay-actions")
        self.actions.setWordWrap(True)
        self.events = QListWidget()
        self.events.setObjectName("replay-events")
        self.events.setWordWrap(True)
        self._lay_out()
        self.game.currentIndexChanged.connect(self._load)
        self.previous.clicked.connect(lambda: self.show_turn(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.show_turn(self.slider.value() + 1))
        self.slider.valueChanged.connect(self.show_turn)
        self.turn.valueChanged.connect(self.show_turn)
        session.finished.connect(self._run_finished)
        session.cleared.connect(self._cleared)
        self._set_steps(0)

    def _lay_out(self) -> None:
        steps = QHBoxLayout()
        steps.addWidget(self.previous)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.next)
        steps.addWidget(QLabel("Turn"))
        steps.addWidget(self.turn)
        layout = QVBoxLayout(self)
        layout.addWidget(self.game)
        layout.addLayout(steps)
        layout.addWidget(self.title)
        layout.addWidget(self.scores)
        layout.addWidget(QLabel("<b>Actions</b>"))
        layout.addWidget(self.actions, 1)
        layout.addWidget(QLabel("<b>Points scored</b>"))
        layout.addWidget(self.events, 2)

    # ----- choosing a game

    def _run_finished(self, run: PlaytestRun) -> None:
        kept = self.game.currentData()
        self.run = run
        self.game.blockSignals(True)
        self.game.clear()
        for result in run.results:
            self.game.addItem(game_label(result, run.settings.bots), result.seed)
        self.game.blockSignals(False)
        index = self.game.findData(kept)
        self.game.setCurrentIndex(max(index, 0))
        self._load()

    def choose_seed(self, seed: int) -> None:
        self.game.setCurrentIndex(self.game.findData(seed))

    def _load(self) -> None:
        """Play the chosen game again; not until the viewer is on screen, as a long game
        takes a moment to replay and the run's results come first."""
        seed = self.game.currentData()
        result = self.run.result(seed) if self.run is not None and seed is not None else None
        self.moments = []
        if self.run is None or result is None or not self.on_screen:
            self._set_steps(0)
            return
        self.moments = replay_moments(
            self.run.pack, self.run.settings.players, seed, result.actions
        )
        self._set_steps(len(self.moments) - 1)
        self.show_turn(0)

    def _set_steps(self, last: int) -> None:
        for control in (self.slider, self.turn):
            control.blockSignals(True)
            control.setRange(0, last)
            control.blockSignals(False)
        for control in (self.slider, self.turn, self.previous, self.next):
            control.setEnabled(last > 0)

    # ----- one moment

    def show_turn(self, number: int) -> None:
        if not self.moments or self.run is None:
            return
        number = max(0, min(number, len(self.moments) - 1))
        for control in (self.slider, self.turn):
            control.blockSignals(True)
            control.setValue(number)
            control.blockSignals(False)
        moment = self.moments[number]
        bots = self.run.settings.bots
        self.title.setText(turn_title(moment, len(self.moments) - 1, bots))
        self.scores.setText(scores_text(moment.scores))
        self.actions.clear()
        names = {s.id: s.name for s in self.run.pack.stations}
        moves = [move_text(move, names) for move in moment.board.moves]
        self.actions.addItems([*moment.actions, *moves])
        sources = get_ruleset(self.run.pack.ruleset).source_names
        self.events.clear()
        self.events.addItems([f"seat {e.player}: {explain(e, sources)}" for e in moment.events])
        if not moment.events:
            self.events.addItem("no points this turn")
        self._draw()

    def current(self) -> Moment | None:
        return self.moments[self.slider.value()] if self.moments else None

    def _draw(self) -> None:
        moment = self.current()
        if moment is not None and self.on_screen:
            before = self.moments[moment.turn - 1].board if moment.turn else None
            self._canvas.show_moment(moment.board, before)

    def set_on_screen(self, on_screen: bool) -> None:
        """The tokens show while the viewer does; another tab hides them."""
        self.on_screen = on_screen
        if not on_screen:
            self._canvas.end_replay()
        elif not self.moments:
            self._load()
        else:
            self._draw()

    def _cleared(self) -> None:
        self.run = None
        self.moments = []
        self.game.clear()
        self.actions.clear()
        self.events.clear()
        self.scores.clear()
        self.title.setText("Run a playtest, then pick one of its games.")
        self._set_steps(0)
        self._canvas.end_replay()
