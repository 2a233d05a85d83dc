"""Play mode: take a seat at a game on the map being designed, against bots or hot-seat.

Playtest > Play a Game… opens this dock. The designer seats people and bots and
starts; while the game is open the map is locked (a new edit asks to end the game
first) and Edit > Undo rests. On a person's turn the canvas shows only that seat's
view (`Ruleset.seat_picture`) and highlights what the seat may point at
(`Ruleset.action_targets`); a click chooses, choices beside the board are buttons,
and the searchable list holds every legal action in words. Between two people at one
screen the view is hidden until the next one takes it. Bots move one by one at the
pace set; every move is logged in words with its points and rule ids. A person's move
may be taken back where nothing hidden came to light since. The game, finished or
not, saves as a record `tracksmith replay` and the replay panel open.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.play_targets import TargetOverlay
from editor.canvas.replay_overlay import ReplayOverlay
from editor.canvas.tools.play import PlayTool
from editor.document import MapDocument
from editor.panels.docking import DocumentFollower, ProblemLabel, add_dock
from editor.panels.game_lists import bold, show_side_lists, titled
from editor.panels.play_widgets import ActionList, ChoiceStrip, SeatsForm
from engine.play.session import PERSON, Move, PlaySession, SeatError
from engine.records import write_record
from engine.rules.base import Action, UnknownRulesetError
from engine.rules.options import SetupError
from engine.rules.targets import Pointing, Target

if TYPE_CHECKING:
    from editor.context import EditorContext

NO_GAME = "Seat people and bots, then Start."
COMPARED_BOT = "greedy"  # what a person's score is measured against, on their deal


class PlayPanel(QWidget):
    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self._context = context
        self.session: PlaySession | None = None
        self.pointing: Pointing[Action] | None = None
        self.viewer: int | None = None  # whose view the canvas and the lists show
        self.waiting_for: int | None = None  # a person the screen is to pass to
        self.pictures = ReplayOverlay()
        self.targets = TargetOverlay()
        self.tool: PlayTool | None = None
        self._bots = QTimer(self)
        self._bots.setSingleShot(True)
        self._bots.timeout.connect(self._bot_moves)
        self.seats = SeatsForm()
        self.start_button = QPushButton("Start")
        self.start_button.setObjectName("play-start")
        self.end_button = QPushButton("End the Game")
        self.end_button.setObjectName("play-end")
        self.undo_button = QPushButton("Take Back My Move")
        self.undo_button.setObjectName("play-undo")
        self.save_button = QPushButton("Save the Game…")
        self.save_button.setObjectName("play-save")
        self.compare_button = QPushButton("Compare with a Bot on This Deal")
        self.compare_button.setObjectName("play-compare")
        self.compare_button.setToolTip(
            "Play the same deal again with the greedy bot in each person's seat"
        )
        self.comparison = QLabel()
        self.comparison.setObjectName("play-comparison")
        self.comparison.setWordWrap(True)
        self.problem = ProblemLabel("play-problem")
        self.status = QLabel(NO_GAME)
        self.status.setObjectName("play-status")
        self.status.setWordWrap(True)
        self.scores = QLabel()
        self.scores.setObjectName("play-scores")
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("play-pass")
        self.choices = ChoiceStrip()
        self.action_list = ActionList()
        self.board = QListWidget()
        self.board.setObjectName("play-board")
        self.board.setWordWrap(True)
        self.log = QListWidget()
        self.log.setObjectName("play-log")
        self.log.setWordWrap(True)
        self._lay_out()
        self.start_button.clicked.connect(lambda: self.start())
        self.end_button.clicked.connect(self.end_game)
        self.undo_button.clicked.connect(self.undo)
        self.save_button.clicked.connect(lambda: self.save_record())
        self.compare_button.clicked.connect(self.compare)
        self.pass_button.clicked.connect(self.take_screen)
        self.choices.picked.connect(self.choose_target)
        self.choices.back.connect(self.back)
        self.action_list.chosen.connect(self._chosen_from_list)
        DocumentFollower(context, self._follow_rules, selection=False, shows=_ruleset)
        context.document_changed.connect(self._new_document)
        self._new_document(context.document)
        self._show_controls()

    def _lay_out(self) -> None:
        top = QWidget()
        column = QVBoxLayout(top)
        column.addWidget(self.seats)
        widgets: tuple[QWidget, ...] = (
            self.start_button,
            self.problem,
            self.status,
            self.scores,
            self.pass_button,
            self.choices,
            self.undo_button,
            self.end_button,
            self.save_button,
            self.compare_button,
            self.comparison,
        )
        for widget in widgets:
            column.addWidget(widget)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(top)
        parts = QSplitter(Qt.Orientation.Vertical)
        parts.setChildrenCollapsible(False)
        parts.addWidget(scroll)
        for title, shown in (
            ("Legal actions", self.action_list),
            ("Beside the board", self.board),
            ("Moves", self.log),
        ):
            parts.addWidget(titled(title, shown))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(parts)

    # ----- starting and ending

    @property
    def playing(self) -> bool:
        return self.session is not None and self._context.document.locked

    def start(self, seats: list[str] | None = None, seed: int | None = None) -> bool:
        """Start a game on the map as it is now; False (and the reason shown) if it cannot."""
        if self.playing:
            self.end_game()
        document = self._context.document
        try:
            session = PlaySession(
                document.pack,
                seats if seats is not None else self.seats.chosen(),
                self.seats.seed.value() if seed is None else seed,
            )
        except (SeatError, SetupError, UnknownRulesetError) as error:
            self.problem.say(str(error))
            return False
        self.problem.say("")
        self.session, self.viewer, self.waiting_for, self.pointing = session, None, None, None
        self.log.clear()
        self.comparison.clear()
        document.lock(self._ask_to_end)
        document.undo_stack.setActive(False)  # Edit > Undo rests while the game is open
        self.tool = PlayTool(
            self._context.view, document, self.targets, self.choose_target, self.back
        )
        self._context.view.set_tool(self.tool)
        self._advance()
        return True

    def end_game(self) -> None:
        """Close the game; the map can be edited again, and the game still saved."""
        self._bots.stop()
        document = self._context.document
        if document.locked:
            document.lock(None)
            document.undo_stack.setActive(True)
        self.pointing, self.waiting_for = None, None
        self.targets.clear()
        if self.session is None or not self.session.game.is_over:
            self.pictures.clear()  # a finished game stays on show until the map changes
        if self.tool is not None and self._context.view.tool is self.tool:
            self._context.view.set_tool(self._context.tools["select"])
        self.tool = None
        if self.session is not None:
            self.status.setText(self._over_text() or "The game was ended; it can still be saved.")
        self._show_controls()

    def _ask_to_end(self) -> bool:
        answer = QMessageBox.question(
            self,
            "A game is open",
            "A game is being played on this map. End the game to edit the map?",
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.end_game()
        return True

    # ----- the turn

    def _advance(self) -> None:
        """Move the game on to whoever must act: the bots at their pace, or a person."""
        session = self.session
        assert session is not None
        self.pointing = None
        self.targets.clear()
        if session.seat is None:
            self.viewer = self.viewer if self.viewer is not None else 0
            self._draw()
            self.end_game()
            return
        if not session.person_to_move():
            if not session.people:
                self.viewer = session.seat
            elif len(session.people) == 1:
                self.viewer = session.people[0]
            self.status.setText(f"Seat {session.seat} ({session.seats[session.seat]}) is moving…")
            self._draw()
            self._bots.start(self.seats.speed.value())
            self._show_controls()
            return
        seat = session.seat
        if self.viewer != seat and len(session.people) > 1:
            self.waiting_for, self.viewer = seat, None
            self.status.setText(f"Pass the screen to seat {seat}.")
            self.pass_button.setText(f"I am seat {seat}: show my view")
            self._draw()
            self._show_controls()
            return
        self.viewer = seat
        self._offer()

    def take_screen(self) -> None:
        """The next person has the screen: show their view and what they may do."""
        if self.waiting_for is None:
            return
        self.viewer, self.waiting_for = self.waiting_for, None
        self._offer()

    def _bot_moves(self) -> None:
        session = self.session
        if session is None or session.seat is None or session.person_to_move():
            return
        self._log(session.play_bot())
        self._advance()

    def _offer(self) -> None:
        session = self.session
        assert session is not None and session.seat is not None
        self.pointing = session.pointing()
        self.action_list.show_actions(
            [f"{session.words(action)}  [{action}]" for action in session.legal()]
        )
        self.status.setText(f"Seat {session.seat}, your move: point at the map or pick an action.")
        self._draw()
        self._show_choices()
        if self.tool is not None and self._context.view.tool is not self.tool:
            self._context.view.set_tool(self.tool)

    def _show_choices(self) -> None:
        pointing = self.pointing
        if pointing is None:
            self.targets.clear()
            self.choices.show_choices("", [], False)
            return
        offered = pointing.offered()
        self.targets.show(offered, self._context.document.pack, pointing.chosen)
        beside = [target for target in offered if not target.on_board]
        done = ", ".join(target.label or target.id for target in pointing.chosen)
        title = f"Chosen: {done}." if done else ""
        if beside:
            title += " Choose:" if title else "Choose beside the board:"
        self.choices.show_choices(title, beside, bool(pointing.chosen))
        self._show_controls()

    def choose_target(self, target: Target) -> None:
        if self.pointing is None or target not in self.pointing.offered():
            return
        action = self.pointing.choose(target)
        if action is None:
            self._show_choices()
        else:
            self.play(action)

    def back(self) -> None:
        if self.pointing is not None:
            self.pointing.back()
            self._show_choices()

    def _chosen_from_list(self, index: int) -> None:
        if self.session is not None and self.pointing is not None:
            self.play(self.session.legal()[index])

    def play(self, action: Action) -> None:
        """Play `action` for the person to move."""
        assert self.session is not None
        self._log(self.session.play(action))
        self._advance()

    def undo(self) -> None:
        session = self.session
        if session is None or self.viewer is None or not session.can_undo(self.viewer):
            return
        self._bots.stop()
        taken = session.undo(self.viewer)
        for _ in range(sum(len(move.lines()) for move in taken)):
            self.log.takeItem(self.log.count() - 1)
        self.viewer = taken[0].seat
        self._advance()

    # ----- what shows

    def _log(self, move: Move) -> None:
        for number, line in enumerate(move.lines()):
            item = QListWidgetItem(line)
            self.log.addItem(bold(item) if number == 0 and move.player == PERSON else item)
        self.log.scrollToBottom()

    def _draw(self) -> None:
        """The viewer's picture on the canvas and beside it; nothing while the screen
        passes between people."""
        session = self.session
        self.board.clear()
        if session is None or self.viewer is None:
            self.pictures.clear()
            self.scores.clear()
            return
        picture = session.picture(self.viewer)
        self.pictures.show(picture, self._context.document.pack)
        show_side_lists(self.board, picture.lists)
        scores = session.game.scores
        self.scores.setText(", ".join(f"seat {s}: {points}" for s, points in enumerate(scores)))

    def _over_text(self) -> str:
        session = self.session
        if session is None or not session.game.is_over:
            return ""
        winners = ", ".join(f"seat {seat}" for seat in session.game.winners())
        return f"The game is over. Won by {winners}."

    def _show_controls(self) -> None:
        playing, session = self.playing, self.session
        person = playing and session is not None and session.person_to_move()
        self.seats.setVisible(not playing)
        self.start_button.setVisible(not playing)
        self.end_button.setEnabled(playing)
        self.save_button.setEnabled(session is not None)
        over = session is not None and session.game.is_over and bool(session.people)
        self.compare_button.setVisible(over)
        self.pass_button.setVisible(self.waiting_for is not None)
        turn = person and self.waiting_for is None
        self.choices.setVisible(bool(turn))
        self.action_list.setEnabled(bool(turn))
        if not turn:
            self.action_list.show_actions([])
        mine = self.viewer is not None and session is not None and session.can_undo(self.viewer)
        self.undo_button.setEnabled(bool(playing and mine))

    def compare(self) -> None:
        """Each person's score beside the greedy bot's in their seat on the same deal."""
        session = self.session
        if session is None or not session.game.is_over:
            return
        bots = session.bots_in_their_seats(COMPARED_BOT)
        scores = session.game.scores
        self.comparison.setText(
            "On this deal, "
            + "; ".join(
                f"seat {seat}: the person {scores[seat]}, {COMPARED_BOT} {bots[seat]}"
                for seat in session.people
            )
        )

    # ----- keeping the game

    def save_record(self, path: str | Path | None = None) -> Path | None:
        """Save the game (finished or not) as a record; None when it was not saved."""
        session, document = self.session, self._context.document
        if session is None:
            return None
        if document.path is None or document.is_modified():
            self.problem.say(
                "Save the map first: a game's record names the map file it was played on."
            )
            return None
        if path is None:
            suggested = document.path.with_name(f"{document.path.stem}-game.yaml")
            chosen, _ = QFileDialog.getSaveFileName(
                self, "Save the Game", str(suggested), "Game records (*.yaml)"
            )
            if not chosen:
                return None
            path = chosen
        try:
            written = write_record(session.record(document.path), path)
        except OSError as error:
            self.problem.say(f"Cannot save the game to {path}: {error.strerror or error}")
            return None
        self.problem.say("")
        self._context.tell(f"Game saved to {written}", 5000)
        return written

    # ----- following the editor

    def _follow_rules(self) -> None:
        if not self.playing:
            self.seats.follow_rules(self._context.document.pack.ruleset)

    def _new_document(self, document: MapDocument) -> None:
        """Another map is open: the game on the last one ends with it."""
        if self.session is not None and self.session.pack is not document.pack:
            self.end_game()
            self.session = None
            self.status.setText(NO_GAME)
            self.log.clear()
            self.board.clear()
            self.scores.clear()
        self.pictures.attach(self._context.scene)
        self.targets.attach(self._context.scene)
        document.changed.connect(self._map_edited)
        self._show_controls()

    def _map_edited(self, _ids: object) -> None:
        """The last game's picture leaves once the map it was played on changes."""
        if not self.playing:
            self.pictures.clear()


def _ruleset(document: MapDocument) -> str:
    return document.pack.ruleset


def install(context: EditorContext) -> None:
    panel = PlayPanel(context)
    dock = add_dock(context, "Play", "play", panel, Qt.DockWidgetArea.LeftDockWidgetArea)
    playtest = context.frame.findChild(type(dock), "playtest")
    if playtest is not None:
        context.frame.tabifyDockWidget(playtest, dock)
        playtest.raise_()
    menu = QMenu("&Playtest", context.frame)
    menu.setObjectName("playtest-menu")
    bar = context.frame.menuBar()
    help_menu = next((a for a in bar.actions() if a.text() == "&Help"), None)
    if help_menu is not None:
        bar.insertMenu(help_menu, menu)
    else:
        bar.addMenu(menu)
    action = QAction("Play a &Game…", context.frame)
    action.setObjectName("play-a-game")

    def open_dock() -> None:
        dock.show()
        dock.raise_()
        panel.start_button.setFocus()

    action.triggered.connect(open_dock)
    menu.addAction(action)
