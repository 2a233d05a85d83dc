"""`tracksmith import csv` options that shape the lines: routes in the real order,
lines left out, stations merged, lines running together, boundary zones, and a
ruleset that is not installed.

The fixture network (tests/data/csv/, see test_import_csv.py) is a cross around
"Centre & Market": the Red and Blue lines run to North End, East's Gate and
West; the Green line from East's Gate through the centre to South and Far South;
the Grey line from East's Gate to the centre (and Island - Outer, cut off).
"""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cli import main
from engine.families.oneday.fields import CONCURRENT_LINES, LINE
from engine.importers.line_runs import line_runs
from engine.map.model import MapPack, Route
from engine.pack import load_pack
from tests.engine.test_import_csv import copy_tables, csv_arguments, replace_line


def imported(tmp_path: Path, *options: str) -> MapPack:
    out = tmp_path / "out.yaml"
    assert main(csv_arguments(*options, "-o", str(out))) == 0
    return load_pack(out)


def routes_of(pack: MapPack, line: str) -> list[Route]:
    return [route for route in pack.routes if LINE.of(route) == line]


def refused(capsys: pytest.CaptureFixture[str], out: Path, arguments: list[str]) -> str:
    """The command's complaint: exit 2, nothing written, no traceback."""
    with pytest.raises(SystemExit) as raised:
        raise SystemExit(main([*arguments, "-o", str(out)]))
    assert raised.value.code == 2
    assert not out.exists()
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


# --- routes ---------------------------------------------------------------------------------


def test_routes_follow_each_line_in_order_with_its_colour(tmp_path: Path) -> None:
    pack = imported(tmp_path, "--routes")
    (green,) = routes_of(pack, "green")
    # The Green line runs more north-south than east-west, so it reads from its north end.
    assert green.stops == ("easts-gate", "centre-and-market", "south", "far-south")
    assert (green.id, green.name, green.colour) == ("green-line", "Green Line", "#10a020")
    (grey,) = routes_of(pack, "grey")  # Island - Outer is cut off from the network
    assert grey.stops == ("centre-and-market", "easts-gate")  # from its west end
    # In the order the lines table lists the lines; Red and Blue branch at the centre.
    assert [LINE.of(route) for route in pack.routes] == [
        "red",
        "red",
        "blue",
        "blue",
        "green",
        "grey",
    ]


def test_a_branching_line_is_several_routes_sharing_the_junction(tmp_path: Path) -> None:
    pack = imported(tmp_path, "--routes")
    red = routes_of(pack, "red")
    assert [len(route.stops) for route in red] == [3, 2]  # the longest run first
    pairs = [frozenset(pair) for route in red for pair in route.pairs()]
    assert sorted(map(sorted, pairs)) == [
        ["centre-and-market", "easts-gate"],
        ["centre-and-market", "north-end"],
        ["centre-and-market", "west"],
    ]
    assert "centre-and-market" in (red[1].stops[0], red[1].stops[-1])
    assert len({route.id for route in pack.routes}) == len(pack.routes)
    assert not {route.id for route in pack.routes} & {station.id for station in pack.stations}


def test_without_routes_the_pack_has_none(tmp_path: Path) -> None:
    assert imported(tmp_path).routes == ()


def test_lines_are_left_out_by_name_or_id(tmp_path: Path) -> None:
    pack = imported(tmp_path, "--routes", "--lines-exclude", "grey line, 2")
    assert {LINE.of(route) for route in pack.routes} == {"red", "green"}
    lanes = {frozenset(c.ends): c.lanes for c in pack.connections}
    assert lanes[frozenset({"centre-and-market", "easts-gate"})] == 2  # Red and Green
    assert lanes[frozenset({"centre-and-market", "north-end"})] == 1


def test_lines_running_together(tmp_path: Path) -> None:
    pack = imported(tmp_path, "--routes", "--concurrent", "Red Line,2")
    assert CONCURRENT_LINES.of(pack.components) == (("red", "blue"),)


# --- merges and zones -----------------------------------------------------------------------


