"""View menu: zoom, fit, grid and snapping."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from editor.canvas.view import ZOOM_STEP

VIEW_MENU = "view-menu"  # the panels add their show/hide toggles to it

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def install(window: MainWindow) -> None:
    view = window.view
    menu = window.menuBar().addMenu("&View")
    menu.setObjectName(VIEW_MENU)
    zoom_in = menu.addAction("Zoom &In")
    zoom_in.setShortcut(QKeySequence.StandardKey.ZoomIn)
    zoom_in.triggered.connect(lambda: view.zoom_by(ZOOM_STEP))
    zoom_out = menu.addAction("Zoom &Out")
    zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
    zoom_out.triggered.connect(lambda: view.zoom_by(1 / ZOOM_STEP))
    fit = menu.addAction("&Fit Map")
    fit.setShortcut(QKeySequence("Ctrl+0"))
    fit.triggered.connect(view.fit)
    menu.addSeparator()
    grid = menu.addAction("Show &Grid")
    grid.setCheckable(True)
    grid.setChecked(view.grid_visible)
    grid.setShortcut(QKeySequence("Ctrl+'"))
    grid.toggled.connect(lambda on: (setattr(view, "grid_visible", on), view.viewport().update()))
    snap = menu.addAction("&Snap to Grid")
    snap.setCheckable(True)
    snap.setChecked(view.snapping)
    snap.setShortcut(QKeySequence("Ctrl+Shift+'"))
    snap.toggled.connect(lambda on: setattr(view, "snapping", on))
