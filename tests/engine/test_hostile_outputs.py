"""Only packs that open again are written: saves, exports, `fmt` and `import csv`, fed
values the format refuses and destinations that cannot be written."""

from __future__ import annotations

import datetime
import gc
import os
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from engine.map.model import Background, MapPack, Region, Route, Station, frozen_mapping
from engine.pack import PackError, load_pack, save_pack
from engine.pack.assets import read_asset
from engine.pack.bundle import export_file, export_folder
from engine.pack.limits import COORDINATE, IMAGE_BYTES, MAX_DEPTH, TEXT_LENGTH, VALUE
from engine.paths import MAPS
from tests.command_process import run_tracksmith
from tests.gtfs_feeds import river_city
from tests.hostile import A_PNG, with_background

CSV = Path(__file__).resolve().parent.parent / "data" / "csv"
TABLES = ("stations.csv", "connections.csv", "lines.csv")
SQUARE = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0))
LONG = "n" * (TEXT_LENGTH + 1)


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


BASE = MapPack(id="city", name="City", ruleset="underground", stations=(Station("a", "A", (0, 0)),))
REGION = Region("r", "district", SQUARE)
# Each pack holds one value the format refuses, and the place and words the refusal gives.
UNSAVEABLE: dict[str, tuple[MapPack, str, str]] = {
    "long-name": (replace(BASE, name=LONG), "name", "expected text of at most 10000"),
    "long-credits": (replace(BASE, credits=LONG), "credits", "expected text of at most 10000"),
    "long-station-name": (
        replace(BASE, stations=(Station("a", LONG, (0, 0)),)),
        "stations[0].name",
        "expected text",
    ),
    "bad-id": (replace(BASE, id="my map"), "id", "expected an id"),
    "long-id": (replace(BASE, id="x" * 81), "id", "expected an id"),
    "infinite-canvas": (replace(BASE, canvas=(float("inf"), 800)), "canvas[0]", "finite"),
    "huge-canvas": (replace(BASE, canvas=(2e6, 800)), "canvas", "at most 1000000"),
    "far-station": (
        replace(BASE, stations=(Station("a", "A", (COORDINATE * 2, 0)),)),
        "stations[0].pos",
        "from -1000000 to 1000000",
    ),
    **{
        f"region-value-{name}": (
            replace(BASE, regions=(replace(REGION, values=frozen_mapping({"points": value})),)),
            "regions[0].values" if name == "past-limit" else "regions[0].values.points",
            words,
        )
        for name, value, words in (
            ("inf", float("inf"), "finite"),
            ("nan", float("nan"), "finite"),
            ("1e400", float("1e400"), "finite"),
            ("past-limit", VALUE + 1, "from -1000000 to 1000000"),
        )
    },
    "route-value-nan": (
        replace(
            BASE,
            stations=(Station("a", "A", (0, 0)), Station("b", "B", (1, 0))),
            routes=(Route("r", ("a", "b"), values=frozen_mapping({"x": float("nan")})),),
        ),
        "routes[0].values.x",
        "finite",
    ),
    "option-date": (
        replace(BASE, options=frozen_mapping({"day": datetime.date(2024, 1, 1)})),
        "options.day",
        "would read back as '2024-01-01'",
    ),
    "option-bytes": (replace(BASE, options=frozen_mapping({"b": b"hi"})), "options.b", "tag"),
    "option-set": (replace(BASE, options=frozen_mapping({"s": {1, 2}})), "options.s", "tag"),
    "option-nan": (
        replace(BASE, options=frozen_mapping({"n": float("nan")})),
        "options.n",
        "finite",
    ),
    "option-too-deep": (
        replace(BASE, options=frozen_mapping({"deep": nested(MAX_DEPTH - 1)})),
        "(top level)",
        f"nested deeper than {MAX_DEPTH} levels",
    ),
    "option-huge-integer": (
        replace(BASE, options=frozen_mapping({"n": 2**64})),
        "options.n",
        "number larger than",
    ),
    "zero-opacity-scale": (
        replace(BASE, background=Background("scan.png", scale=0)),
        "background.scale",
        "expected a positive number",
    ),
    "opacity-past-one": (
        replace(BASE, background=Background("scan.png", opacity=3)),
        "background.opacity",
        "from 0 to 1",
    ),
}
CASES = pytest.mark.parametrize(("pack", "place", "words"), UNSAVEABLE.values(), ids=UNSAVEABLE)


