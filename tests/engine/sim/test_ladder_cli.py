"""`tracksmith ladder` end to end: ratings in rotated seats, the JSON report, and the
arguments it refuses before any game is played."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.cli import build_parser, main
from engine.paths import MAPS, ROOT
from engine.sim.bots import bot_names
from tests.command_process import run_tracksmith

TUTORIAL = str(MAPS / "tutorial.yaml")
NEXT_STATION = str(MAPS / "next-station-london.yaml")


def ladder(tmp_path: Path, *args: str, name: str = "ladder.json") -> dict:
    out = tmp_path / name
    assert main(["ladder", *args, "--json", str(out)]) == 0
    report: dict = json.loads(out.read_text(encoding="utf-8"))
    return report


def test_greedy_outrates_random_in_rotated_seats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = ladder(tmp_path, TUTORIAL, "--bots", "random,greedy", "--games", "6", "--jobs", "1")
    assert report["players"] == 4  # the rules' usual number
    assert report["lineups"] == [
        ["random", "greedy", "random", "greedy"],
        ["greedy", "random", "greedy", "random"],
    ]
    assert (report["games"], report["games_requested"], report["compared"]) == (
        12,
        12,
        "head to head",
    )
    first, second = report["ratings"]
    assert (first["bot"], second["bot"]) == ("greedy", "random")
    assert first["rating"] > 0 > second["rating"]
    assert first["rating_ci"][0] <= first["rating"] <= first["rating_ci"][1]
    assert first["seat_games"] == second["seat_games"] == 24
    skill = report["skill_matters"]
    assert (skill["stronger"], skill["weaker"]) == ("greedy", "random")
    assert skill["ahead"] == report["ahead"]["greedy"]["random"] > 0.5
    assert skill["ahead"] + report["ahead"]["random"]["greedy"] == pytest.approx(1.0)
    out = capsys.readouterr().out
    assert "bots compared head to head; every bot in every seat equally" in out
    assert f"1     greedy        {first['rating']:>+7.0f}" in out
    assert f"greedy finished ahead of random in {skill['ahead']:.1%}" in out


def test_the_same_seeds_give_the_same_ladder_whatever_the_jobs(tmp_path: Path) -> None:
    reports = []
    for jobs in ("1", "2"):
        args = (TUTORIAL, "--bots", "greedy,random", "--players", "3", "--games", "4")
        report = ladder(tmp_path, *args, "--jobs", jobs, name=f"{jobs}.json")
        report.pop("elapsed_s")
        reports.append(report)
    assert reports[0] == reports[1]


def test_solo_bots_are_compared_on_the_same_deals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = ladder(
        tmp_path, NEXT_STATION, "--bots", "greedy,random", "--players", "1", "--games", "5"
    )
    assert report["compared"] == "on the same deals"
    assert report["lineups"] == [["greedy"], ["random"]]
    assert report["skill_matters"]["comparisons"] == 5  # one per seed
    by_bot = {row["bot"]: row for row in report["ratings"]}
    assert by_bot["greedy"]["mean_score"] > by_bot["random"]["mean_score"]
    assert report["ratings"][0]["bot"] == "greedy"
    assert {row["win_rate"] for row in report["ratings"]} == {None}  # a solo player always wins
    header = next(line for line in capsys.readouterr().out.splitlines() if "rating" in line)
    assert "mean score" in header and "win rate" not in header


def test_every_bot_is_rated_by_default() -> None:
    args = build_parser().parse_args(["ladder", TUTORIAL])
    assert args.bots.split(",") == list(bot_names())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "clever,greedy"], f"unknown bot 'clever' (known: {', '.join(bot_names())})"),
        (["--bots", "greedy"], "--bots names one bot; a ladder needs two or more"),
        (["--bots", "greedy,random,greedy"], "--bots names 'greedy' twice"),
        (["--games", "0"], "--games must be from 1 to 100,000, not 0"),
        (["--games", "60000"], "2 lineups x 60000 games is 120,000 games"),
        (["--players", "9"], "On the Underground: 2 to 5 players play this game, not 9"),
        (["--jobs", "0"], "--jobs must be from 1"),
    ],
)
def test_bad_arguments_get_a_message_and_exit_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    full = ["ladder", TUTORIAL, "--bots", "random,greedy", *args]
    assert main(full) == 2
    out, err = capsys.readouterr()
    assert message in err
    assert out == "" and "Traceback" not in err


def test_a_destination_that_cannot_take_the_report_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "a-folder"
    folder.mkdir()
    code = main(["ladder", TUTORIAL, "--bots", "random,greedy", "--json", str(folder)])
    out, err = capsys.readouterr()
    assert code == 2
    assert err.startswith(f"tracksmith ladder: --json {folder}: ")
    assert out == ""  # no game was played, no table printed


def test_the_installed_command_rates_without_a_traceback(tmp_path: Path) -> None:
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = run_tracksmith(
        "ladder",
        TUTORIAL,
        "--bots",
        "random,nobody",
        "--json",
        str(tmp_path / "r.json"),
        environment=environment,
    )
    assert done.returncode == 2
    assert "unknown bot 'nobody'" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "r.json").exists()
