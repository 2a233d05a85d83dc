"""Replay viewer: any game of the last playtest, step by step, on the canvas.

Pick a game of the run by its seed, or open a saved game record made on the map that
is open (a game people played in the Play dock, say), then step (buttons, slider, or a
step number): the canvas draws the family's picture of that step (engine/rules/picture.py), and
the panel lists the step's actions, what moved, every point scored explained
with its rule, and the family's lists beside the board. Where each seat has a
sheet of its own, a seat picker chooses whose sheet is drawn. The game is
played again from its seed with the map it was played on
(editor/playtest/timeline.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.panels.game_lists import show_side_lists, titled
from editor.panels.replay_text import game_label, scores_text, seat_name, step_title
from editor.playtest.canvas_layers import PlaytestCanvas
from editor.playtest.explain import explain
from editor.playtest.outcome import PlaytestRun
from editor.playtest.recorded import run_of_record
from editor.playtest.session import PlaytestSession
from editor.playtest.timeline import Moment, replay_moments
from engine.records import RecordError
from engine.rules import get_ruleset
from engine.rules.picture import Picture

if TYPE_CHECKING:
    from editor.context import EditorContext

BOARD_SHARES = (1, 1, 3)  # actions, points scored, the lists beside the board


class ReplayPanel(QWidget):
    def __init__(
        self, context: EditorContext, session: PlaytestSession, canvas: PlaytestCanvas
    ) -> None:
        super().__init__()
        self._context = context
        self._canvas = canvas
        self.run: PlaytestRun | None = None
        self.moments: list[Moment] = []
        self.on_screen = False  # the dock's tab is the one shown (tabbed docks stay "visible")
        self.game = QComboBox()
        self.game.setObjectName("replay-game")
        self.open_button = QPushButton("Open a Record…")
        self.open_button.setObjectName("replay-open")
        self.open_button.setToolTip("Step through a saved game (a played one, say) on this map")
        self.previous = QPushButton("◀")
        self.previous.setObjectName("replay-previous")
        self.next = QPushButton("▶")
        self.next.setObjectName("replay-next")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay-slider")
        self.step = QSpinBox()
        self.step.setObjectName("replay-step")
        self.seat = QComboBox()
        self.seat.setObjectName("replay-seat")
        self.seat.setToolTip("Each seat plays on a sheet of its own: whose sheet the map shows")
        self.seat_row = QWidget()
        self.title = QLabel("Run a playtest, then pick one of its games.")
        self.title.setObjectName("replay-title")
        self.title.setWordWrap(True)
        self.scores = QLabel()
        self.scores.setObjectName("replay-scores")
        self.action_list = QListWidget()
        self.action_list.setObjectName("replay-actions")
        self.action_list.setWordWrap(True)
        self.events = QListWidget()
        self.events.setObjectName("replay-events")
        self.events.setWordWrap(True)
        self.board = QListWidget()
        self.board.setObjectName("replay-board")
        self.board.setWordWrap(True)
        self._lay_out()
        self.game.currentIndexChanged.connect(self._load)
        self.open_button.clicked.connect(lambda: self.open_record())
        self.seat.currentIndexChanged.connect(self._show_picture)
        self.previous.clicked.connect(lambda: self.show_step(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.show_step(self.slider.value() + 1))
        self.slider.valueChanged.connect(self.show_step)
        self.step.valueChanged.connect(self.show_step)
        session.finished.connect(self._run_finished)
        session.cleared.connect(self._cleared)
        self._set_steps(0)

    def _lay_out(self) -> None:
        steps = QHBoxLayout()
        steps.addWidget(self.previous)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.next)
        steps.addWidget(QLabel("Step"))
        steps.addWidget(self.step)
        sheet = QHBoxLayout(self.seat_row)
        sheet.setContentsMargins(0, 0, 0, 0)
        sheet.addWidget(QLabel("Sheet of"))
        sheet.addWidget(self.seat, 1)
        self.seat_row.hide()
        layout = QVBoxLayout(self)
        source = QHBoxLayout()
        source.addWidget(self.game, 1)
        source.addWidget(self.open_button)
        layout.addLayout(source)
        layout.addWidget(self.seat_row)
        layout.addLayout(steps)
        layout.addWidget(self.title)
        layout.addWidget(self.scores)
        lists = QSplitter(Qt.Orientation.Vertical)
        lists.setObjectName("replay-lists")
        lists.setChildrenCollapsible(False)
        for title, shown in (
            ("Actions", self.action_list),
            ("Points scored", self.events),
            ("Beside the board", self.board),
        ):
            lists.addWidget(titled(title, shown))
        # The lists beside the board (racks, dice, piles) are the longest: the most room.
        for index, stretch in enumerate(BOARD_SHARES):
            lists.setStretchFactor(index, stretch)
        layout.addWidget(lists, 1)

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

    def open_record(self, path: str | Path | None = None) -> bool:
        """Show a saved game's steps; False (and why, in the title) when it cannot be."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, "Open a Game Record", "", "Game records (*.yaml)"
            )
            if not chosen:
                return False
            path = chosen
        try:
            run = run_of_record(path, self._context.document.pack)
        except RecordError as error:
            self.title.setText(error.describe())
            return False
        self._run_finished(run)
        return True

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
        self._offer_seats()
        self._set_steps(len(self.moments) - 1)
        self.show_step(0)

    def _offer_seats(self) -> None:
        """The seat picker, where each seat has a sheet of its own; it keeps its seat."""
        assert self.run is not None
        per_seat = get_ruleset(self.run.pack.ruleset).game_type.sheets == "per-seat"
        kept = max(self.seat.currentIndex(), 0)
        self.seat.blockSignals(True)
        self.seat.clear()
        if per_seat:
            bots = self.run.settings.bots
            for seat in range(self.run.settings.players):
                self.seat.addItem(seat_name(seat, bots), seat)
            self.seat.setCurrentIndex(min(kept, self.seat.count() - 1))
        self.seat.blockSignals(False)
        self.seat_row.setVisible(per_seat)

    def _set_steps(self, last: int) -> None:
        for control in (self.slider, self.step):
            control.blockSignals(True)
            control.setRange(0, last)
            control.blockSignals(False)
        for widget in (self.slider, self.step, self.previous, self.next):
            widget.setEnabled(last > 0)

    # ----- one moment

    def show_step(self, number: int) -> None:
        if not self.moments or self.run is None:
            return
        number = max(0, min(number, len(self.moments) - 1))
        for control in (self.slider, self.step):
            control.blockSignals(True)
            control.setValue(number)
            control.blockSignals(False)
        moment = self.moments[number]
        self.title.setText(step_title(moment, len(self.moments) - 1, self.run.settings.bots))
        self.scores.setText(scores_text(moment.scores))
        sources = get_ruleset(self.run.pack.ruleset).source_names
        self.events.clear()
        self.events.addItems([f"seat {e.player}: {explain(e, sources)}" for e in moment.events])
        if not moment.events:
            self.events.addItem("no points this step")
        self._show_picture()

    def current(self) -> Moment | None:
        return self.moments[self.slider.value()] if self.moments else None

    def picture(self, step: int | None = None) -> Picture | None:
        """The picture of a step (the one on show by default) for the chosen seat."""
        number = self.slider.value() if step is None else step
        if not self.moments or not 0 <= number < len(self.moments):
            return None
        return self.moments[number].picture(self.seat.currentData())

    def _show_picture(self) -> None:
        """The actions, what moved and the lists of the step on show, and the canvas."""
        moment, picture = self.current(), self.picture()
        if moment is None or picture is None or self.run is None:
            return
        self.action_list.clear()
        self.action_list.addItems([*moment.said, *(path.text for path in picture.paths)])
        show_side_lists(self.board, picture.lists)
        self._draw()

    def _draw(self) -> None:
        picture = self.picture()
        if picture is not None and self.on_screen:
            self._canvas.show_moment(picture, self.picture(self.slider.value() - 1))

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
        self.action_list.clear()
        self.events.clear()
        self.board.clear()
        self.seat.clear()
        self.seat_row.hide()
        self.scores.clear()
        self.title.setText("Run a playtest, then pick one of its games.")
        self._set_steps(0)
        self._canvas.end_replay()
