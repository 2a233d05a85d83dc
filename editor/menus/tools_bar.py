"""The tools toolbar: one checkable action per canvas tool, with its shortcut.

A tool whose element the map's ruleset does not use (water icons on a Next
Station sheet) is hidden, shortcut included, and comes back when the map's
ruleset changes to one that uses it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from editor.panels.docking import DocumentFollower
from editor.ruleset_profile import profile_for

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
    DocumentFollower(
        window,
        lambda: _offer(window, actions),
        selection=False,
        shows=lambda document: document.pack.ruleset,
    )


def _offer(window: MainWindow, actions: dict[str, QAction]) -> None:
    """Show the tools the map's ruleset uses; leave a tool that went away for select."""
    profile = profile_for(window.document.pack.ruleset)
    for name, action in actions.items():
        offered = type(window.tools[name]).offered(profile)
        action.setVisible(offered)
        action.setEnabled(offered)  # a hidden action's shortcut would still fire
    tool = window.view.tool
    if tool is not None and not actions[tool.name].isVisible():
        window.view.set_tool(window.tools["select"])