def leftovers(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


@CASES
def test_a_save_that_would_not_open_again_writes_nothing(
    tmp_path: Path, pack: MapPack, place: str, words: str
) -> None:
    target = tmp_path / "city.yaml"
    save_pack(BASE, target)
    before = target.read_bytes()
    with pytest.raises(PackError) as refused:
        save_pack(pack, target)
    message = refused.value.describe()
    assert message.startswith(f"{target}: {place}: ")
    assert words in message and "not saved, as the map would not open again" in message
    assert len(refused.value.problems) == 1  # the first problem only
    assert target.read_bytes() == before
    assert leftovers(tmp_path) == ["city.yaml"]  # no temporary file either


@pytest.mark.parametrize("enabled", [True, False])
def test_a_save_leaves_the_cycle_collector_as_it_was(tmp_path: Path, enabled: bool) -> None:
    """A save holds the collector while it makes and compares its data, and gives it
    back as it found it, after a refused save too."""
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        save_pack(BASE, tmp_path / "city.yaml")
        assert gc.isenabled() is enabled
        with pytest.raises(PackError):
            save_pack(next(iter(UNSAVEABLE.values()))[0], tmp_path / "city.yaml")
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


@pytest.mark.parametrize(
    "pack", [pack for pack, place, _ in UNSAVEABLE.values() if not place.startswith("background")]
)
def test_exports_write_only_what_opens_again(tmp_path: Path, pack: MapPack) -> None:
    for export in (
        lambda: export_file(pack, tmp_path / "shared.yaml"),
        lambda: export_folder(pack, tmp_path, tmp_path / "shared"),
    ):
        with pytest.raises(PackError):
            export()
    assert leftovers(tmp_path) == []


def test_a_pack_at_the_limits_saves_and_reopens_equal(tmp_path: Path) -> None:
    pack = replace(
        BASE,
        name="n" * TEXT_LENGTH,
        canvas=(1e6, 1e6),
        stations=(Station("a", "A", (COORDINATE, -COORDINATE)),),
        regions=(replace(REGION, values=frozen_mapping({"x": VALUE, "y": -VALUE})),),
        options=frozen_mapping({"deep": nested(MAX_DEPTH - 2), "day": "2024-01-01"}),
    )
    assert load_pack(save_pack(pack, tmp_path / "edge.yaml")) == pack


# --- the commands --------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def csv_tables(folder: Path, station_name: str = "North End") -> list[str]:
    for name in TABLES:
        shutil.copy(CSV / name, folder / name)
    stations = folder / "stations.csv"
    stations.write_text(
        stations.read_text(encoding="utf-8").replace("North End", station_name), encoding="utf-8"
    )
    return [f"--{name.removesuffix('.csv')}={folder / name}" for name in TABLES]


def test_import_of_a_map_that_would_not_load_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "out.yaml"
    code, printed, err = run(
        capsys, "import", "csv", *csv_tables(tmp_path, "x" * 20_000), "-o", out
    )
    assert code == 2 and printed == ""
    assert err.startswith(f"{out}: stations[")
    assert "name: expected text of at most 10000 characters" in err
    assert not out.exists()


@pytest.mark.parametrize("option", ["--name", "--credits"])
def test_import_refuses_text_past_the_limit_before_reading_a_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, option: str
) -> None:
    missing = [f"--{name.removesuffix('.csv')}={tmp_path / name}" for name in TABLES]
    code, _, err = run(capsys, "import", "csv", *missing, option, LONG, "-o", tmp_path / "o.yaml")
    assert code == 2
    assert (
        err
        == f"tracksmith import: {option}: expected text of at most 10000 characters, not 10001\n"
    )
    assert leftovers(tmp_path) == []


