"""`tracksmith edit [MAP] [--screenshot PNG]`: open a map pack in the editor."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from editor.display import startup_problem, use_offscreen_without_display
from engine.commands.outputs import check_file
from engine.destination import Reads
from engine.pack import PackError, load_pack
from engine.pack.destination import pack_reads
from engine.paths import DEFAULT_MAP


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("edit")
    parser.add_argument("map", nargs="?", help="a map pack (default: the bundled London map)")
    parser.add_argument(
        "--screenshot", metavar="PNG", help="render the window to PNG and exit (no display needed)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.screenshot is not None:
        check_file("--screenshot", args.screenshot, _reads(args.map or DEFAULT_MAP))
    return open_editor(args.map, args.screenshot)


def _reads(path: str | Path) -> Reads:
    """The map and the files it names; a map that cannot be read is reported when
    the editor opens it."""
    try:
        return pack_reads(path, load_pack(path))
    except PackError:
        return pack_reads(path)


def open_editor(path: str | None, screenshot: str | None = None) -> int:
    if screenshot is not None:
        use_offscreen_without_display()  # a screenshot needs no screen
    problem = startup_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    from editor.app import main

    return main(str(path or DEFAULT_MAP), screenshot)
