"""How long a designer waits for the first tested suggestion, and what it costs in games.

Runs what `tracksmith suggest maps/london.yaml --bots greedy --steps 1` runs (engine.suggest),
on London with its start moved to the station nearest the top left corner (a seat advantage
made on purpose, as the tests make it), with a local process pool (--jobs) or with a local
Dask cluster of --dask worker processes (the --scheduler path). Prints the time to the first
significant suggestion (wall clock and CPU of this process and its workers), the games played,
the changes screened and the games per change. The goal: a suggestion within the default budget
of games and 300 s. `--as-bundled` searches the map as it ships instead.

    python -m benchmarks.bench_suggest [--jobs 2] [--dask 2] [--as-bundled] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence

from benchmarks.bench_playtest import cpu_seconds
from engine.editing.edits import set_flag
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.play import Matchup
from engine.sim.runner import RunOutcome, run_local
from engine.suggest.goals import parse_goal
from engine.suggest.search import Budget, Search, SearchOutcome

BOTS = ("greedy",) * 4
GOAL_SECONDS = 300.0
BUDGET = Budget(steps=1)  # the default budget, to the first suggestion
Play = Callable[[MapPack, Sequence[int]], RunOutcome]


def start_in_a_corner(pack: MapPack) -> MapPack:
    start = pack.start_station()
    assert start is not None
    corner = min(pack.stations, key=lambda s: s.pos[0] + s.pos[1])
    return set_flag(set_flag(pack, [start.id], "start", False), [corner.id], "start", True)


def local(jobs: int) -> Play:
    return lambda pack, seeds: run_local(Matchup(pack, BOTS), seeds, jobs=jobs)


def on_dask(address: str) -> Play:
    from engine.sim.distributed import run_on_dask

    return lambda pack, seeds: run_on_dask(Matchup(pack, BOTS), seeds, address)


def search(pack: MapPack, play: Play, seed: int) -> tuple[SearchOutcome, float]:
    """The search to its first suggestion, and its wall-clock time."""
    started = time.perf_counter()
    outcome = Search(pack, BOTS, {}, [parse_goal("balance")], play, BUDGET, seed).run()
    return outcome, time.perf_counter() - started


def report(pack: MapPack, outcome: SearchOutcome, elapsed: float, cpu: float, where: str) -> bool:
    """Print the figures; whether the goal was met."""
    found = bool(outcome.suggestions)
    print(f"{pack.id}, {len(BOTS)} x greedy, {where}:")
    if found:
        suggestion = outcome.suggestions[0]
        low, high = suggestion.effect.interval
        print(
            f"  first suggestion after {elapsed:.1f} s ({cpu:.1f} s CPU here and in workers): "
            f"{suggestion.change.words}, balance {suggestion.effect.effect:+.3f} "
            f"[{low:+.3f}, {high:+.3f}]"
        )
    else:
        print(f"  no suggestion in {elapsed:.1f} s ({cpu:.1f} s CPU): {outcome.ended}")
    print(
        f"  {outcome.games} games: the map's run and {outcome.tried} changes at "
        f"{BUDGET.screen} games each, then {BUDGET.confirm} fresh seeds on both maps to confirm"
    )
    met = found and outcome.games <= BUDGET.games and elapsed <= GOAL_SECONDS
    verdict = "met" if met else "MISSED"
    print(f"goal: a suggestion within {BUDGET.games} games and {GOAL_SECONDS:g} s {verdict}")
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="local worker processes")
    parser.add_argument("--dask", type=int, metavar="WORKERS", help="a local Dask cluster instead")
    parser.add_argument("--as-bundled", action="store_true", help="London as it ships")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    pack = load_pack(MAPS / "london.yaml")
    if not args.as_bundled:
        pack = start_in_a_corner(pack)
    cpu = cpu_seconds()
    if args.dask is None:
        outcome, elapsed = search(pack, local(args.jobs), args.seed)
        where = f"{args.jobs} local workers"
    else:
        import distributed

        with distributed.LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=args.dask, threads_per_worker=1, processes=True, dashboard_address=":0"
        ) as cluster:
            outcome, elapsed = search(pack, on_dask(cluster.scheduler_address), args.seed)
        where = f"{args.dask} Dask workers"
    # after the cluster has closed, so its workers' CPU time is counted
    met = report(pack, outcome, elapsed, cpu_seconds() - cpu, f"{where}, seed {args.seed}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
