"""`tracksmith import FORMAT ...`: a map pack built from another program's data.

Each format is a sub-command registered by one function in `FORMATS`; CSV
tables of stations, connections and lines are the first.

    tracksmith import csv --stations S --connections C --lines L [--ruleset NAME]
        [--zone-max Z] [--bbox S,W,N,E] [--width W --height H] [--spacing F]
        [--id ID --name NAME --credits TEXT] -o OUT.yaml
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.editing import id_problem
from engine.importers.tube_csv import Crop, Layout, PackInfo, import_tube_csv
from engine.pack import save_pack
from engine.pack.destination import destination_problem
from engine.pack.limits import ID_MESSAGE
from engine.rules import UnknownRulesetError, get_ruleset
from engine.rules.registry import default_ruleset
from engine.typed_values import text_problem


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("import", help="build a map pack from another format")
    formats = parser.add_subparsers(dest="format", metavar="FORMAT", required=True)
    for add_format in FORMATS:
        add_format(formats)


def register_csv(formats: Any) -> None:
    parser = formats.add_parser(
        "csv",
        help="stations, connections and lines CSV tables",
        description="Import a network from CSV tables shaped like maps/sources/london-tube/: "
        "stations (id, latitude, longitude, name, zone, rail), connections "
        "(station1, station2, line; one row per line) and lines (line, name).",
    )
    parser.add_argument("--stations", required=True, type=Path, help="the stations CSV")
    parser.add_argument("--connections", required=True, type=Path, help="the connections CSV")
    parser.add_argument("--lines", required=True, type=Path, help="the lines CSV")
    parser.add_argument(
        "--ruleset",
        metavar="NAME",
        help="the rule family of the new map (default: that of the map `tracksmith` opens)",
    )
    parser.add_argument(
        "--zone-max",
        type=_positive,
        metavar="Z",
        help="keep stations in fare zones up to Z (2 keeps zones 1 and 2)",
    )
    parser.add_argument(
        "--bbox",
        type=_bbox,
        metavar="S,W,N,E",
        help="keep stations inside this box: south, west, north, east in degrees",
    )
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
    parser.add_argument("--credits", help="the data's source, stored in the pack")
    parser.add_argument("-o", "--output", required=True, type=Path, help="the .yaml to write")
    parser.set_defaults(run=run_csv)


FORMATS: tuple[Callable[[Any], None], ...] = (register_csv,)


def run_csv(args: argparse.Namespace) -> int:
    """Arguments and the destination are checked before any table is read."""
    problem = destination_problem(args.output)
    if problem is not None:
        raise UsageError(f"cannot write {args.output}: {problem}")
    pack_id = args.id or args.output.stem
    if id_problem(pack_id) is not None:
        raise UsageError(f"'{pack_id}' cannot be a pack id ({ID_MESSAGE}): give one with --id")
    for option, text in (("--name", args.name), ("--credits", args.credits)):
        problem = text_problem(text or "")
        if problem is not None:
            raise UsageError(f"{option}: {problem}")
    sources = (args.stations, args.connections, args.lines)
    info = PackInfo(
        id=pack_id,
        name=args.name or pack_id,
        ruleset=_ruleset(args.ruleset),
        credits=args.credits or "Network data from " + ", ".join(p.name for p in sources),
        layout=Layout(canvas=(args.width, args.height), spacing=args.spacing),
    )
    pack = import_tube_csv(*sources, info, Crop(args.zone_max, args.bbox))
    written = save_pack(pack, args.output)
    print(f"wrote {written}: {len(pack.stations)} stations, {len(pack.connections)} connections")
    return 0


def _ruleset(name: str | None) -> str:
    """The named rule family, checked; by default the default map's."""
    if name is None:
        return default_ruleset()
    try:
        return get_ruleset(name).name
    except UnknownRulesetError as error:
        raise UsageError(str(error)) from None


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, found '{text}'") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"expected a positive number, found '{text}'")
    return value


def _bbox(text: str) -> tuple[float, float, float, float]:
    try:
        south, west, north, east = (float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected SOUTH,WEST,NORTH,EAST in degrees, found '{text}'"
        ) from None
    if not (south < north and west < east):
        raise argparse.ArgumentTypeError(f"'{text}': south must be below north and west below east")
    return (south, west, north, east)
