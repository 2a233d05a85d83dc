"""Hostile files and paths, made on demand, and deadlines so a test that hangs fails.

Each maker takes a scratch folder and returns the path to give Tracksmith and
the reason it must answer with. A named pipe blocks a plain open, `/dev/zero`
never ends and both report a size of zero, so a reader that trusts `stat`
hangs on them: the `deadline` fixture turns such a hang into a failure.
"""

from __future__ import annotations

import faulthandler
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.pack.limits import IMAGE_BYTES
from engine.paths import MAPS, ROOT

DEADLINE = 20.0  # seconds; every hostile input is answered in far less
LONG_NAME = "x" * 5000

HostileFile = Callable[[Path], tuple[Path, str]]


class Hung(BaseException):
    """Not an OSError, so no handler in the code under test can swallow it."""


@pytest.fixture
def deadline() -> Iterator[None]:
    """Fail a test still running after DEADLINE seconds. A blocking call in Python
    is interrupted by the alarm; one inside C code that retries ends the whole run
    with every thread's traceback, which is still better than a run that never ends."""
    if sys.platform == "win32":
        yield
        return

    def expired(_signal: int, _frame: object) -> None:
        raise Hung(f"still running after {DEADLINE} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, DEADLINE)
    faulthandler.dump_traceback_later(3 * DEADLINE, exit=True)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def named_pipe(folder: Path, name: str = "pipe.yaml") -> tuple[Path, str]:
    path = folder / name
    os.mkfifo(path)
    return path, "not a regular file: a named pipe"


ENDLESS = Path("/dev/zero")
ENDLESS_REASON = "not a regular file: a device"


def link_loop(folder: Path, name: str = "loop.yaml") -> tuple[Path, str]:
    path = folder / name
    path.symlink_to(name)
    return path, "cannot read: Too many levels of symbolic links"


def folder_as_file(folder: Path, name: str = "plans.yaml") -> tuple[Path, str]:
    """A folder where a file belongs; given as a map, it is a folder pack whose
    `map.yaml` is a folder too."""
    path = folder / name
    (path / "map.yaml").mkdir(parents=True)
    return path, "not a regular file: a folder"


def long_name(folder: Path) -> tuple[Path, str]:
    return folder / LONG_NAME, "cannot read: File name too long"


def missing(folder: Path, name: str = "nowhere.yaml") -> tuple[Path, str]:
    return folder / name, "cannot read: No such file or directory"


def too_large(folder: Path, size: int, name: str = "huge.yaml") -> tuple[Path, str]:
    """A sparse file one byte past `size`: nothing is written to disk."""
    path = folder / name
    with path.open("wb") as handle:
        handle.truncate(size + 1)
    return path, f"larger than {size // 2**20} MiB"


def pipe_behind_a_link(folder: Path) -> tuple[Path, str]:
    pipe, reason = named_pipe(folder, "pipe")
    path = folder / "linked.yaml"
    path.symlink_to(pipe.name)
    return path, reason


# Fed to commands in the test's own process: a regression hangs in a call the
# deadline interrupts. `/dev/zero` is not among them: a reader that trusts it
# fills memory inside one C call, so it goes to the command in a process of its
# own (see `run_tracksmith`).
HOSTILE_FILES: dict[str, HostileFile] = {
    "named-pipe": named_pipe,
    "link-loop": link_loop,
    "folder": folder_as_file,
    "long-name": long_name,
    "missing": missing,
    "pipe-behind-a-link": pipe_behind_a_link,
}


def run_tracksmith(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """The real command in a process of its own, killed when past DEADLINE, so a
    hang or a traceback shows as a user would meet it."""
    return subprocess.run(
        [sys.executable, "-m", "editor.cli", *map(str, args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=DEADLINE,
        check=False,
    )


# --- background images ----------------------------------------------------------------------

TUTORIAL = (MAPS / "tutorial.yaml").read_text(encoding="utf-8")
A_PNG = b"\x89PNG\r\n\x1a\n"  # enough of one for the checks that read only the start


@dataclass(frozen=True)
class HostileBackground:
    pack: Path  # a folder pack
    path: str  # the background's path, as map.yaml writes it
    code: str  # validate's finding is `background-<code>`
    reason: str

    @property
    def shown(self) -> str:
        """The path as messages quote it (a long one cut short)."""
        if len(self.path) <= 80:
            return self.path
        return f"{self.path[:60]}… ({len(self.path)} characters)"


def with_background(folder: Path, path: str) -> Path:
    """The tutorial map as a folder pack whose background image is at `path`, as written."""
    folder.mkdir(exist_ok=True)
    quoted = path.replace("'", "''")
    text = TUTORIAL.replace(
        "canvas: [1000, 800]\n", f"canvas: [1000, 800]\nbackground:\n  path: '{quoted}'\n"
    )
    (folder / "map.yaml").write_text(text, encoding="utf-8")
    return folder


def _outside_image(folder: Path) -> None:
    (folder.parent / "scan.png").write_bytes(A_PNG)


OUTSIDE = "not a path inside the map's folder"
# name: (make it in the pack's folder, the path written, the finding's code, the reason)
_BACKGROUNDS: dict[str, tuple[Callable[[Path], object], str, str, str]] = {
    "named-pipe": (
        lambda folder: named_pipe(folder, "scan.png"),
        "scan.png",
        "unreadable",
        "not a regular file: a named pipe",
    ),
    "link-loop": (
        lambda folder: link_loop(folder, "scan.png"),
        "scan.png",
        "unreadable",
        "cannot read: Too many levels of symbolic links",
    ),
    "folder": (
        lambda folder: folder_as_file(folder, "scans"),
        "scans",
        "unreadable",
        "not a regular file: a folder",
    ),
    "long-name": (lambda folder: None, LONG_NAME, "unreadable", "cannot read: File name too long"),
    "long-file-name": (  # a path of 304 characters: one name past what a folder holds
        lambda folder: None,
        "x" * 300 + ".png",
        "unreadable",
        "cannot read: File name too long",
    ),
    "missing": (lambda folder: None, "scan.png", "missing", "missing"),
    "too-large": (
        lambda folder: too_large(folder, IMAGE_BYTES, "scan.png"),
        "scan.png",
        "unreadable",
        f"larger than {IMAGE_BYTES // 2**20} MiB",
    ),
    "not-an-image": (
        lambda folder: (folder / "scan.png").write_text("a shopping list", encoding="utf-8"),
        "scan.png",
        "not-image",
        "not a PNG, JPEG, BMP, GIF, WebP or SVG image",
    ),
    "dev-zero-behind-a-link": (
        lambda folder: (folder / "scan.png").symlink_to(ENDLESS),
        "scan.png",
        "outside",
        "leads out of the map's folder through a symbolic link",
    ),
    "dev-zero": (lambda folder: None, str(ENDLESS), "outside", OUTSIDE),
    "climbs-out": (_outside_image, "../scan.png", "outside", OUTSIDE),
}
BACKGROUNDS = list(_BACKGROUNDS)


def background_pack(tmp_path: Path, name: str) -> HostileBackground:
    """A folder pack in `tmp_path` whose background is the hostile one called `name`."""
    make, path, code, reason = _BACKGROUNDS[name]
    folder = tmp_path / "city"
    folder.mkdir()
    make(folder)
    return HostileBackground(with_background(folder, path), path, code, reason)
