"""Whether a path can take what a command is about to make, asked before the work.

A run or an import can take long; a destination that cannot take its result
(a folder where a file is wanted, a missing folder, one nobody may write in, a
device, or a file the command itself reads: an import told to write over its
own table) is said at once, in one sentence, instead of failing at the end.
Every command that writes checks its output here, so they refuse the same
things in the same words.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

# What a command reads, each said in words ("the map", "the --stations table")
# with its path: none of them may be written over.
Reads = Sequence[tuple[str, Path]]


def file_problem(file: Path, new_folder: bool = False, reads: Reads = ()) -> str | None:
    """Why `file` cannot be written, or None. With `new_folder`, its folder may be
    one level that does not exist yet (a folder pack about to be made)."""
    clash = read_clash(file, reads)
    if clash is not None:
        return clash
    try:
        mode = _mode(file)
        if mode is not None and stat.S_ISDIR(mode):
            return f"{file} is a folder; name a file inside it"
        if mode is not None and not stat.S_ISREG(mode):
            return f"{file} is not a regular file"
        folder = file.parent
        if new_folder and _mode(folder) is None:
            folder = folder.parent
        return _takes_files(folder)
    except (OSError, ValueError) as error:
        return _reason(error)


def folder_problem(
    folder: Path, reads: Reads = (), writes: Callable[[str], bool] = lambda name: False
) -> str | None:
    """Why files cannot be written in `folder`, or None; missing folders on the
    way are fine, as long as the nearest existing one takes files. A file the
    command reads must not be in the folder under a name it `writes`."""
    clash = _clash_inside(folder, reads, writes)
    if clash is not None:
        return clash
    try:
        mode = _mode(folder)
        if mode is not None and not stat.S_ISDIR(mode):
            return f"{folder} is a file, not a folder"
        existing = folder
        while _mode(existing) is None and existing != existing.parent:
            existing = existing.parent
        return _takes_files(existing)
    except (OSError, ValueError) as error:
        return _reason(error)


def read_clash(file: Path, reads: Reads) -> str | None:
    """Why `file` must not be written: it is one of the files the command reads
    (the same file, whatever links lead to it); None when it is none of them."""
    for what, source in reads:
        try:
            same = os.path.samefile(file, source)
        except (OSError, ValueError):  # either is missing or cannot be a path at all
            continue
        if same:
            named = "" if str(source) == str(file) else f" {source}"
            return f"{file} is {what}{named} itself; name another file"
    return None


def _clash_inside(folder: Path, reads: Reads, writes: Callable[[str], bool]) -> str | None:
    for what, source in reads:
        try:
            real = Path(os.path.realpath(source))
        except (OSError, ValueError):
            continue
        if writes(real.name):
            clash = read_clash(folder / real.name, [(what, source)])
            if clash is not None:
                return clash
    return None


def _mode(place: Path) -> int | None:
    """The file type bits of `place`, None when nothing is there."""
    try:
        return place.stat().st_mode
    except FileNotFoundError:
        return None
    except NotADirectoryError:  # a file on the way: name it, not the path below it
        blocker = next(p for p in place.parents if p.exists() and not p.is_dir())
        raise NotADirectoryError(0, f"{blocker} is a file, not a folder") from None


def _takes_files(folder: Path) -> str | None:
    mode = _mode(folder)
    if mode is None:
        return f"the folder {folder} does not exist"
    if not stat.S_ISDIR(mode):
        return f"{folder} is a file, not a folder"
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return f"cannot write in {folder}: {error.strerror or error}"
    return None


def _reason(error: OSError | ValueError) -> str:
    """A path the system refuses: a NUL byte (ValueError), a name too long, a loop of links."""
    if isinstance(error, ValueError):
        return "a path cannot hold a NUL character"
    return error.strerror or str(error)
