"""`tracksmith compare MAP_A MAP_B`: play both on the same seeds and report what changed."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.commands.sim_args import add_run_arguments, load_playable, matchup_from, run_games
from engine.sim.compare import compare_runs, format_comparison
from engine.sim.report import build_report
from engine.sim.run_files import write_report


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "compare", help="play two maps on the same seeds and report the paired differences"
    )
    parser.add_argument("map_a", help="the map before the change")
    parser.add_argument("map_b", help="the map after the change")
    add_run_arguments(parser)
    parser.add_argument("--out", metavar="COMPARISON.json", help="write the comparison here")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    reports, results = [], []
    for path in (args.map_a, args.map_b):
        pack = load_playable(path)
        matchup = matchup_from(pack, args)
        started = time.perf_counter()
        outcome, names = run_games(matchup, args)
        if outcome.interrupted:
            raise UsageError("interrupted; a comparison needs both runs complete")
        reports.append(
            build_report(
                pack,
                matchup.bots,
                args.seed,
                matchup.options,
                outcome.results,
                time.perf_counter() - started,
                names,
            )
        )
        results.append(outcome.results)
    comparison = compare_runs(reports[0], reports[1], results[0], results[1])
    print(format_comparison(comparison))
    if args.out:
        write_report(comparison, Path(args.out))
    return 0
