"""Square handles on the draggable points of a selected element.

They are child items that ignore the view's zoom, so a handle keeps its size
on screen at every zoom level, as the select tool's grab radius does. They
carry no element id: clicks go through them to the tool as usual.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from editor.canvas import style

SIZE = 8.0  # pixels on screen


class VertexHandles:
    def __init__(self, owner: QGraphicsItem) -> None:
        self._owner = owner
        self._items: list[QGraphicsRectItem] = []

    @property
    def points(self) -> list[tuple[float, float]]:
        """Where the handles are, in scene coordinates."""
        return [(item.scenePos().x(), item.scenePos().y()) for item in self._items]

    def show(self, points: Sequence[tuple[float, float]]) -> None:
        """Put one handle on each point (an empty list hides them all)."""
        while len(self._items) > len(points):
            item = self._items.pop()
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)  # which also detaches it from the owner
        while len(self._items) < len(points):
            self._items.append(_handle(self._owner))
        for item, (x, y) in zip(self._items, points, strict=True):
            item.setPos(self._owner.mapFromScene(x, y))


def _handle(owner: QGraphicsItem) -> QGraphicsRectItem:
    item = QGraphicsRectItem(QRectF(-SIZE / 2, -SIZE / 2, SIZE, SIZE), owner)
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
    item.setPen(QPen(style.SELECTION, 1.5))
    item.setBrush(QBrush(style.STATION_FILL))
    return item
