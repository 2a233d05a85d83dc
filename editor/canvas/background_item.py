"""The background image on the canvas: the picture a designer traces over.

It only shows the pack's `background`. Unlocked, it wears a dashed outline and
the select tool drags it; locked (the default) clicks go through it to the map.
An image that cannot be found or read, or whose path leads out of the map's
folder (a pack may come from anyone), shows as its outline with the reason, so
nothing vanishes silently and nothing outside the folder is read.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from editor.canvas import style
from engine.map.model import Background
from engine.pack.assets import AssetError, located, read_asset, shown
from engine.pack.images import NOT_AN_IMAGE
from engine.pack.limits import IMAGE_BYTES

MISSING_SIZE = (400.0, 300.0)  # the outline drawn where an unreadable image would be


class BackgroundItem(QGraphicsPixmapItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-5)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.file: Path | None = None  # the image file, when the path leads to one
        self._source: tuple[str, Path] | None = None  # the path and folder it was read from
        self.locked = True
        self.outline = QGraphicsRectItem(self)
        pen = QPen(style.SELECTION, 0, Qt.PenStyle.DashLine)
        self.outline.setPen(pen)
        self.problem = QGraphicsSimpleTextItem(self)
        self.problem.setBrush(style.LABEL)

    def sync(self, background: Background, folder: Path) -> None:
        if (background.path, folder) != self._source:
            self._source = (background.path, folder)
            self._load(background.path, folder)
        self.locked = background.locked
        self.setOpacity(background.opacity)
        self.setPos(*background.pos)
        self.setScale(background.scale)
        missing = self.pixmap().isNull()
        self.outline.setRect(QRectF(0, 0, *MISSING_SIZE) if missing else self.boundingRect())
        self.outline.setVisible(missing or not background.locked)

    def _load(self, path: str, folder: Path) -> None:
        """Read the image with the engine's bounded reader (a named pipe or a device
        would otherwise hang the editor) and hand its bytes to Qt."""
        pixmap = QPixmap()
        self.file = None
        try:
            self.file = located(path, folder)
            data = read_asset(path, folder, IMAGE_BYTES)
        except AssetError as problem:
            reason = problem.reason
        else:
            reason = "" if pixmap.loadFromData(data) else NOT_AN_IMAGE
        self.setPixmap(pixmap)
        self.problem.setText(f"cannot show '{shown(path)}': {reason}" if reason else "")

    def grabs(self, point: QPointF) -> bool:
        """Whether a press at this scene point takes hold of the image to move it."""
        if self.locked or not self.isVisible():
            return False
        return self.outline.sceneBoundingRect().contains(point)
