"""Subcommands of `tracksmith`, one module each, imported only when chosen
(engine/commands/lazy.py). Each module has `register(subparsers)`, which adds
the command's parser under its name and sets `run`."""

from __future__ import annotations

from engine.commands.lazy import Subcommand
from engine.errors import InputError


class UsageError(InputError):
    """A bad argument the user can fix; reported without a traceback."""


COMMANDS = (
    Subcommand("validate", "check a map pack for problems", "engine.commands.validate"),
    Subcommand(
        "fmt",
        "rewrite a map pack in canonical form (migrating older formats)",
        "engine.commands.fmt",
    ),
    Subcommand(
        "layout",
        "redraw a map as a schematic: octilinear track, even spacing",
        "engine.commands.layout",
    ),
    Subcommand("import", "build a map pack from another format", "engine.commands.import_formats"),
    Subcommand(
        "playtest",
        "play many bot games on a map and report balance and hot spots",
        "engine.commands.playtest",
    ),
    Subcommand(
        "compare",
        "play two maps on the same seeds and report the paired differences",
        "engine.commands.compare",
    ),
    Subcommand(
        "ladder",
        "rate the bots against each other on a map, in rotated seats",
        "engine.commands.ladder",
    ),
    Subcommand("replay", "replay a game record: scores and events", "engine.commands.replay"),
    Subcommand(
        "journey", "check a journey stop by stop under the map's rules", "engine.commands.journey"
    ),
    Subcommand(
        "play",
        "play a game in the terminal: people and bots take the seats",
        "engine.commands.play",
    ),
    Subcommand(
        "suggest",
        "try small changes of a map and list those that improve its play",
        "engine.commands.suggest",
    ),
)
