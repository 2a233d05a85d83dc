"""The tools toolbar: one checkable action per canvas tool, with its shortcut."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QActionGroup, QKeySequence

if TYPE_CHECKING:
    from editor.main_window import MainWindow


def install(window: MainWindow) -> None:
    bar = window.addToolBar("Tools")
    bar.setObjectName("tools")
    group = QActionGroup(window)
    actions = {}
    for name, tool in window.tools.items():
        action = bar.addAction(tool.label)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(tool.shortcut))
        action.setToolTip(f"{tool.tip} ({tool.shortcut})")
        action.setObjectName(f"tool-{name}")
        group.addAction(action)
        action.triggered.connect(lambda _=False, n=name: window.view.set_tool(window.tools[n]))
        actions[name] = action
    window.view.tool_changed.connect(lambda tool: actions[tool.name].setChecked(True))
    if window.view.tool is not None:
        actions[window.view.tool.name].setChecked(True)
