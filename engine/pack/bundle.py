"""Exporting a map pack to share: one `.yaml` file, or a folder of `map.yaml` plus its assets.

Asset paths come from the pack, and a pack may come from anyone, so an asset
must name a file inside the pack's folder. A path that is absolute, climbs out
with `..` or leads out through a symbolic link is refused before anything is
written: an export never reads or writes outside its two folders.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine.map.model import MapPack
from engine.pack.assets import (
    AssetError,
    asset_references,
    copy_atomically,
    copy_ends,
    shown,
)
from engine.pack.errors import PackError, Problem
from engine.pack.io import PACK_FILE, atomic_write_text, checked_text


def export_file(pack: MapPack, target: Path) -> Path:
    """The pack as one self-contained file.

    The background image is left out: it is a tracing aid that cannot travel
    inside the file, and a reference to an image the reader lacks would dangle.
    """
    atomic_write_text(target, checked_text(replace(pack, background=None), str(target)))
    return target


def export_folder(pack: MapPack, source: Path | None, target: Path) -> Path:
    """`target/map.yaml` plus a copy of every asset, at the same relative path.

    `source` is the folder the assets are read from (see `asset_folder`), or
    None for a map never saved. Every asset is checked before anything is
    written, and `map.yaml` is written last, so it never names a missing file.
    """
    file = target / PACK_FILE
    text = checked_text(pack, str(file))
    copies = _planned_copies(pack, source, target)
    target.mkdir(parents=True, exist_ok=True)
    for origin, destination in copies:
        copy_atomically(origin, destination)
    atomic_write_text(file, text)
    return file


def _planned_copies(pack: MapPack, source: Path | None, target: Path) -> list[tuple[Path, Path]]:
    copies: list[tuple[Path, Path]] = []
    problems: list[Problem] = []
    for key_path, text in asset_references(pack):
        if source is None:
            problems.append(Problem(key_path, "the map has no folder yet: save it first"))
            continue
        try:
            copies.append(copy_ends(text, source, target))
        except AssetError as error:
            problems.append(Problem(key_path, f"'{shown(text)}': {error.reason}"))
    if problems:
        raise PackError(str(source) if source is not None else pack.id, problems)
    return copies
