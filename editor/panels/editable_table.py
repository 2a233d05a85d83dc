"""A table with Add and Remove buttons that only displays rows and reports what
the user did. Its owner turns each report into one undoable edit; the model's
change then redraws the rows, so the table never holds data of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

VISIBLE_ROWS = 5  # at least this many rows show without scrolling
VALUE_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class Cell:
    text: str
    tip: str = ""
    swatch: str = ""  # a colour shown beside the text, "#rrggbb"
    editable: bool = True
    # what the cell stands for where its text is for people (a card's station id
    # under the station's name); a list editor opens on it
    value: str = ""


class EditableTable(QWidget):
    cell_edited = Signal(int, int, str)  # row, column, the text the user typed
    add_requested = Signal()
    remove_requested = Signal(list)  # the selected rows, ascending

    def __init__(self, headers: Sequence[str], add_text: str = "Add", stretch: int = -1) -> None:
        """`stretch` is the column that takes the spare width; the others fit their text."""
        super().__init__()
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(list(headers))
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        row_height = self.fontMetrics().height() + 8
        self.table.verticalHeader().setDefaultSectionSize(row_height)
        self.table.setMinimumHeight(row_height * (VISIBLE_ROWS + 1))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch % len(headers), QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.itemChanged.connect(
            lambda item: self.cell_edited.emit(item.row(), item.column(), item.text().strip())
        )
        self.add_button = QPushButton(add_text)
        self.add_button.clicked.connect(self.add_requested)
        self.remove_button = QPushButton("Remove")
        self.remove_button.setEnabled(False)
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self.selected_rows()))
        self.table.itemSelectionChanged.connect(
            lambda: self.remove_button.setEnabled(bool(self.selected_rows()))
        )
        self._buttons = QHBoxLayout()
        self._buttons.addWidget(self.add_button)
        self._buttons.addWidget(self.remove_button)
        self._buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(self._buttons)

    def extra_button(self, text: str) -> QPushButton:
        """Another button beside Add and Remove."""
        button = QPushButton(text)
        self._buttons.insertWidget(self._buttons.count() - 1, button)
        return button

    def show_rows(self, rows: Sequence[Sequence[Cell | str]]) -> None:
        """Update the cells in place: a redraw may come while Qt is still inside the
        edit that caused it, and must not delete the item being edited."""
        with QSignalBlocker(self.table):
            self.table.setRowCount(len(rows))
            for r, row in enumerate(rows):
                for c, cell in enumerate(row):
                    shown = cell if isinstance(cell, Cell) else Cell(cell)
                    item = self.table.item(r, c)
                    if item is None:
                        self.table.setItem(r, c, _new_item(shown))
                    else:
                        _show(item, shown)
        self.remove_button.setEnabled(bool(self.selected_rows()))

    def selected_rows(self) -> list[int]:
        return sorted({index.row() for index in self.table.selectionModel().selectedRows()})


def _new_item(cell: Cell) -> QTableWidgetItem:
    """An item showing the cell, set up from a new item's defaults (editable, no tip,
    no swatch): a table of hundreds of cards fills quickly."""
    item = QTableWidgetItem(cell.text)
    if cell.tip:
        item.setToolTip(cell.tip)
    if cell.swatch:
        item.setData(_SWATCH, QColor(cell.swatch))
    if not cell.editable:
        item.setFlags(item.flags() & ~_EDITABLE)
    if cell.value:
        item.setData(VALUE_ROLE, cell.value)
    return item


def _show(item: QTableWidgetItem, cell: Cell) -> None:
    """Touch only what differs: every change makes the header measure its columns again."""
    if item.text() != cell.text:
        item.setText(cell.text)
    if item.toolTip() != cell.tip:
        item.setToolTip(cell.tip)
    swatch = QColor(cell.swatch) if cell.swatch else None
    if item.data(_SWATCH) != swatch:
        item.setData(_SWATCH, swatch)
    if (item.data(VALUE_ROLE) or "") != cell.value:
        item.setData(VALUE_ROLE, cell.value or None)
    flags = item.flags()
    if bool(flags & _EDITABLE) != cell.editable:
        item.setFlags(flags ^ _EDITABLE)


_SWATCH = Qt.ItemDataRole.DecorationRole
_EDITABLE = Qt.ItemFlag.ItemIsEditable
