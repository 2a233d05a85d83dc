"""View menu: zoom, fit, zoom to the selection, grid and snapping, and the look.

The grid's step is the designer's choice for the board being traced, kept in
the user's settings rather than in the map: it changes no element. So is the
look: Board Look draws the map as it prints (editor/canvas/look.py), for every
map opened until it is turned off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from editor.canvas.look import BOARD, DIAGRAM, Look
from editor.canvas.view import ZOOM_STEP, MapView
from editor.files import recent

VIEW_MENU = "view-menu"  # the panels add their show/hide toggles to it
GRID_SIZES = (5.0, 10.0, 20.0, 25.0, 40.0, 50.0)  # map units
GRID_SIZE_KEY = "view/grid-size"
LOOK_KEY = "view/look"

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    view = context.view
    menu = context.frame.menuBar().addMenu("&View")
    menu.setObjectName(VIEW_MENU)
    zoom_in = menu.addAction("Zoom &In")
    zoom_in.setShortcut(QKeySequence.StandardKey.ZoomIn)
    zoom_in.setStatusTip("Zoom in; Ctrl+wheel or a pinch zooms about the pointer")
    zoom_in.triggered.connect(lambda: view.zoom_by(ZOOM_STEP))
    zoom_out = menu.addAction("Zoom &Out")
    zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
    zoom_out.setStatusTip("Zoom out; Ctrl+wheel or a pinch zooms about the pointer")
    zoom_out.triggered.connect(lambda: view.zoom_by(1 / ZOOM_STEP))
    fit = menu.addAction("&Fit Map")
    fit.setShortcut(QKeySequence("Ctrl+0"))
    fit.triggered.connect(view.fit)
    to_selection = menu.addAction("Zoom to &Selection")
    to_selection.setObjectName("view-zoom-selection")
    to_selection.setShortcut(QKeySequence("3"))  # as in Inkscape
    to_selection.triggered.connect(lambda: view.zoom_to_elements(context.document.selection))
    menu.addSeparator()
    grid = menu.addAction("Show &Grid")
    grid.setCheckable(True)
    grid.setChecked(view.grid_visible)
    grid.setShortcut(QKeySequence("Ctrl+'"))

    def show_grid(on: bool) -> None:
        view.grid_visible = on
        view.viewport().update()

    grid.toggled.connect(show_grid)
    snap = menu.addAction("&Snap to Grid")
    snap.setCheckable(True)
    snap.setChecked(view.snapping)
    snap.setShortcut(QKeySequence("Ctrl+Shift+'"))
    snap.toggled.connect(lambda on: setattr(view, "snapping", on))
    fill_grid_sizes(menu.addMenu("Grid Si&ze"), view)
    menu.addSeparator()
    board = menu.addAction("&Board Look")
    board.setObjectName("view-board-look")
    board.setCheckable(True)
    board.setChecked(recent.settings().value(LOOK_KEY) == BOARD.name)
    board.toggled.connect(lambda on: choose_look(context, on))
    # each map opened is drawn in the look chosen (the first one too)
    context.document_changed.connect(lambda _: context.scene.set_look(_look(board.isChecked())))


def choose_look(context: EditorContext, board: bool) -> None:
    context.scene.set_look(_look(board))
    recent.settings().setValue(LOOK_KEY, _look(board).name)


def _look(board: bool) -> Look:
    return BOARD if board else DIAGRAM


def fill_grid_sizes(menu: QMenu, view: MapView) -> None:
    """One exclusive choice a step, starting from the one chosen last time."""
    view.set_grid_size(stored_grid_size(view.grid_size))
    group = QActionGroup(menu)
    for size in GRID_SIZES:
        action = menu.addAction(f"{size:g} units")
        action.setObjectName(f"grid-size-{size:g}")
        action.setCheckable(True)
        action.setChecked(size == view.grid_size)
        group.addAction(action)
        action.triggered.connect(lambda _=False, s=size: choose_grid_size(view, s))


def choose_grid_size(view: MapView, size: float) -> None:
    view.set_grid_size(size)
    recent.settings().setValue(GRID_SIZE_KEY, size)


def stored_grid_size(default: float) -> float:
    """The step in the user's settings, if it is still one the menu offers."""
    stored = recent.settings().value(GRID_SIZE_KEY)
    try:
        size = float(stored)
    except (TypeError, ValueError):
        return default
    return size if size in GRID_SIZES else default
