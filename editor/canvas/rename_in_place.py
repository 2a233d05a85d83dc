"""Rename in place: a line edit over an element's label on the canvas (F2 or a
double click), as Inkscape edits text and a file manager renames a file.

Enter commits one undo step ("Rename Old Town to Market"), Escape cancels, and
clicking elsewhere commits a name the format takes. A name the format refuses
(engine/pack/limits.py) keeps the editor open with the reason beneath it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel, QLineEdit, QMainWindow
from shiboken6 import isValid

from editor.canvas.region_item import RegionItem
from editor.canvas.station_item import StationItem
from editor.canvas.tools.base import MESSAGE_MS
from editor.document import MapDocument
from engine.editing.edits import EditError, set_field
from engine.editing.typed_values import text_value
from engine.map.words import named

if TYPE_CHECKING:
    from editor.canvas.view import MapView

FIELD = "rename-field"  # the editor's object name
PROBLEM = "rename-problem"
SMALLEST_WIDTH = 160  # pixels: room to type a longer name than the one shown


def label_of(view: MapView, element_id: str) -> QGraphicsSimpleTextItem | None:
    """The label an element shows on the canvas, if it has one and it is shown."""
    item = view.map_scene.elements.get(element_id)
    if isinstance(item, StationItem):
        label = item.label
    elif isinstance(item, RegionItem) and item.name.text():
        label = item.name
    else:
        return None
    return label if label.isVisible() else None


def labelled_at(view: MapView, point: QPointF) -> str | None:
    """The station under a scene point, or the element whose shown label is there."""
    hit = view.map_scene.element_at(point.x(), point.y())
    if hit is not None and isinstance(view.map_scene.elements.get(hit), StationItem):
        return hit
    for element_id in view.map_scene.elements:
        label = label_of(view, element_id)
        if label is not None and label.sceneBoundingRect().contains(point):
            return element_id
    return None


def rename_in_place(view: MapView, document: MapDocument, element_id: str) -> bool:
    """Open the editor over the element's label; False when it shows none."""
    label = label_of(view, element_id)
    if label is None:
        return False
    for earlier in view.viewport().findChildren(RenameField):
        earlier.finish(commit=False)
    RenameField(view, document, element_id, label).show_over()
    return True


class RenameField(QLineEdit):
    def __init__(
        self,
        view: MapView,
        document: MapDocument,
        element_id: str,
        label: QGraphicsSimpleTextItem,
    ) -> None:
        super().__init__(label.text(), view.viewport())
        self.setObjectName(FIELD)
        self._view, self._document, self._id, self._label = view, document, element_id, label
        self._scene = view.map_scene  # kept alive, label and all, while the editor is open
        self._old = label.text()
        self.problem = QLabel(view.viewport())
        self.problem.setObjectName(PROBLEM)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("background: #fdecea; color: #b3261e; padding: 2px;")
        self.problem.hide()
        self._done = False
        self.returnPressed.connect(lambda: self.finish(commit=True))
        document.changed.connect(self._cancel)  # an undo under the editor
        for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
            bar.valueChanged.connect(self._place)

    def show_over(self) -> None:
        self._place()
        self.show()
        self.selectAll()
        self.setFocus()

    def _place(self) -> None:
        """Over the label, wide enough to type in, wherever the view has moved it;
        another map opened in the view (or the window closing) closes the editor."""
        if self._done:
            return
        if self._view.map_scene is not self._scene or not isValid(self._label):
            self.finish(commit=False)
            return
        box = self._view.mapFromScene(self._label.sceneBoundingRect()).boundingRect()
        height = max(self.sizeHint().height(), box.height())
        area = QRect(box.left() - 4, box.center().y() - height // 2, 0, height)
        area.setWidth(max(box.width() + 8, SMALLEST_WIDTH))
        self.setGeometry(area)
        self.problem.setGeometry(area.left(), area.bottom() + 2, max(area.width(), 260), 40)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.finish(commit=False)
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Clicking elsewhere keeps a name the format takes, as a file manager does,
        and drops one it refuses, saying why; another window coming to the front
        or a menu opening leaves the editor open."""
        super().focusOutEvent(event)
        passing = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)
        if not self._done and event.reason() not in passing and not self.finish(commit=True):
            window = self._view.window()
            if isinstance(window, QMainWindow):
                window.statusBar().showMessage(self.problem.text(), MESSAGE_MS)
            self.finish(commit=False)

    def _cancel(self, _changed: object = None) -> None:
        self.finish(commit=False)

    def finish(self, commit: bool) -> bool:
        """Close the editor, renaming first if `commit`; False, and the editor left
        open with the reason beneath it, when the format refuses the name."""
        if self._done:
            return True
        name = self.text()
        if commit:
            try:
                name = text_value(name, "name")
            except EditError as error:
                self.problem.setText(f"Not renamed: {error}")
                self.problem.show()
                return False
        self._done = True  # the signals it follows go when it is deleted
        if self.hasFocus():
            self._view.setFocus()
        for widget in (self, self.problem):
            widget.hide()
            widget.setObjectName("")
            widget.deleteLater()
        if commit and name != self._old:
            pack = self._document.pack
            after = set_field(pack, [self._id], "name", name)
            self._document.edit(f"Rename {named(pack, [self._id])} to {name}", after, {self._id})
        return True


def renamable(view: MapView, document: MapDocument) -> str | None:
    """The one selected element, when it shows a label to rename in place."""
    if len(document.selection) != 1:
        return None
    (chosen,) = document.selection
    return chosen if label_of(view, chosen) is not None else None
