"""One game played and timed in a worker process, to say how long a run will take.

The worker is set up as a run's workers are (editor/playtest/background.py),
at the same lower priority, and is terminated at once when the settings change
or a run starts: a sample of slow bots should never hold up what the designer
asked for.
"""

from __future__ import annotations

import threading
import time
from multiprocessing.pool import AsyncResult, Pool

from PySide6.QtCore import QObject, QTimer, Signal

from editor.playtest.background import play_seed, start_worker, worker_context
from engine.sim.play import Matchup

POLL_MS = 50


def _timed_game(seed: int) -> float:
    started = time.perf_counter()
    play_seed(seed)
    return time.perf_counter() - started


class _Worker:
    """The sample in progress, reachable without the Qt object that asked for it."""

    pool: Pool | None = None
    pending: AsyncResult[float] | None = None
    bots: tuple[str, ...] = ()

    def stop(self) -> None:
        """Terminate the worker off the event loop's thread: terminating waits for it."""
        pool, self.pool, self.pending = self.pool, None, None
        if pool is not None:
            threading.Thread(target=_terminate, args=(pool,), daemon=True).start()


class SampleGame(QObject):
    measured = Signal(object, float)  # the bots of the seats, seconds for their game
    failed = Signal()  # the game could not be played: the run will say why

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._worker = worker = _Worker()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.destroyed.connect(lambda: worker.stop())  # the worker goes with the window

    def start(self, matchup: Matchup, seed: int) -> None:
        self.stop()
        worker = self._worker
        worker.bots = matchup.bots
        try:
            worker.pool = worker_context().Pool(1, start_worker, (matchup,))
        except (OSError, RuntimeError):  # no process to spare: no estimate, the run still works
            self.failed.emit()
            return
        worker.pending = worker.pool.apply_async(_timed_game, (seed,))
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._worker.stop()

    def _poll(self) -> None:
        pending, bots = self._worker.pending, self._worker.bots
        if pending is None or not pending.ready():
            return
        self.stop()
        try:
            seconds = pending.get()
        except Exception:  # a game the map cannot play; the run's own check explains it
            self.failed.emit()
            return
        self.measured.emit(bots, seconds)


def _terminate(pool: Pool) -> None:
    pool.terminate()
    pool.join()
