"""The Tool options bar: the active tool's settings as widgets, and its hint.

It follows `view.tool_changed`, so it also picks up the fresh tools made for a
newly opened document.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QWidget

from editor.canvas.tool_options import ToolOption
from editor.canvas.view import MapView, ViewTool

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    context.frame.addToolBarBreak()  # a row of its own: the tools bar keeps its room
    bar = context.frame.addToolBar("Tool options")
    bar.setObjectName("tool-options")
    panel = ToolOptionsPanel(context.view)
    bar.addWidget(panel)
    bar.setMovable(False)  # it spans the window, so the whole hint fits
    context.view.tool_changed.connect(panel.show_tool)
    if context.view.tool is not None:
        panel.show_tool(context.view.tool)


class ToolOptionsPanel(QWidget):
    def __init__(self, view: MapView) -> None:
        super().__init__()
        self._view = view  # takes the keys back once an option is chosen
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 0, 6, 0)
        self._options: list[QWidget] = []
        self.hint = QLabel()
        self.hint.setObjectName("tool-hint")
        self.hint.setEnabled(False)  # drawn greyed: a hint, not a control
        self.hint.setWordWrap(True)  # a long hint takes a second line, never cut short
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._layout.addWidget(self.hint, 1)
        # Two lines always, so the canvas does not jump when a tool's hint is short.
        lines = 2 * self.hint.fontMetrics().lineSpacing() + 4
        self.setFixedHeight(max(QComboBox().sizeHint().height(), lines))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_tool(self, tool: ViewTool) -> None:
        for widget in self._options:
            widget.hide()
            widget.deleteLater()
        self._options = []
        for option in tool.options():
            box = _choice_box(option)
            box.activated.connect(lambda _: self._view.setFocus())  # Enter, Esc: to the tool
            self._options += [QLabel(f"{option.label}:"), box]
        for index, widget in enumerate(self._options):
            self._layout.insertWidget(index, widget)
        self.hint.setText(tool.tip)


def _choice_box(option: ToolOption) -> QComboBox:
    box = QComboBox()
    box.setObjectName(f"option-{option.key}")
    for choice in option.choices:
        box.addItem(choice.replace("_", " ").capitalize(), choice)
    box.setCurrentIndex(option.choices.index(option.value))
    box.currentIndexChanged.connect(lambda index: option.choose(box.itemData(index)))
    return box
