"""`tracksmith render MAP -o FILE.{png,svg,pdf} [--style board|diagram] [--paper …]
[--margin MM] [--scale MM|fit] [--width PX]`: draw the board without a window.

Qt draws offscreen unless told otherwise, so this works on a machine with no
display (a build server printing boards for every map, say). The board look is
the default here: a file drawn from the command line is mostly for print. A
PDF goes on A4 unless told otherwise; PNG and SVG are the board alone.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.commands.outputs import check_file
from engine.pack import load_pack
from engine.pack.destination import pack_reads

PAPER_CHOICES = ("a4", "a3", "letter", "tabloid", "none")


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("render")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder")
    parser.add_argument(
        "-o", "--output", required=True, metavar="FILE", help="FILE.png, FILE.svg or FILE.pdf"
    )
    parser.add_argument(
        "--style",
        choices=("board", "diagram"),
        default="board",
        help="board: as printed, with token slots, legend and cartouche (default); "
        "diagram: as the editor draws it",
    )
    parser.add_argument(
        "--paper",
        choices=PAPER_CHOICES,
        help="the sheet the board is centred on (default: a4 for PDF, none for PNG and SVG); "
        "none: a page the board's shape",
    )
    parser.add_argument(
        "--margin", type=float, metavar="MM", help="margin on every side of the paper (default 10)"
    )
    parser.add_argument(
        "--scale",
        metavar="MM|fit",
        help="millimetres per map unit on the paper, or fit (default): as big as the page allows",
    )
    parser.add_argument(
        "--width",
        type=int,
        metavar="PX",
        help="without paper: picture width in pixels (points for PDF); default: the board's width",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from editor.app import application
    from editor.canvas.look import LOOKS
    from editor.render import crowded_labels, prepare

    paper = _paper(args, Path(args.output))
    pack = load_pack(args.map)
    target = check_file("-o", args.output, pack_reads(args.map, pack))
    application()
    try:
        drawing = prepare(pack, target, args.width, LOOKS[args.style], paper)
        drawing.write()
    except ValueError as error:  # an unknown suffix, a width out of range, a board too big
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"cannot write {target}: {error.strerror or error}") from None
    print(f"wrote {target}")
    crowded = crowded_labels(drawing.scene)
    if crowded and paper is not None:
        print(
            f"note: {crowded} station names overlap others at this size; "
            "a larger paper or --scale keeps them apart",
            file=sys.stderr,
        )
    return 0


def _paper(args: argparse.Namespace, target: Path) -> Any:
    """The paper asked for, or None for the board alone; the paper options make
    no sense with a width, nor without paper."""
    from editor.paper import DEFAULT_MARGIN
    from editor.render import Paper

    name = args.paper
    if name is None:
        pdf = target.suffix.lower() == ".pdf"
        name = "a4" if pdf and args.width is None else "none"
    if name == "none":
        if args.margin is not None or args.scale is not None:
            raise UsageError("--margin and --scale need a paper: give --paper a4|a3|letter|tabloid")
        return None
    if args.width is not None:
        raise UsageError("give --width or --paper, not both")
    return Paper(name, DEFAULT_MARGIN if args.margin is None else args.margin, _scale(args.scale))


def _scale(text: str | None) -> float | None:
    if text is None or text == "fit":
        return None
    try:
        scale = float(text)
    except ValueError:
        raise UsageError(f"--scale {text}: expected millimetres per map unit or fit") from None
    if not 0 < scale < 1000:
        raise UsageError(f"--scale {text}: expected more than 0 and less than 1000 mm per map unit")
    return scale
