"""`tracksmith fmt MAP [-o OUT]`: rewrite a pack in canonical form."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.pack import load_pack, save_pack
from engine.pack.io import pack_file


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "fmt", help="rewrite a map pack in canonical form (migrating older formats)"
    )
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument("-o", "--output", help="write here instead of rewriting MAP in place")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    pack = load_pack(args.map)
    target = Path(args.output) if args.output else pack_file(Path(args.map))
    written = save_pack(pack, target)
    print(f"wrote {written}")
    return 0
