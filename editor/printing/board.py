"""The board as the kit draws it: the picture `render` makes, cut to any part.

The one place the kit asks for the board's look, so a new board style reaches
the printed tiles, sheets and page map through editor/render.py alone.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from editor.canvas.look import BOARD
from editor.canvas.scene import MapScene
from editor.printing.plan import Kit
from editor.render import board_scene

MM_PER_POINT = 25.4 / 72


def board_picture(kit: Kit) -> MapScene:
    """The board in its printed look, its names legible at the kit's scale; on a
    game played on sheets, its boxes to write in wide enough for a pen too, on a
    board, its track spaces wide and long enough for the tokens."""
    mm_per_unit = kit.scale * MM_PER_POINT
    look = BOARD.at_scale(mm_per_unit)
    on_sheets = kit.tiling is None
    look = look.for_writing(mm_per_unit) if on_sheets else look.for_tokens(mm_per_unit)
    return board_scene(kit.pack, look)


def draw_board(painter: QPainter, picture: MapScene, part: QRectF, target: QRectF) -> None:
    """The board's `part` (in map units) drawn into `target` (in page points)."""
    painter.save()
    painter.setClipRect(target)
    picture.render(painter, target, part, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.restore()
