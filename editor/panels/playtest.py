"""Playtest panel: change the map, press Run, and see within seconds what it did to
the game.

The designer picks the players (as many as the map's rules allow), each seat's
bot, the number of games and the first seed, and is told roughly how long the
run will take (editor/playtest/estimate.py); the games run in worker processes
(editor/playtest/session.py) while a progress bar moves, and Cancel keeps the
games that finished. A map with lint errors is refused, with the
errors listed and clickable. The results sit below (editor/panels/results.py)
and on the canvas as heatmaps (editor/canvas/heatmap.py); the replay viewer
(editor/panels/replay.py) shows any game of the run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.panels import replay
from editor.panels.docking import (
    DocumentFollower,
    ProblemLabel,
    add_dock,
    number_box,
    scrolling,
)
from editor.panels.layers import LayersPanel
from editor.panels.results import ResultsView
from editor.playtest.canvas_layers import PlaytestCanvas
from editor.playtest.estimate import RunTiming
from editor.playtest.outcome import PlaytestRun
from editor.playtest.preflight import Refusal
from editor.playtest.session import PlaytestSession
from editor.playtest.settings import RunSettings
from editor.ruleset_profile import most_players, profile_for
from engine.editing.edits import element_index
from engine.sim.bots import bot_names
from engine.sim.runner import MAX_GAMES, default_jobs, max_jobs

if TYPE_CHECKING:
    from editor.context import EditorContext
    from editor.document import MapDocument

ELEMENTS_ROLE = Qt.ItemDataRole.UserRole
DEFAULT_BOT = "greedy"
DOCK_WIDTH = 310


class PlaytestPanel(QWidget):
    def __init__(
        self, context: EditorContext, session: PlaytestSession, canvas: PlaytestCanvas
    ) -> None:
        super().__init__()
        self._context = context
        self.session = session
        self.canvas = canvas
        self.players = number_box("playtest-players", 1, most_players(), 1)
        self.bots = [QComboBox() for _ in range(most_players())]
        for seat, combo in enumerate(self.bots):
            combo.setObjectName(f"playtest-bot-{seat}")
            combo.addItems(bot_names())
            combo.setCurrentText(DEFAULT_BOT)
        self.games = number_box("playtest-games", 1, MAX_GAMES, 100)
        self.seed = number_box("playtest-seed", 0, 2**31 - 1, 0)
        self.jobs = number_box("playtest-jobs", 1, max_jobs(), default_jobs())
        self.run_button = QPushButton("Run")
        self.run_button.setObjectName("playtest-run")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("playtest-cancel")
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setObjectName("playtest-progress")
        self.progress.setFormat("%v / %m games")
        self.progress.setValue(0)
        self.estimate = QLabel()
        self.estimate.setObjectName("playtest-estimate")
        self.estimate.setWordWrap(True)
        self.estimate.setStyleSheet("color: #555;")
        self.timing = RunTiming(self, self.isVisible)
        self.timing.text.connect(self.estimate.setText)
        self.problem = ProblemLabel("playtest-problem")
        self.refusal = QListWidget()
        self.refusal.setObjectName("playtest-refusal")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        self.refusal.itemClicked.connect(self._go_to_finding)
        self.results = ResultsView(self.go_to, canvas.picker)
        self.results.hide()
        self._lay_out()
        self.players.valueChanged.connect(self._show_seats)
        for spin in (self.players, self.games, self.jobs):
            spin.valueChanged.connect(self._estimate)
        for combo in self.bots:
            combo.currentTextChanged.connect(self._estimate)
        self._ruleset: str | None = None
        DocumentFollower(context, self._follow_rules, selection=False, shows=_ruleset)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(session.cancel)
        session.started.connect(self._started)
        session.progress.connect(self._progress)
        session.refused.connect(self._refused)
        session.failed.connect(self._failed)
        session.finished.connect(self._finished)
        session.stalled.connect(self.problem.say)  # after _finished: the reason stays shown
        session.stale_changed.connect(self.results.set_stale)
        session.cleared.connect(self._cleared)

    def _lay_out(self) -> None:
        form = self._form = QFormLayout()
        form.addRow("Players", self.players)
        for seat, combo in enumerate(self.bots):
            form.addRow(f"Seat {seat}", combo)
        form.addRow("Games", self.games)
        form.addRow("First seed", self.seed)
        form.addRow("Worker processes", self.jobs)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.progress, 1)
        body = QWidget()
        column = QVBoxLayout(body)
        column.addLayout(form)
        column.addLayout(buttons)
        column.addWidget(self.estimate)
        column.addWidget(self.problem)
        column.addWidget(self.refusal)
        column.addWidget(self.results)
        column.addStretch(1)
        scrolling(self, body)

    def _follow_rules(self) -> None:
        """Offer the player counts the map's rules allow, at their usual number when
        the rules change; name the seat that starts where seats take turns."""
        ruleset = self._context.document.pack.ruleset
        game_type = profile_for(ruleset).game_type
        self.players.setRange(game_type.min_players, game_type.max_players)
        if ruleset != self._ruleset:
            self._ruleset = ruleset
            self.players.setValue(game_type.default_players)
        label = self._form.labelForField(self.bots[0])
        starts = " (starts)" if game_type.turns == "sequential" else ""
        if isinstance(label, QLabel):
            label.setText(f"Seat 0{starts}")
        self._show_seats()

    def _show_seats(self) -> None:
        for seat, combo in enumerate(self.bots):
            self._form.setRowVisible(combo, seat < self.players.value())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._estimate()

    def _estimate(self) -> None:
        """Say how long the run as set up would take (timing a sample game if need be)."""
        self.timing.plan(self._context.document.pack, self.settings())

    def settings(self) -> RunSettings:
        bots = tuple(combo.currentText() for combo in self.bots[: self.players.value()])
        return RunSettings(bots, self.games.value(), self.seed.value(), self.jobs.value())

    # ----- a run

    def run(self) -> None:
        settings = self.settings()
        self.session.start(settings, self.timing.cost(settings.bots))

    def _started(self) -> None:
        self.timing.run_started()
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.problem.say("")
        self.refusal.hide()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.timing.progress(done, total)

    def _idle(self, run: PlaytestRun | None = None) -> None:
        """Ready for the next run; a finished `run` teaches the estimate its pace."""
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if run is None:
            self.timing.run_ended(self.settings(), 0, 0.0)
        else:
            self.timing.run_ended(run.settings, run.report["games"], run.report["elapsed_s"])
        self._estimate()

    def _refused(self, refusal: Refusal) -> None:
        self._idle()
        self.problem.say(refusal.message)
        self.refusal.clear()
        for finding in refusal.findings:
            item = QListWidgetItem(f"{finding.message} ({finding.code})")
            item.setData(ELEMENTS_ROLE, list(finding.elements))
            self.refusal.addItem(item)
        self.refusal.setVisible(bool(refusal.findings))

    def _failed(self, message: str) -> None:
        self._idle()
        self.problem.say(message)

    def _finished(self, run: PlaytestRun) -> None:
        self._idle(run)
        self.results.show_run(run, self._context.document.pack)
        self.results.set_stale(self.session.stale)
        self.results.show()
        self.canvas.show_report(run.report)

    def _cleared(self) -> None:
        self.timing.forget()
        self._estimate()
        self.results.hide()
        self.problem.say("")
        self.refusal.hide()
        self.progress.setValue(0)
        self.canvas.clear()

    # ----- going to elements

    def go_to(self, element_id: str) -> None:
        self._select({element_id})

    def _go_to_finding(self, item: QListWidgetItem) -> None:
        self._select(set(item.data(ELEMENTS_ROLE) or ()))

    def _select(self, ids: set[str]) -> None:
        known = element_index(self._context.document.pack)
        ids = {i for i in ids if i in known}
        if ids:
            self._context.document.select(ids)
            self._context.view.centre_on_elements(ids)


def _ruleset(document: MapDocument) -> str:
    return document.pack.ruleset


def _join_layers(context: EditorContext, canvas: PlaytestCanvas) -> None:
    """The heatmaps and the replay get tick boxes in the Layers panel."""
    dock = context.frame.findChild(QDockWidget, "layers")
    layers = dock.widget() if dock is not None else None
    if not isinstance(layers, LayersPanel):
        return
    layers.add_group(canvas)
    for key, visible in canvas.default_visibility().items():
        box = layers.item(key)
        if box is not None and not visible:
            box.setCheckState(0, Qt.CheckState.Unchecked)


def install(context: EditorContext) -> None:
    session = PlaytestSession(context)
    canvas = PlaytestCanvas(context)
    _join_layers(context, canvas)
    # Playtesting docks go on the left, so the editing panels on the right stay put.
    left = Qt.DockWidgetArea.LeftDockWidgetArea
    panel = PlaytestPanel(context, session, canvas)
    dock = add_dock(context, "Playtest", "playtest", panel, left)
    viewer_panel = replay.ReplayPanel(context, session, canvas)
    viewer = add_dock(context, "Replay", "replay", viewer_panel, left)
    viewer.visibilityChanged.connect(viewer_panel.set_on_screen)
    context.frame.tabifyDockWidget(dock, viewer)
    context.frame.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    dock.raise_()
