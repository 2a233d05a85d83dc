"""Arguments and set-up shared by `playtest` and `compare`."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from engine.commands import UsageError
from engine.model import MapPack
from engine.pack import load_pack
from engine.rules import SetupError, get_ruleset, lint
from engine.rules.base import UnknownRulesetError
from engine.sim.bots import bot_names
from engine.sim.play import Matchup
from engine.sim.progress import ProgressBar
from engine.sim.runner import RunOutcome, default_jobs, run_local, seeds_for


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument(
        "--players",
        type=int,
        help="players (default: one per --bots, or the rules' usual number)",
    )
    parser.add_argument(
        "--bots",
        default="greedy",
        help=f"one bot for every seat, or one per seat, comma-separated ({', '.join(bot_names())})",
    )
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed SEED + i")
    parser.add_argument(
        "--jobs", type=int, default=default_jobs(), help="worker processes (default: all cores)"
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on a Dask distributed scheduler (needs the 'distributed' extra)",
    )


def load_playable(path: str) -> MapPack:
    """Load a map and refuse it when it has lint errors: bots on a broken map mislead."""
    pack = load_pack(path)
    try:
        get_ruleset(pack.ruleset)
    except UnknownRulesetError as error:
        raise UsageError(f"{path}: {error}") from None

    errors = [f for f in lint(pack) if f.severity == "error"]
    if errors:
        listing = "\n".join(f"  {f.describe()}" for f in errors)
        raise UsageError(f"{path} has {len(errors)} lint errors; fix them first:\n{listing}")
    return pack


def matchup_from(pack: MapPack, args: argparse.Namespace) -> Matchup:
    bots = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in bots if name not in bot_names()]
    if unknown:
        raise UsageError(f"unknown bot '{unknown[0]}' (known: {', '.join(bot_names())})")
    ruleset = get_ruleset(pack.ruleset)
    game_type = ruleset.game_type
    players = args.players or (len(bots) if len(bots) > 1 else game_type.default_players)
    problem = game_type.player_problem(players)
    if problem is not None:
        raise UsageError(f"{ruleset.title}: {problem}")
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise UsageError(f"--bots names {len(bots)} bots for {players} players")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    matchup = Matchup(pack, tuple(bots))
    try:
        ruleset.new_game(pack, players, matchup.options, args.seed)
    except SetupError as error:
        raise UsageError(str(error)) from None
    return matchup


def run_games(matchup: Matchup, args: argparse.Namespace) -> tuple[RunOutcome, Mapping[str, str]]:
    seeds = seeds_for(args.seed, args.games)
    bar = ProgressBar()
    if args.scheduler:
        from engine.sim.distributed import run_on_dask

        outcome = run_on_dask(matchup, seeds, args.scheduler, progress=bar)
    else:
        outcome = run_local(matchup, seeds, jobs=args.jobs, progress=bar)
    if outcome.interrupted:
        bar.close()
    return outcome, get_ruleset(matchup.pack.ruleset).source_names
