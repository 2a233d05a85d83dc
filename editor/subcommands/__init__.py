"""Subcommands of `tracksmith` that need Qt."""

from __future__ import annotations

from editor.subcommands import edit, print_kit, render
from editor.subcommands.edit import open_editor

EDITOR_COMMANDS = (edit, render, print_kit)

__all__ = ["EDITOR_COMMANDS", "open_editor"]
