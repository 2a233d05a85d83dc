"""Reading and writing map packs on disk: a single `.yaml` file or a folder.

A folder pack is `map.yaml` plus its assets (a background image, say). Writes
are atomic: a temporary file in the same folder, then a rename, so a crash
never leaves half a map. Nothing is written that would not open again: the text
is read back, compared with the pack's data and checked as opening checks it,
before any file is touched.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import yaml

from engine.collector import collector_paused
from engine.map.model import MapPack
from engine.pack.assets import carry_assets
from engine.pack.atomic import replace_atomically
from engine.pack.canonical_reader import read_canonical
from engine.pack.decode import decode_pack
from engine.pack.encode import dump_data, pack_to_data
from engine.pack.errors import KeyPath, PackError, Problem
from engine.pack.files import UnreadableFile, decode_text, read_bounded
from engine.pack.limits import MAX_BYTES
from engine.pack.migrate import migrate
from engine.pack.reader import ReadResult, read_yaml
from engine.pack.schema import check_structure

PACK_FILE = "map.yaml"


def pack_file(path: Path) -> Path:
    """The YAML file of a pack given as a file or a folder."""
    return path / PACK_FILE if os.path.isdir(path) else path  # never raises, unlike Path.is_dir


def parse_pack(text: str | bytes, source: str) -> MapPack:
    """The pack a file's text holds. A file in the canonical form (every file saved
    here) is read by its own reader, several times faster, which reads what the
    general reader reads (tests/engine/test_canonical_reader.py); a file it leaves,
    or one with a problem to place, is read by the general reader, which knows the
    lines."""
    if isinstance(text, bytes):
        text = _decode(text, source)
    quick = read_canonical(text) if len(text) <= MAX_BYTES else None
    if quick is not None:
        try:
            return _pack_of(ReadResult(quick, {}), source)
        except PackError:
            pass  # read again, for the lines the problems are on
    return _pack_of(read_yaml(text, source), source)


def _pack_of(read: ReadResult, source: str) -> MapPack:
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
    return save_pack_with_assets(pack, path, None)[0]


def save_pack_with_assets(
    pack: MapPack, path: str | os.PathLike[str], assets_from: Path | None
) -> tuple[Path, list[str]]:
    """Save as `save_pack` does, taking the pack's assets along from folder
    `assets_from` (None: none to take). Returns the file written and a sentence
    for each asset left behind (see `carry_assets`); nothing is copied or
    written for a pack that would not open again."""
    file = save_target(Path(path))
    text = checked_text(pack, str(file))
    left = carry_assets(pack, assets_from, file.parent) if assets_from is not None else []
    atomic_write_text(file, text)
    return file, left


def save_target(path: Path) -> Path:
    """The file a save to `path` writes: `path` itself, or `map.yaml` in a folder
    (an existing one, or a new one named without a suffix)."""
    return path / PACK_FILE if path.is_dir() or not path.suffix else path


def checked_text(pack: MapPack, target: str) -> str:
    """The canonical text of `pack`, once it is known to read back as its data and
    to pass the checks a file meets when it is opened.

    Raises PackError naming `target` and the first problem: a value the format
    refuses (a name past the length limit, a number out of range) or one that
    would come back as something else (a date among the options comes back as
    text). The text is read back by the reader of the canonical form
    (engine/pack/canonical_reader.py), which reads as the general reader does,
    several times faster; text outside that form goes to the general reader.
    That the data opens as this very pack (decode_pack undoing pack_to_data) is
    a property of the code, which tests/engine/test_pack_roundtrip.py checks
    over generated packs, not of the text.
    """
    with collector_paused():  # tens of thousands of plain values, none in a cycle
        return _checked_text(pack, target)


def _checked_text(pack: MapPack, target: str) -> str:
    data = pack_to_data(pack)
    try:
        text = dump_data(data)
    except yaml.YAMLError as error:  # a value YAML cannot write as plain data at all
        raise _not_saved(target, Problem((), f"cannot be written as YAML: {error}")) from None
    try:
        again = read_canonical(text)
        if again is None:
            again = read_yaml(text, target).data
    except PackError as error:
        raise _not_saved(target, error.problems[0]) from None
    if again != data:
        place, read = _first_difference(data, again)
        shown = repr(read) if len(repr(read)) <= 60 else f"{repr(read)[:57]}..."
        raise _not_saved(target, Problem(place, f"would read back as {shown}"))
    problems = check_structure(ReadResult(again, {}))
    if problems:
        raise _not_saved(target, problems[0])
    return text


def _not_saved(target: str, problem: Problem) -> PackError:
    """The problem without its line (the text was never written), and what that meant."""
    message = f"{problem.message}; not saved, as the map would not open again"
    return PackError(target, [Problem(problem.path, message)])


def _first_difference(written: Any, read: Any, path: KeyPath = ()) -> tuple[KeyPath, Any]:
    """Where two plain values first differ (type included, so a date is not its
    text), and what was read there."""
    if isinstance(written, dict) and isinstance(read, dict):
        for key in [*written, *(k for k in read if k not in written)]:
            if key not in written or key not in read:
                return (*path, key), read.get(key)
            if _differ(written[key], read[key]):
                return _first_difference(written[key], read[key], (*path, key))
    elif isinstance(written, list) and isinstance(read, list) and len(written) == len(read):
        for index, (mine, theirs) in enumerate(zip(written, read, strict=True)):
            if _differ(mine, theirs):
                return _first_difference(mine, theirs, (*path, index))
    return path, read


def _differ(a: Any, b: Any) -> bool:
    return type(a) is not type(b) or bool(a != b)
