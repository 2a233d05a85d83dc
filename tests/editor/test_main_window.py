"""The main window's wiring: its title follows the map, and every panel can come back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import QDockWidget, QMenu

from editor.document import ALL
from editor.main_window import MainWindow
from editor.menus.view_menu import VIEW_MENU


def test_title_follows_the_map_name_and_the_unsaved_marker(window: MainWindow) -> None:
    document = window.document
    document.edit("Rename map", replace(document.pack, name="Lisbon"), ALL)
    assert "Lisbon" in window.windowTitle()
    assert window.isWindowModified()
    document.undo_stack.undo()
    assert "Lisbon" not in window.windowTitle()
    assert not window.isWindowModified()


def test_view_menu_shows_and_hides_every_panel(window: MainWindow) -> None:
    view = window.menuBar().findChild(QMenu, VIEW_MENU)
    panels = next(a.menu() for a in view.actions() if a.text() == "&Panels")
    docks = window.findChildren(QDockWidget)
    assert {a.text() for a in panels.actions()} == {d.windowTitle() for d in docks}
    history = next(d for d in docks if d.objectName() == "history")
    toggle = next(a for a in panels.actions() if a.text() == history.windowTitle())
    toggle.trigger()
    assert history.isHidden()
    toggle.trigger()
    assert not history.isHidden()


def test_title_names_the_file_after_save_as(window: MainWindow, tmp_path: Path) -> None:
    assert window.windowTitle().startswith("untitled")
    window.document.save(tmp_path / "lisbon.yaml")
    assert window.windowTitle().startswith("lisbon.yaml")
    folder = tmp_path / "porto"
    folder.mkdir()
    window.document.save(folder / "map.yaml")
    assert window.windowTitle().startswith("porto")  # a folder pack goes by its folder
