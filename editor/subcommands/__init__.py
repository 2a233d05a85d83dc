"""Subcommands of `tracksmith` that need Qt."""

from __future__ import annotations

from editor.subcommands import edit, render
from editor.subcommands.edit import open_editor

EDITOR_COMMANDS = (edit, render)

__all__ = ["EDITOR_COMMANDS", "open_editor"]
