"""Small widgets that edit one field of the selected elements.

Each shows the value the field has on every selected element, or that the
values differ, and emits `committed(value)` only when the user picks a value,
never while showing one: redisplaying after an edit or an undo cannot loop
back into another edit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRegularExpression, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QToolButton,
    QWidget,
)

MIXED = "(mixed)"
MIXED_NUMBER = "—"  # a spin box is too narrow for MIXED


def shared(values: Sequence[Any]) -> tuple[bool, Any]:
    """(True, value) when every value is the same (type included: 1 is not True)."""
    if not values:
        return False, None
    first = values[0]
    same = all(type(v) is type(first) and v == first for v in values[1:])
    return same, first if same else None


class TextEditor(QLineEdit):
    committed = Signal(object)

    def __init__(self, placeholder: str = "") -> None:
        super().__init__()
        self._placeholder = placeholder
        self.editingFinished.connect(self._finish)

    def show_values(self, values: Sequence[Any]) -> None:
        same, value = shared(values)
        self.setText(str(value) if same and value is not None else "")
        self.setPlaceholderText(self._placeholder if same else MIXED)

    def _finish(self) -> None:
        if self.isModified():
            self.setModified(False)
            self.committed.emit(self.text().strip())


class NumberEditor(QDoubleSpinBox):
    """Whole numbers when `decimals` is 0. Mixed values show a dash: the spin box
    briefly allows one step below its range and names that step."""

    committed = Signal(object)

    def __init__(self, low: float, high: float, decimals: int = 0) -> None:
        super().__init__()
        self._low = low
        self.setDecimals(decimals)
        self.setRange(low, high)
        self.setKeyboardTracking(False)  # typing commits once, on Enter or leaving the box
        self.valueChanged.connect(self._changed)

    def show_values(self, values: Sequence[Any]) -> None:
        """Touch only what differs: the panel shows values again on every step of a
        drag, and each change would lay the form out and repaint it."""
        same, value = shared([float(v) for v in values])
        with QSignalBlocker(self):
            if same:
                if self.specialValueText():
                    self.setSpecialValueText("")
                if self.minimum() != self._low:
                    self.setMinimum(self._low)
                if self.value() != value or self.text() != self.textFromValue(value):
                    self.setValue(value)
            else:
                if self.minimum() != self._low - self.singleStep():
                    self.setMinimum(self._low - self.singleStep())
                if self.specialValueText() != MIXED_NUMBER:
                    self.setSpecialValueText(MIXED_NUMBER)
                if self.value() != self.minimum() or self.text() != MIXED_NUMBER:
                    self.setValue(self.minimum())

    def _changed(self, value: float) -> None:
        if value >= self._low:
            self.committed.emit(int(value) if self.decimals() == 0 else value)


class CheckEditor(QCheckBox):
    """A partly checked box when the selected elements differ; a click sets all."""

    committed = Signal(object)

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.clicked.connect(lambda: self.committed.emit(self.isChecked()))

    def show_values(self, values: Sequence[Any]) -> None:
        same, value = shared(values)
        if not same:
            state = Qt.CheckState.PartiallyChecked
        else:
            state = Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        if self.isTristate() == same:  # touched only when it differs, as numbers are
            self.setTristate(not same)
        if self.checkState() != state:
            self.setCheckState(state)


class ChoiceEditor(QComboBox):
    """A fixed list of (value, label) choices; a value outside the list (from a
    pack written for another ruleset, say) is added so it is never misshown.
    An editable one also takes typed text."""

    committed = Signal(object)

    def __init__(self, choices: Sequence[tuple[Any, str]] = (), editable: bool = False) -> None:
        super().__init__()
        self._choices = list(choices)
        self._values: list[Any] = []
        self.setEditable(editable)
        # Shrink with a narrow dock rather than widen it to the longest label.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(6)
        self.activated.connect(lambda index: self.committed.emit(self._values[index]))
        line = self.lineEdit()
        if line is not None:
            self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            line.editingFinished.connect(self._typed)

    def set_choices(self, choices: Sequence[tuple[Any, str]]) -> None:
        self._choices = list(choices)

    def show_values(self, values: Sequence[Any]) -> None:
        same, value = shared(values)
        choices = list(self._choices)
        if same and not any(shared([value, known])[0] for known, _ in choices):
            choices.append((value, str(value)))
        with QSignalBlocker(self):
            self.clear()
            self._values = [known for known, _ in choices]
            self.addItems([label for _, label in choices])
            self.setPlaceholderText(MIXED)
            current = next((i for i, v in enumerate(self._values) if shared([v, value])[0]), -1)
            self.setCurrentIndex(current if same else -1)
            if self.lineEdit() is not None and not same:
                self.setEditText("")

    def _typed(self) -> None:
        line = self.lineEdit()
        if line is not None and line.isModified():
            line.setModified(False)
            self.committed.emit(line.text().strip())


class ColourEditor(QWidget):
    """'#rrggbb' typed, or picked from a colour dialog through the swatch; empty is allowed."""

    committed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.text = TextEditor("#rrggbb")
        pattern = QRegularExpression("(#[0-9a-fA-F]{6})?")
        self.text.setValidator(QRegularExpressionValidator(pattern, self.text))
        self.swatch = QToolButton()
        self.swatch.setToolTip("Pick a colour")
        self.swatch.clicked.connect(self._pick)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.swatch)
        self.text.committed.connect(self.committed)

    def show_values(self, values: Sequence[Any]) -> None:
        self.text.show_values(values)
        colour = self.text.text() or "transparent"
        self.swatch.setStyleSheet(f"background: {colour}; border: 1px solid #888;")

    def _pick(self) -> None:
        start = QColor(self.text.text()) if self.text.text() else QColor("#808080")
        colour = QColorDialog.getColor(start, self, "Colour")
        if colour.isValid():
            self.committed.emit(colour.name())
