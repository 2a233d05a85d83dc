"""Hostile arguments to `playtest` and `compare`: refused before any game, by name, no traceback.

Every case goes through the real command line; none may play a game first
(nothing on standard output) or end in anything but a message and exit 2.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.paths import MAPS, ROOT
from engine.sim.runner import max_jobs

TUTORIAL = str(MAPS / "tutorial.yaml")
NEXT_STATION = str(MAPS / "next-station-london.yaml")
FAST = ["--games", "2", "--jobs", "1"]


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """The message of a command refused before it played anything."""
    assert main(list(args)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    return err


@pytest.fixture
def places(tmp_path: Path) -> dict[str, str]:
    """Places no result can be written to, made fresh for each test."""
    folder = tmp_path / "folder"
    folder.mkdir()
    file = tmp_path / "file.txt"
    file.write_text("taken\n", encoding="utf-8")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    return {
        "folder": str(folder),
        "file": str(file),
        "missing-parent": str(tmp_path / "missing" / "result.json"),
        "under-a-file": str(file / "result.json"),
        "fifo": str(fifo),
        "symlink-loop": str(loop),
        "nul": str(tmp_path / "a\0b.json"),
        "long-name": str(tmp_path / ("x" * 5000)),
        "device": "/dev/null",
        "proc": "/proc/result.json",
    }


REPORT_REFUSED = {
    "folder": "is a folder",
    "missing-parent": "does not exist",
    "under-a-file": "is a file, not a folder",
    "fifo": "is not a regular file",
    "symlink-loop": "Too many levels of symbolic links",
    "nul": "cannot hold a NUL character",
    "long-name": "File name too long",
    "device": "is not a regular file",
    "proc": "cannot write in /proc",
}
RECORDS_REFUSED = {
    "file": "is a file, not a folder",
    "under-a-file": "is a file, not a folder",
    "fifo": "is a file, not a folder",
    "symlink-loop": "Too many levels of symbolic links",
    "nul": "cannot hold a NUL character",
    "long-name": "File name too long",
    "device": "is a file, not a folder",
    "proc": "cannot write in /proc",
}


@pytest.mark.parametrize(("place", "message"), REPORT_REFUSED.items())
@pytest.mark.parametrize("command", ["playtest", "compare"])
def test_a_report_destination_is_checked_before_the_run(
    command: str,
    place: str,
    message: str,
    places: dict[str, str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    maps = [TUTORIAL] if command == "playtest" else [TUTORIAL, TUTORIAL]
    err = refused(capsys, command, *maps, *FAST, "--out", places[place])
    assert f"--out {places[place]}" in err or "--out '" in err
    assert message in err


@pytest.mark.parametrize(("place", "message"), RECORDS_REFUSED.items())
def test_a_records_destination_is_checked_before_the_run(
    place: str, message: str, places: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(capsys, "playtest", TUTORIAL, *FAST, "--records", places[place])
    assert f"--records {places[place]}" in err or "--records '" in err
    assert message in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "0"], "--players must be at least 1, not 0"),
        (["--players", "-1"], "--players must be at least 1, not -1"),
        (["--players", "-99999999999999999999"], "--players must be at least 1"),
        (["--games", "-1"], "--games must be from 1 to 100,000, not -1"),
        (["--games", "100001"], "--games must be from 1 to 100,000, not 100001"),
        (["--games", "1000000000"], "--games must be from 1 to 100,000, not 1000000000"),
        (["--games", "9" * 400], "--games must be from 1 to 100,000"),
        (["--jobs", "0"], "--jobs must be from 1 to"),
        (["--jobs", "-4"], "--jobs must be from 1 to"),
        (["--jobs", str(max_jobs() + 1)], f"--jobs must be from 1 to {max_jobs()}"),
        (["--jobs", "1000000"], f"--jobs must be from 1 to {max_jobs()}"),
        (["--seed", str(2**53)], "--seed and the seeds after it must lie within"),
        (["--seed", str(-(2**53) - 1)], "--seed and the seeds after it must lie within"),
        (["--bots", ""], "--bots names no bot"),
        (["--bots", ",,"], "--bots names no bot"),
        (["--scheduler", ""], "--scheduler needs an address"),
        (["--scheduler", "   "], "--scheduler needs an address"),
        (["--scheduler", "nonsense"], "expected HOST:PORT or tcp://HOST:PORT, not 'nonsense'"),
        (["--scheduler", "host:"], "the port is a number from 1 to 65535"),
        (["--scheduler", ":8786"], "expected HOST:PORT"),
        (["--scheduler", "host:0"], "the port is a number from 1 to 65535"),
        (["--scheduler", "host:99999"], "the port is a number from 1 to 65535"),
        (["--scheduler", "host:" + "9" * 5000], "the port is a number from 1 to 65535"),
        (["--scheduler", "host:\uff18\uff17\uff18\uff16"], "the port is a number from 1 to 65535"),
        (["--scheduler", "tcp://"], "expected HOST:PORT"),
        (["--scheduler", "tls://host:8786"], "expected HOST:PORT"),
        (["--scheduler", "udp://host:8786"], "expected HOST:PORT"),
        (["--scheduler", "http://host:8786/"], "expected HOST:PORT"),
        (["--scheduler", "user@host:8786"], "expected HOST:PORT"),
        (["--scheduler", "host name:8786"], "expected HOST:PORT"),
        (["--scheduler", "a\0b:8786"], "expected HOST:PORT"),
        (["--scheduler", "[::1]"], "expected HOST:PORT"),
    ],
)
@pytest.mark.parametrize("command", ["playtest", "compare"])
def test_bad_run_arguments_are_refused_by_name(
    command: str, args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    maps = [TUTORIAL] if command == "playtest" else [TUTORIAL, TUTORIAL]
    arguments = {"--games": "2", "--jobs": "1", **dict(zip(args[::2], args[1::2], strict=True))}
    flat = [part for pair in arguments.items() for part in pair]
    assert message in refused(capsys, command, *maps, *flat)


def test_players_zero_is_refused_not_taken_as_the_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert "--players must be at least 1, not 0" in refused(
        capsys, "playtest", TUTORIAL, *FAST, "--players", "0"
    )


@pytest.mark.parametrize(("a", "b"), [(TUTORIAL, NEXT_STATION), (NEXT_STATION, TUTORIAL)])
def test_compare_refuses_maps_of_different_rule_families(
    a: str, b: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(capsys, "compare", a, b, *FAST)
    assert "only maps of one rule family pair game by game" in err
    assert "'underground'" in err and "'next-station'" in err


def test_a_cluster_run_without_dask_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    err = refused(capsys, "playtest", TUTORIAL, *FAST, "--scheduler", "127.0.0.1:8786")
    assert "needs the 'distributed' package" in err


def test_a_reader_that_goes_away_ends_the_command_quietly(tmp_path: Path) -> None:
    """`tracksmith replay RECORD | head -0` closes the pipe before the command
    writes; it stops without a traceback or a complaint at exit."""
    records = tmp_path / "records"
    assert main(["playtest", str(TUTORIAL), "--games", "1", "--records", str(records)]) == 0
    run = subprocess.Popen(
        [sys.executable, "-m", "editor.cli", "replay", str(records / "game-0.yaml")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert run.stdout is not None and run.stderr is not None
    run.stdout.close()  # long before the command has started
    err = run.stderr.read()
    assert run.wait(timeout=60) == 141
    assert "Traceback" not in err and "Exception ignored" not in err
