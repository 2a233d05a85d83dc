"""Games played in worker processes, so the editor's event loop never waits for one.

A thread of the run's own starts the process pool (starting processes takes
a moment) and collects finished games into a queue; the editor only ever
takes what is there. Cancelling terminates the workers at once: a Monte
Carlo game can take many seconds, and a cancelled run should not keep the
cores busy. Game i keeps its seed whatever finishes first, so results are
put back in seed order by whoever reads them.

Workers come from a fork server where the platform has one: forking the
editor itself (with its threads and its Qt state) is unsafe, and spawning
each worker afresh re-imports the engine every run.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import signal
import threading
from collections.abc import Sequence
from multiprocessing.context import BaseContext

from engine.rules.registry import ruleset_modules
from engine.sim.play import Matchup, play_game
from engine.sim.result import GameResult

WAIT_S = 0.05  # how often the run's thread looks for a cancel while games are being played
NICENESS = 10  # workers give way to the editor, so the canvas stays smooth on every core

# The matchup of the run this worker process serves: sent once when the worker
# starts rather than pickled again with every game.
_matchup: Matchup | None = None


def start_worker(matchup: Matchup) -> None:
    global _matchup
    _matchup = matchup
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal is the editor's
    if hasattr(os, "nice"):
        os.nice(NICENESS)


def play_seed(seed: int) -> GameResult:
    assert _matchup is not None
    return play_game(_matchup, seed)


def worker_context() -> BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([__name__, *ruleset_modules()])
        return context
    return multiprocessing.get_context("spawn")


class BackgroundRun:
    def __init__(self, matchup: Matchup, seeds: Sequence[int], jobs: int) -> None:
        self.matchup = matchup
        self.seeds = tuple(seeds)
        self.jobs = max(1, min(jobs, len(self.seeds)))
        self.error: str | None = None  # why the run stopped early, when a game failed
        self._finished: queue.SimpleQueue[GameResult] = queue.SimpleQueue()
        self._stop = threading.Event()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._drive, name="playtest", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        """Stop at once; the games already finished stay available to `take`."""
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def done(self) -> bool:
        """True once no more games will come (all played, cancelled, or failed)."""
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def take(self) -> list[GameResult]:
        """The games finished since the last call; never blocks."""
        taken = []
        while True:
            try:
                taken.append(self._finished.get_nowait())
            except queue.Empty:
                return taken

    def _drive(self) -> None:
        try:
            pool = worker_context().Pool(self.jobs, start_worker, (self.matchup,))
            try:
                games = pool.imap_unordered(play_seed, self.seeds)
                for _ in self.seeds:
                    result = self._next(games)
                    if result is None:
                        return
                    self._finished.put(result)
            finally:
                pool.terminate()
                pool.join()
        except Exception as crash:  # a rules bug in a game must reach the designer
            self.error = f"a game failed: {crash!r}"
        finally:
            self._done.set()

    def _next(self, games: multiprocessing.pool.IMapIterator[GameResult]) -> GameResult | None:
        """The next finished game, or None once the run is cancelled."""
        while not self._stop.is_set():
            try:
                return games.next(WAIT_S)
            except multiprocessing.TimeoutError:
                continue
        return None
