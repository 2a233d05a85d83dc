"""MapView: zoom under the cursor, pan, fit, grid and snapping; the mouse drives the tool.

Panning follows what laptop users expect of Inkscape and QGIS: the wheel and a
two-finger scroll pan (Shift turns a plain wheel sideways), Ctrl+wheel and a
pinch zoom about the pointer, and a drag with Space held or the middle button
pans in any tool.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPaintEvent,
    QPixmapCache,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from editor.canvas.grid import GridImage
from editor.canvas.scene import MapScene
from editor.canvas.tool_options import ToolOption
from editor.canvas.track_items import ConnectionItem

ZOOM_STEP = 1.15
ZOOM_RANGE = (0.05, 40.0)
ZOOM_MARGIN = 0.2  # Zoom to Selection leaves a tenth of the span free on each side
SMALLEST_ZOOMED_SPAN = 240.0  # map units: a few stations' spacing around a lone one
# Room for the items' kept drawings, in viewports' worth of pixels: regions overlap,
# and so do the boxes around the track.
CACHED_VIEWPORTS = 12
WHEEL_PAN = 60  # pixels a wheel notch pans
# The pointer's ways to move about, for the shortcut list (the keys are actions).
GESTURES = (
    ("Pan", "Wheel, Shift+Wheel, two-finger scroll"),
    ("Pan in any tool", "Space+drag, middle-button drag"),
    ("Zoom about the pointer", "Ctrl+Wheel, pinch"),
    ("Select what lies under the selection", "Alt+click (select tool)"),
)


class ViewTool(Protocol):
    """What the view, and whoever follows `tool_changed`, asks of the tool that
    has the mouse; editor/canvas/tools/base.py is the tools' common base."""

    name: str
    tip: str
    cursor: Qt.CursorShape

    def activate(self) -> None: ...
    def deactivate(self) -> None: ...
    def press(self, point: QPointF, event: QMouseEvent) -> None: ...
    def move(self, point: QPointF, event: QMouseEvent) -> None: ...
    def release(self, point: QPointF, event: QMouseEvent) -> None: ...
    def double_click(self, point: QPointF, event: QMouseEvent) -> None: ...
    def key(self, event: QKeyEvent) -> bool: ...
    def options(self) -> Sequence[ToolOption]: ...


