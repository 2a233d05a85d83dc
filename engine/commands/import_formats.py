"""`tracksmith import FORMAT ...`: a map pack built from another program's data,
one module per format, imported only when that format is chosen."""

from __future__ import annotations

from typing import Any

from engine.commands.lazy import LazySubcommands, Subcommand

FORMATS = (
    Subcommand("csv", "stations, connections and lines CSV tables", "engine.commands.import_csv"),
    Subcommand("gtfs", "a transit agency's GTFS feed (.zip)", "engine.commands.import_gtfs"),
)


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("import")
    formats = parser.add_subparsers(
        dest="format", metavar="FORMAT", required=True, action=LazySubcommands
    )
    for subcommand in FORMATS:
        formats.add_subcommand(subcommand)
