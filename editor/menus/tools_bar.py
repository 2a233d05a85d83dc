"""The tools toolbar: one checkable action per canvas tool, with its shortcut.

A tool whose element the map's ruleset does not use (water icons on a Next
Station sheet) is hidden, shortcut included, and comes back when the map's
ruleset changes to one that uses it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from editor.panels.docking import DocumentFollower

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    bar = context.frame.addToolBar("Tools")
    bar.setObjectName("tools")
    group = QActionGroup(context.frame)
    actions = {}
    for name, tool in context.tools.items():
        action = bar.addAction(tool.label)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(tool.shortcut))
        action.setToolTip(f"{tool.tip} ({tool.shortcut})")
        action.setObjectName(f"tool-{name}")
        group.addAction(action)
        action.triggered.connect(lambda _=False, n=name: context.view.set_tool(context.tools[n]))
        actions[name] = action
    context.view.tool_changed.connect(lambda tool: _check(group, actions.get(tool.name)))
    if context.view.tool is not None:
        _check(group, actions.get(context.view.tool.name))
    DocumentFollower(
        context,
        lambda: _offer(context, actions),
        selection=False,
        shows=lambda document: document.pack.ruleset,
    )


def _check(group: QActionGroup, action: QAction | None) -> None:
    """Check the tool's action; none for a tool the bar does not offer (a game's)."""
    if action is not None:
        action.setChecked(True)
        return
    checked = group.checkedAction()
    if checked is not None:
        group.setExclusive(False)
        checked.setChecked(False)
        group.setExclusive(True)


def _offer(context: EditorContext, actions: dict[str, QAction]) -> None:
    """Show the tools the map's ruleset uses; leave a tool that went away for select."""
    profile = context.profile
    for name, action in actions.items():
        kind = type(context.tools[name])
        offered = kind.offered(profile)
        label, tip = kind.titled(profile)
        action.setText(label)
        action.setToolTip(f"{tip} ({kind.shortcut})")
        action.setVisible(offered)
        action.setEnabled(offered)  # a hidden action's shortcut would still fire
    tool = context.view.tool
    if tool is not None and tool.name in actions and not actions[tool.name].isVisible():
        context.view.set_tool(context.tools["select"])
