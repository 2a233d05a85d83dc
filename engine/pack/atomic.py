"""Writing a file all at once or not at all, whoever does the writing.

The content goes to a temporary file beside the target (the same file system,
so the rename is atomic), is flushed to disk, then renamed over the target: a
crash or a failed write leaves the old file, never half a new one. The new file
gets the old one's permissions, or the usual ones for a new file (not the
owner-only mode of `tempfile.mkstemp`), so a saved map stays shareable.

A write that is killed outright (SIGKILL, a power cut) cannot remove its
temporary file, so the next write to the same target does. It must not remove
the temporary of a write still running in another process, so a writer holds
an advisory lock on its temporary file for as long as it writes; the system
drops the lock when the process dies, however it dies. A temporary is removed
only when nobody holds its lock and it is older than STALE_AGE, which also
covers the instant between creating the file and locking it. Where the system
has no such locks (Windows), age alone decides, and Windows refuses to remove a
file another process has open.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

STALE_AGE = 60.0  # seconds since a temporary file last changed


def replace_atomically(target: Path, write: Callable[[Path], object]) -> None:
    """Call `write(temporary)`, then put the temporary file in place of `target`."""
    remove_stale_temporaries(target)
    temporary, lock = _create_beside(target)
    try:
        if target.exists():
            temporary.chmod(stat.S_IMODE(target.stat().st_mode))
        write(temporary)
        descriptor = os.open(temporary, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    finally:
        os.close(lock)


def _temporary_names(target: Path) -> re.Pattern[str]:
    """The names of the temporary files written for `target`: `.name.<8 hex>.tmp`."""
    return re.compile(rf"\.{re.escape(target.name)}\.[0-9a-f]{{8}}\.tmp")


def remove_stale_temporaries(target: Path) -> None:
    """Remove what killed writes to `target` left beside it; a failure is left alone,
    the write itself matters more."""
    names = _temporary_names(target)
    try:
        entries = [entry for entry in os.scandir(target.parent) if names.fullmatch(entry.name)]
    except OSError:
        return
    for entry in entries:
        try:
            status = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(status.st_mode) and time.time() - status.st_mtime > STALE_AGE:
                _remove_if_abandoned(Path(entry.path))
        except OSError:
            continue


def _remove_if_abandoned(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        if fcntl is not None:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return  # a live write holds it
        path.unlink()
    finally:
        os.close(descriptor)


def _create_beside(target: Path) -> tuple[Path, int]:
    """A new empty file next to `target`, created with the mode the umask allows,
    and a descriptor holding its lock."""
    while True:
        temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            descriptor = os.open(temporary, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666)
        except FileExistsError:
            continue
        if fcntl is not None:
            with suppress(OSError):  # a file system without locks: age alone protects it
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return temporary, descriptor
