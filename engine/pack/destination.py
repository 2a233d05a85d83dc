"""Whether a pack can be saved at a path, asked before the work that makes the pack.

A command that imports or rewrites a map checks its `-o` first. The folder of a
folder pack may be new; the folder that holds it must exist. It also knows where
a pack given as a path reads from, so no command writes over the map it reads.
"""

from __future__ import annotations

import os
from pathlib import Path

from engine.destination import Reads, file_problem
from engine.map.model import MapPack
from engine.pack.assets import asset_file, asset_folder, asset_references
from engine.pack.errors import format_path
from engine.pack.io import PACK_FILE, pack_file, save_target


def destination_problem(path: Path, reads: Reads = ()) -> str | None:
    """Why a pack cannot be saved at `path` (as `save_pack` would), or None; the
    command `reads` those files, so it must not write over them."""
    try:
        file = save_target(path)
    except (OSError, ValueError):  # the path itself is refused; file_problem says why
        file = path
    new_folder = file.name == PACK_FILE and file.parent == path
    return file_problem(file, new_folder, reads)


def pack_reads(
    path: str | os.PathLike[str], pack: MapPack | None = None, what: str = "the map"
) -> Reads:
    """The file a command reads a pack from and, once the pack is read, the files
    its assets name (a background image a render must not be written over)."""
    reads = [(what, pack_file(Path(path)))]
    folder = asset_folder(Path(path))
    for place, text in asset_references(pack) if pack is not None else ():
        try:
            file = asset_file(text, folder)
        except OSError:  # a path no file can have: nothing to write over
            continue
        if file is not None:
            reads.append((f"{what}'s {format_path(place)}", file))
    return reads
