"""How fast bots play: the playtest a designer runs most, timed end to end.

Times what `tracksmith playtest maps/london.yaml --games 1000 --players 3
--bots greedy --jobs 2` does (the games through engine.sim.runner.run_local,
a process pool when --jobs > 1) and prints games/s against the goal: 1,000
games in at most 60 s. Exits 1 when the goal is missed, so a performance job
can run it; it is deliberately not part of the test suite. `--profile` plays
the games in this process under cProfile instead and prints the top functions.

    python -m benchmarks.bench_playtest [--games 1000] [--jobs 2] [--bots greedy]
                                        [--map maps/london.yaml] [--players 3] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import resource
import sys
import time
from dataclasses import dataclass

from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.bots import bot_names
from engine.sim.play import Matchup, play_seeds
from engine.sim.runner import run_local, seeds_for

GOAL_GAMES = 1000
GOAL_SECONDS = 60.0  # for GOAL_GAMES games of the default run (DEFAULTS)
DEFAULTS = (str(MAPS / "london.yaml"), "greedy", 3, 2)  # map, bots, players, workers
PROFILE_TOP = 25


@dataclass(frozen=True)
class Timing:
    games: int
    elapsed_s: float  # wall clock
    cpu_s: float  # this process and its workers: a busy machine inflates it far less

    @property
    def games_per_s(self) -> float:
        return self.games / self.elapsed_s

    @property
    def cpu_ms_per_game(self) -> float:
        return 1000 * self.cpu_s / self.games


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the pool's workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def bench(matchup: Matchup, games: int, jobs: int) -> Timing:
    """Play `games` seeded games of the matchup with `jobs` workers, as the command does."""
    cpu, started = cpu_seconds(), time.perf_counter()
    outcome = run_local(matchup, seeds_for(0, games), jobs=jobs)
    elapsed, cpu = time.perf_counter() - started, cpu_seconds() - cpu
    if len(outcome.results) != games:
        raise SystemExit(f"only {len(outcome.results)} of {games} games finished")
    return Timing(games, elapsed, cpu)


def profile(matchup: Matchup, games: int) -> None:
    """Play the games here under cProfile; print where the time goes."""
    profiler = cProfile.Profile()
    profiler.enable()
    play_seeds(matchup, seeds_for(0, games))
    profiler.disable()
    stats = pstats.Stats(profiler)
    for order in ("tottime", "cumulative"):
        print(f"\n--- {games} games, top {PROFILE_TOP} functions by {order}")
        stats.sort_stats(order).print_stats(PROFILE_TOP)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_map, default_bots, default_players, default_jobs = DEFAULTS
    parser.add_argument("--map", default=default_map)
    parser.add_argument("--games", type=int, default=GOAL_GAMES)
    parser.add_argument("--jobs", type=int, default=default_jobs)
    parser.add_argument("--players", type=int, default=default_players)
    parser.add_argument(
        "--bots", default=default_bots, choices=bot_names(), help="the bot of every seat"
    )
    parser.add_argument("--profile", action="store_true", help="cProfile the games in-process")
    args = parser.parse_args(argv)
    pack = load_pack(args.map)
    matchup = Matchup(pack, (args.bots,) * args.players)
    if args.profile:
        profile(matchup, args.games)
        return 0
    timing = bench(matchup, args.games, args.jobs)
    print(
        f"{pack.id}: {args.games} games, {args.players} x {args.bots}, {args.jobs} workers: "
        f"{timing.elapsed_s:.1f} s, {timing.games_per_s:.1f} games/s, "
        f"{timing.cpu_ms_per_game:.0f} ms CPU per game"
    )
    if (args.map, args.bots, args.players, args.jobs) != DEFAULTS:
        return 0
    met = timing.elapsed_s * GOAL_GAMES / args.games <= GOAL_SECONDS
    print(
        f"goal: {GOAL_GAMES} games in {GOAL_SECONDS:g} s ({GOAL_GAMES / GOAL_SECONDS:.1f} games/s) "
        + ("met" if met else "MISSED")
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
