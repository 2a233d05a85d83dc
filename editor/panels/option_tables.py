"""Rule options edited as tables rather than typed as YAML: a mix (name ->
copies, such as a deck of cards) and a list of whole numbers (a table of points
by count). Which one an option gets follows from its default's type, never from
the family.

Each edit builds the whole new value, asks the option's own check
(OptionSpec.problem) and hands on only a value it takes; a refused one comes
back as a message and the table is shown again from the model.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from editor.panels.editable_table import Cell, EditableTable
from engine.editing.edits import EditError
from engine.editing.typed_values import count_value, whole_value
from engine.pack.limits import COUNT_RANGE
from engine.rules import OptionSpec

NAME, COUNT = range(2)  # the columns: a mix's names or a list's entry numbers; the numbers


def is_mix(value: Any) -> bool:
    """A mapping of names to whole numbers (a card mix)."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
        for k, v in value.items()
    )


def is_number_list(value: Any) -> bool:
    """A list of whole numbers (a table of points)."""
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    )


class OptionTable(QWidget):
    committed = Signal(object)  # the option's whole new value, checked
    rejected = Signal(str)

    def __init__(
        self, spec: OptionSpec, headers: tuple[str, str], add_text: str, stretch: int
    ) -> None:
        super().__init__()
        self.setObjectName(f"option-{spec.name}-table")
        self.spec = spec
        self.value: Any = spec.default
        self.rows = EditableTable(headers, add_text, stretch=stretch)
        self.rows.setToolTip(spec.doc)
        self.rows.cell_edited.connect(self._edited)
        self.rows.remove_requested.connect(self._remove)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(self.rows)

    def show_value(self, value: Any) -> None:
        self.value = value
        self.rows.show_rows(self.cells(value))

    def offer(self, value: Any) -> None:
        """Hand on `value` if the option takes it, else say why and show the model."""
        problem = self.spec.problem(value)
        if problem is not None:
            self.refuse(problem)
        elif value != self.value:
            self.committed.emit(value)

    def refuse(self, problem: str) -> None:
        self.rejected.emit(problem)
        self.show_value(self.value)

    def cells(self, value: Any) -> list[list[Cell]]:
        raise NotImplementedError

    def _edited(self, row: int, column: int, text: str) -> None:
        raise NotImplementedError

    def _remove(self, rows: list[int]) -> None:
        raise NotImplementedError


class MixTable(OptionTable):
    """Name -> copies, in the mix's order; a new name is typed beside Add."""

    def __init__(self, spec: OptionSpec) -> None:
        super().__init__(spec, ("Card", "Copies"), "Add", stretch=NAME)
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText("name of a card to add")
        self.new_name.setObjectName(f"option-{spec.name}-new")
        self.new_name.returnPressed.connect(self._add)
        self.rows.add_requested.connect(self._add)
        row = QHBoxLayout()
        row.addWidget(self.new_name)
        self.layout_.addLayout(row)

    def cells(self, value: Any) -> list[list[Cell]]:
        return [[Cell(name), Cell(str(copies))] for name, copies in value.items()]

    def _edited(self, row: int, column: int, text: str) -> None:
        items = list(self.value.items())
        name, copies = items[row]
        if column == COUNT:
            try:
                copies = count_value(text, "copies", 0, COUNT_RANGE[1])
            except EditError as error:
                self.refuse(str(error))
                return
        else:
            name = text
            if name in self.value and items[row][0] != name:
                self.refuse(f"'{name}' is in the mix already: change its copies")
                return
        items[row] = (name, copies)
        self.offer(dict(items))

    def _add(self) -> None:
        name = self.new_name.text().strip()
        if not name:
            self.refuse("type the name of the card to add first")
        elif name in self.value:
            self.refuse(f"'{name}' is in the mix already: change its copies")
        else:
            self.offer({**self.value, name: 1})
            if self.spec.problem({**self.value, name: 1}) is None:
                self.new_name.clear()

    def _remove(self, rows: list[int]) -> None:
        gone = set(rows)
        self.offer({k: v for i, (k, v) in enumerate(self.value.items()) if i not in gone})


class NumberListTable(OptionTable):
    """One row per entry, numbered from 0; Add repeats the last value."""

    def __init__(self, spec: OptionSpec) -> None:
        super().__init__(spec, ("Entry", "Value"), "Add row", stretch=COUNT)
        self.rows.add_requested.connect(lambda: self.offer([*self.value, *self.value[-1:]] or [0]))

    def cells(self, value: Any) -> list[list[Cell]]:
        return [[Cell(str(index), editable=False), Cell(str(v))] for index, v in enumerate(value)]

    def _edited(self, row: int, column: int, text: str) -> None:
        try:
            number = whole_value(text, f"entry {row}")
        except EditError as error:
            self.refuse(str(error))
            return
        self.offer([number if i == row else v for i, v in enumerate(self.value)])

    def _remove(self, rows: list[int]) -> None:
        gone = set(rows)
        self.offer([v for i, v in enumerate(self.value) if i not in gone])
