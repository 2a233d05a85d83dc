"""Drawing the board to PNG, SVG or PDF, exactly as the canvas shows it.

The picture is painted by a MapScene built on a throwaway document, so an
export can never drift from the canvas. What belongs to the designer's desk
stays out: the grid (the view draws it, not the scene), the selection (a
fresh document has none) and the background image (a tracing aid).
Each file is painted beside its target and renamed into place
(engine/pack/atomic.py), so a failed export never leaves half a picture.

A picture is either the board alone, one map unit a pixel (or `width` wide),
or a sheet of paper (editor/paper.py) with the board centred in its margins
at a scale, its station names at least MIN_LABEL_POINTS tall in print.
Whatever else draws the board (a print kit tiling it over pages, say) makes
its scene with `board_scene` and paints it with `draw_board`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QImage,
    QImageWriter,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
)
from PySide6.QtSvg import QSvgGenerator

from editor.canvas import style
from editor.canvas.look import DIAGRAM, MM_PER_POINT, Look
from editor.canvas.scene import MapScene
from editor.canvas.station_item import StationItem
from editor.document import MapDocument
from editor.paper import DEFAULT_MARGIN, Sheet, fit_on_paper
from engine.map.model import MapPack
from engine.pack.atomic import replace_atomically

FORMATS = (".png", ".svg", ".pdf")
WIDTH_RANGE = (16, 20000)  # pixels (points for PDF): big enough for print, small enough to allocate
PDF_DPI = 300
_SETTLING = 4  # passes to find the scale on paper; each after the first is rare
PNG_DPI = 150  # a page drawn to PNG: enough to check it by eye, small enough to share
_PAGE_IDS = {
    "a4": QPageSize.PageSizeId.A4,
    "a3": QPageSize.PageSizeId.A3,
    "letter": QPageSize.PageSizeId.Letter,
    "tabloid": QPageSize.PageSizeId.Tabloid,
}

_ORIENTATIONS = {False: QPageLayout.Orientation.Portrait, True: QPageLayout.Orientation.Landscape}


@dataclass(frozen=True)
class Paper:
    """A sheet to draw the board on: `name` one of editor.paper.PAPERS, `scale`
    millimetres per map unit (None: as big as fits)."""

    name: str
    margin: float = DEFAULT_MARGIN
    scale: float | None = None


@dataclass(frozen=True)
class _Page:
    """Where the board goes, in points, and what a point is in pixels on PNG."""

    size: QSizeF
    board: QRectF
    pixels_per_point: float
    paper: str | None = None  # a named paper size; None: a page the board's shape


def render(
    pack: MapPack,
    target: Path,
    width: int | None = None,
    look: Look = DIAGRAM,
    paper: Paper | None = None,
) -> Path:
    """Draw the board into `target`; the suffix picks the format.

    Without `paper`, `width` is in pixels for PNG and SVG and in points for PDF;
    the height keeps the board's proportions. By default one map unit is one
    pixel (within WIDTH_RANGE). With `paper`, the page is that paper (PNG at
    PNG_DPI) and `width` must be None. Raises ValueError for a request that
    cannot be drawn, before anything is written.
    """
    return prepare(pack, target, width, look, paper).write()


@dataclass(frozen=True)
class Drawing:
    """A picture ready to write: what `render` draws, to look at before writing."""

    pack: MapPack
    target: Path
    scene: MapScene
    page: _Page

    def write(self) -> Path:
        painters = {".png": _png, ".svg": _svg, ".pdf": _pdf}
        paint = painters[self.target.suffix.lower()]
        replace_atomically(
            self.target, lambda temporary: paint(self.scene, self.pack, str(temporary), self.page)
        )
        return self.target


def prepare(
    pack: MapPack, target: Path, width: int | None, look: Look, paper: Paper | None
) -> Drawing:
    """The drawing `render` writes (see there), laid out but not yet written."""
    suffix = target.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"cannot draw a {suffix or 'suffix-less'} file; use {', '.join(FORMATS)}")
    if paper is not None and width is not None:
        raise ValueError("give a width or a paper size, not both")
    if width is not None:
        board_size(pack.canvas, width)  # refused before the scene is drawn
    if paper is None:
        scene = board_scene(pack, look)
        size = board_size(_extent(scene), width)
        page = _Page(QSizeF(size), QRectF(0, 0, size.width(), size.height()), 1.0)
    else:
        scene, sheet = on_paper(pack, look, paper)
        points = 1 / MM_PER_POINT
        width_mm, height_mm = (side * sheet.scale for side in _extent(scene))
        board = _scaled(QRectF(sheet.left, sheet.top, width_mm, height_mm), points)
        page = _Page(QSizeF(sheet.width, sheet.height) * points, board, PNG_DPI / 72, paper.name)
    return Drawing(pack, target, scene, page)


def on_paper(pack: MapPack, look: Look, paper: Paper) -> tuple[MapScene, Sheet]:
    """The board's scene in `look` with its labels legible on `paper`, and where it
    goes there. The cartouche may sit beside the board, and its size follows the
    labels', so the scale is found again until it settles (twice at most, mostly)."""
    sheet = fit_on_paper(pack.canvas, paper.name, paper.margin, paper.scale)
    scene = board_scene(pack, look.at_scale(sheet.scale))
    for _ in range(_SETTLING):
        sheet = _biggest_side(scene, paper)
        wanted = look.at_scale(sheet.scale)
        if wanted == scene.look:
            break
        scene.set_look(wanted)
    return scene, sheet


