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
from engine.model import Background
from engine.pack.assets import asset_file

MISSING_SIZE = (400.0, 300.0)  # the outline drawn where an unreadable image would be


class BackgroundItem(QGraphicsPixmapItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-5)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.file: Path | None = None
        self.locked = True
        self.outline = QGraphicsRectItem(self)
        pen = QPen(style.SELECTION, 0, Qt.PenStyle.DashLine)
        self.outline.setPen(pen)
        self.problem = QGraphicsSimpleTextItem(self)
        self.problem.setBrush(style.LABEL)

    def sync(self, background: Background, folder: Path) -> None:
        file = asset_file(background.path, folder)  # None: it leads out of the folder
        if file is None:
            self.file = None
            self.setPixmap(QPixmap())
            self.problem.setText(f"cannot show '{background.path}': not inside the map's folder")
        elif file != self.file:
            self.file = file
            self.setPixmap(QPixmap(str(file)))
            readable = not self.pixmap().isNull()
            self.problem.setText("" if readable else f"cannot show {file}")
        self.locked = background.locked
        self.setOpacity(background.opacity)
        self.setPos(*background.pos)
        self.setScale(background.scale)
        missing = self.pixmap().isNull()
        self.outline.setRect(QRectF(0, 0, *MISSING_SIZE) if missing else self.boundingRect())
        self.outline.setVisible(missing or not background.locked)

    def grabs(self, point: QPointF) -> bool:
        """Whether a press at this scene point takes hold of the image to move it."""
        if self.locked or not self.isVisible():
            return False
        return self.outline.sceneBoundingRect().contains(point)
