"""A write-on sheet's badges and tally label print in the PDF as the PNG shows
them: the PDF is rasterised by an independent renderer (PDFium) and its badge
areas compared with the same areas of the PNG, so a font sized for the screen
that blows up on a 300 dpi page (the digits blotting out the badge) fails."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pypdfium2
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from editor.canvas.look import BOARD
from editor.canvas.route_sheet import RouteSheet, mark_rect
from editor.canvas.tally_boxes import TallyBoxes
from editor.canvas.value_badge import ValueBadge
from editor.printing.pdf import page_image, write_kit
from editor.printing.plan import BoardPage, KitSettings, SheetPage, plan_kit
from editor.render import Drawing, prepare
from engine.pack import load_pack
from engine.paths import MAPS

DARK = 90  # a pixel this dark (0-255 grey) or darker is ink; the renderers' tints differ
# a little (translucent zones), so only ink is compared


def grey_png(path: Path) -> np.ndarray:
    return grey(QImage(str(path)))


def grey(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    rows = [
        np.frombuffer(image.constScanLine(y), np.uint8)[: image.width()]
        for y in range(image.height())
    ]
    return np.array(rows, dtype=float)


def grey_pdf(path: Path, width: int) -> np.ndarray:
    """The PDF's one page rasterised `width` pixels wide, in grey."""
    page = pypdfium2.PdfDocument(path)[0]
    pixels = page.render(scale=width / page.get_width()).to_numpy()[..., :3]
    return np.asarray(pixels, dtype=float).mean(axis=2)


def badge_areas(drawing: Drawing) -> list[QRectF]:
    """Each badge mark (the first value's diamond, the later value's square) on
    the picture, in its pixels."""
    rects = []
    for item in drawing.scene.items():
        if isinstance(item, RouteSheet) and item.sheet is not None:
            marks = [mark for mark in item.sheet.marks if mark.kind != "window"]
        elif isinstance(item, ValueBadge):
            marks = list(item.marks)
        else:
            continue
        rects += [item.mapRectToScene(mark_rect(mark)) for mark in marks]
    return [on_picture(drawing, rect) for rect in rects]


def tally_area(drawing: Drawing) -> QRectF:
    """The boxes to tick with their label and a band of board above them."""
    tallies = next(i for i in drawing.scene.items() if isinstance(i, TallyBoxes))
    return on_picture(drawing, tallies.sceneBoundingRect().adjusted(0, -40, 40, 0))


def on_picture(drawing: Drawing, rect: QRectF) -> QRectF:
    source = drawing.scene.printed_rect()
    factor = drawing.page.board.width() / source.width()
    return QRectF(
        (rect.left() - source.left()) * factor,
        (rect.top() - source.top()) * factor,
        rect.width() * factor,
        rect.height() * factor,
    )


def cut(pixels: np.ndarray, rect: QRectF) -> np.ndarray:
    return pixels[
        round(rect.top()) : round(rect.bottom()), round(rect.left()) : round(rect.right())
    ]


def both(pack_name: str, tmp_path: Path) -> tuple[Drawing, np.ndarray, np.ndarray]:
    """The board drawn to PNG and to PDF at one pixel (point) per map unit."""
    pack = load_pack(MAPS / pack_name)
    drawing = prepare(pack, tmp_path / "board.png", None, BOARD, None)
    png = grey_png(drawing.write())
    pdf_path = prepare(pack, tmp_path / "board.pdf", None, BOARD, None).write()
    pdf = grey_pdf(pdf_path, png.shape[1])
    assert pdf.shape == png.shape
    return drawing, png, pdf


@pytest.mark.parametrize("pack_name", ["metro-x-harbour.yaml", "tube-dice-city.yaml"])
def test_pdf_badges_are_not_dark_blobs_but_print_as_the_png_shows_them(
    qtbot: QtBot, tmp_path: Path, pack_name: str
) -> None:
    drawing, png, pdf = both(pack_name, tmp_path)
    areas = badge_areas(drawing)
    assert len(areas) >= 8
    for area in areas:
        printed, shown = cut(pdf, area), cut(png, area)
        ink = (printed <= DARK).mean()
        assert ink < 0.45, f"badge at {area.topLeft()} is {ink:.0%} ink in the PDF"
        assert abs(ink - (shown <= DARK).mean()) < 0.15


def test_pdf_tally_label_stays_its_size_in_its_corner(qtbot: QtBot, tmp_path: Path) -> None:
    drawing, png, pdf = both("tube-dice-city.yaml", tmp_path)
    area = tally_area(drawing)
    printed, shown = cut(pdf, area), cut(png, area)
    assert abs((printed <= DARK).mean() - (shown <= DARK).mean()) < 0.05


@pytest.mark.parametrize("pack_name", ["metro-x-harbour.yaml", "tube-dice-city.yaml"])
def test_kit_pages_print_as_the_preview_draws_them(
    qtbot: QtBot, tmp_path: Path, pack_name: str
) -> None:
    """Whole pages, coarsely (strokes rasterise a little bolder in PDFium); the
    badges themselves are compared closely above."""
    kit = plan_kit(load_pack(MAPS / pack_name), KitSettings())
    target = write_kit(kit, tmp_path / "kit.pdf")
    document = pypdfium2.PdfDocument(target)
    for number, page in enumerate(kit.pages):
        if not isinstance(page, BoardPage | SheetPage):
            continue
        printed = document[number].render(scale=2).to_numpy()[..., :3].mean(axis=2)
        drawn = grey(page_image(kit, number, printed.shape[1]))
        ink = (printed[: drawn.shape[0]] <= DARK).mean()
        assert abs(ink - (drawn <= DARK).mean()) < 0.01, f"page {number + 1}"
