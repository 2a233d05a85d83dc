"""`tracksmith render MAP -o FILE.{png,svg,pdf} [--width PX]`: draw the board without a window.

Qt draws offscreen unless told otherwise, so this works on a machine with no
display (a build server printing boards for every map, say).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.pack import load_pack


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "render", help="draw a map pack's board to a PNG, SVG or PDF file"
    )
    parser.add_argument("map", help="a map pack: a .yaml file or a folder")
    parser.add_argument(
        "-o", "--output", required=True, metavar="FILE", help="FILE.png, FILE.svg or FILE.pdf"
    )
    parser.add_argument(
        "--width",
        type=int,
        metavar="PX",
        help="picture width in pixels (points for PDF); default: the board's width",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from editor.app import application
    from editor.render import render

    target = Path(args.output)
    pack = load_pack(args.map)
    application()
    try:
        render(pack, target, args.width)
    except ValueError as error:  # an unknown suffix or a width out of range
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"cannot write {target}: {error.strerror or error}") from None
    print(f"wrote {target}")
    return 0
