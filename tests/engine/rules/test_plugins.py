"""Rule families are found through the `tracksmith.rulesets` entry-point group.

tests/data/plugin holds a tiny family (Tiny Race) as an install leaves it: the
package and its `*.dist-info` with the entry point. Putting that folder on
PYTHONPATH installs it for the real `tracksmith` command run in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from engine.paths import ROOT
from engine.rules import registry
from engine.rules.registry import GROUP, get_ruleset, rulesets
from tests.command_process import run_tracksmith

PLUGIN = ROOT / "tests" / "data" / "plugin"
RACE = PLUGIN / "race.yaml"


def tracksmith(*args: str, path: tuple[Path, ...] = (PLUGIN,)) -> subprocess.CompletedProcess[str]:
    """The real command in a fresh process, with the folders in `path` installed."""
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, (ROOT, *path)))}
    return run_tracksmith(*args, environment=environment)


def test_the_built_in_families_come_through_the_entry_point_group() -> None:
    assert {"underground", "next-station"} <= {ruleset.name for ruleset in rulesets()}
    assert "BUILTIN_MODULES" not in vars(registry)


def test_an_installed_family_plays_a_map_of_its_own(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    played = tracksmith(
        "playtest", str(RACE), "--games", "12", "--bots", "greedy", "--jobs", "1",
        "--out", str(out),
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    # the family's usual number of players, from its game type
    assert (report["ruleset"], report["games"], report["players"]) == ("tiny-race", 12, 2)
    assert set(report["score_sources"]) == {"destinations"}  # T3, the only way to score
    assert sum(seat["mean_score"] for seat in report["seats"]) == pytest.approx(3.0)  # T4
    assert set(report["stations"]) == {"home", "mill", "pier", "fort", "well"}


def test_an_installed_family_is_listed_and_lints_its_maps(tmp_path: Path) -> None:
    assert tracksmith("validate", str(RACE)).returncode == 0
    no_start = tmp_path / "no-start.yaml"
    no_start.write_text(RACE.read_text(encoding="utf-8").replace("flags: [start]", ""))
    linted = tracksmith("validate", str(no_start))
    assert linted.returncode == 1
    assert "error race-start: 0 start stations; a race needs one" in linted.stdout
    crowded = tracksmith("playtest", str(RACE), "--players", "3", "--games", "1")
    assert crowded.returncode == 2
    assert "Tiny Race: 1 to 2 players play this game, not 3" in crowded.stderr
    out = tmp_path / "x.yaml"
    unknown = tracksmith("import", "csv", "--ruleset", "nope", *csv_tables(), "-o", str(out))
    assert (
        "unknown ruleset 'nope' (known: metro-x, next-station, one-day, tiny-race, tube-dice, "
        "underground); the map is written without its defaults" in unknown.stderr
    )
    assert unknown.returncode == 0 and out.exists()


def csv_tables() -> list[str]:
    data = ROOT / "tests" / "data" / "csv"
    return [f"--{name}={data / name}.csv" for name in ("stations", "connections", "lines")]


def write_plugin(folder: Path, entry_points: dict[str, str], module: str) -> Path:
    """A broken family installed into `folder`: its module and its dist-info."""
    info = folder / "broken_family-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-family\nVersion: 1.0\n")
    lines = "".join(f"{name} = {value}\n" for name, value in entry_points.items())
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{lines}")
    (folder / "broken_family.py").write_text(module)
    return folder


def test_a_broken_plugin_is_skipped_with_a_warning_naming_it(tmp_path: Path) -> None:
    broken = write_plugin(
        tmp_path,
        {
            "missing": "no_such_module:RULESET",
            "not-one": "broken_family:NOT_A_RULESET",
            "underground": "tiny_race:RULESET",
        },
        "NOT_A_RULESET = 42\n",
    )
    checked = tracksmith("validate", str(RACE), path=(PLUGIN, broken))
    assert checked.returncode == 0, checked.stderr
    warnings = checked.stderr.splitlines()
    assert warnings == [
        "tracksmith: skipped the ruleset plug-in 'missing' (no_such_module:RULESET): "
        "cannot load it: ModuleNotFoundError: No module named 'no_such_module'",
        "tracksmith: skipped the ruleset plug-in 'not-one' (broken_family:NOT_A_RULESET): "
        "it is a int, not a Ruleset",
        "tracksmith: skipped the ruleset plug-in 'underground' (tiny_race:RULESET): "
        "its ruleset is named 'tiny-race', not 'underground'",
    ]
    assert "0 errors" in checked.stdout


def test_a_plugin_claiming_a_taken_name_leaves_the_first(tmp_path: Path) -> None:
    clash = write_plugin(
        tmp_path,
        {"underground": "broken_family:RULESET"},
        "from engine.families.underground import UndergroundRuleset\n"
        "RULESET = UndergroundRuleset()\n",
    )
    checked = tracksmith("validate", str(ROOT / "maps" / "tutorial.yaml"), path=(clash,))
    assert checked.returncode == 0, checked.stderr
    assert checked.stderr == (
        "tracksmith: skipped the ruleset plug-in 'underground' (broken_family:RULESET): "
        "a ruleset named 'underground' is already registered\n"
    )
    assert type(get_ruleset("underground")).__module__.startswith("engine.families.underground")
