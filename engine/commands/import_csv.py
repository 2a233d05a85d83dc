"""`tracksmith import FORMAT ...`: a map pack built from another program's data.

Each format is a sub-command registered by one function in `FORMATS`; CSV
tables of stations, connections and lines are the first.

    tracksmith import csv --stations S --connections C --lines L [--ruleset NAME]
        [--merge KEPT=MERGED ...] [--zone-max Z] [--bbox S,W,N,E] [--lines-exclude L,...]
        [--routes] [--concurrent L1,L2 ...] [--width W --height H] [--spacing F]
        [--id ID --name NAME --credits TEXT] -o OUT.yaml
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.destination import Reads
from engine.editing import id_problem
from engine.importers.tube_csv import Crop, Layout, PackInfo, import_tube_csv
from engine.model import MapPack
from engine.pack import save_pack
from engine.pack.destination import destination_problem
from engine.pack.limits import ID_MESSAGE
from engine.rules import UnknownRulesetError, get_ruleset, lint
from engine.rules.registry import default_ruleset
from engine.typed_values import text_problem
from engine.words import count


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("import", help="build a map pack from another format")
    formats = parser.add_subparsers(dest="format", metavar="FORMAT", required=True)
    from engine.commands.import_gtfs import register_gtfs  # it uses this module's helpers

    for add_format in (*FORMATS, register_gtfs):
        add_format(formats)


def register_csv(formats: Any) -> None:
    parser = formats.add_parser(
        "csv",
        help="stations, connections and lines CSV tables",
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
        type=_positive,
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
        type=_names,
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
    add_board_options(parser)
    parser.add_argument("--credits", help="the data's source, stored in the pack")
    parser.set_defaults(run=run_csv)


def add_board_options(parser: argparse.ArgumentParser) -> None:
    """The board's size and spacing, the pack's id and name, and where it goes."""
    parser.add_argument("--width", type=_positive, default=1600.0, help="board width")
    parser.add_argument("--height", type=_positive, default=1200.0, help="board height")
    parser.add_argument(
        "--spacing",
        type=_positive,
        default=0.012,
        help="least distance between stations, as a fraction of the longer side",
    )
    parser.add_argument("--id", help="the pack id (default: the output file's name)")
    parser.add_argument("--name", help="the map's name (default: the id)")
    parser.add_argument("-o", "--output", required=True, type=Path, help="the .yaml to write")


FORMATS: tuple[Callable[[Any], None], ...] = (register_csv,)
TABLES = ("--stations", "--connections", "--lines")


def run_csv(args: argparse.Namespace) -> int:
    """Arguments and the destination are checked before any table is read."""
    sources = (args.stations, args.connections, args.lines)
    reads = [(f"the {option} table", path) for option, path in zip(TABLES, sources, strict=True)]
    pack_id = checked_pack_id(args, {"--name": args.name, "--credits": args.credits}, reads)
    if args.concurrent and not args.routes:
        raise UsageError("--concurrent names lines of the routes: give --routes too")
    info = PackInfo(
        id=pack_id,
        name=args.name or pack_id,
        ruleset=_ruleset(args.ruleset),
        credits=args.credits or "Network data from " + ", ".join(p.name for p in sources),
        layout=Layout(canvas=(args.width, args.height), spacing=args.spacing),
        routes=args.routes,
        concurrent=tuple(args.concurrent),
    )
    crop = Crop(args.zone_max, args.bbox, args.lines_exclude)
    pack = import_tube_csv(*sources, info, crop, args.merge)
    written = save_pack(pack, args.output)
    routes = f", {len(pack.routes)} routes" if pack.routes else ""
    deck = f", {count(pack.deck_size(), 'deck card')}" if pack.deck else ""
    print(
        f"wrote {written}: {count(len(pack.stations), 'station')}, "
        f"{count(len(pack.connections), 'connection')}{routes}{deck}"
    )
    print_left_to_do(pack)
    return 0


def checked_pack_id(args: argparse.Namespace, texts: dict[str, str | None], reads: Reads) -> str:
    """The new pack's id, once `-o` (none of the files the import `reads`), `--id`
    and the free texts (option -> value) are usable."""
    problem = destination_problem(args.output, reads)
    if problem is not None:
        raise UsageError(f"cannot write {args.output}: {problem}")
    pack_id: str = args.id or args.output.stem
    if id_problem(pack_id) is not None:
        raise UsageError(f"'{pack_id}' cannot be a pack id ({ID_MESSAGE}): give one with --id")
    for option, text in texts.items():
        problem = text_problem(text or "")
        if problem is not None:
            raise UsageError(f"{option}: {problem}")
    return pack_id


def print_left_to_do(pack: MapPack) -> None:
    """What the designer must still do before the map plays: its errors, in words."""
    errors = [finding for finding in lint(pack) if finding.severity == "error"]
    if not errors:
        print("it validates with no errors")
        return
    print(f"left to do before it plays ({count(len(errors), 'error')}):")
    for finding in errors:
        print(f"  - {finding.message} [{finding.code}]")


def _ruleset(name: str | None) -> str:
    """The named rule family, by default the default map's. One not installed
    (a family still being written, a plug-in not here) is said on stderr, and
    its map written all the same, as `validate` reads such a map."""
    if name is None:
        return default_ruleset()
    if id_problem(name) is not None:
        raise UsageError(f"'{name}' cannot be a ruleset name ({ID_MESSAGE})")
    try:
        return get_ruleset(name).name
    except UnknownRulesetError as error:
        print(f"tracksmith: {error}; the map is written without its defaults", file=sys.stderr)
        return name


def _names(text: str) -> tuple[str, ...]:
    names = tuple(part.strip() for part in text.split(","))
    if not all(names):
        raise argparse.ArgumentTypeError(f"expected names separated by commas, found '{text}'")
    return names


def _pair(text: str) -> tuple[str, str]:
    names = _names(text)
    if len(names) != 2:
        raise argparse.ArgumentTypeError(f"expected two lines as L1,L2, found '{text}'")
    return (names[0], names[1])


def _merge(text: str) -> tuple[str, str]:
    kept, equals, merged = text.partition("=")
    if not (equals and kept.strip() and merged.strip()):
        raise argparse.ArgumentTypeError(f"expected KEPT=MERGED, found '{text}'")
    return (kept.strip(), merged.strip())


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, found '{text}'") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"expected a positive number, found '{text}'")
    return value


def _bbox(text: str) -> tuple[float, float, float, float]:
    box = degrees_box(text, ("south", "west", "north", "east"))
    return (box["south"], box["west"], box["north"], box["east"])


def degrees_box(text: str, order: tuple[str, str, str, str], hint: str = "") -> dict[str, float]:
    """Four finite numbers in degrees, named in `order` (an importer's own), with the
    south below the north and the west below the east."""
    expected = ",".join(name.upper() for name in order) + hint
    try:
        values = [float(part) for part in text.split(",")]
    except ValueError:
        values = []
    if len(values) != 4:
        raise argparse.ArgumentTypeError(f"expected {expected} in degrees, found '{text}'")
    if not all(math.isfinite(value) for value in values):
        raise argparse.ArgumentTypeError(f"'{text}': expected finite numbers")
    box = dict(zip(order, values, strict=True))
    if not (box["south"] < box["north"] and box["west"] < box["east"]):
        raise argparse.ArgumentTypeError(f"'{text}': south must be below north and west below east")
    return box
