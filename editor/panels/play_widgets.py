"""The play panel's parts that know nothing of a game in progress: who sits where,
the searchable list of legal actions, the buttons for choices beside the board."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.ruleset_profile import most_players, profile_for
from engine.play.session import PERSON
from engine.rules.targets import Target
from engine.sim.bots import bot_names

PERSON_LABEL = "a person"
BOT_SPEED_MS = 600  # how long each bot's move stays on show before the next


class SeatsForm(QWidget):
    """Seats (a person or a bot in each), the deal, the bots' pace."""

    def __init__(self) -> None:
        super().__init__()
        self.players = QSpinBox()
        self.players.setObjectName("play-players")
        self.seats = [QComboBox() for _ in range(most_players())]
        for seat, combo in enumerate(self.seats):
            combo.setObjectName(f"play-seat-{seat}")
            combo.addItem(PERSON_LABEL, PERSON)
            for name in bot_names():
                combo.addItem(f"bot: {name}", name)
        self.seats[0].setCurrentIndex(0)
        for combo in self.seats[1:]:
            combo.setCurrentIndex(combo.findData("greedy"))
        self.seed = QSpinBox()
        self.seed.setObjectName("play-seed")
        self.seed.setRange(0, 2**31 - 1)
        self.speed = QSpinBox()
        self.speed.setObjectName("play-speed")
        self.speed.setRange(0, 5000)
        self.speed.setSingleStep(100)
        self.speed.setSuffix(" ms")
        self.speed.setValue(BOT_SPEED_MS)
        self.speed.setToolTip("How long each bot's move shows before the next one")
        self._form = QFormLayout(self)
        self._form.setContentsMargins(0, 0, 0, 0)
        self._form.addRow("Players", self.players)
        for seat, combo in enumerate(self.seats):
            self._form.addRow(f"Seat {seat}", combo)
        self._form.addRow("Deal (seed)", self.seed)
        self._form.addRow("Bot move every", self.speed)
        self.players.valueChanged.connect(self._show_seats)

    def follow_rules(self, ruleset: str) -> None:
        game_type = profile_for(ruleset).game_type
        self.players.setRange(game_type.min_players, game_type.max_players)
        self.players.setValue(max(game_type.min_players, min(2, game_type.max_players)))
        self._show_seats()

    def set_seats(self, seats: Sequence[str]) -> None:
        """Seat these (PERSON or bot names), in turn order."""
        self.players.setValue(len(seats))
        for combo, name in zip(self.seats, seats, strict=False):
            combo.setCurrentIndex(combo.findData(name))

    def chosen(self) -> list[str]:
        return [combo.currentData() for combo in self.seats[: self.players.value()]]

    def _show_seats(self) -> None:
        for seat, combo in enumerate(self.seats):
            self._form.setRowVisible(combo, seat < self.players.value())


class ActionList(QWidget):
    """Every legal action in words, filtered by what is typed; a double click or Enter
    plays the one picked. Nothing is reachable only by pointing."""

    chosen = Signal(int)  # the action's index in the list given

    def __init__(self) -> None:
        super().__init__()
        self.search = QLineEdit()
        self.search.setObjectName("play-search")
        self.search.setPlaceholderText("Search the legal actions…")
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setObjectName("play-actions")
        self.list.setWordWrap(True)
        self.play = QPushButton("Play the action picked")
        self.play.setObjectName("play-action")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search)
        column.addWidget(self.list, 1)
        column.addWidget(self.play)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._play_first_shown)
        self.list.itemActivated.connect(
            lambda item: self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.play.clicked.connect(self._play_picked)

    def show_actions(self, rows: Sequence[str]) -> None:
        self.list.clear()
        for index, text in enumerate(rows):
            item = QListWidgetItem(f"{index + 1}. {text}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        self._filter(self.search.text())
        self.play.setEnabled(bool(rows))

    def shown(self) -> list[QListWidgetItem]:
        return [
            item
            for item in (self.list.item(row) for row in range(self.list.count()))
            if not item.isHidden()
        ]

    def _filter(self, text: str) -> None:
        words = text.casefold().split()
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(not all(word in item.text().casefold() for word in words))

    def _play_first_shown(self) -> None:
        shown = self.shown()
        if len(shown) == 1:
            self.chosen.emit(shown[0].data(Qt.ItemDataRole.UserRole))

    def _play_picked(self) -> None:
        item = self.list.currentItem()
        if item is not None and not item.isHidden():
            self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))


class ChoiceStrip(QWidget):
    """Buttons for the choices beside the board (a card, a pile, a die, a count), and
    Back to take the last choice back."""

    picked = Signal(object)  # the Target
    back = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.title = QLabel()
        self.title.setWordWrap(True)
        self._buttons: list[QPushButton] = []
        self._row = QVBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self.back_button = QPushButton("Back")
        self.back_button.setObjectName("play-back")
        self.back_button.clicked.connect(self.back.emit)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.back_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(top)
        column.addLayout(self._row)

    def show_choices(self, title: str, targets: Sequence[Target], can_go_back: bool) -> None:
        for button in self._buttons:  # gone at once: a deferred delete waits for the loop
            button.hide()
            self._row.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        self.title.setText(title)
        for target in targets:
            button = QPushButton(target.label or target.id)
            button.setObjectName("play-choice")
            button.clicked.connect(lambda _=False, t=target: self.picked.emit(t))
            self._row.addWidget(button)
            self._buttons.append(button)
        self.back_button.setEnabled(can_go_back)

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)
