"""What the tube-dice ruleset adds to `tracksmith validate`, through the command."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.cli import main
from engine.map.model import Connection, MapPack, Region, Route, Station
from engine.pack import load_pack
from engine.pack.io import save_pack
from engine.paths import MAPS
from engine.rules import lint
from tests.engine.families.tubedice.sheets import SHEET, box


def codes(pack: MapPack) -> set[tuple[str, str, tuple[str, ...]]]:
    return {(f.severity, f.code, f.elements) for f in lint(pack)}


@pytest.mark.parametrize("name", ["tube-dice-city.yaml", "tube-dice-quick.yaml"])
def test_the_bundled_sheets_validate_clean(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert codes(load_pack(MAPS / name)) == set()
    assert main(["validate", str(MAPS / name)]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out


def test_validate_reports_what_makes_lines_and_zones_impossible(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = replace(
        SHEET,
        stations=(
            *(replace(s, flags=frozenset()) for s in SHEET.stations),
            Station("far", "Far", (900.0, 900.0)),
        ),
        connections=(*SHEET.connections, Connection("hub~docks", "hub", "docks", sections=7)),
        regions=(
            *SHEET.regions,
            Region("overlap", "zone", box(150, 50, 250, 150), "Overlap"),
        ),
        routes=(*SHEET.routes, Route("loose", ("hub", "canal"), "Loose", values={"high": 2.5})),
    )
    path = tmp_path / "bad.yaml"
    save_pack(bad, path)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    found = codes(bad)
    assert ("error", "no-star", ()) in found
    assert ("error", "connection-too-long", ("hub~docks",)) in found
    assert ("error", "line-off-track", ("loose", "hub", "canal")) in found
    assert ("warning", "values-missing", ("loose",)) in found
    assert ("error", "values-not-whole", ("loose",)) in found
    assert ("warning", "values-missing", ("overlap",)) in found
    assert ("error", "station-two-zones", ("hub", "zone-1", "overlap")) in found
    assert ("warning", "station-no-zone", ("far",)) in found
    assert ("warning", "dead-end-station", ("north-park",)) in found
    assert ("warning", "dead-end-station", ("far",)) in found
    for code in ("no-star", "connection-too-long", "line-off-track", "station-two-zones"):
        assert code in out


def test_d6_values_are_named_in_the_studios_words() -> None:
    """A route and a zone by name, the points by the inspector's titles, not
    `values.high` and ids."""
    loose = Route("loose", ("hub", "canal"), "Loose Line", values={"high": 2.5})
    overlap = Region("overlap", "zone", box(150, 50, 250, 150), "Harbour Zone", {"low": 1})
    bad = replace(SHEET, routes=(*SHEET.routes, loose), regions=(*SHEET.regions, overlap))
    said = {(f.code, f.elements): f.message for f in lint(bad)}
    assert said["values-missing", ("loose",)] == (
        "route 'Loose Line' has no Later completion points: completing it scores nothing there"
    )
    assert said["values-not-whole", ("loose",)] == (
        "route 'Loose Line': First completion is 2.5 points; points are whole numbers"
    )
    assert said["values-missing", ("overlap",)].startswith(
        "zone 'Harbour Zone' has no First completion points"
    )
    assert said["line-off-track", ("loose", "hub", "canal")].startswith("route 'Loose Line' runs")


def test_a_sheet_with_two_stars_and_a_bad_option_is_reported() -> None:
    two = replace(
        SHEET,
        stations=tuple(replace(s, flags=frozenset({"star"})) for s in SHEET.stations[:2])
        + SHEET.stations[2:],
        options={"passes": -1, "connection_die": "some"},
    )
    found = {code for _, code, _ in codes(two)}
    assert {"several-stars", "invalid-option"} <= found


def test_too_few_lines_left_to_complete_is_an_error_naming_them_and_why() -> None:
    """D3, D4, D7: the trial's sheet. Without the track joining West End to Brook and
    East End to Lighthouse, those four are dead ends no station die can number, so the
    Red and Green lines are never completed: one line is left, and the game ends at 2."""
    quick = load_pack(MAPS / "tube-dice-quick.yaml")
    cut = {"west-end~brook", "east-end~lighthouse"}
    broken = replace(quick, connections=tuple(c for c in quick.connections if c.id not in cut))
    (found,) = [f for f in lint(broken) if f.code == "lines-out-of-reach"]
    assert found.severity == "error"
    assert found.elements == ("red", "green", "brook", "east-end", "lighthouse", "west-end")
    assert found.message.startswith(
        "only 1 of the 3 lines can ever be completed, and a game ends when a seat completes "
        "2 (D7, option lines_to_end): Red line: West End, East End can never be numbered; "
        "Green line: Brook, Lighthouse can never be numbered"
    )
    fewer = replace(broken, options={"lines_to_end": 1})
    assert "lines-out-of-reach" not in {f.code for f in lint(fewer)}
