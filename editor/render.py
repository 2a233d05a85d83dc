"""Drawing the board to PNG, SVG or PDF, exactly as the canvas shows it.

The picture is painted by a MapScene built on a throwaway document, so an
export can never drift from the canvas. What belongs to the designer's desk
stays out: the grid (the view draws it, not the scene), the selection (a
fresh document has none) and the background image (a tracing aid).
Each file is painted beside its target and renamed into place
(engine/pack/atomic.py), so a failed export never leaves half a picture.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QImage, QPageSize, QPaintDevice, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from editor.canvas import style
from editor.canvas.scene import MapScene
from editor.document import MapDocument
from engine.model import MapPack
from engine.pack.atomic import replace_atomically

FORMATS = (".png", ".svg", ".pdf")
WIDTH_RANGE = (16, 20000)  # pixels (points for PDF): big enough for print, small enough to allocate
PDF_DPI = 300


def render(pack: MapPack, target: Path, width: int | None = None) -> Path:
    """Draw the board into `target`; the suffix picks the format.

    `width` is in pixels for PNG and SVG and in points for PDF; the height
    keeps the board's proportions. By default one map unit is one pixel
    (within WIDTH_RANGE).
    """
    suffix = target.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"cannot draw a {suffix or 'suffix-less'} file; use {', '.join(FORMATS)}")
    size = board_size(pack, width)
    painters = {".png": _png, ".svg": _svg, ".pdf": _pdf}
    scene = board_scene(pack)
    replace_atomically(
        target, lambda temporary: painters[suffix](scene, pack, str(temporary), size)
    )
    return target


def board_size(pack: MapPack, width: int | None = None) -> QSize:
    board_width, board_height = pack.canvas
    low, high = WIDTH_RANGE
    width = min(max(round(board_width), low), high) if width is None else width
    if not low <= width <= high:
        raise ValueError(f"width {width} is out of range: use {low} to {high}")
    return QSize(width, max(1, round(width * board_height / board_width)))


def board_scene(pack: MapPack) -> MapScene:
    scene = MapScene(MapDocument(pack))
    scene.set_layer_visible("background", False)
    scene.set_layer_visible("region-names", False)  # the designer's notes, not printed
    return scene


def _paint(scene: MapScene, device: QPaintDevice, target: QRectF) -> None:
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot open the file for drawing")
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, target, scene.board.rect(), Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()


def _png(scene: MapScene, pack: MapPack, path: str, size: QSize) -> None:
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(style.BOARD)
    _paint(scene, image, QRectF(image.rect()))
    if not image.save(path, "PNG"):
        raise OSError("cannot write the PNG file")


def _svg(scene: MapScene, pack: MapPack, path: str, size: QSize) -> None:
    generator = QSvgGenerator()
    generator.setFileName(path)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(pack.name)
    generator.setDescription(f"{pack.name} ({pack.ruleset} board), drawn by Tracksmith")
    _paint(scene, generator, QRectF(0, 0, size.width(), size.height()))


def _pdf(scene: MapScene, pack: MapPack, path: str, size: QSize) -> None:
    writer = QPdfWriter(path)
    writer.setTitle(pack.name)
    writer.setCreator("Tracksmith")
    writer.setResolution(PDF_DPI)
    page = QPageSize(
        QSizeF(size), QPageSize.Unit.Point, pack.name, QPageSize.SizeMatchPolicy.ExactMatch
    )
    writer.setPageSize(page)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    _paint(scene, writer, QRectF(0, 0, writer.width(), writer.height()))
