"""The tools bar: every tool in order, each with its own one-key shortcut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
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
    "step",
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


@pytest.mark.parametrize("width", [1280, 1600])
def test_every_tools_hint_shows_whole_and_the_canvas_stays_put(
    qtbot: QtBot, window: MainWindow, width: int
) -> None:
    under_rules(window, "from-the-future")
    window.resize(width, 860)
    qtbot.waitUntil(lambda: window.width() == width)
    hint = window.findChild(QLabel, "tool-hint")
    assert hint is not None
    canvas_top = window.view.mapTo(window, QPoint(0, 0)).y()
    offered = [n for n in window.tools if window.findChild(QAction, f"tool-{n}").isEnabled()]
    assert "select" in offered and "route" in offered
    for name in offered:
        tool = window.tools[name]
        window.findChild(QAction, f"tool-{name}").trigger()
        qtbot.wait(1)  # the bar lays itself out again
        needed = hint.fontMetrics().boundingRect(
            QRect(0, 0, hint.contentsRect().width(), 10_000), Qt.TextFlag.TextWordWrap, tool.tip
        )
        assert hint.text() == tool.tip
        assert needed.height() <= hint.contentsRect().height(), name
        assert window.view.mapTo(window, QPoint(0, 0)).y() == canvas_top, name
