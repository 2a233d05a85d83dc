"""`tracksmith suggest`: the table, the JSON, --apply, and bad arguments refused up front."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cli import main
from engine.pack import load_pack
from engine.paths import MAPS

TUTORIAL = str(MAPS / "tutorial.yaml")
SMALL = ["--budget", "800", "--games", "30", "--confirm", "100", "--jobs", "1"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_each_change_in_words_with_its_interval_and_apply_writes_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_map = tmp_path / "fairer.yaml"
    code, out, err = run(
        capsys, "suggest", TUTORIAL, "--goal", "balance", *SMALL, "--steps", "1",
        "--json", "--apply", "1", "-o", str(out_map),
    )  # fmt: skip
    assert code == 0, err
    listing = json.loads(out)
    [first] = listing["suggestions"]
    low, high = first["interval"]
    assert 0 < low <= first["effect"] <= high
    assert first["change"] and not first["change"].startswith(tuple(first["elements"]))
    assert first["figures"]["balance"]["after"] > first["figures"]["balance"]["before"]
    assert first["games"] <= listing["games"] <= 800
    written = load_pack(out_map)
    assert written != load_pack(TUTORIAL)
    assert f"wrote {out_map}" in err


def test_the_table_names_the_goals_and_why_the_search_ended(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "suggest", TUTORIAL, "--goal", "length=5@0.5", "--goal", "unused",
        "--bots", "random", "--budget", "300", "--games", "20", "--confirm", "50",
        "--jobs", "1",
    )  # fmt: skip
    assert code == 0
    assert (
        "goals: games of about 5 turns (weight 0.5); fewer stations and connections never used"
        in out
    )
    assert " games in " in out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--goal", "fun"], "unknown goal 'fun'"),
        (["--apply", "1"], "--apply N and -o OUT go together"),
        (["--apply", "5", "-o", "x.yaml"], "--apply must be from 1 to --steps (3)"),
        (["--budget", "10"], "--budget must be from"),
        (["--confirm", "0"], "--confirm must be from 1"),
        (["--goal", "skill=more"], "two different bots"),
        (
            ["--apply", "1", "-o", "/no/such/folder/out.yaml"],
            "cannot write /no/such/folder/out.yaml",
        ),
        (["--apply", "1", "-o", TUTORIAL], "cannot write"),
    ],
)
def test_bad_arguments_are_refused_before_any_game(
    capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    code, out, err = run(capsys, "suggest", TUTORIAL, *args)
    assert code == 2
    assert says in err
    assert "Traceback" not in err and out == ""
