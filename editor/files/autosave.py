"""Autosave: while the map has unsaved changes, keep its recovery file up to date.

A write follows a short pause in editing, and during a long stretch of editing
never lags more than a set time behind the first unsaved change. The file goes
when the map is saved (or undone back to its saved state). Writing a city's
whole network takes seconds, so timed writes happen in a worker thread, one
after another, while the designer goes on editing: the pack is immutable, so
handing it over is safe, and the worker touches no Qt object but the file's
lock, which only it uses from then on. A state that would
not open again is not written: the file keeps the last one that would. A map
replaced by another while it still had unsaved changes keeps its file, for the
next start to offer: the file workflow asks before replacing, so that only
happens when something else swapped the map in.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from editor.document import MapDocument
from editor.files.recovery import RecoveryFile
from engine.pack import PackError

if TYPE_CHECKING:
    from pathlib import Path

    from editor.context import EditorContext
    from engine.map.model import MapPack

IDLE_MS = 2_000  # write once editing pauses this long
MAX_LAG_MS = 30_000  # ... or at the latest this long after the first unsaved change
POLL_MS = 50  # how often a write under way is asked whether it is done


class Autosaver(QObject):
    def __init__(
        self,
        context: EditorContext,
        folder: Path,
        adopted: RecoveryFile | None = None,
        delays: tuple[int, int] = (IDLE_MS, MAX_LAG_MS),
    ) -> None:
        super().__init__(context)
        self._context = context
        self._folder = folder
        self._idle, self._lag = (self._timer(delay, self._write_soon) for delay in delays)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._under_way: list[Future[str | None]] = []
        self._poll = self._timer(POLL_MS, self._collect)
        self.file = adopted or RecoveryFile.new(folder)
        self._document: MapDocument | None = None
        self._follow(context.document)
        context.document_changed.connect(self._follow)

    def write_now(self) -> None:
        """Write at once and wait until it is written: the map is being swapped out."""
        self._write_soon()
        for future in self._under_way:
            future.result()
        self._collect()

    def _write_soon(self) -> None:
        self._idle.stop()
        self._lag.stop()
        document = self._document
        if document is None or not document.is_modified():
            return
        self._in_order(_written, self.file, document.pack, document.path)

    def _in_order(self, work: Callable[..., str | None], *args: object) -> None:
        """`work` in the worker, after what was handed over before it."""
        self._under_way.append(self._worker.submit(work, *args))
        self._poll.start()

    def _collect(self) -> None:
        """Show what came of the writes that are done."""
        done = [future for future in self._under_way if future.done()]
        self._under_way = [future for future in self._under_way if not future.done()]
        for future in done:
            message = future.result()
            if message is not None:
                self._context.tell(message)
        if self._under_way:
            self._poll.start()

    def _timer(self, interval: int, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval)
        timer.timeout.connect(slot)
        return timer

    def _follow(self, document: MapDocument) -> None:
        old = self._document
        if document is old:
            return
        if old is not None:
            self._connect(old, False)
            if old.is_modified():
                self.write_now()
                self.file.release()  # nothing is under way now
                self.file = RecoveryFile.new(self._folder)
        self._document = document
        self._connect(document, True)
        self._edited()

    def _connect(self, document: MapDocument, on: bool) -> None:
        signals = (
            (document.undo_stack.indexChanged, self._edited),
            (document.undo_stack.cleanChanged, self._clean_changed),
            (document.destroyed, self._forget),
        )
        for signal, slot in signals:
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)

    def _forget(self) -> None:
        """The document is being deleted: its undo stack's last signals are not edits."""
        self._document = None

    def _edited(self) -> None:
        if self._document is not None and self._document.is_modified():
            self._idle.start()
            if not self._lag.isActive():
                self._lag.start()

    def _clean_changed(self, clean: bool) -> None:
        if clean and self._document is not None:
            self._idle.stop()
            self._lag.stop()
            self._collect()
            if self._under_way:
                self._in_order(_removed, self.file)  # once the write under way is done
            else:
                self.file.remove()


def _written(file: RecoveryFile, pack: MapPack, original: Path | None) -> str | None:
    """Keep `pack` in the file; what to tell the designer when that could not be done."""
    try:
        file.write(pack, original)
    except PackError as error:
        return f"Autosave skipped: {error.describe()}"
    except OSError as error:
        return f"Autosave failed: {error}"
    return None


def _removed(file: RecoveryFile) -> None:
    file.remove()
