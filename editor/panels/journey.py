"""Journey panel: the journey being checked, stop by stop, with the line of each leg
and the rules' verdict; the stop where it breaks is highlighted here and ringed
on the map. Stops come from the Journey tool's clicks or are typed here, by name
or id. Shown only where the map's rules have journeys; nothing here edits the map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCompleter,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.journey_picture import BROKEN
from editor.canvas.journey_trail import JourneyTrail
from editor.panels.docking import DocumentFollower, ProblemLabel, add_dock
from editor.ruleset_profile import profile_for
from engine import journeys
from engine.errors import InputError

if TYPE_CHECKING:
    from editor.context import EditorContext
    from editor.document import MapDocument

NUMBER, STATION, LINE = range(3)
VALID = "#1e7d32"
PENDING = "#555555"
BROKEN_ROW = QColor(BROKEN).lighter(190)


class JourneyPanel(QWidget):
    def __init__(self, context: EditorContext, trail: JourneyTrail) -> None:
        super().__init__()
        self._context = context
        self.trail = trail
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.stop_field = QLineEdit()
        self.stop_field.setObjectName("journey-stop")
        self.stop_field.setPlaceholderText("a station's name or id")
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.stop_field.setCompleter(completer)
        self.stop_field.returnPressed.connect(self._add_typed)
        self.add_button = QPushButton("Add stop")
        self.add_button.clicked.connect(self._add_typed)
        self.problem = ProblemLabel("journey-problem")
        self.stops = QTableWidget(0, 3)
        self.stops.setObjectName("journey-stops")
        self.stops.setHorizontalHeaderLabels(["#", "Station", "Line"])
        self.stops.verticalHeader().setVisible(False)
        self.stops.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.stops.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.stops.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(STATION, QHeaderView.ResizeMode.Stretch)
        self.verdict = QLabel()
        self.verdict.setObjectName("journey-verdict")
        self.verdict.setWordWrap(True)
        self.remove_button = QPushButton("Remove last")
        self.remove_button.clicked.connect(trail.drop_last)
        self.clear_button = QPushButton("Clear")
        self.clear_button.clicked.connect(trail.clear)
        typed = QHBoxLayout()
        typed.addWidget(self.stop_field, 1)
        typed.addWidget(self.add_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(typed)
        layout.addWidget(self.problem)
        layout.addWidget(self.stops, 1)
        layout.addWidget(self.verdict)
        layout.addLayout(buttons)
        trail.changed.connect(self.refresh)
        self._hidden_for_rules = False

    def follow_map(self) -> None:
        """Offer the map's stations for typing, and show the panel only where the
        map's rules have journeys."""
        pack = self._context.document.pack
        names = {s.name for s in pack.stations if s.name} | {s.id for s in pack.stations}
        self._names.setStringList(sorted(names, key=str.casefold))
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):
            has_journeys = profile_for(pack.ruleset).journey_stops > 0
            dock.toggleViewAction().setVisible(has_journeys)
            if not has_journeys and not dock.isHidden():
                dock.hide()
                self._hidden_for_rules = True
            elif has_journeys and self._hidden_for_rules:  # not one the designer closed
                dock.show()
                self._hidden_for_rules = False
        self.refresh()

    def refresh(self) -> None:
        pack = self._context.document.pack
        journey, stops = self.trail.journey, self.trail.stops
        needed = profile_for(pack.ruleset).journey_stops
        self.hint.setText(
            f"A journey has {needed} stops: click them in order with the Journey tool (J), "
            "or type them here."
        )
        self.stops.setRowCount(len(stops))
        for row, stop in enumerate(stops):
            line = journey.lines[row - 1] if journey and 0 < row <= len(journey.lines) else ""
            broken = journey is not None and journey.broken_at == row
            shown = journeys.line_name(pack, line) if line else ""
            cells = (str(row + 1), journeys.label(pack, stop), shown)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == LINE and line:
                    colour = journeys.line_colour(pack, line)
                    if QColor(colour).isValid():
                        item.setData(Qt.ItemDataRole.DecorationRole, QColor(colour))
                if broken:
                    item.setBackground(QBrush(BROKEN_ROW))
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setToolTip(journey.reason if journey else "")
                self.stops.setItem(row, column, item)
        self._say_verdict()
        self.remove_button.setEnabled(bool(stops))
        self.clear_button.setEnabled(bool(stops))

    def _say_verdict(self) -> None:
        journey = self.trail.journey
        if journey is None:
            self.verdict.setText("No stops yet.")
            colour = PENDING
        else:
            text = journeys.verdict(self._context.document.pack, journey)
            self.verdict.setText(text[0].upper() + text[1:] + ".")
            colour = (
                VALID if journey.valid else BROKEN if journey.broken_at is not None else PENDING
            )
        self.verdict.setStyleSheet(f"color: {colour}; font-weight: bold;")

    def _add_typed(self) -> None:
        text = self.stop_field.text().strip()
        if not text:
            return
        try:
            self.trail.add(text)
        except InputError as error:
            self.problem.say(str(error))
            return
        self.problem.say("")
        self.stop_field.clear()


def _station_names(document: MapDocument) -> tuple[object, ...]:
    """Lists of plain strings, compared far quicker than a pair per station: a drag
    asks after every mouse move."""
    stations = document.pack.stations
    return document.pack.ruleset, [s.id for s in stations], [s.name for s in stations]


def install(context: EditorContext) -> None:
    trail = JourneyTrail(context.frame, context.document, context.scene)
    DocumentFollower(
        context,
        lambda: trail.follow(context.document, context.scene),
        selection=False,
        shows=lambda d: d.pack,
        live=True,
    )
    panel = JourneyPanel(context, trail)
    add_dock(context, "Journey", "journey", panel)
    DocumentFollower(context, panel.follow_map, selection=False, shows=_station_names)
