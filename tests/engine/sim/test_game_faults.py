"""A game that raises (a fault in a family's rules or a bot, never the map's) stops
the run like a dying worker: the report covers the games that finished, names the
seed that failed and the error, and the command exits 1 without a traceback.

The faulty family is a plug-in made in the test's folder: Tiny Race
(tests/data/plugin) whose setup raises for every seed ending in 3.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from engine.paths import ROOT
from tests.command_process import run_tracksmith

PLUGIN = ROOT / "tests" / "data" / "plugin"
GAMES = 12

FAULTY = """
from tiny_race.ruleset import TinyRaceRuleset


class FaultyRace(TinyRaceRuleset):
    name = "faulty-race"

    def new_game(self, pack, players, options=None, seed=0):
        if seed % 10 == 3:
            raise KeyError("home")
        return super().new_game(pack, players, options, seed)


RULESET = FaultyRace()
"""


def faulty_family(folder: Path) -> Path:
    """The plug-in installed in `folder`, and a map of its own there."""
    (folder / "faulty_race.py").write_text(FAULTY, encoding="utf-8")
    meta = folder / "faulty_race-0.1.0.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: faulty-race\nVersion: 0.1.0\n")
    (meta / "entry_points.txt").write_text(
        "[tracksmith.rulesets]\nfaulty-race = faulty_race:RULESET\n"
    )
    race = (PLUGIN / "race.yaml").read_text(encoding="utf-8")
    race_map = folder / "race.yaml"
    race_map.write_text(race.replace("ruleset: tiny-race", "ruleset: faulty-race"))
    return race_map


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_game_that_raises_stops_the_run_with_the_games_that_finished(
    tmp_path: Path, jobs: str
) -> None:
    race_map = faulty_family(tmp_path)
    out = tmp_path / "report.json"
    path = os.pathsep.join(map(str, (ROOT, PLUGIN, tmp_path)))
    run: subprocess.CompletedProcess[str] = run_tracksmith(
        "playtest", str(race_map), "--games", str(GAMES), "--bots", "random",
        "--jobs", jobs, "--out", str(out),
        environment={**os.environ, "PYTHONPATH": path},
    )  # fmt: skip
    assert run.returncode == 1, run.stderr
    assert "Traceback" not in run.stderr
    fault = "the game with seed 3 stopped with KeyError: 'home'"
    assert fault in run.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["stopped"] == fault
    assert report["games_requested"] == GAMES and report["games"] < GAMES
    assert f"{report['games']} of {GAMES} games finished" in run.stderr


def test_a_game_that_raises_stops_the_ladder_and_rates_the_games_that_finished(
    tmp_path: Path,
) -> None:
    race_map = faulty_family(tmp_path)
    out = tmp_path / "ladder.json"
    path = os.pathsep.join(map(str, (ROOT, PLUGIN, tmp_path)))
    run = run_tracksmith(
        "ladder", str(race_map), "--bots", "random,greedy", "--players", "2", "--games", "5",
        "--jobs", "1", "--json", str(out),
        environment={**os.environ, "PYTHONPATH": path},
    )  # fmt: skip
    assert run.returncode == 1, run.stderr
    assert "Traceback" not in run.stderr
    fault = "the game with seed 3 stopped with KeyError: 'home'"
    assert f"tracksmith ladder: {fault}; 3 of 10 games finished" in run.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert (report["stopped"], report["games"], report["games_requested"]) == (fault, 3, 10)
    assert {row["bot"] for row in report["ratings"]} == {"random", "greedy"}
    assert "(stopped early, 3 of 10: " in run.stdout
