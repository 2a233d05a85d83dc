"""A destination that fails after the run (it vanished, it filled up): the results are kept.

The games are played, then the folder the results were to go to is replaced
by a file; the command says where the results went instead and exits 1, never a
traceback and never a lost run.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from engine.commands import compare, playtest
from engine.paths import MAPS
from engine.records import read_record, replay

TUTORIAL = str(MAPS / "tutorial.yaml")
RUN = ["--games", "3", "--jobs", "1", "--players", "2"]


@pytest.fixture
def doomed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder replaced by a file once the games have been played."""
    folder = tmp_path / "out"
    folder.mkdir()

    def then_lose(step: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
        def wrapped(*args: Any, **kwargs: Any) -> dict[str, Any]:
            shutil.rmtree(folder)
            folder.write_text("in the way\n", encoding="utf-8")
            return step(*args, **kwargs)

        return wrapped

    monkeypatch.setattr(playtest, "build_report", then_lose(playtest.build_report))
    monkeypatch.setattr(compare, "compare_runs", then_lose(compare.compare_runs))
    return folder


@pytest.fixture
def spare(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "temporary"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def kept_instead(err: str, what: str, target: Path, spare: Path, pattern: str) -> Path:
    """Where the command says it kept `what`, after checking it said so without a traceback."""
    (kept,) = spare.glob(pattern)
    assert f"cannot write {what} to {target}" in err
    assert f"it is in {kept} instead" in err
    assert "Traceback" not in err
    return kept


def test_a_report_whose_folder_vanished_goes_to_the_temporary_folder(
    doomed: Path, spare: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = doomed / "report.json"
    assert main(["playtest", TUTORIAL, *RUN, "--out", str(out)]) == 1
    kept = kept_instead(capsys.readouterr().err, "the report", out, spare, "tracksmith-report-*")
    report = json.loads(kept.read_text(encoding="utf-8"))
    assert report["games"] == report["games_requested"] == 3


def test_records_whose_folder_vanished_go_to_the_temporary_folder(
    doomed: Path, spare: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = doomed / "games"
    assert main(["playtest", TUTORIAL, *RUN, "--records", str(records)]) == 1
    err = capsys.readouterr().err
    kept = kept_instead(err, "the game records", records, spare, "tracksmith-games-*")
    assert sorted(p.name for p in kept.iterdir()) == [
        "game-0.yaml", "game-1.yaml", "game-2.yaml", "games.csv",
    ]  # fmt: skip
    assert replay(read_record(kept / "game-1.yaml")).is_over


def test_a_report_with_nowhere_to_go_is_printed(
    doomed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "no-such-folder"))
    assert main(["playtest", TUTORIAL, *RUN, "--out", str(doomed / "report.json")]) == 1
    printed, err = capsys.readouterr()
    assert "nor to the temporary folder" in err
    assert "the report follows on standard output" in err
    assert "Traceback" not in err
    assert json.loads(printed[printed.index("\n{") :])["games"] == 3


def test_compare_keeps_its_comparison_too(
    doomed: Path, spare: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = doomed / "comparison.json"
    assert main(["compare", TUTORIAL, TUTORIAL, *RUN, "--out", str(out)]) == 1
    err = capsys.readouterr().err
    kept = kept_instead(err, "the report", out, spare, "tracksmith-comparison-*")
    assert json.loads(kept.read_text(encoding="utf-8"))["games"] == 3
