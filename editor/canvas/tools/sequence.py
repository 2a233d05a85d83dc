"""What the region and route tools share: pick things one click at a time, see
the result follow the mouse, then turn the picks into one element.

Double-click or Enter finishes, a click on the first pick finishes closed (a
region's outline, a loop route), Backspace drops the last pick and Esc drops
them all. Nothing reaches the document until the element is finished, so the
whole drawing is one undo step; any other change to the map (an undo, say)
drops the half-drawn picks, which may name what is no longer there.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QKeyEvent, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from editor.canvas.geometry import polyline_path
from editor.canvas.handles import VertexHandles
from editor.canvas.tools.base import Tool
from editor.document import MapDocument
from engine.map.model import Point

if TYPE_CHECKING:
    from editor.canvas.view import MapView

P = TypeVar("P", bound=Hashable)
_FINISH_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class SequenceTool(Tool, Generic[P]):
    minimum = 2  # picks needed for an element
    closed_preview = False  # draw the preview as a closed outline
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, view: MapView, document: MapDocument) -> None:
        super().__init__(view, document)
        self.picks: list[P] = []
        self.preview: QGraphicsPathItem | None = None
        self._handles: VertexHandles | None = None

    def activate(self) -> None:
        self.document.changed.connect(self.cancel)

    def deactivate(self) -> None:
        self.document.changed.disconnect(self.cancel)
        self.cancel()

    # ----- what a subclass says

    def pick_at(self, point: QPointF) -> P | None:
        """What a click at this point adds (None: nothing)."""
        raise NotImplementedError

    def position(self, pick: P) -> Point:
        raise NotImplementedError

    def create(self, picks: list[P], closed: bool) -> None:
        """Make the element: one document edit."""
        raise NotImplementedError

    def preview_style(self) -> tuple[QPen, QBrush]:
        raise NotImplementedError

    # ----- events

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        pick = self.pick_at(point) if event.button() == Qt.MouseButton.LeftButton else None
        if pick is None:
            return
        if self.picks and pick == self.picks[0]:
            self.finish(closed=True)
        elif pick not in self.picks:
            self.picks.append(pick)
            self._redraw(point)

    def move(self, point: QPointF, event: QMouseEvent) -> None:
        if self.picks:
            self._redraw(point)

    def double_click(self, point: QPointF, event: QMouseEvent) -> None:
        if self.picks:
            self.finish(closed=False)

    def key(self, event: QKeyEvent) -> bool:
        if not self.picks:
            return False
        if event.key() in _FINISH_KEYS:
            self.finish(closed=False)
        elif event.key() == Qt.Key.Key_Escape:
            self.cancel()
        elif event.key() == Qt.Key.Key_Backspace:
            self.picks.pop()
            if self.picks:
                self._redraw(None)
            else:
                self.cancel()
        else:
            return False
        return True

    def finish(self, closed: bool) -> None:
        """Make the element if there are enough picks (a closed one needs three)."""
        if len(self.picks) >= max(self.minimum, 3 if closed else 0):
            self.create(list(self.picks), closed)
            self.cancel()

    def cancel(self) -> None:
        """Drop the picks and the preview (also the slot for the document's `changed`)."""
        if self.preview is not None and self.preview.scene() is not None:
            self.preview.scene().removeItem(self.preview)
        self.picks, self.preview, self._handles = [], None, None

    def _redraw(self, pointer: QPointF | None) -> None:
        if self.preview is None:
            self.preview = self.scene.addPath(QPainterPath())
            self.preview.setZValue(20)
            self._handles = VertexHandles(self.preview)
        points = [self.position(pick) for pick in self.picks]
        if pointer is not None:  # the line ends where a click would add: snapped, on a station
            target = self.pick_at(pointer)
            points.append(self.position(target) if target is not None else pointer.toTuple())
        path = polyline_path(points)
        if self.closed_preview:
            path.closeSubpath()
        pen, brush = self.preview_style()
        self.preview.setPen(pen)
        self.preview.setBrush(brush)
        self.preview.setPath(path)
        assert self._handles is not None
        self._handles.show(points[: len(self.picks)])
