"""`tracksmith layout`: what it writes and prints, and how it refuses bad arguments
(exit 2, a message naming the problem, nothing written, the destination checked
before the map is read)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.cli import main
from engine.layout.figures import octilinear_segments
from engine.pack import load_pack
from engine.paths import MAPS
from tests.gtfs_feeds import river_city

TUTORIAL = MAPS / "tutorial.yaml"


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    """Exit code and output, whether the command returned or argparse exited."""
    try:
        code = main([str(arg) for arg in args])
    except SystemExit as exit:
        code = int(exit.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_lays_out_a_map_prints_its_figures_and_the_map_opens_again(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "tutorial-laid.yaml"
    code, out, err = run(capsys, "layout", TUTORIAL, "-o", target)
    assert (code, err) == (0, "")
    assert out.startswith(f"wrote {target}\n")
    for figure in (
        "octilinear segments: 100.0%",
        "bends: ",
        "crossings added: 0",
        "least spacing between stations: ",
        "stations moved from their scaled places: ",
    ):
        assert figure in out
    laid = load_pack(target)
    segments, octilinear = octilinear_segments(laid)
    assert segments == octilinear > 0
    assert [s.id for s in laid.stations] == [s.id for s in load_pack(TUTORIAL).stations]


def test_style_and_spacing_are_taken(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "grid.yaml"
    code, out, _ = run(
        capsys, "layout", TUTORIAL, "-o", target, "--style", "grid", "--spacing", "250"
    )
    assert code == 0
    assert "style grid, spacing 250" in out
    assert all(
        x % 250 == 0 and y % 250 == 0 for x, y in (s.pos for s in load_pack(target).stations)
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--style", "curvy"], "argument --style: invalid choice: 'curvy'"),
        (["--spacing", "-3"], "argument --spacing: expected a positive number, found '-3'"),
        (["--spacing", "wide"], "argument --spacing: expected a number, found 'wide'"),
        (["--spacing", "10"], "a spacing of 10 leaves no room for this map's track spaces"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str
) -> None:
    target = tmp_path / "out.yaml"
    code, out, err = run(capsys, "layout", TUTORIAL, "-o", target, *args)
    assert (code, out) == (2, "")
    assert message in err and "Traceback" not in err
    assert not target.exists()


def test_output_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "layout", TUTORIAL)
    assert code == 2
    assert "the following arguments are required: -o/--output" in err


def test_the_destination_is_checked_before_the_map_is_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A map that does not exist is not even looked for when -o cannot be written."""
    code, out, err = run(
        capsys, "layout", tmp_path / "missing.yaml", "-o", tmp_path / "no" / "x.yaml"
    )
    assert (code, out) == (2, "")
    assert err.startswith(f"tracksmith layout: cannot write {tmp_path / 'no' / 'x.yaml'}: ")
    assert "does not exist" in err


def test_the_map_itself_is_not_written_over(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "tutorial.yaml"
    shutil.copy(TUTORIAL, source)
    before = source.read_bytes()
    code, _, err = run(capsys, "layout", source, "-o", source)
    assert code == 2
    assert f"cannot write {source}" in err
    assert source.read_bytes() == before


def test_an_unreadable_map_is_named_with_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "broken.yaml"
    source.write_text("format: 1\nid: x\nname: x\nruleset: underground\nstations: [\n", "utf-8")
    code, out, err = run(capsys, "layout", source, "-o", tmp_path / "out.yaml")
    assert (code, out) == (2, "")
    assert err.startswith(f"{source}:") and "Traceback" not in err
    assert not (tmp_path / "out.yaml").exists()


def test_both_importers_lay_out_the_draft_when_asked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tube = MAPS / "sources" / "london-tube"
    tables = [tube / f"london.{name}.csv" for name in ("stations", "connections", "lines")]
    csv_map, gtfs_map = tmp_path / "tube.yaml", tmp_path / "river.yaml"
    code, out, _ = run(
        capsys,
        *("import", "csv", "--stations", tables[0], "--connections", tables[1]),
        *("--lines", tables[2], "--zone-max", "1", "--layout", "octilinear", "-o", csv_map),
    )
    assert code == 0 and "schematic layout: octilinear segments: 100.0%" in out
    feed = river_city(tmp_path / "river-city.zip")
    code, out, _ = run(capsys, "import", "gtfs", feed, "--layout", "grid", "-o", gtfs_map)
    assert code == 0 and "schematic layout: style grid" in out
    for path in (csv_map, gtfs_map):
        segments, octilinear = octilinear_segments(load_pack(path))
        assert segments == octilinear > 0


def test_an_importer_refuses_an_unknown_layout(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    feed = river_city(tmp_path / "river-city.zip")
    code, out, err = run(
        capsys, "import", "gtfs", feed, "--layout", "curvy", "-o", tmp_path / "x.yaml"
    )
    assert (code, out) == (2, "")
    assert "argument --layout: invalid choice: 'curvy'" in err
