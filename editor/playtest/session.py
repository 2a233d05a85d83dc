"""The playtests of the open map: one running at a time, the last result, the one before.

Pressing Run checks the map in a worker thread, then plays the games in
worker processes (editor/playtest/background.py); one timer picks up what the
workers finished, so the event loop is never kept waiting. A result stays
shown after the map changes, marked stale, and becomes the baseline the next
run is compared with, seed by seed.
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from editor.playtest.background import BackgroundRun
from editor.playtest.estimate import about
from editor.playtest.outcome import PlaytestRun, summarise
from editor.playtest.preflight import Refusal, refusal
from editor.playtest.settings import RunSettings
from engine.map.model import MapPack
from engine.sim.result import GameResult

if TYPE_CHECKING:
    from editor.context import EditorContext

POLL_MS = 30
STALL_S = 60.0  # no game back for this long, where games were expected in seconds: stop
STALL_GAMES = 20  # ... and for this many expected games' time, where those are slower


class _Running:
    """One run in progress: its settings, the map it plays, what has come back."""

    def __init__(self, settings: RunSettings, pack: MapPack, game_s: float | None) -> None:
        self.settings = settings
        self.pack = pack
        self.game_s = game_s  # what a game was expected to take, when known
        self.started = self.heard = time.perf_counter()
        self.check: Future[Refusal | None] | None = None
        self.games: BackgroundRun | None = None
        self.results: list[GameResult] = []
        self.stalled = ""  # why the run stopped itself, once it has

    def stall(self) -> str:
        """Why the run should stop itself now, or "": games expected to take seconds,
        none back for a minute, most likely never end on this map."""
        if self.game_s is None or self.stalled:
            return ""
        quiet = time.perf_counter() - self.heard
        if quiet < max(STALL_S, STALL_GAMES * self.game_s):
            return ""
        return (
            f"Stopped: no game finished in {quiet:.0f} s, where a game was expected to take "
            f"{about(self.game_s)}. Games on this map may never end: look for lines, journeys "
            "or goals that can never be completed, or a turn limit set very high."
        )

    def stop(self) -> None:
        if self.games is not None:
            self.games.cancel()


class PlaytestSession(QObject):
    started = Signal()
    refused = Signal(object)  # Refusal
    progress = Signal(int, int)  # games done, games in the run
    finished = Signal(object)  # PlaytestRun
    stalled = Signal(str)  # the run stopped itself: no game came back for far too long
    failed = Signal(str)  # a game crashed, or the run was cancelled before any game finished
    stale_changed = Signal(bool)
    cleared = Signal()  # another document: nothing shown applies to it

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._context = context
        self.current: PlaytestRun | None = None
        self.stale = False
        self._slot = _Slot()  # the run in progress, reachable without this object
        self._checker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="playtest-check")
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        checker, slot = self._checker, self._slot
        self.destroyed.connect(lambda: _shutdown(checker, slot))  # the workers go with the window
        self._document = context.document
        context.document.changed.connect(self._map_changed)
        context.document_changed.connect(self._document_replaced)

    @property
    def running(self) -> bool:
        return self._slot.running is not None

    def start(self, settings: RunSettings, game_s: float | None = None) -> None:
        """Run `settings`; where a game is expected to take `game_s` seconds, a run
        with no game back for far longer than that stops itself and says why."""
        if self._slot.running is not None:
            return
        running = _Running(settings, self._context.document.pack, game_s)
        self._slot.running = running
        running.check = self._checker.submit(refusal, running.pack, settings.players)
        self._timer.start()
        self.started.emit()
        self.progress.emit(0, settings.games)

    def cancel(self) -> None:
        if self._slot.running is not None:
            self._slot.running.stop()
            if self._slot.running.games is None:  # still checking the map: nothing to keep
                self._slot.running = None
                self._timer.stop()
                self.failed.emit("Cancelled before any game finished.")

    def _poll(self) -> None:
        running = self._slot.running
        if running is None:
            self._timer.stop()
        elif running.games is None:
            self._poll_check(running)
        else:
            self._poll_games(running, running.games)

    def _poll_check(self, running: _Running) -> None:
        assert running.check is not None
        if not running.check.done():
            return
        try:
            problem = running.check.result()
        except Exception as crash:  # a broken lint rule must show, not kill the timer
            self._end()
            self.failed.emit(f"Checking the map failed: {crash!r}")
            return
        if problem is not None:
            self._end()
            self.refused.emit(problem)
            return
        settings = running.settings
        running.games = BackgroundRun(
            settings.matchup(running.pack), settings.seeds(), settings.jobs
        )
        running.games.start()
        running.heard = time.perf_counter()

    def _poll_games(self, running: _Running, games: BackgroundRun) -> None:
        done = games.done  # read first: games finished before it are all in the queue
        taken = games.take()
        if taken:
            running.results.extend(taken)
            running.heard = time.perf_counter()
            self.progress.emit(len(running.results), running.settings.games)
        elif not done and (why := running.stall()):
            running.stalled = why
            games.cancel()
        if not done:
            return
        self._end()
        if games.error is not None:
            self.failed.emit(games.error)
        elif not running.results:
            self.failed.emit(running.stalled or "Cancelled before any game finished.")
        else:
            self._show(running, interrupted=games.cancelled)
        if running.stalled and running.results:
            self.stalled.emit(running.stalled)

    def _show(self, running: _Running, interrupted: bool) -> None:
        elapsed = time.perf_counter() - running.started
        self.current = summarise(
            running.settings, running.pack, running.results, elapsed, interrupted, self.current
        )
        self._set_stale(self._context.document.pack != running.pack)
        self.finished.emit(self.current)

    def _end(self) -> None:
        self._slot.running = None
        self._timer.stop()

    def _map_changed(self, _ids: object) -> None:
        if self.current is not None:
            self._set_stale(self._context.document.pack != self.current.pack)

    def _set_stale(self, stale: bool) -> None:
        if stale != self.stale:
            self.stale = stale
            self.stale_changed.emit(stale)

    def _document_replaced(self, document: object) -> None:
        if document is self._document:
            return
        self._document.changed.disconnect(self._map_changed)
        self._document = self._context.document
        self._document.changed.connect(self._map_changed)
        self.cancel()
        self._end()
        self.current = None
        self._set_stale(False)
        self.cleared.emit()


class _Slot:
    running: _Running | None = None


def _shutdown(checker: ThreadPoolExecutor, slot: _Slot) -> None:
    checker.shutdown(wait=False, cancel_futures=True)
    if slot.running is not None:
        slot.running.stop()
