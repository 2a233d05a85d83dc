"""The headless part of the `tracksmith` command: one subcommand per module.

The editor adds its own subcommands (and the default action, opening the
editor) through `main(commands=..., default=...)`, so the engine never needs Qt.
Every failure a user can cause ends in a message and a non-zero exit, never a
traceback: commands and the library raise `InputError` (engine/errors.py) or
`PackError`, and `main` reports them.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from engine.commands import COMMANDS
from engine.commands.lazy import LazySubcommands, Subcommand
from engine.errors import InputError

EXIT_UNREADABLE = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_UNREADABLE, f"{self.prog}: error: {message}\n")


class _Version(argparse._VersionAction):
    """`--version`, the installed version looked up only when asked: reading the
    package's metadata costs more than the rest of the command line."""

    def __call__(self, parser: argparse.ArgumentParser, *args: Any, **kwargs: Any) -> None:
        from importlib.metadata import version

        self.version = f"%(prog)s {version('tracksmith')}"
        super().__call__(parser, *args, **kwargs)


def build_parser(commands: Sequence[Subcommand] = COMMANDS) -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tracksmith",
        description="Design and playtest maps for subway-building board games.",
    )
    parser.add_argument("--version", action=_Version)
    subcommands = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser, action=LazySubcommands
    )
    assert isinstance(subcommands, LazySubcommands)
    for command in commands:
        subcommands.add_subcommand(command)
    return parser


def main(
    argv: Sequence[str] | None = None,
    commands: Sequence[Subcommand] = COMMANDS,
    default: Callable[[], int] | None = None,
) -> int:
    _escape_what_cannot_be_printed()
    parser = build_parser(commands)
    args = parser.parse_args(argv)
    if args.command is None:
        if default is None:
            parser.print_help()
            return EXIT_UNREADABLE
        return default()
    from engine.pack.errors import PackError  # here: reading a pack loads more than --help needs

    try:
        result: int = args.run(args)
        sys.stdout.flush()  # here, so a reader that went away is met below, not at exit
    except PackError as problem:
        print(problem.describe(), file=sys.stderr)
        return EXIT_UNREADABLE
    except InputError as problem:
        print(f"tracksmith {args.command}: {problem}", file=sys.stderr)
        return EXIT_UNREADABLE
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): nothing left to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no error at exit
        return 141
    return result


def _escape_what_cannot_be_printed() -> None:
    """A file name that is not UTF-8 (its bytes kept as surrogates) or a station
    name the terminal's encoding lacks is printed escaped, `\\udcff`, instead of
    ending the command in a UnicodeEncodeError: every path and name any command
    prints goes through these two streams."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:  # a text stream a test or a caller put there may lack it
            reconfigure(errors="backslashreplace")


if __name__ == "__main__":
    sys.exit(main())
