"""One game played and timed in a worker process, to say how long a run will take.

The worker is set up as a run's workers are (editor/playtest/background.py),
at the same lower priority, by a thread of the sample's own: starting a
process can take a moment the event loop must not wait. It is terminated at
once when the settings change or a run starts: a sample of slow bots should
never hold up what the designer asked for.
"""

from __future__ import annotations

import atexit
import multiprocessing
import threading
import time
import weakref

from PySide6.QtCore import QObject, QTimer, Signal

from editor.playtest.background import WAIT_S, play_seed, start_worker, worker_context
from engine.sim.play import Matchup

POLL_MS = 50
EXIT_WAIT_S = 5.0  # how long leaving the editor waits for a sample's worker to go

# Samples still running. A worker half started when the editor exits would print
# the fork server's traceback, so leaving stops them and waits until they end.
_running: weakref.WeakSet[_Timing] = weakref.WeakSet()


def _timed_game(seed: int) -> float:
    started = time.perf_counter()
    play_seed(seed)
    return time.perf_counter() - started


class _Timing:
    """One sample game, driven by its own thread; reachable without any Qt object."""

    def __init__(self, matchup: Matchup, seed: int) -> None:
        self.matchup = matchup
        self.seconds: float | None = None  # once measured
        self.done = threading.Event()  # measured, failed or stopped
        self._stop = threading.Event()
        _running.add(self)
        threading.Thread(target=self._drive, args=(seed,), name="sample", daemon=True).start()

    def stop(self) -> None:
        self._stop.set()

    def _drive(self, seed: int) -> None:
        try:
            pool = worker_context().Pool(1, start_worker, (self.matchup,))
            try:
                pending = pool.apply_async(_timed_game, (seed,))
                while not self._stop.is_set():
                    try:
                        self.seconds = pending.get(WAIT_S)
                        return
                    except multiprocessing.TimeoutError:
                        continue
            finally:
                pool.terminate()
                pool.join()
        except Exception:  # a game the map cannot play, or no process to spare: no estimate
            self.seconds = None
        finally:
            self.done.set()


class _Slot:
    timing: _Timing | None = None


class SampleGame(QObject):
    measured = Signal(object, float)  # the bots of the seats, seconds for their game
    failed = Signal()  # no estimate: the game could not be played (the run will say why)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._slot = slot = _Slot()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.destroyed.connect(lambda: _stop(slot))  # the worker goes with the window

    def busy_with(self, matchup: Matchup) -> bool:
        """Whether a game of these bots on this very map is being timed now."""
        timing = self._slot.timing
        if timing is None:
            return False
        return timing.matchup.pack is matchup.pack and timing.matchup.bots == matchup.bots

    def start(self, matchup: Matchup, seed: int) -> None:
        self.stop()
        self._slot.timing = _Timing(matchup, seed)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        _stop(self._slot)

    def _poll(self) -> None:
        timing = self._slot.timing
        if timing is None or not timing.done.is_set():
            return
        self._slot.timing = None
        self._timer.stop()
        if timing.seconds is None:
            self.failed.emit()
        else:
            self.measured.emit(timing.matchup.bots, timing.seconds)


@atexit.register
def _stop_all() -> None:
    for timing in list(_running):
        timing.stop()
    for timing in list(_running):
        timing.done.wait(EXIT_WAIT_S)


def _stop(slot: _Slot) -> None:
    if slot.timing is not None:
        slot.timing.stop()
        slot.timing = None
