"""`tracksmith compare MAP_A MAP_B`: play both on the same seeds and report what changed."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from engine.commands import UsageError, sim_args
from engine.commands.outputs import check_file, save_report
from engine.pack.destination import pack_reads
from engine.sim.compare import compare_runs, format_comparison, map_labels
from engine.sim.report import build_report


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("compare")
    parser.add_argument("map_a", help="the map before the change")
    parser.add_argument("map_b", help="the map after the change")
    sim_args.add_run_arguments(parser)
    parser.add_argument("--out", metavar="COMPARISON.json", help="write the comparison here")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    sim_args.check_run_arguments(args)
    reads = [*pack_reads(args.map_a, what="the first map")]
    reads += pack_reads(args.map_b, what="the second map")
    out = check_file("--out", args.out, reads) if args.out is not None else None
    packs = [sim_args.load_playable(path) for path in (args.map_a, args.map_b)]
    if packs[0].ruleset != packs[1].ruleset:
        raise UsageError(
            f"{args.map_a} is played by '{packs[0].ruleset}' rules and {args.map_b} by "
            f"'{packs[1].ruleset}'; only maps of one rule family pair game by game"
        )
    matchups = [sim_args.matchup_from(pack, args) for pack in packs]
    reports, results = [], []
    for pack, matchup in zip(packs, matchups, strict=True):
        started = time.perf_counter()
        outcome, names = sim_args.run_games(matchup, args)
        if outcome.interrupted:
            raise UsageError("interrupted; a comparison needs both runs complete")
        if outcome.stopped:
            print(
                f"tracksmith compare: {outcome.stopped}; a comparison needs both runs complete",
                file=sys.stderr,
            )
            return sim_args.EXIT_INCOMPLETE
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
    paths = (args.map_a, args.map_b)
    print(format_comparison(comparison, map_labels([pack.name for pack in packs], paths)))
    if out is not None and not save_report(comparison, out):
        return sim_args.EXIT_INCOMPLETE
    return 0
