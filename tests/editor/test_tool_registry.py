"""The tools bar: every tool in order, each with its own one-key shortcut."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QToolBar
from pytestqt.qtbot import QtBot

from editor.main_window import MainWindow
from tests.editor.rulesets import under_rules

ORDER = [
    "select",
    "station",
    "connection",
    "water",
    "region",
    "landmark",
    "route",
    "journey",
    "delete",
]
CHECKS = {"journey"}  # tools that ask the rules, offered only where the rules are known


def test_tools_are_listed_in_toolbar_order(window: MainWindow) -> None:
    bar = window.findChild(QToolBar, "tools")
    assert bar is not None
    assert [action.objectName() for action in bar.actions()] == [f"tool-{n}" for n in ORDER]


def test_each_shortcut_key_picks_its_tool_and_shows_its_hint(
    qtbot: QtBot, window: MainWindow
) -> None:
    under_rules(window, "from-the-future")  # rules nobody knows: every editing tool is offered
    keys = {name: tool.shortcut for name, tool in window.tools.items()}
    assert all(len(key) == 1 for key in keys.values())
    assert len(set(keys.values())) == len(keys)
    for name in reversed([n for n in ORDER if n not in CHECKS]):  # end on select, the first
        qtbot.keyClick(window.view, keys[name])
        assert window.view.tool is window.tools[name]
        action = window.findChild(QAction, f"tool-{name}")
        assert action is not None and action.isChecked()
        hint = window.findChild(QLabel, "tool-hint")
        assert hint is not None and hint.text() == window.tools[name].tip
