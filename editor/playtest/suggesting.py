"""A suggestion search for the open map, run in a thread so the editor stays live.

The search (engine/suggest/search.py) plays its runs through the playtest's own
background runs (editor/playtest/background.py): the same worker processes, the
same seeds. A timer reads its progress and its end, as the playtest session does.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from editor.playtest.background import BackgroundRun
from editor.playtest.settings import RunSettings
from engine.map.model import MapPack
from engine.sim.runner import RunOutcome, in_seed_order
from engine.suggest.goals import Goal
from engine.suggest.search import Budget, Search, SearchOutcome

POLL_MS = 50


class _Thread:
    """The search and what it has said so far; only plain values cross to the editor."""

    def __init__(
        self, pack: MapPack, settings: RunSettings, goals: Sequence[Goal], budget: Budget
    ) -> None:
        self.settings = settings
        self.progress: tuple[int, int, str] = (0, budget.games, "")
        self.outcome: SearchOutcome | None = None
        self.error = ""
        self.done = threading.Event()
        self._stop = threading.Event()
        self._run: BackgroundRun | None = None
        self._search = Search(
            pack,
            settings.bots,
            {},
            goals,
            self._play,
            budget,
            settings.seed,
            progress=self._said,
            should_stop=self._stop.is_set,
        )
        threading.Thread(target=self._drive, name="suggest", daemon=True).start()

    def stop(self) -> None:
        self._stop.set()
        if self._run is not None:
            self._run.cancel()

    def _said(self, done: int, total: int, what: str) -> None:
        self.progress = (done, total, what)

    def _play(self, pack: MapPack, seeds: Sequence[int]) -> RunOutcome:
        run = self._run = BackgroundRun(self.settings.matchup(pack), seeds, self.settings.jobs)
        if self._stop.is_set():
            run.cancel()
        run.start()
        run.wait()
        results = in_seed_order(run.take())
        if run.error is not None:
            return RunOutcome(results, interrupted=False, stopped=run.error)
        return RunOutcome(results, interrupted=run.cancelled)

    def _drive(self) -> None:
        try:
            self.outcome = self._search.run()
        except Exception as crash:  # a rules bug must reach the designer, not kill the thread
            self.error = f"The search failed: {crash!r}"
        finally:
            self.done.set()


class SuggestSession(QObject):
    progress = Signal(int, int, str)  # games played, the budget, what is playing
    finished = Signal(object)  # SearchOutcome
    failed = Signal(str)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._slot = _Slot()  # reachable without this object, so the window's end stops it
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        slot = self._slot
        self.destroyed.connect(lambda: slot.stop())

    @property
    def running(self) -> bool:
        return self._slot.thread is not None

    def start(
        self, pack: MapPack, settings: RunSettings, goals: Sequence[Goal], budget: Budget
    ) -> None:
        if self._slot.thread is None:
            self._slot.thread = _Thread(pack, settings, goals, budget)
            self._timer.start()

    def stop(self) -> None:
        """Stop after the games in play; the suggestions confirmed so far are kept."""
        self._slot.stop()

    def _poll(self) -> None:
        thread = self._slot.thread
        if thread is None:
            return
        self.progress.emit(*thread.progress)
        if not thread.done.is_set():
            return
        self._slot.thread = None
        self._timer.stop()
        if thread.outcome is None:
            self.failed.emit(thread.error)
        else:
            self.finished.emit(thread.outcome)


class _Slot:
    thread: _Thread | None = None

    def stop(self) -> None:
        if self.thread is not None:
            self.thread.stop()
