"""`tracksmith playtest MAP`: bots play many seeded games; a report says how they went."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.commands.sim_args import add_run_arguments, load_playable, matchup_from, run_games
from engine.sim.report import build_report
from engine.sim.run_files import write_records, write_report
from engine.sim.summary import format_summary


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "playtest", help="play many bot games on a map and report balance and hot spots"
    )
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    add_run_arguments(parser)
    parser.add_argument("--out", metavar="REPORT.json", help="write the JSON report here")
    parser.add_argument(
        "--records", metavar="DIR", help="save every game's record and DIR/games.csv"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    pack = load_playable(args.map)
    matchup = matchup_from(pack, args)
    started = time.perf_counter()
    outcome, source_names = run_games(matchup, args)
    elapsed = time.perf_counter() - started
    if not outcome.results:
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
    )
    print(format_summary(report))
    if args.out:
        write_report(report, Path(args.out))
    if args.records:
        write_records(Path(args.records), Path(args.map), matchup, outcome.results)
    return 130 if outcome.interrupted else 0
