"""Where a run's results go: checked before the games start, kept when writing fails after.

A run can take hours; a destination that cannot take its results must be
refused before the first game, and one that fails at the end (it vanished,
the disk filled up) must not lose what was computed.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.sim.run_files import write_report


def check_file(option: str, path: str) -> Path:
    """The file `option` names, once a file can be written there."""
    target = Path(path)
    mode = _mode(option, path, target)
    if mode is not None and stat.S_ISDIR(mode):
        raise UsageError(f"{option} {path}: is a folder; name a file inside it")
    if mode is not None and not stat.S_ISREG(mode):
        raise UsageError(f"{option} {path}: is not a regular file")
    _check_folder_takes_files(option, path, target.parent)
    return target


def check_folder(option: str, path: str) -> Path:
    """The folder `option` names, once it exists or can be made, and takes files."""
    target = Path(path)
    mode = _mode(option, path, target)
    if mode is not None and not stat.S_ISDIR(mode):
        raise UsageError(f"{option} {path}: is a file, not a folder")
    existing = target
    while _mode(option, path, existing) is None and existing != existing.parent:
        existing = existing.parent
    _check_folder_takes_files(option, path, existing)
    return target


def _mode(option: str, path: str, place: Path) -> int | None:
    """The file type bits of `place`, None when nothing is there."""
    if "\0" in path:
        raise UsageError(f"{option} {path!r}: a path cannot hold a NUL character")
    try:
        return place.stat().st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        raise UsageError(f"{option} {path}: {error.strerror}") from None


def _check_folder_takes_files(option: str, path: str, folder: Path) -> None:
    mode = _mode(option, path, folder)
    if mode is None:
        raise UsageError(f"{option} {path}: the folder {folder} does not exist")
    if not stat.S_ISDIR(mode):
        raise UsageError(f"{option} {path}: {folder} is not a folder")
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        raise UsageError(f"{option} {path}: cannot write in {folder}: {error.strerror}") from None


class UnwrittenError(Exception):
    """Neither the destination nor a spare place took the results."""


def write_or_keep(
    what: str, target: Path, write: Callable[[Path], object], spare: Callable[[Path], Path]
) -> bool:
    """Write `what` to `target`, or else to `spare(target)`; True when it went to `target`.

    The user is told where it went; UnwrittenError when it went nowhere.
    """
    try:
        write(target)
        return True
    except OSError as error:
        problem = f"cannot write {what} to {target}: {error.strerror or error}"
    try:
        place = spare(target)
        write(place)
    except OSError as error:
        print(f"{problem}; nor to the temporary folder: {error.strerror or error}", file=sys.stderr)
        raise UnwrittenError(what) from None
    print(f"{problem}; it is in {place} instead", file=sys.stderr)
    return False


def spare_file(target: Path) -> Path:
    """A new file in the temporary folder, named after `target`."""
    handle, name = tempfile.mkstemp(prefix=f"tracksmith-{target.stem}-", suffix=target.suffix)
    os.close(handle)
    return Path(name)


def spare_folder(target: Path) -> Path:
    """A new folder in the temporary folder, named after `target`."""
    return Path(tempfile.mkdtemp(prefix=f"tracksmith-{target.name}-"))


def save_report(report: dict[str, Any], target: Path) -> bool:
    """The JSON report to `target`, a spare file, or at worst standard output."""
    try:
        return write_or_keep(
            "the report", target, lambda place: write_report(report, place), spare_file
        )
    except UnwrittenError:
        print("the report follows on standard output", file=sys.stderr)
        print(json.dumps(report, indent=2))
        return False
