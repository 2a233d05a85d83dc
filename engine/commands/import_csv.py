"""`tracksmith import csv ...`: a map pack built from CSV tables of stations,
connections and lines.

    tracksmith import csv --stations S --connections C --lines L [--ruleset NAME]
        [--merge KEPT=MERGED ...] [--zone-max Z] [--bbox S,W,N,E] [--lines-exclude L,...]
        [--routes] [--concurrent L1,L2 ...] [--width W --height H] [--spacing F]
        [--layout octilinear|grid]
        [--id ID --name NAME --credits TEXT] -o OUT.yaml
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.commands import UsageError, import_args
from engine.importers.tube_csv import Crop, Layout, PackInfo, import_tube_csv
from engine.map.model import MapPack
from engine.map.words import count
from engine.pack import save_pack
from engine.rules import lint


def register(formats: Any) -> None:
    parser = formats.add_parser(
        "csv",
        description="Import a network from CSV tables shaped like maps/sources/london-tube/: "
        "stations (id, latitude, longitude, name, zone, rail), connections "
        "(station1, station2, line; one row per line) and lines (line, name, optional colour).",
    )
    parser.add_argument("--stations", required=True, type=Path, help="the stations CSV")
    parser.add_argument("--connections", required=True, type=Path, help="the connections CSV")
    parser.add_argument("--lines", required=True, type=Path, help="the lines CSV")
    parser.add_argument(
        "--ruleset",
        metavar="NAME",
        help="the rule family of the new map (default: that of the map `tracksmith` opens); "
        "one not installed here is written without its defaults",
    )
    parser.add_argument(
        "--merge",
        type=_merge,
        action="append",
        default=[],
        metavar="KEPT=MERGED",
        help="make two stations (ids or names) one: MERGED's track moves to KEPT, which keeps "
        "its name, place and zone; repeatable",
    )
    parser.add_argument(
        "--zone-max",
        type=import_args.positive,
        metavar="Z",
        help="keep stations in fare zones up to Z (2 keeps zones 1 and 2; 1.5 keeps zone 1 "
        "and the stations on the zone 1/2 boundary)",
    )
    parser.add_argument(
        "--bbox",
        type=_bbox,
        metavar="S,W,N,E",
        help="keep stations inside this box: south, west, north, east in degrees",
    )
    parser.add_argument(
        "--lines-exclude",
        type=import_args.names,
        default=(),
        metavar="L,...",
        help="leave out the track of these lines (ids or names in the lines table)",
    )
    parser.add_argument(
        "--routes",
        action="store_true",
        help="make each line's routes: its stations in order, a branching line several routes",
    )
    parser.add_argument(
        "--concurrent",
        type=_pair,
        action="append",
        default=[],
        metavar="L1,L2",
        help="two lines (ids or names) that run together on one track; repeatable; needs --routes",
    )
    import_args.add_board_options(parser)
    parser.add_argument("--credits", help="the data's source, stored in the pack")
    parser.set_defaults(run=run_csv)


TABLES = ("--stations", "--connections", "--lines")


def run_csv(args: argparse.Namespace) -> int:
    """Arguments and the destination are checked before any table is read."""
    sources = (args.stations, args.connections, args.lines)
    reads = [(f"the {option} table", path) for option, path in zip(TABLES, sources, strict=True)]
    texts = {"--name": args.name, "--credits": args.credits}
    pack_id = import_args.checked_pack_id(args, texts, reads)
    if args.concurrent and not args.routes:
        raise UsageError("--concurrent names lines of the routes: give --routes too")
    info = PackInfo(
        id=pack_id,
        name=args.name or pack_id,
        ruleset=import_args.ruleset_name(args.ruleset),
        credits=args.credits or "Network data from " + ", ".join(p.name for p in sources),
        layout=Layout(canvas=(args.width, args.height), spacing=args.spacing),
        routes=args.routes,
        concurrent=tuple(args.concurrent),
    )
    crop = Crop(args.zone_max, args.bbox, args.lines_exclude)
    draft = import_tube_csv(*sources, info, crop, args.merge, args.layout)
    pack = draft.pack
    written = save_pack(pack, args.output)
    routes = f", {len(pack.routes)} routes" if pack.routes else ""
    deck = f", {count(pack.deck_size(), 'deck card')}" if pack.deck else ""
    print(
        f"wrote {written}: {count(len(pack.stations), 'station')}, "
        f"{count(len(pack.connections), 'connection')}{routes}{deck}"
    )
    import_args.print_draft(draft)
    print_left_to_do(pack)
    return 0


def print_left_to_do(pack: MapPack) -> None:
    """What the designer must still do before the map plays: its errors, in words."""
    errors = lint(pack, errors_only=True)
    if not errors:
        print("it validates with no errors")
        return
    print(f"left to do before it plays ({count(len(errors), 'error')}):")
    for finding in errors:
        print(f"  - {finding.message} [{finding.code}]")


def _pair(text: str) -> tuple[str, str]:
    pair = import_args.names(text)
    if len(pair) != 2:
        raise argparse.ArgumentTypeError(f"expected two lines as L1,L2, found '{text}'")
    return (pair[0], pair[1])


def _merge(text: str) -> tuple[str, str]:
    kept, equals, merged = text.partition("=")
    if not (equals and kept.strip() and merged.strip()):
        raise argparse.ArgumentTypeError(f"expected KEPT=MERGED, found '{text}'")
    return (kept.strip(), merged.strip())


def _bbox(text: str) -> tuple[float, float, float, float]:
    box = import_args.degrees_box(text, ("south", "west", "north", "east"))
    return (box["south"], box["west"], box["north"], box["east"])
