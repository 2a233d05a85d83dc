"""The Help menu: every keyboard shortcut, the documentation, About with the version."""

from __future__ import annotations

from importlib.metadata import version

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from editor.menus.help_menu import DOCUMENTATION
from tests.editor.test_files import trigger


def listed(qtbot: QtBot, window: MainWindow) -> list[tuple[str, str]]:
    """Open the list with F1, as a designer would, and read it."""
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    dialog = window.findChildren(QDialog, "shortcuts-dialog")[-1]
    qtbot.waitExposed(dialog)
    table = dialog.findChild(QTableWidget, "shortcuts-table")
    rows = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    dialog.close()
    return rows


def test_help_is_the_last_menu(window: MainWindow) -> None:
    menus = [a.text() for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]
    assert menus[-1] == "&Help"


def test_the_shortcut_list_has_menus_tools_and_the_canvas_gestures(
    qtbot: QtBot, window: MainWindow
) -> None:
    rows = listed(qtbot, window)
    for row in [
        ("Open", "Ctrl+O"),
        ("Save", "Ctrl+S"),
        ("Undo", "Ctrl+Z"),
        ("Find", "Ctrl+F"),
        ("Zoom to Selection", "3"),
        ("Fit Map", "Ctrl+0"),
        ("Station", "S"),
        ("Select", "V"),
        ("Keyboard Shortcuts", "F1"),
        ("Rename", "F2"),
        ("Pan", "Wheel, Shift+Wheel, two-finger scroll"),
        ("Pan in any tool", "Space+drag, middle-button drag"),
        ("Zoom about the pointer", "Ctrl+Wheel, pinch"),
    ]:
        assert row in rows


def test_every_tool_shows_its_shortcut_in_its_tooltip_and_the_list(
    qtbot: QtBot, window: MainWindow
) -> None:
    rows = listed(qtbot, window)
    tools = [a for a in window.findChildren(QAction) if a.objectName().startswith("tool-")]
    assert len(tools) == len(window.tools)
    for action in tools:
        keys = action.shortcut().toString()
        assert action.toolTip().endswith(f"({keys})")
        assert ((action.text(), keys) in rows) == action.isVisible()


def test_documentation_opens_the_guide(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    trigger(window, "help-documentation")
    assert opened == [QUrl.fromLocalFile(str(DOCUMENTATION))]
    assert DOCUMENTATION.is_file()


def test_about_gives_the_version_and_licence(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: shown.append(text))
    trigger(window, "help-about")
    assert f"Tracksmith {version('tracksmith')}" in shown[0]
    assert "MIT licence" in shown[0]
