"""The canvas grid: hairlines every `size` map units over the board, above the map.

The raster engine draws a vertical hairline a row at a time, so a viewport of
them takes milliseconds, and the view repaints the grid under every change:
dozens of times a second while a station is dragged. So the grid is drawn once
into a transparent image of the viewport and repaints copy the exposed part of
it, which looks the same. Scrolling moves the image and draws only the strips
that came into view; a zoom, a resize or another board draws it afresh.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen, QRegion, QTransform

from editor.canvas import style


class GridImage:
    def __init__(self) -> None:
        self._image: QImage | None = None
        self._layout: tuple[object, ...] = ()  # what the image shows, but where it is
        self._at = (0.0, 0.0)  # the view's translation the image was drawn at

    def paint(
        self,
        painter: QPainter,
        exposed: QRectF,
        size: QRect,
        ratio: float,
        board: QRectF,
        step: float,
    ) -> None:
        """Copy the grid into the exposed part of a view of `size` pixels (at `ratio`
        device pixels each), painted through `painter`'s transform."""
        transform = painter.worldTransform()
        layout = (size.size(), ratio, transform.m11(), transform.m22(), board, step)
        at = (transform.dx(), transform.dy())
        if layout != self._layout or self._image is None:
            self._image = _blank(size, ratio)
            _draw(self._image, transform, board, step, QRegion(size))
        elif at != self._at:
            self._scroll(transform, size, ratio, board, step)
        self._layout, self._at = layout, at
        target = transform.mapRect(exposed).toAlignedRect() & size
        painter.save()
        painter.resetTransform()
        source = QRectF(
            target.x() * ratio, target.y() * ratio, target.width() * ratio, target.height() * ratio
        )
        painter.drawImage(QRectF(target), self._image, source)
        painter.restore()

    def _scroll(
        self, transform: QTransform, size: QRect, ratio: float, board: QRectF, step: float
    ) -> None:
        """Move the image by whole pixels and draw the strips that came into view;
        any other move draws it all again."""
        assert self._image is not None
        dx, dy = transform.dx() - self._at[0], transform.dy() - self._at[1]
        whole = all(float(v * ratio).is_integer() for v in (dx, dy)) and ratio.is_integer()
        moved = _blank(size, ratio)
        if not whole:
            _draw(moved, transform, board, step, QRegion(size))
        else:
            shift = QPoint(round(dx), round(dy))
            copier = QPainter(moved)
            copier.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            copier.drawImage(shift, self._image)
            copier.end()
            _draw(moved, transform, board, step, QRegion(size) - QRegion(size.translated(shift)))
        self._image = moved


def _blank(size: QRect, ratio: float) -> QImage:
    image = QImage(
        math.ceil(size.width() * ratio),
        math.ceil(size.height() * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    return image


def _draw(image: QImage, transform: QTransform, board: QRectF, step: float, where: QRegion) -> None:
    """Draw the hairlines crossing `where` (view pixels) onto the image, in the order
    the view always drew them: the vertical ones, then the horizontal ones."""
    inverse, _ = transform.inverted()
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(style.GRID, 0))
    for rect in where:  # type: ignore[attr-defined]  # a QRegion iterates its rects; not in the stubs
        painter.setClipRect(rect)
        painter.setTransform(transform)
        area = board.intersected(inverse.mapRect(QRectF(rect.adjusted(-2, -2, 2, 2))))
        lines = []
        x = (area.left() // step) * step
        while x <= area.right():
            lines.append(QLineF(x, area.top(), x, area.bottom()))
            x += step
        y = (area.top() // step) * step
        while y <= area.bottom():
            lines.append(QLineF(area.left(), y, area.right(), y))
            y += step
        painter.drawLines(lines)
        painter.resetTransform()
    painter.end()
