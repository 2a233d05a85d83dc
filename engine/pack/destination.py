"""Whether a pack can be saved at a path, asked before the work that makes the pack.

A command that imports or rewrites a map checks its `-o` first. The folder of a
folder pack may be new; the folder that holds it must exist.
"""

from __future__ import annotations

from pathlib import Path

from engine.destination import file_problem
from engine.pack.io import PACK_FILE, save_target


def destination_problem(path: Path) -> str | None:
    """Why a pack cannot be saved at `path` (as `save_pack` would), or None."""
    try:
        file = save_target(path)
    except (OSError, ValueError):  # the path itself is refused; file_problem says why
        file = path
    return file_problem(file, new_folder=file.name == PACK_FILE and file.parent == path)
