"""Running many seeded games: in this process, in a local process pool, or on a cluster.

Game i of a run uses seed `base + i`, and results are always put back in seed
order, so a report is identical whatever the number of workers. Ctrl-C stops
a run cleanly: the games already finished are kept and reported.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass

from engine.sim.play import Matchup, play_seeds
from engine.sim.result import GameResult

Progress = Callable[[int, int], None]  # (games done, games in the run)


@dataclass(frozen=True)
class RunOutcome:
    results: tuple[GameResult, ...]  # in seed order
    interrupted: bool


def seeds_for(base: int, games: int) -> list[int]:
    return [base + i for i in range(games)]


def chunks(seeds: Sequence[int], size: int) -> Iterator[list[int]]:
    for start in range(0, len(seeds), size):
        yield list(seeds[start : start + size])


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1)


def run_local(
    matchup: Matchup,
    seeds: Sequence[int],
    jobs: int = 1,
    progress: Progress | None = None,
) -> RunOutcome:
    """Play the games here (jobs=1) or in a pool of `jobs` processes."""
    done: list[GameResult] = []
    try:
        if jobs <= 1:
            for seed in seeds:
                done.extend(play_seeds(matchup, [seed]))
                if progress:
                    progress(len(done), len(seeds))
        else:
            _run_pool(matchup, seeds, jobs, done, progress)
    except KeyboardInterrupt:
        return RunOutcome(in_seed_order(done), interrupted=True)
    return RunOutcome(in_seed_order(done), interrupted=False)


def _run_pool(
    matchup: Matchup,
    seeds: Sequence[int],
    jobs: int,
    done: list[GameResult],
    progress: Progress | None,
) -> None:
    # Small chunks keep workers busy to the end and the progress bar moving.
    size = max(1, min(16, len(seeds) // (jobs * 8)))
    with ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupts) as pool:
        pending: set[Future[list[GameResult]]] = {
            pool.submit(play_seeds, matchup, chunk) for chunk in chunks(seeds, size)
        }
        try:
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    done.extend(future.result())
                if progress:
                    progress(len(done), len(seeds))
        except KeyboardInterrupt:
            for future in pending:
                future.cancel()
            pool.shutdown(wait=True, cancel_futures=True)
            raise


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops the run and keeps what finished."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def in_seed_order(results: list[GameResult]) -> tuple[GameResult, ...]:
    return tuple(sorted(results, key=lambda r: r.seed))
