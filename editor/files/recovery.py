"""Recovery files: the unsaved state of a map, kept on disk while the editor runs.

A recovery file is the pack's canonical YAML under a comment naming the file
the map came from, so it is also a map pack anyone can open. Each file has a
lock (QLockFile) held by the editor that writes it: the lock of an editor that
stopped is stale, so at start-up only those files are offered, never the live
work of another editor still running.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from uuid import uuid4

from PySide6.QtCore import QLockFile, QStandardPaths

from engine.map.model import MapPack
from engine.pack import load_pack
from engine.pack.io import atomic_write_text, checked_text

RECOVERY_DIR_ENV = (
    "TRACKSMITH_RECOVERY_DIR"  # where recovery files go instead (tests, portable use)
)
_HEADER = "# Tracksmith recovery file: unsaved changes, offered when the editor next starts.\n"
_ORIGINAL = "# original: "


def recovery_folder() -> Path:
    override = os.environ.get(RECOVERY_DIR_ENV)
    if override:
        return Path(override)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location)) / "recovery"


@dataclass(frozen=True)
class Recovered:
    pack: MapPack
    original: Path | None  # the file the map came from; None for a map never saved
    saved: datetime


class RecoveryFile:
    """One recovery file and its lock."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = QLockFile(f"{path}.lock")
        # Only a lock whose editor is gone is stale, however long a live editor holds it.
        self._lock.setStaleLockTime(0)

    @classmethod
    def new(cls, folder: Path) -> RecoveryFile:
        return cls(folder / f"{uuid4().hex}.yaml")

    def claim(self) -> bool:
        """Hold the lock; False while another running editor holds it."""
        return self._lock.isLocked() or self._lock.tryLock(0)

    def write(self, pack: MapPack, original: Path | None) -> None:
        """Keep `pack` in the file; one that would not open again raises PackError
        and leaves the file as it was, so what it holds can always be restored."""
        text = checked_text(pack, str(self.path))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.claim():
            raise OSError(f"{self.path} is in use by another editor")
        origin = json.dumps(str(original) if original is not None else None)
        atomic_write_text(self.path, f"{_HEADER}{_ORIGINAL}{origin}\n{text}")

    def read(self) -> Recovered:
        """The map kept in the file; raises PackError if it cannot be read."""
        pack = load_pack(self.path)
        saved = datetime.fromtimestamp(self.path.stat().st_mtime)
        return Recovered(pack, _original(self.path.read_text(encoding="utf-8")), saved)

    def remove(self) -> None:
        self.path.unlink(missing_ok=True)
        self._lock.unlock()

    def release(self) -> None:
        """Leave the file for a later start to offer."""
        self._lock.unlock()


def waiting(folder: Path) -> Iterator[RecoveryFile]:
    """Recovery files whose editor stopped without cleaning up, newest first, each claimed."""
    paths = sorted(folder.glob("*.yaml"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in paths:
        file = RecoveryFile(path)
        if file.claim():
            yield file


def _original(text: str) -> Path | None:
    for line in text.splitlines()[:3]:
        if line.startswith(_ORIGINAL):
            try:
                name = json.loads(line.removeprefix(_ORIGINAL))
            except ValueError:
                return None
            return Path(name) if isinstance(name, str) else None
    return None
