"""Text and marks on a kit page, measured in points whatever the device.

Pages are drawn with the painter scaled so one unit is one point; a font's
point size is turned back through the device's resolution so 9 pt reads as 9
pt on paper and in the preview alike. Text that would not fit shrinks, down
to a floor, then is elided: nothing is cut off mid-letter or runs into its
neighbour.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from editor.printing.paper import MM

INK = QColor("#1b1b1b")
FAINT = QColor("#8a8a8a")
SMALLEST = 5.5  # points: the least any printed text shrinks to
MARK = 5 * MM  # the length of a crop or cut mark


def font(painter: QPainter, size: float, bold: bool = False) -> QFont:
    device = painter.device()
    dpi = device.logicalDpiY() if device is not None else 72
    face = QFont()
    face.setStyleHint(QFont.StyleHint.SansSerif)
    face.setPointSizeF(size * 72 / dpi)
    face.setBold(bold)
    return face


def line(
    painter: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    colour: QColor = INK,
) -> None:
    """One line of text in `rect`, shrunk to fit its width, elided past SMALLEST."""
    face = font(painter, fitting_size(painter, [text], rect.width(), size, bold), bold)
    painter.setFont(face)
    painter.setPen(colour)
    metrics = QFontMetricsF(face, painter.device())
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def fitting_size(
    painter: QPainter, texts: list[str], width: float, size: float, bold: bool = False
) -> float:
    """The largest size up to `size` (down to SMALLEST) at which each text fits `width`."""
    while size > SMALLEST:
        metrics = QFontMetricsF(font(painter, size, bold), painter.device())
        if all(metrics.horizontalAdvance(text) <= width for text in texts):
            break
        size = max(SMALLEST, size * 0.92)
    return size


def wrapped(
    painter: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
) -> float:
    """`text` word-wrapped into `rect`, shrunk until it fits; the height it took."""
    flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    painter.setPen(INK)  # with no pen Qt measures nothing
    while True:
        painter.setFont(font(painter, size, bold))
        needed = painter.boundingRect(rect, flags, text)
        if (needed.height() <= rect.height() and needed.width() <= rect.width()) or (
            size <= SMALLEST
        ):
            break
        size = max(SMALLEST, size * 0.92)
    painter.drawText(rect, flags, text)
    return min(needed.height(), rect.height())


def text_height(painter: QPainter, width: float, text: str, size: float) -> float:
    """How tall `text` wraps at `size` in a column `width` wide."""
    painter.setPen(INK)  # with no pen Qt measures nothing
    painter.setFont(font(painter, size))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return painter.boundingRect(QRectF(0, 0, width, 1e6), flags, text).height()


def hairline(painter: QPainter, colour: QColor = INK, width: float = 0.4) -> None:
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)


def corner_marks(painter: QPainter, rect: QRectF, gap: float = 1.5 * MM) -> None:
    """Crop marks outside each corner of `rect`, along its edges' lines."""
    hairline(painter)
    for x, y, dx, dy in (
        (rect.left(), rect.top(), -1, -1),
        (rect.right(), rect.top(), 1, -1),
        (rect.left(), rect.bottom(), -1, 1),
        (rect.right(), rect.bottom(), 1, 1),
    ):
        painter.drawLine(QLineF(x + dx * gap, y, x + dx * (gap + MARK), y))
        painter.drawLine(QLineF(x, y + dy * gap, x, y + dy * (gap + MARK)))


def target(painter: QPainter, centre: QPointF, radius: float = 2.5 * MM) -> None:
    """An alignment mark: a ringed cross to lay over its twin on the next tile."""
    hairline(painter, INK, 0.5)
    painter.drawEllipse(centre, radius * 0.6, radius * 0.6)
    painter.drawLine(QLineF(centre.x() - radius, centre.y(), centre.x() + radius, centre.y()))
    painter.drawLine(QLineF(centre.x(), centre.y() - radius, centre.x(), centre.y() + radius))
