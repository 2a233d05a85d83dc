"""The board as the kit draws it: the picture `render` makes, cut to any part.

The one place the kit asks for the board's look, so a new board style reaches
the printed tiles, sheets and page map through editor/render.py alone.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from editor.canvas.look import BOARD
from editor.canvas.scene import MapScene
from editor.render import board_scene
from engine.model import MapPack

MM_PER_POINT = 25.4 / 72


def board_picture(pack: MapPack, scale: float) -> MapScene:
    """The board in its printed look, its names legible at `scale` points per unit."""
    return board_scene(pack, BOARD.at_scale(scale * MM_PER_POINT))


def draw_board(painter: QPainter, picture: MapScene, part: QRectF, target: QRectF) -> None:
    """The board's `part` (in map units) drawn into `target` (in page points)."""
    painter.save()
    painter.setClipRect(target)
    picture.render(painter, target, part, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.restore()
