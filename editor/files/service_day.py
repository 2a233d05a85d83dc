"""The import dialog's Service day: which trips of a feed count, as the command's
`--date` says it: every day of the feed (the default), the busiest day, or a date."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QDateEdit, QHBoxLayout, QWidget

from engine.importers.gtfs_calendar import BUSIEST

EVERY_DAY, BUSIEST_DAY, ON_A_DATE = "every day", "busiest day", "on a date"


class ServiceDay(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = QComboBox()
        self.choice.setObjectName("transit-day")
        self.choice.addItems([EVERY_DAY, BUSIEST_DAY, ON_A_DATE])
        self.choice.setToolTip(
            "Count the trips of every day of the feed, of the day the most trips run, or of "
            "one date (tracksmith import gtfs --date): a route's line is the pattern run most"
        )
        self.date = _DateBox(QDate.currentDate())
        self.date.setObjectName("transit-date")
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setCalendarPopup(True)
        self.date.setEnabled(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.choice)
        layout.addWidget(self.date)
        self.choice.currentTextChanged.connect(self._chosen)
        self.date.editingFinished.connect(self._date_set)

    def value(self) -> date | str | None:
        """What `read_feed`'s `on` takes: None for every day, BUSIEST, or the date."""
        chosen = self.choice.currentText()
        if chosen == BUSIEST_DAY:
            return BUSIEST
        if chosen == ON_A_DATE:
            day = self.date.date()
            return date(day.year(), day.month(), day.day())
        return None

    def _chosen(self, text: str) -> None:
        self.date.setEnabled(text == ON_A_DATE)
        self.changed.emit()

    def _date_set(self) -> None:
        if self.choice.currentText() == ON_A_DATE:
            self.changed.emit()


class _DateBox(QDateEdit):
    """Return takes the date typed (the trips are counted again) without pressing
    the dialog's Open Draft, which a date half-typed would otherwise open."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
