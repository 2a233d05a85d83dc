"""Overview: the whole map small, with a rectangle for what the canvas shows, as
QGIS's overview panel and Tiled's mini-map. Clicking or dragging in it moves the
canvas there.

The map is drawn once into a kept picture and drawn again only when the map
has stopped changing for a moment (a drag edits the map on every mouse move),
and only while the panel is shown; moving about the canvas redraws just the
rectangle over the kept picture. It shows what the canvas shows: hiding a layer
hides it here too, and a new heatmap or replay step is drawn here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QTransform,
)
from PySide6.QtWidgets import QMenu, QSizePolicy, QTreeWidget, QWidget

from editor.menus.view_menu import VIEW_MENU
from editor.panels.docking import DocumentFollower, add_dock

if TYPE_CHECKING:
    from editor.context import EditorContext

REDRAW_AFTER_MS = 300  # of quiet after the last change before the map is drawn again
FRAME = QColor(214, 40, 40)  # the canvas's rectangle: red, as in QGIS
SHADE = QColor(214, 40, 40, 40)


class OverviewMap(QWidget):
    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self.setObjectName("overview-map")
        self.setMinimumSize(120, 90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._context = context
        self.picture = QPixmap()  # the map as last drawn
        self._stale = True
        self._grab: QPointF | None = None  # where in the rectangle the drag holds it
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.timeout.connect(self.draw_map)
        view = context.view
        for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
            bar.valueChanged.connect(self.update)
            bar.rangeChanged.connect(self.update)
        view.viewport().installEventFilter(self)
        DocumentFollower(context, self.map_changed)
        context.drawings_changed.connect(self.map_changed)
        layers = context.frame.findChild(QTreeWidget, "layers")  # what the canvas shows of the map
        if layers is not None:
            layers.itemChanged.connect(self.map_changed)

    def sizeHint(self) -> QSize:
        return QSize(280, 210)

    def map_changed(self, *_what: object) -> None:
        """Draw the map again once it has been still for a moment."""
        self._stale = True
        self._redraw.start(REDRAW_AFTER_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # the canvas grew or shrank
            self.update()
        return False

    # ----- where the board is drawn

    def board_rect(self) -> QRectF:
        return self._context.scene.board.rect()

    def board_area(self) -> QRectF:
        """Where the board sits in the widget: as large as fits, centred."""
        board = self.board_rect()
        if board.isEmpty():
            return QRectF()
        scale = min(self.width() / board.width(), self.height() / board.height())
        area = QRectF(0, 0, board.width() * scale, board.height() * scale)
        area.moveCenter(QRectF(self.rect()).center())
        return area

    def _board_to_widget(self) -> QTransform:
        board, area = self.board_rect(), self.board_area()
        scale = area.width() / board.width()
        return QTransform(
            scale, 0, 0, scale, area.left() - board.left() * scale, area.top() - board.top() * scale
        )

    def to_widget(self, rect: QRectF) -> QRectF:
        return self._board_to_widget().mapRect(rect)

    def to_map(self, point: QPointF) -> QPointF:
        return self._board_to_widget().inverted()[0].map(point)

    def shown_rect(self) -> QRectF:
        """What the canvas shows, in widget pixels."""
        view = self._context.view
        return self.to_widget(view.mapToScene(view.viewport().rect()).boundingRect())

    # ----- drawing

    def draw_map(self) -> None:
        """Paint the board into the kept picture, at the screen's own resolution."""
        if not self.isVisible():
            return  # drawn when shown again
        area = self.board_area()
        if area.isEmpty():
            return
        ratio = self.devicePixelRatioF()
        picture = QPixmap((area.size() * ratio).toSize())
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)  # the board draws its own paper
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        target = QRectF(0, 0, area.width(), area.height())
        self._context.scene.render(painter, target, self.board_rect())
        painter.end()
        self.picture = picture
        self._stale = False
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._stale and not self._redraw.isActive():
            self._redraw.start(0)  # first shown, or resized: draw the map soon
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        area = self.board_area()
        if not self.picture.isNull():
            painter.drawPixmap(area, self.picture, QRectF(self.picture.rect()))
        shown = self.shown_rect().intersected(area)
        if not shown.isEmpty():
            painter.setPen(QPen(FRAME, 2))
            painter.setBrush(SHADE)
            painter.drawRect(shown.adjusted(1, 1, -1, -1))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.map_changed()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._redraw.start(0)

    # ----- moving the canvas

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        shown = self.shown_rect()
        # Pressed on the rectangle, a drag holds it where it was taken; elsewhere
        # the canvas first centres on the point pressed.
        inside = shown.contains(event.position())
        self._grab = event.position() - shown.center() if inside else QPointF()
        self._move_canvas(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._grab is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self._move_canvas(event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._grab = None

    def _move_canvas(self, pointer: QPointF) -> None:
        assert self._grab is not None
        if self.board_area().isEmpty():
            return
        self._context.view.centerOn(self.to_map(pointer - self._grab))


def install(context: EditorContext) -> None:
    dock = add_dock(context, "Overview", "overview", OverviewMap(context))
    dock.hide()  # shown from the View menu, as in QGIS
    toggle = dock.toggleViewAction()
    toggle.setObjectName("view-overview")
    toggle.setStatusTip("The whole map small; drag its red rectangle to move about")
    menu = context.frame.menuBar().findChild(QMenu, VIEW_MENU)
    if menu is not None:
        menu.addAction(toggle)
