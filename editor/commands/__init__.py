"""Subcommands of `tracksmith` that need Qt."""

from __future__ import annotations

from editor.commands import edit
from editor.commands.edit import open_editor

EDITOR_COMMANDS = (edit,)

__all__ = ["EDITOR_COMMANDS", "open_editor"]
