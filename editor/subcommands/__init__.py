"""Subcommands of `tracksmith` that need Qt, each imported only when chosen."""

from __future__ import annotations

from engine.commands.lazy import Subcommand

EDITOR_COMMANDS = (
    Subcommand("edit", "open a map pack in the editor", "editor.subcommands.edit"),
    Subcommand(
        "render", "draw a map pack's board to a PNG, SVG or PDF file", "editor.subcommands.render"
    ),
    Subcommand(
        "print",
        "write a print-and-play kit: board tiles, cards, player sheets, components, rules",
        "editor.subcommands.print_kit",
    ),
)
