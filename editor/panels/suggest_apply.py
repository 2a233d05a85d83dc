"""Applying a suggestion from the Suggest panel: one undo step, then the playtest again.

The map is played before the change (unless the playtest shown is already of it,
with the same bots) and after it, with the playtest panel's own settings, so the
two reports sit side by side in the Suggest panel and the results panel compares
them seed by seed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from editor.panels.playtest import PlaytestPanel
from editor.playtest.outcome import PlaytestRun
from engine.map.model import MapPack

if TYPE_CHECKING:
    from editor.document import MapDocument

BEFORE_AFTER_COLUMNS = ("Figure", "Before", "After")


def before_after_rows(before: dict[str, Any], after: dict[str, Any]) -> list[list[str]]:
    """The playtest figures a suggestion aims at, before and after it, in the report's words."""

    def balance(report: dict[str, Any]) -> str:
        return "-" if report["balance"] is None else f"{report['balance']:.3f}"

    rows = [
        ["Balance", balance(before), balance(after)],
        ["Mean turns", f"{before['mean_turns']:.1f}", f"{after['mean_turns']:.1f}"],
        [
            "Stations never visited",
            str(len(before["never_visited_stations"])),
            str(len(after["never_visited_stations"])),
        ],
        [
            "Connections never built",
            str(len(before["never_built_connections"])),
            str(len(after["never_built_connections"])),
        ],
    ]
    for was, now in zip(before["seats"], after["seats"], strict=False):
        rows.append(
            [f"Seat {was['seat']} wins", f"{was['win_rate']:.1%}", f"{now['win_rate']:.1%}"]
        )
    return rows


class ApplyFlow(QObject):
    """Plays the map before (where need be), applies the change, plays it after."""

    compared = Signal(object, object)  # the report before, the report after
    failed = Signal(str)

    def __init__(self, playtest: PlaytestPanel, document: Callable[[], MapDocument]) -> None:
        super().__init__(playtest)
        self._playtest = playtest
        self._document = document
        self._pending: tuple[str, MapPack, frozenset[str]] | None = None
        self._before: dict[str, Any] | None = None
        playtest.session.finished.connect(self._played)
        playtest.session.failed.connect(self._gave_up)
        playtest.session.refused.connect(lambda refusal: self._gave_up(refusal.message))

    @property
    def busy(self) -> bool:
        return self._pending is not None or self._before is not None

    def apply(self, words: str, after: MapPack, changed: frozenset[str]) -> None:
        if self.busy or self._playtest.session.running:
            self.failed.emit("A playtest is running: wait for it to end, then Apply.")
            return
        self._pending = (words, after, changed)
        current = self._playtest.session.current
        same_bots = current is not None and current.settings.bots == self._playtest.settings().bots
        if current is not None and same_bots and current.pack == self._document().pack:
            self._edit_and_play(current.report)
        else:
            self._playtest.run()

    def _played(self, run: PlaytestRun) -> None:
        if self._pending is not None:
            self._edit_and_play(run.report)
        elif self._before is not None:
            before, self._before = self._before, None
            self.compared.emit(before, run.report)

    def _edit_and_play(self, before: dict[str, Any]) -> None:
        assert self._pending is not None
        words, after, changed = self._pending
        self._pending, self._before = None, before
        self._document().edit(f"Apply suggestion: {words}", after, changed)
        self._playtest.run()

    def _gave_up(self, message: str) -> None:
        if self.busy:
            self._pending = self._before = None
            self.failed.emit(message)
