"""Dock panels beside the canvas. Each module installs one dock on the main window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.panels import history

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def install(window: MainWindow) -> None:
    for module in (history,):
        module.install(window)
