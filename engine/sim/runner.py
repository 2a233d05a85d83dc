"""Running many seeded games: in this process, in a local process pool, or on a cluster.

Game i of a run uses seed `base + i`, and results are always put back in seed
order, so a report is identical whatever the number of workers. Ctrl-C stops
a run cleanly, and so does a worker process that dies: the games already
finished are kept and reported.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from itertools import islice

from engine.sim.play import GameFault, Matchup, play_seeds
from engine.sim.result import GameResult

WORKER_DIED = "a worker process died"

Progress = Callable[[int, int], None]  # (games done, games in the run)

# Every game's result stays in memory for the report (about 35 KB a game on
# London), so a run is bounded; docs/playtest-report.md states the limit.
MAX_GAMES = 100_000
# Chunks waiting per worker: enough to keep it busy, never the whole run at once.
QUEUED_PER_WORKER = 2


@dataclass(frozen=True)
class RunOutcome:
    results: tuple[GameResult, ...]  # in seed order
    interrupted: bool
    # why the run stopped before its last game ("a worker process died"), or ""
    stopped: str = ""


def seeds_for(base: int, games: int) -> range:
    """Lazy, so a run's size costs nothing before its games are played."""
    return range(base, base + games)


def chunks(seeds: Sequence[int], size: int) -> Iterator[list[int]]:
    for start in range(0, len(seeds), size):
        yield list(seeds[start : start + size])


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1)


def max_jobs() -> int:
    """More worker processes than this only add memory and switching, not speed."""
    return 4 * default_jobs()


def run_local(
    matchup: Matchup,
    seeds: Sequence[int],
    jobs: int = 1,
    progress: Progress | None = None,
) -> RunOutcome:
    """Play the games here (jobs=1) or in a pool of `jobs` processes."""
    done: list[GameResult] = []
    stopped = ""
    try:
        if jobs <= 1:
            for seed in seeds:
                done.extend(play_seeds(matchup, [seed]))
                if progress:
                    progress(len(done), len(seeds))
        else:
            stopped = _run_pool(matchup, seeds, jobs, done, progress)
    except KeyboardInterrupt:
        return RunOutcome(in_seed_order(done), interrupted=True)
    except GameFault as fault:
        stopped = str(fault)
    return RunOutcome(in_seed_order(done), interrupted=False, stopped=stopped)


def _run_pool(
    matchup: Matchup,
    seeds: Sequence[int],
    jobs: int,
    done: list[GameResult],
    progress: Progress | None,
) -> str:
    """Play the games in a pool; why the rest were given up (a worker died, a game
    raised), or "" when every game was played."""
    # Small chunks keep workers busy to the end and the progress bar moving.
    size = max(1, min(16, len(seeds) // (jobs * 8)))
    work = chunks(seeds, size)
    workers = min(jobs, -(-len(seeds) // size))
    with ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts) as pool:
        pending: set[Future[list[GameResult]]] = set()

        def refill() -> None:
            for chunk in islice(work, QUEUED_PER_WORKER * workers - len(pending)):
                pending.add(pool.submit(play_seeds, matchup, chunk))

        try:
            refill()
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                stopped = _collect(finished, done)
                if stopped == WORKER_DIED:
                    _end_workers(pool)
                if stopped:
                    _collect(wait(pending).done, done)
                    return stopped
                refill()
                if progress:
                    progress(len(done), len(seeds))
        except KeyboardInterrupt:
            for future in pending:
                future.cancel()
            pool.shutdown(wait=True, cancel_futures=True)
            raise
    return ""


def _end_workers(pool: ProcessPoolExecutor) -> None:
    """End the workers still alive. One killed while it held the results queue's
    lock leaves the others waiting for it forever, holding the command's output
    open after the command has ended."""
    for process in list((pool._processes or {}).values()):
        process.terminate()


def _collect(finished: set[Future[list[GameResult]]], done: list[GameResult]) -> str:
    """Keep the games of the chunks that finished; why the run must stop, or ""."""
    stopped = ""
    for future in finished:
        try:
            done.extend(future.result())
        except BrokenProcessPool:
            stopped = WORKER_DIED
        except GameFault as fault:
            stopped = stopped or str(fault)
    return stopped


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops the run and keeps what finished."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def in_seed_order(results: list[GameResult]) -> tuple[GameResult, ...]:
    return tuple(sorted(results, key=lambda r: r.seed))
