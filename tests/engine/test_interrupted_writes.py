"""A save killed outright leaves its temporary file beside the map; the next save of
the same map removes it, but never the temporary of a save still running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.cli import main
from engine.pack import dump_pack, load_pack
from engine.pack.atomic import STALE_AGE
from engine.paths import MAPS, ROOT
from tests.hostile import deadline

__all__ = ["deadline"]  # the fixture, used by name
pytestmark = pytest.mark.usefixtures("deadline")

# A save that stops half way through writing, as a save does when it is killed.
SAVING = """
import sys, time
from pathlib import Path
from engine.pack.atomic import replace_atomically

def write(temporary):
    temporary.write_text("format: 1\\nid: half", encoding="utf-8")
    print(temporary, flush=True)
    time.sleep(600)

replace_atomically(Path(sys.argv[1]), write)
"""


@pytest.fixture
def target(tmp_path: Path) -> Path:
    path = tmp_path / "city.yaml"
    path.write_text(dump_pack(load_pack(MAPS / "tutorial.yaml")), encoding="utf-8")
    return path


@pytest.fixture
def saving(target: Path) -> Iterator[tuple[subprocess.Popen[str], Path]]:
    """A save of `target` in another process, stopped half way; yields it and its temporary."""
    process = subprocess.Popen(
        [sys.executable, "-c", SAVING, str(target)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        temporary = Path(process.stdout.readline().strip())
        yield process, temporary
    finally:
        process.kill()
        process.wait()


def age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def fmt(capsys: pytest.CaptureFixture[str], target: Path) -> None:
    assert main(["fmt", str(target)]) == 0
    assert capsys.readouterr().err == ""


def test_the_next_save_removes_what_a_killed_save_left(
    capsys: pytest.CaptureFixture[str], target: Path, saving: tuple[subprocess.Popen[str], Path]
) -> None:
    process, temporary = saving
    before = target.read_text(encoding="utf-8")
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert temporary.exists() and temporary.name.startswith(".city.yaml.")
    assert target.read_text(encoding="utf-8") == before  # the killed save changed nothing
    fmt(capsys, target)
    assert temporary.exists()  # too young: it might be a save that just began
    age(temporary, STALE_AGE + 1)
    fmt(capsys, target)
    assert not temporary.exists()
    assert sorted(p.name for p in target.parent.iterdir()) == ["city.yaml"]
    assert target.read_text(encoding="utf-8") == before


def test_the_temporary_of_a_save_still_running_is_kept(
    capsys: pytest.CaptureFixture[str], target: Path, saving: tuple[subprocess.Popen[str], Path]
) -> None:
    process, temporary = saving
    age(temporary, 10 * STALE_AGE)  # a slow save: old, but its process holds the lock
    fmt(capsys, target)
    assert temporary.exists()
    assert process.poll() is None


@pytest.mark.parametrize(
    "name",
    [".other.yaml.0123abcd.tmp", ".city.yaml.notes.tmp", "city.yaml.0123abcd.tmp"],
    ids=["another-file", "not-hex", "not-hidden"],
)
def test_files_that_are_not_temporaries_of_the_map_are_kept(
    capsys: pytest.CaptureFixture[str], target: Path, name: str
) -> None:
    other = target.with_name(name)
    other.write_text("someone's notes", encoding="utf-8")
    age(other, 10 * STALE_AGE)
    fmt(capsys, target)
    assert other.read_text(encoding="utf-8") == "someone's notes"