def test_a_merged_stations_track_moves_to_the_one_kept(tmp_path: Path) -> None:
    pack = imported(tmp_path, "--routes", "--merge", "North End=East's Gate")
    place = {station.name: station.pos for station in pack.stations}
    assert "East's Gate" not in place
    assert place["North End"][0] == place["Centre & Market"][0]  # its own place, due north
    lanes = {frozenset(c.ends): c.lanes for c in pack.connections}
    assert lanes[frozenset({"centre-and-market", "north-end"})] == 3  # four lines, capped
    (green,) = routes_of(pack, "green")
    assert green.stops == ("north-end", "centre-and-market", "south", "far-south")
    # A pair joined to itself by the merge is left out: by id this time.
    alone = imported(tmp_path, "--merge", "2=4")
    assert "West" not in {station.name for station in alone.stations}


def test_a_boundary_zone_is_kept_by_its_half(tmp_path: Path) -> None:
    """A station on the zone 1/2 boundary (1.5) is in with --zone-max 1.5, out with 1."""
    stations, connections, lines = copy_tables(tmp_path)
    replace_line(stations, 5, '4,51.51,-0.12,"West",NULL,1.5,2,0')
    arguments = ["import", "csv", "--stations", str(stations), "--connections", str(connections)]
    for zone_max, has_west in (("1.5", True), ("1", False)):
        out = tmp_path / f"zone-{zone_max}.yaml"
        code = main([*arguments, "--lines", str(lines), "--zone-max", zone_max, "-o", str(out)])
        assert code == 0
        assert ("West" in {station.name for station in load_pack(out).stations}) is has_west


# --- a ruleset not installed ----------------------------------------------------------------


def test_a_ruleset_not_installed_gets_its_map_without_defaults(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = imported(tmp_path, "--ruleset", "someday", "--routes")
    assert pack.ruleset == "someday"
    assert pack.components.lines == ()  # no family said which colours
    assert all(station.flags == frozenset() for station in pack.stations)
    err = capsys.readouterr().err
    assert "unknown ruleset 'someday'" in err and "written without its defaults" in err


def test_flags_are_set_only_for_a_family_that_reads_them(tmp_path: Path) -> None:
    flagged = imported(tmp_path, "--ruleset", "underground")
    assert any(station.has("terminus") for station in flagged.stations)
    metro = imported(tmp_path, "--ruleset", "metro-x")
    assert all(station.flags == frozenset() for station in metro.stations)


# --- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "row", "text", "options", "complaint"),
    [
        ("lines.csv", 2, '1,"Red Line","red",NULL', [], "row 2: column 'colour'"),
        ("lines.csv", 3, '1,"Blue Line","1020D0",NULL', [], "row 3: line id '1' appears twice"),
        (
            "stations.csv",
            5,
            '4,51.51,-0.12,"North End",NULL,2,2,0',
            ["--merge", "north end=2"],
            "stations.csv: 2 stations are named 'north end' (ids 1, 4): give the id",
        ),
    ],
)
def test_bad_tables_for_the_line_options_are_refused_by_row(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    table: str,
    row: int,
    text: str,
    options: list[str],
    complaint: str,
) -> None:
    stations, connections, lines = copy_tables(tmp_path)
    replace_line(tmp_path / table, row, text)
    arguments = ["import", "csv", "--stations", str(stations), "--connections", str(connections)]
    err = refused(capsys, tmp_path / "out.yaml", [*arguments, "--lines", str(lines), *options])
    assert complaint in err


# --- runs of a line -------------------------------------------------------------------------


@given(st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12)), max_size=40))
def test_runs_cover_every_pair_once_each_a_path(edges: list[tuple[int, int]]) -> None:
    pairs = {frozenset((f"s{a}", f"s{b}")) for a, b in edges if a != b}
    runs = line_runs([tuple(sorted(pair)) for pair in pairs], lambda key: int(key[1:]))
    covered = [frozenset(pair) for run in runs for pair in itertools.pairwise(run)]
    assert sorted(map(sorted, covered)) == sorted(map(sorted, pairs))
    assert all(len(set(run)) == len(run) >= 2 for run in runs)
    assert [len(run) for run in runs] == sorted((len(run) for run in runs), reverse=True)


def test_runs_take_linear_time_even_for_a_huge_junction() -> None:
    """A hostile table: one line from one station to 100,000 others."""
    pairs = [("hub", f"s{number}") for number in range(100_000)]
    started = time.monotonic()
    runs = line_runs(pairs, lambda key: 0 if key == "hub" else int(key[1:]) + 1)
    assert time.monotonic() - started < 5
    assert len(runs) == 99_999 and len(runs[0]) == 3
