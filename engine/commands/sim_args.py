"""Arguments and set-up shared by `playtest`, `compare` and `suggest`."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from engine.commands import UsageError
from engine.errors import ClusterError
from engine.map.model import MapPack
from engine.map.words import count
from engine.pack import load_pack
from engine.pack.limits import MAX_INTEGER
from engine.rules import SetupError, get_ruleset, lint
from engine.rules.base import UnknownRulesetError
from engine.sim.bots import bot_names
from engine.sim.play import Matchup
from engine.sim.progress import ProgressBar
from engine.sim.runner import MAX_GAMES, RunOutcome, default_jobs, max_jobs, run_local, seeds_for

# A worker died, or a result could not be written where asked (it is kept elsewhere).
EXIT_INCOMPLETE = 1


def add_run_arguments(
    parser: argparse.ArgumentParser, games: int = 100, games_are: str = "games to play"
) -> None:
    parser.add_argument(
        "--games",
        type=int,
        default=games,
        help=f"{games_are}, at most {MAX_GAMES:,} (default {games})",
    )
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
        "--jobs",
        type=int,
        default=default_jobs(),
        help=f"worker processes, at most {max_jobs()} (4 per core; default: all cores)",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run on a Dask distributed scheduler at HOST:PORT (needs the 'distributed' extra)",
    )


def check_run_arguments(args: argparse.Namespace) -> None:
    """Refuse what no map could make right, before anything is loaded or played."""
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"--games must be from 1 to {MAX_GAMES:,}, not {args.games}")
    if not -MAX_INTEGER <= args.seed <= MAX_INTEGER - args.games + 1:
        # a record's seed must read back (docs/map-pack.md, Limits)
        raise UsageError(f"--seed and the seeds after it must lie within ±{MAX_INTEGER}")
    if args.players is not None and args.players < 1:
        raise UsageError(f"--players must be at least 1, not {args.players}")
    if not 1 <= args.jobs <= max_jobs():
        raise UsageError(
            f"--jobs must be from 1 to {max_jobs()} (4 per core here), not {args.jobs}"
        )
    if args.scheduler is not None:
        args.scheduler = _checked_scheduler(args.scheduler)


def _checked_scheduler(address: str) -> str:
    from engine.sim.distributed import require_distributed
    from engine.sim.scheduler import check_scheduler

    if not address.strip():
        raise UsageError("--scheduler needs an address (HOST:PORT); leave it out to play here")
    require_distributed()
    try:
        return check_scheduler(address)
    except ClusterError as error:
        raise UsageError(f"--scheduler: {error}") from None


def load_playable(path: str) -> MapPack:
    """Load a map and refuse it when it has lint errors: bots on a broken map mislead."""
    pack = load_pack(path)
    try:
        get_ruleset(pack.ruleset)
    except UnknownRulesetError as error:
        raise UsageError(f"{path}: {error}") from None

    errors = lint(pack, errors_only=True)
    if errors:
        listing = "\n".join(f"  {f.describe()}" for f in errors)
        them = "it" if len(errors) == 1 else "them"
        found = count(len(errors), "lint error")
        raise UsageError(f"{path} has {found}; fix {them} first:\n{listing}")
    return pack


def bot_list(text: str) -> list[str]:
    """The bots `--bots` names, in order; an unknown one is refused with the known ones."""
    bots = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in bots if name not in bot_names()]
    if unknown:
        raise UsageError(f"unknown bot '{unknown[0]}' (known: {', '.join(bot_names())})")
    if not bots:
        raise UsageError(f"--bots names no bot (known: {', '.join(bot_names())})")
    return bots


def check_setup(pack: MapPack, players: int, seed: int) -> None:
    """Refuse a player count the rules or the map cannot seat, before any game."""
    ruleset = get_ruleset(pack.ruleset)
    problem = ruleset.game_type.player_problem(players)
    if problem is not None:
        raise UsageError(f"{ruleset.title}: {problem}")
    try:
        ruleset.new_game(pack, players, {}, seed)
    except SetupError as error:
        raise UsageError(str(error)) from None


def matchup_from(pack: MapPack, args: argparse.Namespace) -> Matchup:
    bots = bot_list(args.bots)
    players = args.players
    if players is None:
        default = get_ruleset(pack.ruleset).game_type.default_players
        players = len(bots) if len(bots) > 1 else default
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players and players in get_ruleset(pack.ruleset).game_type.players:
        raise UsageError(f"--bots names {len(bots)} bots for {players} players")
    check_setup(pack, players, args.seed)
    return Matchup(pack, tuple(bots))


def run_games(matchup: Matchup, args: argparse.Namespace) -> tuple[RunOutcome, Mapping[str, str]]:
    seeds = seeds_for(args.seed, args.games)
    bar = ProgressBar()
    if args.scheduler:
        from engine.sim.distributed import run_on_dask

        outcome = run_on_dask(matchup, seeds, args.scheduler, progress=bar)
    else:
        outcome = run_local(matchup, seeds, jobs=args.jobs, progress=bar)
    if outcome.interrupted or outcome.stopped:
        bar.close()
    return outcome, get_ruleset(matchup.pack.ruleset).source_names
