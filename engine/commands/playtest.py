"""`tracksmith playtest MAP`: bots play many seeded games; a report says how they went."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.commands.outputs import (
    UnwrittenError,
    check_file,
    check_folder,
    save_report,
    spare_folder,
    write_or_keep,
)
from engine.commands.sim_args import (
    EXIT_INCOMPLETE,
    add_run_arguments,
    check_run_arguments,
    load_playable,
    matchup_from,
    run_games,
)
from engine.pack.destination import pack_reads
from engine.sim.play import Matchup
from engine.sim.report import build_report
from engine.sim.result import GameResult
from engine.sim.run_files import record_name, write_records
from engine.sim.runner import seeds_for
from engine.sim.summary import format_summary


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("playtest")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    add_run_arguments(parser)
    parser.add_argument("--out", metavar="REPORT.json", help="write the JSON report here")
    parser.add_argument(
        "--records", metavar="DIR", help="save every game's record and DIR/games.csv"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    check_run_arguments(args)
    reads = pack_reads(args.map)
    out = check_file("--out", args.out, reads) if args.out is not None else None
    records = None
    if args.records is not None:
        names = {"games.csv", *(record_name(seed) for seed in seeds_for(args.seed, args.games))}
        records = check_folder("--records", args.records, reads, names.__contains__)
    pack = load_playable(args.map)
    matchup = matchup_from(pack, args)
    started = time.perf_counter()
    outcome, source_names = run_games(matchup, args)
    elapsed = time.perf_counter() - started
    if outcome.stopped:
        print(
            f"tracksmith playtest: {outcome.stopped}; {len(outcome.results)} of "
            f"{args.games} games finished",
            file=sys.stderr,
        )
    if not outcome.results:
        if outcome.stopped:
            return EXIT_INCOMPLETE
        raise UsageError("interrupted before any game finished")
    report = build_report(
        pack,
        matchup.bots,
        args.seed,
        matchup.options,
        outcome.results,
        elapsed,
        source_names,
        interrupted=outcome.interrupted,
        games_requested=args.games,
        stopped=outcome.stopped,
    )
    print(format_summary(report))
    saved = save_report(report, out) if out is not None else True
    if records is not None:
        saved = _save_records(records, Path(args.map), matchup, outcome.results) and saved
    if outcome.interrupted:
        return 130
    return 0 if saved and not outcome.stopped else EXIT_INCOMPLETE


def _save_records(
    folder: Path, map_path: Path, matchup: Matchup, results: tuple[GameResult, ...]
) -> bool:
    try:
        return write_or_keep(
            "the game records",
            folder,
            lambda place: write_records(place, map_path, matchup, results),
            spare_folder,
        )
    except UnwrittenError:
        return False
