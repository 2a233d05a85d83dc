"""Subcommands of `tracksmith`. Each module has `register(subparsers)` that sets `run`."""

from __future__ import annotations

from types import ModuleType

from engine.errors import InputError


class UsageError(InputError):
    """A bad argument the user can fix; reported without a traceback."""


def _commands() -> tuple[ModuleType, ...]:
    from engine.commands import (
        compare,
        fmt,
        import_csv,
        journey,
        ladder,
        layout,
        play,
        playtest,
        replay,
        suggest,
        validate,
    )

    return (
        validate,
        fmt,
        layout,
        import_csv,
        playtest,
        compare,
        ladder,
        replay,
        journey,
        play,
        suggest,
    )


COMMANDS = _commands()