def unwritable(tmp_path: Path) -> Path:
    if os.geteuid() == 0:  # root writes anywhere a mode allows nothing; /sys refuses even root
        if not Path("/sys").is_dir():
            pytest.skip("no folder here refuses root")
        return Path("/sys")
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o500)
    return folder


DESTINATIONS = {
    # name: (the -o argument, made from tmp_path, and the words of the refusal)
    "folder-is-a-file": (lambda t: t / "plain" / "out.yaml", "plain is a file, not a folder"),
    "pack-folder-is-a-file": (lambda t: t / "plain", "plain is a file, not a folder"),
    "missing-parent": (lambda t: t / "no" / "where" / "out.yaml", "the folder"),
    "missing-grandparent-of-folder-pack": (lambda t: t / "no" / "where", "does not exist"),
    "unwritable": (lambda t: unwritable(t) / "out.yaml", "cannot write in"),
    "device": (lambda t: Path(os.devnull), "not a folder"),
    "nul-byte": (lambda t: t / "a\0b.yaml", "a path cannot hold a NUL character"),
    "name-too-long": (lambda t: t / ("x" * 5000 + ".yaml"), "cannot write"),
}


@pytest.mark.parametrize("command", ["fmt", "import"])
@pytest.mark.parametrize(("where", "words"), DESTINATIONS.values(), ids=DESTINATIONS)
def test_a_destination_that_cannot_be_written_is_refused_before_the_work(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str, where: Any, words: str
) -> None:
    (tmp_path / "plain").write_text("a file", encoding="utf-8")
    output = where(tmp_path)
    # Neither the map nor the tables exist: a destination checked after the work
    # would be reported as a missing input instead.
    if command == "fmt":
        args: list[str | Path] = ["fmt", tmp_path / "missing.yaml"]
    else:
        args = ["import", "csv", *(f"--{t.removesuffix('.csv')}={tmp_path / t}" for t in TABLES)]
    before = leftovers(tmp_path)
    code, printed, err = run(capsys, *args, "-o", output)
    assert code == 2 and printed == ""
    assert err.startswith(f"tracksmith {command}: cannot write ")
    assert words in err and "Traceback" not in err
    assert leftovers(tmp_path) == before


