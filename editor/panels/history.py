"""Undo history: every edit by name; click one to go back to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QUndoView

from editor.panels.docking import add_dock

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    view = QUndoView(context.undo_group)
    view.setEmptyLabel("Opened")
    add_dock(context, "History", "history", view)
