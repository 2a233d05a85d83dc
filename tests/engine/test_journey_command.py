"""`tracksmith journey`: a journey checked stop by stop under the map's rules, here
Tiny Race's (T5: four stops, each joined to the one before, none twice)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.cli import main
from engine.paths import MAPS, ROOT
from tests.command_process import run_tracksmith
from tests.tiny_race import PLUGIN, RACE, tiny_race


@pytest.fixture(autouse=True)
def _race() -> Iterator[None]:
    with tiny_race():
        yield


def journey(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main(["journey", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_valid_journey_lists_each_leg_with_its_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = journey(capsys, RACE, "home", "Well", "PIER", "fort")
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        f"{RACE}: a journey of 4 stops (Tiny Race: 4)",
        "   1  Home (home)",
        "   2  Well (well)  by blue",
        "   3  Pier (pier)  by blue",
        "   4  Fort (fort)  by track",
        "valid journey",
    ]


def test_a_broken_journey_says_where_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = journey(capsys, RACE, "home", "mill", "fort")
    assert code == 1
    assert "   2  Mill (mill)  by red" in out
    assert "   3  Fort (fort)  <- breaks here" in out
    assert out.endswith("breaks at stop 3, Fort (fort): no connection joins Mill and Fort (T5)\n")


def test_a_journey_short_of_stops_is_not_valid_and_says_how_many_more(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = journey(capsys, RACE, "home", "mill")
    assert code == 1
    assert out.endswith(
        "not complete: 2 more stops needed (the next stop must be joined to Mill (T5))\n"
    )


def test_json_gives_each_stop_its_line_and_the_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = journey(capsys, RACE, "home", "pier", "--json")
    assert code == 1
    result = json.loads(out)
    assert result["stops"] == [
        {"number": 1, "id": "home", "name": "Home", "line": None, "line_name": None},
        {"number": 2, "id": "pier", "name": "Pier", "line": None, "line_name": None},
    ]
    assert (result["valid"], result["broken_at"], result["missing"]) == (False, 2, 2)
    assert result["reason"] == "no connection joins Home and Pier (T5)"
    assert result["verdict"].startswith("breaks at stop 2, Pier (pier): ")


def test_a_line_is_named_as_the_map_names_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A branch's route name is the line's name; a line no route names shows its id."""
    named = tmp_path / "named.yaml"
    text = RACE.read_text(encoding="utf-8")
    named.write_text(text.replace("{id: blue-west,", "{id: blue-west, name: Blue Line,"))
    _, out, _ = journey(capsys, named, "home", "well", "--json")
    stops = json.loads(out)["stops"]
    assert (stops[1]["line"], stops[1]["line_name"]) == ("blue", "Blue Line")
    _, out, _ = journey(capsys, RACE, "home", "well")
    assert "by blue" in out


@pytest.mark.parametrize(
    ("stations", "message"),
    [
        (["home", "mil"], "no station 'mil' on the map; did you mean 'Mill'?"),
        (["home", "Atlantis"], "no station 'Atlantis' on the map\n"),
        (["x" * 5000], "no station '" + "x" * 39 + "…' on the map\n"),
        (["home", "mill", "pier", "fort", "well"], "a journey under Tiny Race has 4 stops, not 5"),
    ],
)
def test_a_stop_it_cannot_take_exits_2_naming_it(
    capsys: pytest.CaptureFixture[str], stations: list[str], message: str
) -> None:
    code, out, err = journey(capsys, RACE, *stations)
    assert (code, out) == (2, "")
    assert err.startswith(f"tracksmith journey: {RACE}: ")
    assert message in err


def test_an_ambiguous_name_lists_the_ids(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    twins = tmp_path / "twins.yaml"
    twins.write_text(RACE.read_text(encoding="utf-8").replace("name: Fort", "name: mill"))
    code, _, err = journey(capsys, twins, "home", "Mill")
    assert code == 2
    assert "'Mill' names 2 stations: mill, fort; give an id" in err


def test_rules_without_journeys_and_unknown_rules_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = journey(capsys, MAPS / "tutorial.yaml", "x")
    assert code == 2
    assert "the map's rules (On the Underground) have no journeys" in err
    unknown = tmp_path / "unknown.yaml"
    unknown.write_text(RACE.read_text(encoding="utf-8").replace("tiny-race", "nope"))
    code, _, err = journey(capsys, unknown, "home")
    assert code == 2
    assert "unknown ruleset 'nope'" in err


def test_an_unreadable_map_exits_2_with_the_place(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: 1\nstations: [\n")
    code, out, err = journey(capsys, broken, "home")
    assert (code, out) == (2, "")
    assert str(broken) in err and "Traceback" not in err


def test_the_installed_command_checks_a_journey_of_a_plug_in_family() -> None:
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, (ROOT, PLUGIN)))}
    valid = run_tracksmith(
        "journey", str(RACE), "home", "mill", "pier", "fort", environment=environment
    )
    assert valid.returncode == 0, valid.stderr
    assert valid.stdout.endswith("valid journey\n")
    broken = run_tracksmith("journey", str(RACE), "home", "pier", environment=environment)
    assert broken.returncode == 1
    assert "breaks at stop 2, Pier (pier)" in broken.stdout