def test_fmt_into_another_folder_takes_the_background_along(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "source"
    (source / "img").mkdir(parents=True)
    (source / "img" / "scan.png").write_bytes(b"\x89PNG a picture")
    save_pack(replace(BASE, background=Background("img/scan.png")), source)
    other = tmp_path / "other"
    code, printed, err = run(capsys, "fmt", source, "-o", f"{other}{os.sep}")
    assert (code, printed, err) == (0, f"wrote {other / 'map.yaml'}\n", "")
    copied = load_pack(other)
    assert copied == load_pack(source)
    assert copied.background is not None
    assert read_asset(copied.background.path, other, IMAGE_BYTES) == b"\x89PNG a picture"


def test_fmt_says_which_asset_stayed_behind(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save_pack(replace(BASE, background=Background("scan.png")), tmp_path / "city.yaml")
    (tmp_path / "other").mkdir()
    code, _, err = run(capsys, "fmt", tmp_path / "city.yaml", "-o", tmp_path / "other" / "c.yaml")
    assert code == 0
    assert err == (
        f"tracksmith fmt: {tmp_path / 'city.yaml'}: not copied along: "
        "background.path 'scan.png': missing\n"
    )


def test_fmt_in_place_still_works(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    shutil.copy(MAPS / "tutorial.yaml", tmp_path / "t.yaml")
    assert run(capsys, "fmt", tmp_path / "t.yaml")[0] == 0
    assert load_pack(tmp_path / "t.yaml") == load_pack(MAPS / "tutorial.yaml")


def test_the_real_command_ends_without_a_traceback(tmp_path: Path) -> None:
    out = tmp_path / "out.yaml"
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = run_tracksmith(
        "import",
        "csv",
        *csv_tables(tmp_path, "x" * 20_000),
        "-o",
        str(out),
        environment=environment,
    )
    assert done.returncode == 2
    assert "not saved, as the map would not open again" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert not out.exists()


# --- a destination that is one of the command's own inputs ----------------------------------

RUN = ["--games", "2", "--jobs", "1"]


def _over_a_table(tmp_path: Path) -> tuple[list[str | Path], Path, str]:
    tables = csv_tables(tmp_path)
    stations = tmp_path / "stations.csv"
    return ["import", "csv", *tables, "-o", stations], stations, "is the --stations table itself"


def _over_a_link_to_a_table(tmp_path: Path) -> tuple[list[str | Path], Path, str]:
    tables = csv_tables(tmp_path)
    link = tmp_path / "draft.yaml"
    link.symlink_to(tmp_path / "lines.csv")
    words = f"{link} is the --lines table {tmp_path / 'lines.csv'} itself"
    return ["import", "csv", *tables, "-o", link], tmp_path / "lines.csv", words


def _over_a_feed(tmp_path: Path) -> tuple[list[str | Path], Path, str]:
    feed = river_city(tmp_path / "feed.zip")
    return ["import", "gtfs", feed, "-o", feed], feed, "is the feed itself"


def _tutorial(tmp_path: Path, name: str = "city.yaml") -> Path:
    return Path(shutil.copy(MAPS / "tutorial.yaml", tmp_path / name))


def _over_a_background(tmp_path: Path) -> tuple[list[str | Path], Path, str]:
    folder = with_background(tmp_path / "city", "scan.png")
    (folder / "scan.png").write_bytes(A_PNG)
    words = "is the map's background.path"
    return ["fmt", folder, "-o", folder / "scan.png"], folder / "scan.png", words


def _records_over_the_map(tmp_path: Path) -> tuple[list[str | Path], Path, str]:
    """Game 0's record is game-0.yaml: the name of the map in the folder."""
    map_file = _tutorial(tmp_path, "game-0.yaml")
    return ["playtest", map_file, *RUN, "--records", tmp_path], map_file, "is the map itself"


OVER_AN_INPUT = {
    "import-csv-over-its-table": _over_a_table,
    "import-csv-over-a-link-to-its-table": _over_a_link_to_a_table,
    "import-gtfs-over-its-feed": _over_a_feed,
    "fmt-over-its-map": lambda t: (["fmt", _tutorial(t), "-o", t / "city.yaml"], t / "city.yaml",
                                   "is the map itself"),
    "fmt-over-its-background": _over_a_background,
    "playtest-report-over-its-map": lambda t: (
        ["playtest", _tutorial(t), *RUN, "--out", t / "city.yaml"], t / "city.yaml",
        "is the map itself"),
    "playtest-records-over-its-map": _records_over_the_map,
    "compare-report-over-a-map": lambda t: (
        ["compare", MAPS / "tutorial.yaml", _tutorial(t), *RUN, "--out", t / "city.yaml"],
        t / "city.yaml", "is the second map itself"),
    "ladder-report-over-its-map": lambda t: (
        ["ladder", _tutorial(t), "--bots", "greedy,random", *RUN, "--json", t / "city.yaml"],
        t / "city.yaml", "is the map itself"),
}  # fmt: skip


@pytest.mark.parametrize("case", OVER_AN_INPUT.values(), ids=OVER_AN_INPUT)
def test_a_command_refuses_to_write_over_its_own_input_before_the_work(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, case: Any
) -> None:
    args, kept, words = case(tmp_path)
    before, listing = kept.read_bytes(), leftovers(tmp_path)
    code, printed, err = run(capsys, *args)
    assert (code, printed) == (2, "")
    assert err.startswith(f"tracksmith {args[0]}: ")
    assert words in err and "name another file" in err and "Traceback" not in err
    assert kept.read_bytes() == before
    assert leftovers(tmp_path) == listing
