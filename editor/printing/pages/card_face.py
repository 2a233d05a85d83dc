"""One card face, 63 x 88 mm: a colour band with the corner tag, the title,
the text lines, a small map ringing the card's stations, and the deck's name.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from editor.canvas.symbol_shapes import symbol_path
from editor.printing import ink
from editor.printing.pages.locator import draw_locator
from editor.printing.paper import MM
from engine.map.model import MapPack
from engine.rules.printing import CardFace

BAND = 11 * MM
PAD = 4 * MM
LINE = 4.2 * MM  # the height of one line of text under the title
READABLE = 7.0  # points: card text shrinks no further, it wraps instead


def colour_of(pack: MapPack, name: str) -> QColor | None:
    """A line colour's name from the map's components, or any colour Qt knows."""
    line = pack.components.line(name)
    colour = QColor(line.rgb if line is not None and line.rgb else name)
    return colour if name and colour.isValid() else None


def draw_face(painter: QPainter, pack: MapPack, face: CardFace, card: QRectF) -> None:
    painter.save()
    painter.setClipRect(card)
    band = QRectF(card.left(), card.top(), card.width(), BAND)
    colour = colour_of(pack, face.colour)
    if colour is not None:
        painter.fillRect(band, colour)
    tag_ink = QColor("white") if colour is not None and colour.lightness() < 150 else ink.INK
    inner = band.adjusted(PAD, 0, -PAD, 0)
    ink.line(
        painter, inner, face.tag, 9, bold=True, align=Qt.AlignmentFlag.AlignRight, colour=tag_ink
    )
    body = QRectF(card.left() + PAD, band.bottom() + 3 * MM, card.width() - 2 * PAD, 0)
    body.setBottom(card.bottom() - 6 * MM)
    if face.marks:
        locator = QRectF(body.left(), body.bottom() - 34 * MM, body.width(), 34 * MM)
        draw_locator(painter, pack, face.marks, locator)
        body.setBottom(locator.top() - 2 * MM)
    elif face.symbol:
        _symbol(painter, face.symbol, body.adjusted(0, body.height() / 2, 0, 0))
        body.setBottom(body.top() + body.height() / 2)
    title = QRectF(body.left(), body.top(), body.width(), min(22 * MM, body.height()))
    used = ink.wrapped(painter, title, face.title, 15, bold=True)
    text = QRectF(body.left(), body.top() + used + 2 * MM, body.width(), 0)
    text.setBottom(body.bottom())
    # all lines of one size, shrunk to fit down to READABLE; one still too long wraps
    size = max(READABLE, ink.fitting_size(painter, list(face.lines), text.width(), 8.5))
    for words in face.lines:
        long = ink.fitting_size(painter, [words], text.width(), size) < size
        row = QRectF(text.left(), text.top(), text.width(), LINE * (2 if long else 1))
        if row.bottom() > text.bottom():
            break
        if long:
            ink.wrapped(painter, row, words, size)
        else:
            ink.line(painter, row, words, size, align=Qt.AlignmentFlag.AlignHCenter)
        text.setTop(row.bottom())
    foot = QRectF(card.left() + PAD, card.bottom() - 6 * MM, card.width() - 2 * PAD, 4 * MM)
    words = f"{face.deck} · {pack.name}"
    if _too_long(painter, words, foot.width(), 6):  # the map's name matters more
        words = pack.name
    ink.line(painter, foot, words, 6, colour=ink.FAINT)
    painter.restore()
    ink.hairline(painter, ink.FAINT, 0.3)
    painter.drawRect(card)


def _too_long(painter: QPainter, words: str, width: float, size: float) -> bool:
    """Whether `words` would be cut short even at the least size text takes."""
    least = ink.fitting_size(painter, [words], width, size)
    face = ink.font(painter, least)
    return QFontMetricsF(face, painter.device()).horizontalAdvance(words) > width


def _symbol(painter: QPainter, symbol: str, space: QRectF) -> None:
    """The symbol's shape, large and outlined as the board draws it; nothing for a symbol
    the board has no shape for (the title names it)."""
    path = symbol_path(symbol, min(space.width(), space.height()) / 3.5)
    if path is None:
        return
    painter.save()
    painter.translate(space.center())
    painter.setPen(QPen(ink.INK, 2.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()
