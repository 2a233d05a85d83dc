"""Whether a pack can be saved at a path, asked before the work that makes the pack.

A command that imports or rewrites a map checks its `-o` first, so a folder that
is a file, a missing folder or one it may not write in is said at once, not
after the work is done. The folder of a folder pack may be new; the folder
that holds it must exist.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from engine.pack.io import PACK_FILE, save_target


def destination_problem(path: Path) -> str | None:
    """Why a pack cannot be saved at `path` (as `save_pack` would), or None."""
    if "\0" in str(path):
        return "a path cannot hold a NUL character"
    try:
        return _problem(path, save_target(path))
    except OSError as error:  # a name too long, a loop of links on the way
        return error.strerror or str(error)


def _problem(path: Path, file: Path) -> str | None:
    folder = file.parent
    if folder.exists() and not folder.is_dir():
        return f"{folder} is {'a file' if folder.is_file() else 'something'}, not a folder"
    if file.exists() and not file.is_file():
        kind = "a folder" if file.is_dir() else "not a regular file"
        return f"{file} is {kind}"
    if not folder.exists():
        new_folder = file.name == PACK_FILE and folder == path
        if not (new_folder and folder.parent.is_dir()):
            return f"the folder {folder if not new_folder else folder.parent} does not exist"
        folder = folder.parent
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return f"cannot write in {folder}: {error.strerror or error}"
    return None
