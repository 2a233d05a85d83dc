"""A worker process killed mid-run: the games that finished are reported, never a traceback."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from engine.paths import MAPS
from tests.command_process import start_tracksmith

TUTORIAL = str(MAPS / "tutorial.yaml")
GAMES = 20_000  # far more than can finish before the kill
DEADLINE = 60.0

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/task").is_dir(), reason="finds the workers through /proc"
)


def _workers(parent: int) -> list[int]:
    """The pool's processes: children that run the parent's own command line."""
    own = Path(f"/proc/{parent}/cmdline").read_bytes()
    children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
    found = []
    for child in map(int, children):
        try:
            if Path(f"/proc/{child}/cmdline").read_bytes() == own:
                found.append(child)
        except OSError:
            continue
    return found


def _kill_a_worker(run: subprocess.Popen[str]) -> list[int]:
    """Kill one worker; the others, which must not outlive the run."""
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline and run.poll() is None:
        workers = _workers(run.pid)
        if workers:
            time.sleep(1.0)  # let a few chunks of games finish first
            workers = _workers(run.pid)
            os.kill(workers[0], signal.SIGKILL)
            return workers[1:]
        time.sleep(0.05)
    run.kill()
    pytest.fail("the run never started a worker process")


def _finish(run: subprocess.Popen[str]) -> tuple[int, str, str]:
    try:
        out, err = run.communicate(timeout=DEADLINE)
    except subprocess.TimeoutExpired:
        run.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):  # a worker may hold the pipe
            run.communicate(timeout=5)
        pytest.fail("the run or its workers did not end after a worker died")
    return run.returncode, out, err


def _gone(pids: list[int]) -> bool:
    """Whether the processes have ended: a worker blocked on a lock the killed one
    held would otherwise live on, keeping the command's output open."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if not any(Path(f"/proc/{pid}").exists() for pid in pids):
            return True
        time.sleep(0.05)
    return False


def test_playtest_reports_the_finished_games_when_a_worker_dies(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    records = tmp_path / "games"
    run = start_tracksmith(
        "playtest", TUTORIAL, "--games", str(GAMES), "--jobs", "2", "--bots", "random",
        "--out", str(out), "--records", str(records),
    )  # fmt: skip
    others = _kill_a_worker(run)
    code, summary, err = _finish(run)
    assert others and _gone(others)
    assert code == 1
    assert "Traceback" not in err
    assert "a worker process died" in err
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["stopped"] == "a worker process died"
    assert report["games_requested"] == GAMES
    assert 0 < report["games"] < GAMES
    assert f"{report['games']} of {GAMES} games finished" in err
    assert f"{report['games']} games" in summary
    assert len(list(records.glob("game-*.yaml"))) == report["games"]


def test_compare_refuses_to_compare_when_a_worker_dies() -> None:
    run = start_tracksmith(
        "compare", TUTORIAL, TUTORIAL, "--games", str(GAMES), "--jobs", "2", "--bots", "random"
    )
    others = _kill_a_worker(run)
    code, out, err = _finish(run)
    assert others and _gone(others)
    assert code == 1
    assert "Traceback" not in err
    assert "a worker process died; a comparison needs both runs complete" in err
    assert "paired games" not in out
