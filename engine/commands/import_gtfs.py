"""`tracksmith import gtfs FEED.zip -o MAP.yaml`: a first draft of a board from a transit feed.

    tracksmith import gtfs FEED [--ruleset NAME] [--variant V] [--modes subway,rail,tram]
        [--area W,S,E,N | --around NAME --radius KM] [--stations N] [--routes R,...]
        [--date YYYYMMDD|busiest] [--merge-distance M]
        [--width W --height H] [--spacing F] [--layout octilinear|grid]
        [--id ID --name NAME --licence TEXT] -o OUT.yaml

The map is written even when it does not validate yet: a draft is for editing,
and what the designer still has to add is printed after it. What the feed was
read without (a malformed optional value) is said on stderr first.
"""

from __future__ import annotations

import argparse
import sys
from datetime import date, datetime
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.commands.import_args import (
    add_board_options,
    checked_pack_id,
    degrees_box,
    names,
    positive,
    print_draft,
    ruleset_name,
)
from engine.importers.gtfs_calendar import BUSIEST
from engine.importers.gtfs_draft import draft_pack
from engine.importers.gtfs_modes import MODES
from engine.importers.gtfs_network import Selection
from engine.importers.gtfs_pack import TransitDraft
from engine.importers.gtfs_stations import MERGE_METRES
from engine.importers.tube_csv import Layout
from engine.pack import save_pack
from engine.rules import lint

MAX_WARNINGS = 20  # a feed with a bad colour on every route says so without a page of them


def register(formats: Any) -> None:
    parser = formats.add_parser(
        "gtfs",
        description="Import a network from a GTFS feed: stations from its stops (platforms "
        "merged into their parent station), track from its trips, bends from its shapes, "
        "routes from its lines where the family plays along them.",
    )
    parser.add_argument(
        "feed", type=Path, help="the feed: a GTFS .zip, or the folder of its tables"
    )
    parser.add_argument("--ruleset", metavar="NAME", help="the rule family of the new map")
    parser.add_argument("--variant", metavar="V", help="the family's variant (a preset name)")
    parser.add_argument(
        "--modes",
        type=_modes,
        default=frozenset({"subway"}),
        metavar="M,...",
        help=f"the kinds of route to import (default subway; any of {', '.join(MODES)})",
    )
    parser.add_argument(
        "--area",
        type=_area,
        metavar="W,S,E,N",
        help="keep stations inside this box: west, south, east, north in degrees "
        "(lon1,lat1,lon2,lat2; write --area=W,S,E,N when W is negative)",
    )
    parser.add_argument(
        "--around", metavar="NAME", help="keep stations near this station (its name or stop id)"
    )
    parser.add_argument(
        "--radius", type=positive, metavar="KM", help="with --around: how far, in kilometres"
    )
    parser.add_argument(
        "--stations",
        type=_count,
        default=0,
        metavar="N",
        help="keep the N most important stations (interchanges, line ends, the most served); "
        "track runs on through the others",
    )
    parser.add_argument(
        "--routes", type=names, default=(), metavar="R,...", help="only these routes (id or name)"
    )
    parser.add_argument(
        "--date",
        type=_date,
        metavar="YYYYMMDD",
        help=f"count only the trips that run on this day, or on the day the most trips run "
        f"({BUSIEST}); by default every day of the feed counts",
    )
    parser.add_argument(
        "--merge-distance",
        type=_metres,
        default=MERGE_METRES,
        metavar="M",
        help="stops of one name (less a bay or direction), or joined by a transfer, within "
        f"M metres are one station (default {MERGE_METRES:g}; 0 keeps them apart)",
    )
    add_board_options(parser)
    parser.add_argument(
        "--licence", help="the feed's licence, credited in the pack where the feed does not say it"
    )
    parser.set_defaults(run=run_gtfs)


def run_gtfs(args: argparse.Namespace) -> int:
    """Arguments and the destination are checked before the feed is read."""
    texts = {"--name": args.name, "--licence": args.licence}
    pack_id = checked_pack_id(args, texts, [("the feed", args.feed)])
    if (args.around is None) != (args.radius is None):
        raise UsageError("--around and --radius go together: give both")
    if args.around is not None and args.area is not None:
        raise UsageError("give --area or --around, not both")
    draft = TransitDraft(
        id=pack_id,
        name=args.name or pack_id,
        ruleset=ruleset_name(args.ruleset),
        variant=args.variant or "",
        licence=args.licence or "",
        layout=Layout(canvas=(args.width, args.height), spacing=args.spacing),
    )
    selection = Selection(
        modes=args.modes,
        routes=args.routes,
        area=args.area,
        around=args.around or "",
        radius=args.radius or 0.0,
        stations=args.stations,
        merge_metres=args.merge_distance,
    )
    drafted, feed = draft_pack(args.feed, selection, draft, args.date, args.layout)
    warnings = feed.warnings
    for warning in warnings[:MAX_WARNINGS]:
        print(f"tracksmith import: warning: {warning}", file=sys.stderr)
    if len(warnings) > MAX_WARNINGS:
        print(f"tracksmith import: {len(warnings) - MAX_WARNINGS:,} more warnings", file=sys.stderr)
    pack = drafted.pack
    written = save_pack(pack, args.output)
    routes = f", {len(pack.routes)} routes" if pack.routes else ""
    print(
        f"wrote {written}: {len(pack.stations)} stations, "
        f"{len(pack.connections)} connections{routes}"
    )
    if args.date == BUSIEST and feed.day is not None:
        print(f"counted the trips of {feed.day:%A %Y%m%d}, the day the most trips run")
    print_draft(drafted)
    errors = lint(pack, errors_only=True)
    if errors:
        print(f"{written} does not validate yet; still to add:")
        for finding in errors:
            print(f"  {finding.describe()}")
    return 0


def _modes(text: str) -> frozenset[str]:
    modes = frozenset(names(text))
    unknown = sorted(modes - set(MODES))
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown mode {', '.join(unknown)}; the modes are {', '.join(MODES)}"
        )
    return modes


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 2:
        raise argparse.ArgumentTypeError(f"expected a whole number of 2 or more, found '{text}'")
    return int(text)


def _area(text: str) -> tuple[float, float, float, float]:
    box = degrees_box(text, ("west", "south", "east", "north"), " (lon1,lat1,lon2,lat2)")
    return (box["west"], box["south"], box["east"], box["north"])


def _date(text: str) -> date | str:
    if text == BUSIEST:
        return text
    try:
        if len(text) != 8 or not (text.isascii() and text.isdigit()):
            raise ValueError
        return datetime.strptime(text, "%Y%m%d").date()
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a date as YYYYMMDD or {BUSIEST}, found '{text}'"
        ) from None


def _metres(text: str) -> float:
    """A distance in metres: 0 or a positive number."""
    try:
        if float(text) == 0:
            return 0.0
    except ValueError:
        pass
    return positive(text)
