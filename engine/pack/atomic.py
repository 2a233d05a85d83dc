"""Writing a file all at once or not at all, whoever does the writing.

The content goes to a temporary file beside the target (the same file system,
so the rename is atomic), is flushed to disk, then renamed over the target: a
crash or a failed write leaves the old file, never half a new one. The new file
gets the old one's permissions, or the usual ones for a new file (not the
owner-only mode of `tempfile.mkstemp`), so a saved map stays shareable.
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path


def replace_atomically(target: Path, write: Callable[[Path], object]) -> None:
    """Call `write(temporary)`, then put the temporary file in place of `target`."""
    temporary = _create_beside(target)
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


def _create_beside(target: Path) -> Path:
    """A new empty file next to `target`, created with the mode the umask allows."""
    while True:
        temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            os.close(os.open(temporary, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        except FileExistsError:
            continue
        return temporary
