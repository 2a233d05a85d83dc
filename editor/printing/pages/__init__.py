"""One module per kind of kit page; `draw_page` picks the one a page needs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from editor.canvas.scene import MapScene
from editor.printing import ink
from editor.printing.pages import cards, cover, lists, sheet, tile
from editor.printing.paper import MARGIN, MM
from editor.printing.plan import (
    BoardPage,
    CardPage,
    ComponentsPage,
    CoverPage,
    Kit,
    Page,
    RulesPage,
    SheetPage,
)

PAINTERS: dict[type, Callable[[QPainter, Kit, Any, MapScene], None]] = {
    CoverPage: cover.draw,
    BoardPage: tile.draw,
    CardPage: cards.draw,
    SheetPage: sheet.draw,
    ComponentsPage: lists.draw_components,
    RulesPage: lists.draw_rules,
}


def page_size(kit: Kit, page: Page) -> tuple[float, float]:
    """The page's (width, height) in points: board tiles turn as the tiling chose."""
    return kit.paper.turned(isinstance(page, BoardPage) and kit.board_landscape)


def draw_page(painter: QPainter, kit: Kit, number: int, picture: MapScene) -> None:
    """Page `number` (from 0) in points, with its footer."""
    page = kit.pages[number]
    PAINTERS[type(page)](painter, kit, page, picture)
    if isinstance(page, BoardPage | CardPage):
        return  # their margins hold crop and cut marks; tiles and cards say what they are
    width, height = page_size(kit, page)
    footer = QRectF(MARGIN, height - MARGIN + 2 * MM, width - 2 * MARGIN, 4 * MM)
    words = f"{kit.pack.name} · print-and-play kit · page {number + 1} of {len(kit.pages)}"
    ink.line(painter, footer, words, 6.5, align=Qt.AlignmentFlag.AlignHCenter, colour=ink.FAINT)
