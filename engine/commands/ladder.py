"""`tracksmith ladder MAP`: bots play each other in rotated seats; a rating per bot says
how strong each is on this map, and how much skill matters here."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from engine.commands import UsageError
from engine.commands.outputs import check_file, save_report
from engine.commands.sim_args import (
    EXIT_INCOMPLETE,
    bot_list,
    check_run_arguments,
    check_setup,
    load_playable,
)
from engine.pack.destination import pack_reads
from engine.rules import get_ruleset
from engine.sim.bots import bot_names
from engine.sim.ladder import LadderPlan, fit_ladder, play_ladder
from engine.sim.ladder_report import build_ladder_report, format_ladder
from engine.sim.progress import ProgressBar
from engine.sim.runner import MAX_GAMES, default_jobs, max_jobs

DEFAULT_GAMES = 20


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser("ladder")
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument(
        "--bots",
        default=",".join(bot_names()),
        help=f"two or more bots, comma-separated (default: all of {', '.join(bot_names())})",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=DEFAULT_GAMES,
        help=f"seeds every lineup plays (default {DEFAULT_GAMES}); the ladder plays this many "
        "games per lineup",
    )
    parser.add_argument(
        "--players", type=int, help="players per game (default: the rules' usual number)"
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="the seeds are SEED .. SEED + games - 1"
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        help=f"worker processes, at most {max_jobs()} (4 per core; default: all cores)",
    )
    parser.add_argument("--json", metavar="OUT.json", help="write the ladder's report here")
    parser.set_defaults(run=run, scheduler=None)


def run(args: argparse.Namespace) -> int:
    check_run_arguments(args)
    bots = bot_list(args.bots)
    repeated = next((bot for bot in bots if bots.count(bot) > 1), None)
    if repeated is not None:
        raise UsageError(f"--bots names '{repeated}' twice; name each bot once")
    if len(bots) < 2:
        raise UsageError(
            f"--bots names one bot; a ladder needs two or more (known: {', '.join(bot_names())})"
        )
    out = check_file("--json", args.json, pack_reads(args.map)) if args.json is not None else None
    pack = load_playable(args.map)
    players = args.players or get_ruleset(pack.ruleset).game_type.default_players
    check_setup(pack, players, args.seed)
    plan = LadderPlan(pack, tuple(bots), players, args.seed, args.games)
    if plan.total_games > MAX_GAMES:
        raise UsageError(
            f"{len(plan.lineups)} lineups x {args.games} games is {plan.total_games:,} games; "
            f"a ladder plays at most {MAX_GAMES:,}"
        )
    started = time.perf_counter()
    bar = ProgressBar()
    outcome = play_ladder(plan, args.jobs, bar)
    if outcome.interrupted or outcome.stopped:
        bar.close()
    if outcome.stopped:
        print(
            f"tracksmith ladder: {outcome.stopped}; {outcome.games} of "
            f"{plan.total_games} games finished",
            file=sys.stderr,
        )
    if outcome.games == 0:
        if outcome.stopped:
            return EXIT_INCOMPLETE
        raise UsageError("interrupted before any game finished")
    report = build_ladder_report(
        plan, outcome, fit_ladder(plan, outcome), time.perf_counter() - started
    )
    print(format_ladder(report))
    saved = save_report(report, out) if out is not None else True
    if outcome.interrupted:
        return 130
    return 0 if saved and not outcome.stopped else EXIT_INCOMPLETE
