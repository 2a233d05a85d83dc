"""Reading and writing map packs on disk: a single `.yaml` file or a folder.

A folder pack is `map.yaml` plus its assets (a background image, say). Writes
are atomic: a temporary file in the same folder, then a rename, so a crash
never leaves half a map.
"""

from __future__ import annotations

import os
from pathlib import Path

from engine.model import MapPack
from engine.pack.atomic import replace_atomically
from engine.pack.decode import decode_pack
from engine.pack.encode import dump_pack
from engine.pack.errors import PackError, Problem
from engine.pack.files import UnreadableFile, decode_text, read_bounded
from engine.pack.limits import MAX_BYTES
from engine.pack.migrate import migrate
from engine.pack.reader import read_yaml
from engine.pack.schema import check_structure

PACK_FILE = "map.yaml"


def pack_file(path: Path) -> Path:
    """The YAML file of a pack given as a file or a folder."""
    return path / PACK_FILE if os.path.isdir(path) else path  # never raises, unlike Path.is_dir


def parse_pack(text: str | bytes, source: str) -> MapPack:
    if isinstance(text, bytes):
        text = _decode(text, source)
    read = read_yaml(text, source)
    if not isinstance(read.data, dict):
        raise PackError(source, [Problem((), "expected a mapping at the top of the file", 1)])
    data, problems = migrate(read.data)
    if problems:
        raise PackError(
            source, [Problem(p.path, p.message, read.line_of(p.path)) for p in problems]
        )
    read.data = data
    problems = check_structure(read)
    if problems:
        raise PackError(source, problems)
    return decode_pack(data)


def load_pack(path: str | os.PathLike[str]) -> MapPack:
    """Load a pack, raising PackError (never another exception) for unreadable input."""
    file = pack_file(Path(path))
    try:
        raw = read_bounded(file, MAX_BYTES)
    except UnreadableFile as error:
        raise PackError(str(file), [Problem((), error.reason)]) from None
    return parse_pack(raw, str(file))


def _decode(raw: bytes, source: str) -> str:
    try:
        return decode_text(raw)
    except UnreadableFile as error:
        raise PackError(source, [Problem((), error.reason)]) from None


def atomic_write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    replace_atomically(path, lambda temporary: temporary.write_text(text, "utf-8", newline="\n"))


def save_pack(pack: MapPack, path: str | os.PathLike[str]) -> Path:
    """Write the canonical form to a `.yaml` file, or to `map.yaml` in a folder."""
    target = Path(path)
    file = target / PACK_FILE if target.is_dir() or not target.suffix else target
    atomic_write_text(file, dump_pack(pack))
    return file
