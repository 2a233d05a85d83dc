"""`tracksmith fmt MAP [-o OUT]`: rewrite a pack in canonical form.

Written elsewhere, the pack takes its assets (its background image) along, so
the copy opens as the original does. Only a pack that reads back equal is
written (see `save_pack`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from engine.commands.outputs import check_pack
from engine.pack import load_pack
from engine.pack.assets import asset_folder
from engine.pack.destination import pack_reads
from engine.pack.io import pack_file, save_pack_with_assets


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("fmt")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument(
        "-o", "--output", help="write here (a .yaml file or a folder) instead of rewriting MAP"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    source = Path(args.map)
    if args.output is None:  # in place, the map itself is the first thing to check
        pack = load_pack(source)
        check_pack(pack_file(source), ())
        assets = None
    else:  # written elsewhere, the destination is checked before the work of reading,
        target = Path(args.output)  # and again once the files the map names are known
        check_pack(target, pack_reads(source))
        pack = load_pack(source)
        check_pack(target, pack_reads(source, pack))
        assets = asset_folder(source)
    target = Path(args.output) if args.output else pack_file(source)
    written, left = save_pack_with_assets(pack, target, assets)
    print(f"wrote {written}")
    for sentence in left:
        print(f"tracksmith fmt: {pack_file(source)}: not copied along: {sentence}", file=sys.stderr)
    return 0
