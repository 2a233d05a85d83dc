"""Autosave: while the map has unsaved changes, keep its recovery file up to date.

A write follows a short pause in editing, and during a long stretch of editing
never lags more than a set time behind the first unsaved change. The file goes
when the map is saved (or undone back to its saved state). A state that would
not open again is not written: the file keeps the last one that would. A map
replaced by another while it still had unsaved changes keeps its file, for the
next start to offer: the file workflow asks before replacing, so that only
happens when something else swapped the map in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from editor.document import MapDocument
from editor.files.recovery import RecoveryFile
from engine.pack import PackError

if TYPE_CHECKING:
    from pathlib import Path

    from editor.main_window import MainWindow

IDLE_MS = 2_000  # write once editing pauses this long
MAX_LAG_MS = 30_000  # ... or at the latest this long after the first unsaved change


class Autosaver(QObject):
    def __init__(
        self,
        window: MainWindow,
        folder: Path,
        adopted: RecoveryFile | None = None,
        delays: tuple[int, int] = (IDLE_MS, MAX_LAG_MS),
    ) -> None:
        super().__init__(window)
        self._window = window
        self._folder = folder
        self._idle, self._lag = (self._timer(delay) for delay in delays)
        self.file = adopted or RecoveryFile.new(folder)
        self._document: MapDocument | None = None
        self._follow(window.document)
        window.document_changed.connect(self._follow)

    def write_now(self) -> None:
        self._idle.stop()
        self._lag.stop()
        document = self._document
        if document is None or not document.is_modified():
            return
        try:
            self.file.write(document.pack, document.path)
        except PackError as error:
            self._window.statusBar().showMessage(f"Autosave skipped: {error.describe()}")
        except OSError as error:
            self._window.statusBar().showMessage(f"Autosave failed: {error}")

    def _timer(self, interval: int) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval)
        timer.timeout.connect(self.write_now)
        return timer

    def _follow(self, document: MapDocument) -> None:
        old = self._document
        if document is old:
            return
        if old is not None:
            self._connect(old, False)
            if old.is_modified():
                self.write_now()
                self.file.release()
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
            self.file.remove()
