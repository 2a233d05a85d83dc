"""The components list and the one-page summary of the map's rules and options."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from editor.canvas.scene import MapScene
from editor.printing import ink
from editor.printing.pages.card_face import colour_of
from editor.printing.paper import MARGIN, MM
from editor.printing.plan import ComponentsPage, Kit, RulesPage
from engine.rules.printing import Component

ROW = 6 * MM
COUNT = 14 * MM  # the column of counts
SWATCH = 4 * MM


def _page(kit: Kit, title: str, painter: QPainter) -> QRectF:
    """The page's title drawn; the rect left below it."""
    width, height = kit.paper.turned(False)
    inner = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    ink.line(painter, QRectF(inner.left(), inner.top(), inner.width(), 9 * MM), title, 15, True)
    sub = QRectF(inner.left(), inner.top() + 9 * MM, inner.width(), 6 * MM)
    ink.line(painter, sub, f"{kit.pack.name} · {kit.title}", 9, colour=ink.FAINT)
    return inner.adjusted(0, 18 * MM, 0, 0)


def draw_components(painter: QPainter, kit: Kit, page: ComponentsPage, picture: MapScene) -> None:
    area = _page(kit, "Components", painter)
    y = area.top()
    for heading, items in (
        ("Printed in this kit", page.kit),
        ("From the game's box, or made to match", page.box),
    ):
        if not items:
            continue
        ink.line(painter, QRectF(area.left(), y, area.width(), ROW), heading, 11, bold=True)
        y += ROW + 1 * MM
        for item in items:
            _item(painter, kit, item, QRectF(area.left(), y, area.width(), ROW))
            y += ROW
        y += 4 * MM


def _item(painter: QPainter, kit: Kit, item: Component, row: QRectF) -> None:
    count = QRectF(row.left(), row.top(), COUNT - 2 * MM, row.height())
    ink.line(painter, count, str(item.count), 10, True, Qt.AlignmentFlag.AlignRight)
    left = row.left() + COUNT
    colour = colour_of(kit.pack, item.colour)
    if colour is not None:
        ink.hairline(painter, ink.INK, 0.3)
        painter.setBrush(colour)
        painter.drawRect(QRectF(left, row.center().y() - SWATCH / 2, SWATCH, SWATCH))
        left += SWATCH + 2 * MM
    name = QRectF(left, row.top(), row.right() - left, row.height())
    ink.line(painter, name, item.name, 10)


def draw_rules(painter: QPainter, kit: Kit, page: RulesPage, picture: MapScene) -> None:
    area = _page(kit, "Rules summary", painter)
    label_width = 28 * MM
    y = area.top()
    for label, text in page.facts:
        ink.line(painter, QRectF(area.left(), y, label_width, ROW), label, 9.5, bold=True)
        width = area.width() - label_width
        height = max(ROW, ink.text_height(painter, width, text, 9.5) + 1.5 * MM)
        cell = QRectF(area.left() + label_width, y + 1 * MM, width, height)
        ink.wrapped(painter, cell, text, 9.5, align=Qt.AlignmentFlag.AlignLeft)
        y += height
    if not page.options:
        return
    y += 4 * MM
    ink.line(painter, QRectF(area.left(), y, area.width(), ROW), "Options on this map", 11, True)
    y += ROW + 1 * MM
    name_width, value_width = 34 * MM, 40 * MM
    doc_width = area.width() - name_width - value_width
    size = 9.0
    while True:  # every option on the one page: the text shrinks until it fits
        heights = [
            max(
                ROW,
                ink.text_height(painter, value_width - 2 * MM, value, size),
                ink.text_height(painter, doc_width, doc, size),
            )
            + 1.5 * MM
            for _, value, doc in page.options
        ]
        if sum(heights) <= area.bottom() - y or size <= ink.SMALLEST:
            break
        size *= 0.92
    left = Qt.AlignmentFlag.AlignLeft
    for (name, value, doc), height in zip(page.options, heights, strict=True):
        ink.line(painter, QRectF(area.left(), y, name_width - 2 * MM, ROW), name, size, True)
        cell = QRectF(area.left() + name_width, y, value_width - 2 * MM, height)
        ink.wrapped(painter, cell, value, size, align=left)
        what = QRectF(area.left() + name_width + value_width, y, doc_width, height)
        ink.wrapped(painter, what, doc, size, align=left)
        y += height
