"""Writing a kit to one PDF, and drawing any of its pages for the preview.

Pages are drawn in points (the painter scaled from the device's resolution),
so the PDF and the preview images share every line of drawing code. The file
is written beside its target and renamed into place (engine/pack/atomic.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from editor.canvas.scene import MapScene
from editor.printing.board import board_picture
from editor.printing.pages import draw_page, page_size
from editor.printing.plan import Kit, Page
from engine.pack.atomic import replace_atomically

RESOLUTION = 600  # dots per inch in the PDF's coordinates: fine enough for hairlines

Progress = Callable[[int, int], None]  # pages done, pages in all


def write_kit(kit: Kit, target: Path, progress: Progress | None = None) -> Path:
    replace_atomically(target, lambda temporary: _write(kit, str(temporary), progress))
    return target


PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}


def _layout(kit: Kit, page: Page) -> QPageLayout:
    width, height = page_size(kit, page)
    landscape = width > height
    turn = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    size = QPageSize(PAGE_SIZES[kit.paper.name])
    return QPageLayout(size, turn, QMarginsF(0, 0, 0, 0))


def _write(kit: Kit, path: str, progress: Progress | None) -> None:
    writer = QPdfWriter(path)
    writer.setTitle(f"{kit.pack.name}: print-and-play kit")
    writer.setCreator("Tracksmith")
    writer.setResolution(RESOLUTION)
    picture = board_picture(kit)
    painter = QPainter()
    for number, page in enumerate(kit.pages):
        writer.setPageLayout(_layout(kit, page))
        if number == 0:
            if not painter.begin(writer):
                raise OSError("cannot open the file for drawing")
        elif not writer.newPage():
            raise OSError("cannot start a new page")
        painter.save()
        painter.scale(RESOLUTION / 72, RESOLUTION / 72)
        draw_page(painter, kit, number, picture)
        painter.restore()
        if progress is not None:
            progress(number + 1, len(kit.pages))
    painter.end()


def page_image(kit: Kit, number: int, width: int, picture: MapScene | None = None) -> QImage:
    """Page `number` as a picture `width` pixels wide, for the preview."""
    page_width, page_height = page_size(kit, kit.pages[number])
    image = QImage(width, round(width * page_height / page_width), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(width / page_width, width / page_width)
    draw_page(painter, kit, number, picture or board_picture(kit))
    painter.end()
    return image