class MapView(QGraphicsView):
    tool_changed = Signal(object)

    def __init__(self, scene: MapScene) -> None:
        super().__init__(scene)
        self.map_scene = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # Qt's AnchorUnderMouse follows only the mouse moves QGraphicsView handles
        # itself, and the tools take them all: zoom_by keeps its own anchor.
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.grid_size = 20.0
        self.grid_visible = True
        self._grid = GridImage()
        self._cached_for: tuple[object, ...] = ()
        self.snapping = True
        self.tool: ViewTool | None = None
        self._pan_from: QPointF | None = None  # where the last pan step left the pointer
        self._space_held = False
        self._zoom_fixed: QPointF | None = None

    # ----- tools

    def set_tool(self, tool: ViewTool) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        tool.activate()
        self._restore_cursor()
        self.tool_changed.emit(tool)

    def set_grid_size(self, size: float) -> None:
        """Space the grid lines `size` map units apart; snapping follows."""
        self.grid_size = size
        self.viewport().update()  # the grid's image is keyed on the step: it draws afresh

    def snap(self, point: QPointF) -> tuple[float, float]:
        if not self.snapping:
            return (point.x(), point.y())
        g = self.grid_size
        return (round(point.x() / g) * g, round(point.y() / g) * g)

    # ----- zoom and pan

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Scale so that the map point at `anchor` (a viewport point, by default the
        centre) stays where it is, as far as the scroll bars reach."""
        current = self.transform().m11()
        low, high = ZOOM_RANGE
        factor = max(low / current, min(high / current, factor))
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        fixed = self._map_point_at(anchor)
        self.scale(factor, factor)
        drift = self.viewportTransform().map(fixed) - anchor
        self._scroll_by(drift.x(), drift.y())
        self._zoom_fixed = fixed

    def _map_point_at(self, anchor: QPointF) -> QPointF:
        """The map point at a viewport point. The one the last zoom kept there wins
        while it still is there: the scroll bars move by whole pixels, and a point
        read afresh from the rounded view would creep away over many wheel steps."""
        last = self._zoom_fixed
        if last is not None:
            off = self.viewportTransform().map(last) - anchor
            if max(abs(off.x()), abs(off.y())) <= 0.5:
                return last
        return self.viewportTransform().inverted()[0].map(anchor)

    def fit(self) -> None:
        self.fitInView(self.map_scene.board.rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def centre_on_elements(self, ids: Collection[str]) -> None:
        rect = self.reach(ids)
        if not rect.isNull():
            self.centerOn(rect.center())

    def zoom_to_elements(self, ids: Collection[str]) -> None:
        """Fit the elements in the view, with room around them; a lone station
        is shown with its neighbourhood rather than blown up to fill the screen."""
        rect = self.reach(ids)
        if rect.isNull():
            return
        around = QRectF(
            0,
            0,
            max(rect.width() * (1 + ZOOM_MARGIN), SMALLEST_ZOOMED_SPAN),
            max(rect.height() * (1 + ZOOM_MARGIN), SMALLEST_ZOOMED_SPAN),
        )
        around.moveCenter(rect.center())
        self.fitInView(around, Qt.AspectRatioMode.KeepAspectRatio)

    def reach(self, ids: Collection[str]) -> QRectF:
        """What the elements cover on the board (a connection by its track alone)."""
        rect = QRectF()
        for element_id in ids:
            item = self.map_scene.elements.get(element_id)
            if isinstance(item, ConnectionItem):
                rect = rect.united(item.scene_reach())
            elif item is not None:
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP**steps, event.position())
        else:
            self._scroll_by(*_wheel_pan(event))
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        """A pinch on a trackpad zooms about the fingers."""
        if (
            isinstance(event, QNativeGestureEvent)
            and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture
        ):
            self.zoom_by(1 + event.value(), event.position())
            event.accept()
            return True
        return super().viewportEvent(event)

    def _scroll_by(self, dx: float, dy: float) -> None:
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(dx))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(dy))

    # ----- mouse: Space or the middle button pans, everything else goes to the tool

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (
            self._space_held and button == Qt.MouseButton.LeftButton
        ):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
        elif self.tool is not None:
            self.tool.press(self.mapToScene(event.position().toPoint()), event)
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self._scroll_by(-delta.x(), -delta.y())
        elif self.tool is not None:
            self.tool.move(self.mapToScene(event.position().toPoint()), event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            if not event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.MiddleButton):
                self._pan_from = None
                self._restore_cursor()
        elif self.tool is not None:
            self.tool.release(self.mapToScene(event.position().toPoint()), event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.tool is not None and not self._space_held:
            self.tool.double_click(self.mapToScene(event.position().toPoint()), event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            if not event.isAutoRepeat() and self._pan_from is None:
                self._space_held = True
                self._restore_cursor()
            event.accept()
        elif self.tool is None or not self.tool.key(event):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._stop_space_pan()
            event.accept()
        else:
            super().keyReleaseEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Space let go in another window never comes back as a key release."""
        self._stop_space_pan()
        super().focusOutEvent(event)

    def _stop_space_pan(self) -> None:
        if self._space_held:
            self._space_held = False
            self._pan_from = None
            self._restore_cursor()

    def _restore_cursor(self) -> None:
        """The open hand while Space is held, else the tool's own cursor."""
        if self._space_held:
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif self.tool is not None:
            self.viewport().setCursor(self.tool.cursor)

    # ----- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        self._keep_item_caches()
        self.map_scene.set_view_scale(self.transform().m11())
        super().paintEvent(event)

    def _keep_item_caches(self) -> None:
        """Let the scene keep each item's drawing between repaints: a drag repaints the
        same items dozens of times a second. Qt puts a kept drawing down at whole
        pixels, so the drawings are made afresh when the view moves by part of one,
        and not kept on a screen with a fractional scale (125 %), where they would
        blur."""
        ratio = self.viewport().devicePixelRatioF()
        shift = self.viewportTransform()
        kept_for = (self.map_scene, ratio, shift.dx() % 1, shift.dy() % 1)
        if kept_for == self._cached_for:
            return
        self._cached_for = kept_for
        if ratio.is_integer():
            pixels = self.viewport().width() * self.viewport().height() * ratio**2
            QPixmapCache.setCacheLimit(
                max(QPixmapCache.cacheLimit(), int(pixels * 4 * CACHED_VIEWPORTS / 1024))
            )
            self.map_scene.set_cache_mode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        else:
            self.map_scene.set_cache_mode(QGraphicsItem.CacheMode.NoCache)

    # ----- grid

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if not self.grid_visible or self.transform().m11() * self.grid_size < 6:
            return
        viewport = self.viewport()
        self._grid.paint(
            painter,
            QRectF(rect),
            viewport.rect(),
            viewport.devicePixelRatioF(),
            self.map_scene.board.rect(),
            self.grid_size,
        )


def _wheel_pan(event: QWheelEvent) -> tuple[float, float]:
    """How far to scroll for a wheel turn or a two-finger scroll, in pixels: a
    trackpad says it in pixels, a wheel in notches. Shift turns a plain wheel
    sideways, as in Inkscape and QGIS."""
    pixels = event.pixelDelta()
    if not pixels.isNull():
        dx, dy = float(pixels.x()), float(pixels.y())
    else:
        turn = event.angleDelta()
        dx, dy = turn.x() / 120 * WHEEL_PAN, turn.y() / 120 * WHEEL_PAN
    if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and not dx:
        dx, dy = dy, 0.0
    return -dx, -dy