def _biggest_side(scene: MapScene, paper: Paper) -> Sheet:
    """The sheet for the scene; a cartouche beside the board goes to the side
    (right or below) that prints the board biggest, or that fits at all."""

    def sheet() -> Sheet:
        return fit_on_paper(_extent(scene), paper.name, paper.margin, paper.scale)

    cartouche = scene.marks.cartouche
    if cartouche is None or not cartouche.beside:
        return sheet()
    canvas = scene.document.pack.canvas
    fits: list[tuple[float, bool]] = []
    problem: ValueError | None = None
    for right in (True, False):
        cartouche.put_beside(canvas, right)
        try:
            fits.append((sheet().scale, right))
        except ValueError as error:
            problem = error
    if not fits:
        raise problem or ValueError("the board does not fit the paper")
    cartouche.put_beside(canvas, max(fits)[1])
    return sheet()


def crowded_labels(scene: MapScene) -> int:
    """How many station names overlap another: at a small scale some must."""
    stations = (i for i in scene.elements.values() if isinstance(i, StationItem))
    boxes = [station.label.sceneBoundingRect() for station in stations]
    return sum(any(a.intersects(b) for b in boxes if b is not a) for a in boxes)


def board_size(extent: tuple[float, float], width: int | None = None) -> QSize:
    """The picture's size in pixels for a drawing `extent` map units big."""
    board_width, board_height = extent
    low, high = WIDTH_RANGE
    width = min(max(round(board_width), low), high) if width is None else width
    if not low <= width <= high:
        raise ValueError(f"width {width} is out of range: use {low} to {high}")
    return QSize(width, max(1, round(width * board_height / board_width)))


def _extent(scene: MapScene) -> tuple[float, float]:
    rect = scene.printed_rect()
    return (rect.width(), rect.height())


def board_scene(pack: MapPack, look: Look = DIAGRAM) -> MapScene:
    """The board as printed in `look` (for print, `look.at_scale(mm per unit)`)."""
    scene = MapScene(MapDocument(pack), look)
    scene.set_layer_visible("background", False)
    # the designer's notes, unless the look prints them as a board names its regions
    scene.set_layer_visible("region-names", look.region_names)
    return scene


def draw_board(
    painter: QPainter, scene: MapScene, target: QRectF, source: QRectF | None = None
) -> None:
    """Paint `source` (map units; by default the board and a cartouche beside
    it) into `target` (the painter's units), smoothed."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    source = scene.printed_rect() if source is None else source
    scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)


def _paint(scene: MapScene, device: QPaintDevice, target: QRectF) -> None:
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot open the file for drawing")
    draw_board(painter, scene, target)
    painter.end()


def _scaled(rect: QRectF, factor: float) -> QRectF:
    return QRectF(rect.topLeft() * factor, rect.size() * factor)


def _png(scene: MapScene, pack: MapPack, path: str, page: _Page) -> None:
    factor = page.pixels_per_point
    image = QImage((page.size * factor).toSize(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(style.BOARD if page.paper is None else Qt.GlobalColor.white)
    if page.paper is not None:
        dots_per_metre = round(PNG_DPI / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)
        image.setDotsPerMeterY(dots_per_metre)
    _paint(scene, image, _scaled(page.board, factor))
    if not QImageWriter(path, b"PNG").write(image):  # the path's suffix is a temporary one
        raise OSError("cannot write the PNG file")


def _svg(scene: MapScene, pack: MapPack, path: str, page: _Page) -> None:
    generator = QSvgGenerator()
    generator.setFileName(path)
    size = page.size.toSize()
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(pack.name)
    generator.setDescription(f"{pack.name} ({pack.ruleset} board), drawn by Tracksmith")
    _paint(scene, generator, page.board)


def _pdf(scene: MapScene, pack: MapPack, path: str, page: _Page) -> None:
    writer = QPdfWriter(path)
    writer.setTitle(pack.name)
    writer.setCreator("Tracksmith")
    writer.setResolution(PDF_DPI)
    if page.paper is None:
        exact = QPageSize.SizeMatchPolicy.ExactMatch
        size = QPageSize(page.size, QPageSize.Unit.Point, pack.name, exact)
        orientation = QPageLayout.Orientation.Portrait
    else:
        size = QPageSize(_PAGE_IDS[page.paper])
        landscape = page.size.width() > page.size.height()
        orientation = _ORIENTATIONS[landscape]
    writer.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0)))
    _paint(scene, writer, _scaled(page.board, writer.width() / page.size.width()))
