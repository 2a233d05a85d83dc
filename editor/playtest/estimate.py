"""How long a playtest will take: said before Run and updated while the games are played.

Before a run, the time is one game's cost times the games each worker plays.
A game's cost is known per lineup of bots: from the last run of that lineup on
this map, or else from one sample game timed in a worker process
(editor/playtest/sample.py) once the settings have rested for a moment.
During a run, the games still to play are timed at the pace of those done.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from editor.playtest.sample import SampleGame
from editor.playtest.settings import RunSettings
from engine.map.model import MapPack
from engine.map.words import count
from engine.rules import get_ruleset
from engine.sim.runner import default_jobs

# Settings must rest this long before a sample game starts: a designer setting
# up a run changes several fields, and each would otherwise start one.
SAMPLE_DELAY_MS = 600
SAMPLING = "Timing a sample game to estimate how long the run takes…"


def workers(jobs: int, games: int) -> int:
    """Worker processes that play at once: no more than the games or the cores."""
    return max(1, min(jobs, games, default_jobs()))


def run_seconds(per_game: float, games: int, jobs: int) -> float:
    return per_game * math.ceil(games / workers(jobs, games))


def duration(seconds: float) -> str:
    """A rough duration in words: "under a second", "40 s", "3 min", "1 h 20 min"."""
    if seconds < 1:
        return "under a second"
    if seconds < 59.5:
        return f"{round(seconds)} s"
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} min"
    hours, rest = divmod(minutes, 60)
    return f"{hours} h {rest} min" if rest else f"{hours} h"


def expected(per_game: float, settings: RunSettings) -> str:
    total = run_seconds(per_game, settings.games, settings.jobs)
    return (
        f"Expected time: {about(total)} for {count(settings.games, 'game')} "
        f"(a game takes {about(per_game)})."
    )


def about(seconds: float) -> str:
    """A rough duration hedged with "about", but for "under a second", hedged already."""
    return f"about {duration(seconds)}" if seconds >= 1 else duration(seconds)


def remaining(elapsed: float, done: int, total: int) -> str:
    left = elapsed / done * (total - done)
    return f"About {duration(left)} left ({done} of {total} games in {duration(elapsed)})."


class RunTiming(QObject):
    text = Signal(str)

    def __init__(self, parent: QObject, on_screen: Callable[[], bool]) -> None:
        super().__init__(parent)
        self._on_screen = on_screen  # a closed window's panel times nothing
        self._costs: dict[tuple[str, ...], float] = {}  # seconds a game, per lineup
        self._wanted: tuple[MapPack, RunSettings] | None = None
        self._started: float | None = None  # when the run in progress started
        self.sample = SampleGame(self)
        self.sample.measured.connect(self._measured)
        self.sample.failed.connect(lambda: self.text.emit(""))
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(SAMPLE_DELAY_MS)
        self._delay.timeout.connect(self._start_sample)

    def cost(self, bots: tuple[str, ...]) -> float | None:
        """Seconds one game of these bots takes on this map, once known."""
        return self._costs.get(bots)

    def plan(self, pack: MapPack, settings: RunSettings) -> None:
        """Say how long a run with `settings` will take; time a sample game first
        when no game of its bots has been timed (only while the panel is on screen)."""
        if self._started is not None:
            return
        self._wanted = (pack, settings)
        cost = self._costs.get(settings.bots)
        self._delay.stop()
        if cost is not None:
            self.text.emit(expected(cost, settings))
        elif self._on_screen() and _playable(pack, settings):
            self.text.emit(SAMPLING)
            if not self.sample.busy_with(settings.matchup(pack)):
                self.sample.stop()
                self._delay.start()
        else:
            self.sample.stop()
            self.text.emit("")

    def forget(self) -> None:
        """Another map: the games timed on this one say nothing about it."""
        self.sample.stop()
        self._costs.clear()

    def run_started(self) -> None:
        self._delay.stop()
        self.sample.stop()
        self._started = time.perf_counter()

    def progress(self, done: int, total: int) -> None:
        if self._started is not None and 0 < done < total:
            self.text.emit(remaining(time.perf_counter() - self._started, done, total))

    def run_ended(self, settings: RunSettings, games: int, elapsed: float) -> None:
        """Learn the lineup's cost from the run; `games` is how many finished."""
        self._started = None
        if games:
            self._costs[settings.bots] = elapsed / math.ceil(games / workers(settings.jobs, games))

    def _start_sample(self) -> None:
        if self._wanted is not None and self._started is None and self._on_screen():
            pack, settings = self._wanted
            self.sample.start(settings.matchup(pack), settings.seed)

    def _measured(self, bots: tuple[str, ...], seconds: float) -> None:
        self._costs[bots] = seconds
        if self._wanted is not None and self._wanted[1].bots == bots and self._started is None:
            self.text.emit(expected(seconds, self._wanted[1]))


def _playable(pack: MapPack, settings: RunSettings) -> bool:
    """Whether a game can be set up at all: a blank or half-made map cannot be sampled."""
    try:
        get_ruleset(pack.ruleset).new_game(pack, settings.players, {}, settings.seed)
    except Exception:  # whatever a broken map makes setting up raise; Run will explain it
        return False
    return True
