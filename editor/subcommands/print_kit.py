"""`tracksmith print MAP -o KIT.pdf [--paper a4|letter] [--scale S] [--copies N]`:
a print-and-play kit without a window (docs/printing.md).

The destination and the settings are checked before the map is drawn, so a
typo costs nothing; Qt draws offscreen unless told otherwise.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from engine.commands import UsageError
from engine.commands.outputs import check_file
from engine.pack import load_pack
from engine.pack.destination import pack_reads


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("print")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder")
    parser.add_argument("-o", "--output", required=True, metavar="KIT.pdf", help="the PDF to write")
    parser.add_argument("--paper", default="a4", choices=("a4", "letter"), help="default: a4")
    parser.add_argument(
        "--scale",
        type=float,
        default=1.0,
        metavar="S",
        help="board size: points per map unit (default 1: London's board prints 56.4 x 42.3 cm)",
    )
    parser.add_argument(
        "--copies",
        type=int,
        metavar="N",
        help="player sheets to print, where each seat has one (default: the usual table)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    target = check_file("-o", args.output, pack_reads(args.map))
    if target.suffix.lower() != ".pdf":
        raise UsageError(f"-o {args.output}: a kit is a PDF; name a .pdf file")
    from editor.printing.plan import KitError, KitSettings, check_settings, plan_kit

    settings = KitSettings(args.paper, args.scale, args.copies)
    try:
        check_settings(settings)
    except KitError as error:
        raise UsageError(f"--{error}") from None
    pack = load_pack(args.map)
    try:
        kit = plan_kit(pack, settings)
    except KitError as error:
        raise UsageError(f"{args.map}: {error}") from None
    from editor.app import application
    from editor.printing.pdf import write_kit

    application()
    try:
        write_kit(kit, target)
    except OSError as error:
        raise UsageError(f"cannot write {target}: {error.strerror or error}") from None
    print(f"wrote {target}: {len(kit.pages)} {kit.paper.name} pages")
    return 0
