"""Suggest panel, beside the playtest: what to change on the map, each change tested by
paired games before it is listed (engine/suggest, docs/suggest.md).

The search plays with the Playtest panel's seats, bots, first seed and workers, so
its games pair with the playtest's. A row is one change in words with its effect
and 95% interval; clicking it selects the elements it touches on the map, and
Apply makes the changes up to it one undo step and plays the map again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.panels.docking import ProblemLabel, add_dock, number_box, scrolling
from editor.panels.playtest import PlaytestPanel
from editor.panels.results_tables import FigureTable
from editor.panels.suggest_apply import BEFORE_AFTER_COLUMNS, ApplyFlow, before_after_rows
from editor.playtest.preflight import refusal
from editor.playtest.suggesting import SuggestSession
from engine.editing.edits import element_index
from engine.errors import InputError
from engine.map.model import MapPack
from engine.sim.runner import MAX_GAMES
from engine.suggest.goals import GOAL_HELP, Goal, check_goals, parse_goal
from engine.suggest.listing import costs, figure_text
from engine.suggest.search import Budget, SearchOutcome

if TYPE_CHECKING:
    from editor.context import EditorContext

COLUMNS = ("Change", "Effect", "95% interval", "Also", "Games")
MAX_SECONDS = 24 * 3600  # a day: a search left to run overnight


class SuggestPanel(QWidget):
    def __init__(self, context: EditorContext, playtest: PlaytestPanel) -> None:
        super().__init__()
        self._context = context
        self._playtest = playtest
        self.session = SuggestSession(self)
        self.flow = ApplyFlow(playtest, lambda: context.document)
        self.goals = QLineEdit("balance")
        self.goals.setObjectName("suggest-goals")
        self.goals.setToolTip(f"Goals, separated by spaces: {GOAL_HELP}")
        self.budget = number_box("suggest-budget", 1, MAX_GAMES, Budget.games)
        self.seconds = number_box("suggest-seconds", 10, MAX_SECONDS, int(Budget.seconds))
        self.seconds.setSuffix(" s")
        self.screen_games = number_box("suggest-screen", 1, MAX_GAMES, Budget.screen)
        self.confirm = number_box("suggest-confirm", 1, MAX_GAMES, Budget.confirm)
        self.steps = number_box("suggest-steps", 1, 20, Budget.steps)
        self.run_button = QPushButton("Suggest")
        self.run_button.setObjectName("suggest-run")
        self.stop_button = QPushButton("Stop")
        self.stop_button.setObjectName("suggest-stop")
        self.stop_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setObjectName("suggest-progress")
        self.progress.setFormat("%v / %m games")
        self.status = QLabel()
        self.status.setObjectName("suggest-status")
        self.status.setWordWrap(True)
        self.problem = ProblemLabel("suggest-problem")
        self.list = FigureTable("suggest-list", COLUMNS)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.apply_button = QPushButton("Apply")
        self.apply_button.setObjectName("suggest-apply")
        self.apply_button.setEnabled(False)
        self.before_after = FigureTable("suggest-before-after", BEFORE_AFTER_COLUMNS)
        self.before_after.hide()
        self.outcome: SearchOutcome | None = None
        self._searched: MapPack | None = None  # the map the search started from
        self._lay_out()
        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.session.stop)
        self.session.progress.connect(self._progress)
        self.session.finished.connect(self._finished)
        self.session.failed.connect(self._failed)
        self.list.itemSelectionChanged.connect(self._show_change)
        self.apply_button.clicked.connect(self.apply)
        self.flow.compared.connect(self._compared)
        self.flow.failed.connect(self.problem.say)
        context.document_changed.connect(self._document_replaced)

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow("Goals", self.goals)
        form.addRow("Budget (games)", self.budget)
        form.addRow("Budget (time)", self.seconds)
        form.addRow("Games per change", self.screen_games)
        form.addRow("Confirmation games", self.confirm)
        form.addRow("Steps", self.steps)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.progress, 1)
        note = QLabel(
            "Seats, bots, first seed and workers are the Playtest panel's. A change is listed "
            "only when its effect's 95% interval clears zero on fresh paired games."
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: #555;")
        body = QWidget()
        column = QVBoxLayout(body)
        column.addLayout(form)
        column.addLayout(buttons)
        for widget in (note, self.problem, self.status, self.list, self.apply_button):
            column.addWidget(widget)
        column.addWidget(self.before_after)
        column.addStretch(1)
        scrolling(self, body)

    def budget_asked(self) -> Budget:
        return Budget(
            games=self.budget.value(),
            seconds=self.seconds.value(),
            screen=self.screen_games.value(),
            confirm=self.confirm.value(),
            steps=self.steps.value(),
        )

    # ----- a search

    def run(self) -> None:
        pack = self._context.document.pack
        settings = self._playtest.settings()
        budget = self.budget_asked()
        try:
            goals = [parse_goal(text) for text in self.goals.text().split()]
            check_goals(goals, pack, settings.bots)
        except InputError as error:
            self.problem.say(str(error))
            return
        least = 2 * budget.screen + 2 * budget.confirm
        if budget.games < least:
            self.problem.say(f"The budget must be at least {least} games for these settings.")
            return
        refused = refusal(pack, settings.players)
        if refused is not None:
            self.problem.say(refused.message)
            return
        self.problem.say("")
        self._start(pack, settings, goals, budget)

    def _start(self, pack: MapPack, settings: Any, goals: list[Goal], budget: Budget) -> None:
        self._searched = pack
        self.outcome = None
        self.list.show_rows([])
        self.apply_button.setEnabled(False)
        self.before_after.hide()
        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.progress.setRange(0, budget.games)
        self.progress.setValue(0)
        self.status.setText("Playing the map as it is…")
        self.session.start(pack, settings, goals, budget)

    def _progress(self, done: int, total: int, what: str) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if what:
            self.status.setText(f"{what[:1].upper()}{what[1:]}…")

    def _idle(self) -> None:
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _failed(self, message: str) -> None:
        self._idle()
        self.problem.say(message)

    def _finished(self, outcome: SearchOutcome) -> None:
        self._idle()
        if self._searched is None:  # another map was opened meanwhile
            return
        self.outcome = outcome
        goals = [parse_goal(text) for text in self.goals.text().split()]
        rows = []
        for suggestion in outcome.suggestions:
            low, high = suggestion.effect.interval
            rows.append(
                [
                    suggestion.change.words,
                    f"{suggestion.effect.effect:+.3f}",
                    f"[{low:+.3f}, {high:+.3f}]",
                    ", ".join(figure_text(f) for f in costs(suggestion, goals)),
                    str(suggestion.games),
                ]
            )
        self.list.show_rows(rows)
        found = len(rows)
        what = f"{found} suggestion{'s' if found != 1 else ''}" if found else "No suggestion"
        self.status.setText(
            f"{what}: {outcome.games} games in {outcome.seconds:.1f} s; {outcome.ended}."
        )

    # ----- a suggestion

    def chosen(self) -> int | None:
        rows = self.list.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _show_change(self) -> None:
        """Select the changed elements: the map highlights the selection."""
        row = self.chosen()
        self.apply_button.setEnabled(row is not None)
        if row is None or self.outcome is None:
            return
        document = self._context.document
        known = element_index(document.pack)
        ids = {i for i in self.outcome.suggestions[row].change.elements if i in known}
        if ids:
            document.select(ids)
            self._context.view.centre_on_elements(ids)

    def apply(self) -> None:
        row = self.chosen()
        if row is None or self.outcome is None:
            return
        if self._context.document.pack != self._searched:
            self.problem.say("The map has changed since the search: search again to apply.")
            return
        path = self.outcome.suggestions[: row + 1]
        changed = frozenset(e for s in path for e in s.change.elements)
        words = "; ".join(s.change.words for s in path)
        self.problem.say("")
        self.flow.apply(words, self.outcome.packs[row], changed)

    def _compared(self, before: dict[str, Any], after: dict[str, Any]) -> None:
        self.before_after.show_rows(before_after_rows(before, after))
        self.before_after.show()
        self.apply_button.setEnabled(False)
        self.status.setText("Applied; the playtest ran before and after the change.")

    def _document_replaced(self, _document: object) -> None:
        """Another map: nothing listed applies to it."""
        self.session.stop()
        self.outcome = self._searched = None
        self.list.show_rows([])
        self.apply_button.setEnabled(False)
        self.before_after.hide()
        self.status.setText("")
        self.problem.say("")


def install(context: EditorContext) -> None:
    """The panel goes in a tab beside the Playtest panel."""
    playtest_dock = context.frame.findChild(QDockWidget, "playtest")
    if playtest_dock is None or not isinstance(playtest := playtest_dock.widget(), PlaytestPanel):
        return
    panel = SuggestPanel(context, playtest)
    dock = add_dock(context, "Suggest", "suggest", panel, Qt.DockWidgetArea.LeftDockWidgetArea)
    context.frame.tabifyDockWidget(playtest_dock, dock)
    playtest_dock.raise_()
