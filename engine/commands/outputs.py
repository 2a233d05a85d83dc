"""Where a run's results go: checked before the games start, kept when writing fails after.

A run can take hours; a destination that cannot take its results must be
refused before the first game, and one that fails at the end (it vanished,
the disk filled up) must not lose what was computed.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.commands import UsageError
from engine.destination import Reads, file_problem, folder_problem
from engine.pack.destination import destination_problem
from engine.sim.run_files import write_report


def check_file(option: str, path: str, reads: Reads = ()) -> Path:
    """The file `option` names, once a file can be written there and it is none
    of the files the command `reads`."""
    return _checked(option, path, lambda target: file_problem(target, reads=reads))


def check_folder(
    option: str, path: str, reads: Reads = (), writes: Callable[[str], bool] = lambda name: False
) -> Path:
    """The folder `option` names, once it exists or can be made, takes files, and
    holds none of the files the command `reads` under a name it `writes`."""
    return _checked(option, path, lambda target: folder_problem(target, reads, writes))


def _checked(option: str, path: str, problem_of: Callable[[Path], str | None]) -> Path:
    target = Path(path)
    problem = problem_of(target)
    if problem is not None:
        raise UsageError(
            f"{option} {path!r}: {problem}" if "\0" in path else f"{option} {path}: {problem}"
        )
    return target


def check_pack(target: Path, reads: Reads) -> None:
    """Refuse a destination a map pack cannot be saved at (none of the files the
    command `reads`)."""
    problem = destination_problem(target, reads)
    if problem is not None:
        raise UsageError(f"cannot write {target}: {problem}")


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
