"""`tracksmith suggest MAP --goal balance`: changes worth making, each tested by paired games."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.commands import UsageError, sim_args
from engine.commands.outputs import check_pack
from engine.map.model import MapPack
from engine.pack.assets import asset_folder
from engine.pack.destination import pack_reads
from engine.pack.io import save_pack_with_assets
from engine.pack.limits import MAX_INTEGER
from engine.sim.play import Matchup
from engine.sim.progress import ProgressBar
from engine.sim.runner import MAX_GAMES, RunOutcome, run_local
from engine.suggest.goals import GOAL_HELP, Goal, GoalError, check_goals, parse_goal
from engine.suggest.listing import format_table, to_json
from engine.suggest.search import Budget, Search, SearchOutcome

EXIT_INTERRUPTED = 130  # as `playtest` after Ctrl-C: what was found is printed

# the budget's options: flag, type, the Budget field it sets, its metavar, what it is
BUDGET_OPTIONS = (
    ("--budget", int, "games", "GAMES", "games to play in all"),
    ("--seconds", float, "seconds", "SECONDS", "stop after this many seconds"),
    ("--confirm", int, "confirm", "GAMES", "fresh seeds the best change is confirmed on"),
    ("--steps", int, "steps", "N", "changes in a row at most"),
)


def register(subcommands: Any) -> None:
    parser = subcommands.add_parser(
        "suggest",
        description="Plays the changes the map's rule family offers (docs/suggest.md) against "
        "the map on the same seeds, and lists those whose effect on the goals has a 95% "
        "interval clearing zero on fresh seeds.",
    )
    parser.add_argument("map", help="a map pack: a .yaml file or a folder with map.yaml")
    parser.add_argument(
        "--goal", action="append", metavar="GOAL", help=f"{GOAL_HELP} (default: balance)"
    )
    for flag, kind, field, metavar, words in BUDGET_OPTIONS:
        default = getattr(Budget, field)
        parser.add_argument(
            flag, type=kind, default=default, metavar=metavar, help=f"{words} (default {default:g})"
        )
    sim_args.add_run_arguments(parser, Budget.screen, "games per change while screening")
    parser.add_argument("--json", action="store_true", help="print the suggestions as JSON")
    parser.add_argument("--apply", type=int, metavar="N", help="write the map with the first N")
    parser.add_argument("-o", "--output", metavar="OUT", help="where --apply writes the map")
    parser.set_defaults(run=run)


def budget_from(args: argparse.Namespace) -> Budget:
    """The budget the arguments ask for, refused where no search could keep it."""
    if not 1 <= args.confirm <= MAX_GAMES:
        raise UsageError(f"--confirm must be from 1 to {MAX_GAMES:,}, not {args.confirm}")
    if not 1 <= args.steps <= 20:
        raise UsageError(f"--steps must be from 1 to 20, not {args.steps}")
    if not args.seconds > 0:
        raise UsageError(f"--seconds must be more than 0, not {args.seconds:g}")
    least = 2 * args.games + 2 * args.confirm
    if not least <= args.budget <= MAX_GAMES:
        raise UsageError(
            f"--budget must be from {least} (the map and one change screened, then confirmed) "
            f"to {MAX_GAMES:,}, not {args.budget}"
        )
    if args.seed + args.games + args.steps * args.confirm - 1 > MAX_INTEGER:
        raise UsageError(f"--seed and the seeds after it must lie within ±{MAX_INTEGER}")
    return Budget(args.budget, args.seconds, args.games, args.confirm, args.steps)


def _check_apply(args: argparse.Namespace) -> Path | None:
    if (args.apply is None) != (args.output is None):
        raise UsageError("--apply N and -o OUT go together: the map with N changes goes to OUT")
    if args.apply is None:
        return None
    if not 1 <= args.apply <= args.steps:
        raise UsageError(f"--apply must be from 1 to --steps ({args.steps}), not {args.apply}")
    target = Path(args.output)
    check_pack(target, pack_reads(args.map))
    return target


def run(args: argparse.Namespace) -> int:
    sim_args.check_run_arguments(args)
    budget = budget_from(args)
    try:
        goals = [parse_goal(text) for text in args.goal or ["balance"]]
    except GoalError as error:
        raise UsageError(str(error)) from None
    target = _check_apply(args)
    pack = sim_args.load_playable(args.map)
    if target is not None:
        check_pack(target, pack_reads(args.map, pack))
    matchup = sim_args.matchup_from(pack, args)
    try:
        check_goals(goals, pack, matchup.bots)
    except GoalError as error:
        raise UsageError(str(error)) from None
    outcome = _search(pack, matchup, goals, budget, args)
    about = {"map": pack.id, "bots": list(matchup.bots), "seed": args.seed}
    if args.json:
        print(json.dumps(to_json(outcome, goals, **about), indent=2))
    else:
        title = f"{pack.name} ({pack.ruleset}), bots: {', '.join(matchup.bots)}"
        print(format_table(outcome, title, goals))
    if outcome.interrupted:
        return EXIT_INTERRUPTED
    if target is None:
        return 0
    return _write(outcome, args.apply, target, Path(args.map))


def _search(
    pack: MapPack, matchup: Matchup, goals: Sequence[Goal], budget: Budget, args: Any
) -> SearchOutcome:
    bar = ProgressBar()

    def play(changed: MapPack, seeds: Sequence[int]) -> RunOutcome:
        games = Matchup(changed, matchup.bots, matchup.options)
        if args.scheduler:
            from engine.sim.distributed import run_on_dask

            return run_on_dask(games, seeds, args.scheduler)
        return run_local(games, seeds, jobs=args.jobs)

    search = Search(
        pack,
        matchup.bots,
        matchup.options,
        goals,
        play,
        budget,
        args.seed,
        progress=lambda done, total, _: bar(done, total),
    )
    outcome = search.run()
    bar.close()
    return outcome


def _write(outcome: SearchOutcome, count: int, target: Path, source: Path) -> int:
    if len(outcome.suggestions) < count:
        print(
            f"tracksmith suggest: --apply {count} asks for more changes than the "
            f"{len(outcome.suggestions)} found; {target} not written",
            file=sys.stderr,
        )
        return sim_args.EXIT_INCOMPLETE
    written, left = save_pack_with_assets(outcome.packs[count - 1], target, asset_folder(source))
    print(f"wrote {written} with {count} change{'s' if count > 1 else ''}", file=sys.stderr)
    for sentence in left:
        print(f"  not copied along: {sentence}", file=sys.stderr)
    return 0
