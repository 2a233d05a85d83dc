"""How a map's file is named to the designer (window title, recent list, questions)."""

from __future__ import annotations

from pathlib import Path

from engine.pack.io import PACK_FILE


def file_label(path: Path) -> str:
    """A folder pack by its folder, since every one holds a `map.yaml`; a single
    file by its file name."""
    if path.is_dir():
        return path.name
    return path.parent.name if path.name == PACK_FILE else path.name
