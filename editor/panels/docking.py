"""What every dock panel shares: a dock of its own, and following whichever
document the window shows (a panel never keeps a copy of the model, it redraws
from `context.document` whenever what it shows of the model or the selection
changes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.document import MapDocument

if TYPE_CHECKING:
    from editor.context import EditorContext


def add_dock(
    context: EditorContext,
    title: str,
    name: str,
    widget: QWidget,
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea,
) -> QDockWidget:
    """A dock, on the right unless told otherwise; editor/panels/dock_layout.py
    arranges the right-hand ones once all exist."""
    dock = QDockWidget(title, context.frame)
    dock.setObjectName(name)
    dock.setWidget(widget)
    context.frame.addDockWidget(area, dock)
    return dock


class ProblemLabel(QLabel):
    """Why the last change was refused, in red above a panel's fields; hidden when none."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setWordWrap(True)
        self.setStyleSheet("color: #b3261e;")
        self.hide()

    def say(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))


def accept_buttons(
    dialog: QDialog, label: str, name: str, accepted: Callable[[], None]
) -> tuple[QDialogButtonBox, QPushButton]:
    """Cancel and an accepting button named `name` that calls `accepted`."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    accept = buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
    accept.setObjectName(name)
    buttons.accepted.connect(accepted)
    buttons.rejected.connect(dialog.reject)
    return buttons, accept


def beside_preview(
    dialog: QDialog,
    preview: QWidget,
    form: QFormLayout,
    notes: list[QWidget],
    buttons: QDialogButtonBox,
) -> None:
    """Lay a dialog out as a preview that takes the room, and beside it the choices,
    notes on them and the buttons at the foot."""
    side = QVBoxLayout()
    side.addLayout(form)
    for note in notes:
        side.addWidget(note)
    side.addStretch()
    side.addWidget(buttons)
    layout = QHBoxLayout(dialog)
    layout.addWidget(preview, 1)
    layout.addLayout(side)


def clear_form(form: QFormLayout) -> None:
    """Empty a form that is laid out afresh. Its widgets are deleted later, as one
    of them may be the widget whose signal led here; until then they are hidden
    and nameless, so nothing finds them by name."""
    while form.rowCount():
        taken = form.takeRow(0)
        for item in (taken.labelItem, taken.fieldItem):
            if item is not None:
                _discard(item)


def _discard(item: QLayoutItem) -> None:
    widget, layout = item.widget(), item.layout()
    if widget is not None:
        widget.hide()
        widget.setObjectName("")
        widget.deleteLater()
    elif layout is not None:
        while (taken := layout.takeAt(0)) is not None:
            _discard(taken)
        layout.deleteLater()


class DocumentFollower(QObject):
    """Calls `refresh` when the model, the file it is saved in (and, if asked,
    the selection) changes, and again whenever the window puts another document
    in place.

    `shows` picks out what the panel shows of the document. Given, a change
    that leaves it equal (a station dragged, for the deck) refreshes nothing: a
    drag sends a change for every mouse move, and a panel redrawn each time
    would slow the canvas down. Packs are immutable and share the parts an edit
    left alone, so comparing them is mostly comparing identities.

    During a drag only a `live` follower (the inspector showing the dragged
    station's place) keeps up with every mouse move; the others, most of them
    on tabs behind it or unchanged by a move, catch up once when it ends.
    """

    def __init__(
        self,
        context: EditorContext,
        refresh: Callable[[], None],
        selection: bool = True,
        shows: Callable[[MapDocument], Any] | None = None,
        live: bool = False,
    ) -> None:
        super().__init__(context)
        self._refresh = refresh
        self._selection = selection
        self._shows = shows
        self._live = live
        self._waiting = False  # a signal came during a drag and waits for its end
        self._shown: Any = None
        self._document: MapDocument | None = None
        context.document_changed.connect(self._bind)
        self._bind(context.document)

    def _bind(self, document: MapDocument) -> None:
        if document is self._document:
            return
        if self._document is not None:
            self._document.changed.disconnect(self._on_signal)
            self._document.path_changed.disconnect(self._on_signal)
            if self._selection:
                self._document.selection_changed.disconnect(self._on_signal)
            self._document.drag_ended.disconnect(self._catch_up)
        self._document = document
        document.changed.connect(self._on_signal)
        document.path_changed.connect(self._on_signal)
        if self._selection:
            document.selection_changed.connect(self._on_signal)
        document.drag_ended.connect(self._catch_up)
        self._waiting = False
        self._shown = self._shows(document) if self._shows is not None else None
        self._refresh()

    def _on_signal(self, _ids: object) -> None:
        if self._document is not None and self._document.dragging and not self._live:
            self._waiting = True
            return
        if self._shows is not None and self._document is not None:
            shown = self._shows(self._document)
            if shown == self._shown:
                return
            self._shown = shown
        self._refresh()

    def _catch_up(self) -> None:
        if self._waiting:
            self._waiting = False
            self._on_signal(None)


def number_box(name: str, low: int, high: int, value: int) -> QSpinBox:
    """A named whole-number field, as the run panels (playtest, suggest) set their runs."""
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


def scrolling(panel: QWidget, body: QWidget) -> None:
    """Lay `body` in `panel` in a scroll area, edge to edge: a tall panel in a short dock."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(body)
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(scroll)
