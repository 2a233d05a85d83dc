"""`tracksmith playtest` and `tracksmith compare` end to end on the tutorial map."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from engine.cli import main
from engine.paths import MAPS
from engine.records import read_record, replay

TUTORIAL = str(MAPS / "tutorial.yaml")
REPORT_KEYS = {
    "games",
    "players",
    "seed",
    "bots",
    "seats",
    "balance",
    "mean_turns",
    "score_sources",
    "heat",
    "stations",
    "connections",
    "never_visited_stations",
    "never_built_connections",
    "elapsed_s",
    "games_per_s",
}


def test_playtest_writes_the_documented_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report.json"
    code = main(
        [
            "playtest",
            TUTORIAL,
            "--games",
            "6",
            "--bots",
            "random,greedy",
            "--seed",
            "5",
            "--jobs",
            "1",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    report = json.loads(out.read_text())
    assert set(report) >= REPORT_KEYS
    assert report["games"] == 6 and report["players"] == 2 and report["seed"] == 5
    assert [s["bot"] for s in report["seats"]] == ["random", "greedy"]
    for seat in report["seats"]:
        assert set(seat) >= {"seat", "bot", "win_rate", "win_rate_ci", "mean_score", "sd_score"}
    means = sum(s["mean_score"] for s in report["seats"])
    assert sum(report["score_sources"].values()) == pytest.approx(means, abs=0.01)
    summary = capsys.readouterr().out
    assert "balance" in summary
    for layer in report["heat"]:
        assert f"{layer['title']}: " in summary
        assert not layer["never"] or f"{layer['never']}: {len(layer['never_ids'])} " in summary


def test_records_replay_to_the_reported_scores(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    assert (
        main(
            [
                "playtest",
                TUTORIAL,
                "--games",
                "3",
                "--players",
                "3",
                "--bots",
                "random",
                "--jobs",
                "1",
                "--records",
                str(folder),
            ]
        )
        == 0
    )
    with (folder / "games.csv").open(encoding="utf-8") as table:
        rows = list(csv.DictReader(table))
    assert [int(r["seed"]) for r in rows] == [0, 1, 2]
    for row in rows:
        game = replay(read_record(folder / row["record"]))
        assert list(game.scores) == [int(row[f"score_{seat}"]) for seat in range(3)]


def test_same_seeds_same_report_whatever_the_jobs(tmp_path: Path) -> None:
    reports = []
    for jobs in ("1", "2"):
        out = tmp_path / f"r{jobs}.json"
        main(
            [
                "playtest",
                TUTORIAL,
                "--games",
                "8",
                "--bots",
                "greedy",
                "--players",
                "2",
                "--jobs",
                jobs,
                "--out",
                str(out),
            ]
        )
        report = json.loads(out.read_text())
        for key in ("elapsed_s", "games_per_s"):
            report.pop(key)
        reports.append(report)
    assert reports[0] == reports[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "clever"], "unknown bot 'clever'"),
        (["--bots", "random,greedy,random", "--players", "2"], "names 3 bots for 2 players"),
        (["--games", "0"], "--games must be from 1 to 100,000, not 0"),
        (["--players", "9"], "On the Underground: 2 to 5 players play this game, not 9"),
        (["--bots", "random", "--players", "1"], "2 to 5 players play this game, not 1"),
    ],
)
def test_bad_arguments_get_a_message_and_exit_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["playtest", TUTORIAL, "--jobs", "1", *args]) == 2
    assert message in capsys.readouterr().err


def test_a_map_with_lint_errors_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.yaml"
    text = Path(TUTORIAL).read_text(encoding="utf-8")
    broken.write_text(text.replace("lanes: 2", "lanes: 5", 1), encoding="utf-8")
    assert main(["playtest", str(broken), "--games", "2", "--jobs", "1"]) == 2
    assert "lanes-out-of-range" in capsys.readouterr().err


def test_compare_pairs_the_same_seeds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "comparison.json"
    code = main(
        [
            "compare",
            TUTORIAL,
            TUTORIAL,
            "--games",
            "5",
            "--bots",
            "greedy",
            "--players",
            "2",
            "--jobs",
            "1",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    comparison = json.loads(out.read_text())
    assert comparison["games"] == 5
    for seat in comparison["seats"]:
        assert seat["score_diff"] == 0 and seat["score_diff_ci"] == [0, 0]
        assert seat["win_rate_diff"] == 0
    assert [(c["key"], c["newly"], c["no_longer"]) for c in comparison["never"]] == [
        ("passenger_arrivals", [], []),
        ("track_tokens", [], []),
    ]
    assert "paired games" in capsys.readouterr().out


def _compare_heading(capsys: pytest.CaptureFixture[str], a: Path, b: Path) -> str:
    assert main(["compare", str(a), str(b), "--games", "2", "--players", "2", "--jobs", "1"]) == 0
    return capsys.readouterr().out.splitlines()[0]


def _copy_named(name: str, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = Path(TUTORIAL).read_text(encoding="utf-8")
    path.write_text(text.replace("name: Tutorial City", f"name: {name}", 1), encoding="utf-8")
    return path


def test_compare_names_the_maps_of_one_id_by_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _copy_named("Tutorial City", tmp_path / "a.yaml")
    after = _copy_named("Tutorial City, north line moved", tmp_path / "b.yaml")
    heading = _compare_heading(capsys, before, after)
    assert heading.startswith("Tutorial City -> Tutorial City, north line moved: 2 paired games")


def test_compare_tells_maps_of_one_name_apart_by_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _copy_named("Tutorial City", tmp_path / "old" / "city.yaml")
    after = _copy_named("Tutorial City", tmp_path / "new" / "city.yaml")
    heading = _compare_heading(capsys, before, after)
    assert heading.startswith(f"Tutorial City ({before}) -> Tutorial City ({after}): 2 paired")
