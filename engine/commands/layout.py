"""`tracksmith layout MAP -o OUT [--style octilinear|grid] [--spacing S]`: the map
redrawn as a schematic (engine/layout), with the figures of what it achieved.

The destination is checked before the map is read and laid out, and again once
the files the map names are known, as `fmt` does.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.commands.import_args import positive
from engine.commands.outputs import check_pack
from engine.layout import STYLES, lay_out
from engine.pack import load_pack
from engine.pack.assets import asset_folder
from engine.pack.destination import pack_reads
from engine.pack.io import save_pack_with_assets


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "layout",
        description="Lay a map out as transit maps are drawn: every track horizontal, "
        "vertical or at 45 degrees, stations on a grid, where they were relative to one "
        "another, no crossing added. Prints what the layout achieved.",
    )
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument("-o", "--output", required=True, help="write the laid-out map here")
    parser.add_argument(
        "--style",
        choices=STYLES,
        help="octilinear track with bends, or a lattice sheet (grid); default: the rule "
        "family's (grid for Next Station)",
    )
    parser.add_argument(
        "--spacing",
        type=positive,
        metavar="S",
        help="board units between grid nodes (default: the least that leaves room for the "
        "map's track spaces, sections and station names)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    source, target = Path(args.map), Path(args.output)
    check_pack(target, pack_reads(source))
    pack = load_pack(source)
    check_pack(target, pack_reads(source, pack))
    laid = lay_out(pack, args.style, args.spacing)
    written, left = save_pack_with_assets(laid.pack, target, asset_folder(source))
    print(f"wrote {written}")
    for line in laid.figures.lines():
        print(f"  {line}")
    for sentence in left:
        print(f"  not copied along: {sentence}")
    return 0
