"""Bad transit feeds: each refused with a message naming the file and the place
in it, exit 2, nothing written and no traceback."""

from __future__ import annotations

import os
import time
import zipfile
from pathlib import Path

import pytest

from engine.cli import main
from engine.importers import feed_zip
from engine.pack.limits import TEXT_LENGTH
from tests.command_process import run_tracksmith
from tests.gtfs_feeds import DATA, river_city, write_feed

Capture = pytest.CaptureFixture[str]
TABLES = ("stops.txt", "routes.txt", "trips.txt", "stop_times.txt")


def refused(capsys: Capture, feed: Path, *options: str) -> str:
    target = feed.parent / "draft.yaml"
    assert main(["import", "gtfs", str(feed), "-o", str(target), *options]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    assert not target.exists()
    return err


def tables(**changed: str) -> dict[str, list[list[str]]]:
    """The River City tables, some replaced by text (file name with `_` for `.`)."""
    found = {}
    for path in sorted((DATA / "river-city").glob("*.txt")):
        text = changed.get(path.name.replace(".", "_"), path.read_text(encoding="utf-8"))
        found[path.name] = [line.split(",") for line in text.splitlines()]
    return found


def edited(path: Path, table: str, old: str, new: str) -> Path:
    text = (DATA / "river-city" / table).read_text(encoding="utf-8")
    assert old in text
    return write_feed(path, tables(**{table.replace(".", "_"): text.replace(old, new, 1)}))


@pytest.mark.parametrize("table", TABLES)
def test_a_missing_required_table_is_named(tmp_path: Path, capsys: Capture, table: str) -> None:
    feed = river_city(tmp_path / "feed.zip", leave_out=(table,))
    err = refused(capsys, feed)
    assert f"{feed}: not a GTFS feed: it has no {table}" in err


@pytest.mark.parametrize(
    ("table", "old", "new", "message"),
    [
        ("stops.txt", "stop_lat,", "latitude,", "stops.txt, row 1: missing column 'stop_lat'"),
        ("stops.txt", "West Gate,51.5000", "West Gate,north",
         "stops.txt, row 2: column 'stop_lat': expected a number, found 'north'"),
        ("trips.txt", "A,weekday,A2,1,", "A,weekday,A2,1,,SA",
         "trips.txt, row 3: expected 5 fields, found 6"),
        ("stop_times.txt", "A1,08:00:00,08:00:00,W1,1", "Z9,08:00:00,08:00:00,W1,1",
         "stop_times.txt, row 2: column 'trip_id': trip 'Z9' is not in trips.txt"),
        ("stop_times.txt", "A1,08:00:00,08:00:00,W1,1", "A1,08:00:00,08:00:00,Q,1",
         "stop_times.txt, row 2: column 'stop_id': stop 'Q' is not in stops.txt"),
        ("stop_times.txt", "A1,08:00:00,08:00:00,W1,1", "A1,08:00:00,08:00:00,W1,first",
         "stop_times.txt, row 2: column 'stop_sequence': expected a whole number, found 'first'"),
        ("trips.txt", "A,weekday,A1,0,SA", "Z,weekday,A1,0,SA",
         "trips.txt, row 2: column 'route_id': route 'Z' is not in routes.txt"),
        ("stops.txt", "0,W\n", "0,NOWHERE\n",
         "stops.txt, row 3: column 'parent_station': stop 'NOWHERE' is not in stops.txt"),
        ("routes.txt", "Amber Line,1,", "Amber Line,metro,",
         "routes.txt, row 2: column 'route_type': expected a whole number, found 'metro'"),
    ],
)  # fmt: skip
def test_a_bad_column_value_or_reference_is_named(
    tmp_path: Path, capsys: Capture, table: str, old: str, new: str, message: str
) -> None:
    feed = edited(tmp_path / "feed.zip", table, old, new)
    assert f"{feed}/{message}" in refused(capsys, feed)


LONG_NUMBER = "1" + "0" * 5000  # past the 4,300 digits int() takes


@pytest.mark.parametrize(
    ("table", "old", "new", "column", "found"),
    [
        ("routes.txt", "Amber Line,1,", "Amber Line,\u00b2,", "route_type", "found '\u00b2'"),
        ("routes.txt", "Amber Line,1,", "Amber Line,\u0663,", "route_type", "found '\u0663'"),
        ("routes.txt", "Amber Line,1,", f"Amber Line,{LONG_NUMBER},", "route_type", "5,001 digits"),
        ("stop_times.txt", "W1,1\n", "W1,\u00b2\n", "stop_sequence", "found '\u00b2'"),
        ("stop_times.txt", "W1,1\n", f"W1,{LONG_NUMBER}\n", "stop_sequence", "5,001 digits"),
        ("stop_times.txt", "W1,1\n", "W1,-1\n", "stop_sequence", "found '-1'"),
        ("shapes.txt", "-0.2000,1\n", "-0.2000,\u00b9\n", "shape_pt_sequence", "found '\u00b9'"),
        ("shapes.txt", "-0.2000,1\n", f"-0.2000,{LONG_NUMBER}\n", "shape_pt_sequence",
         "5,001 digits"),
    ],
)  # fmt: skip
def test_a_whole_number_is_read_in_ascii_digits_of_a_bounded_length(
    tmp_path: Path, capsys: Capture, table: str, old: str, new: str, column: str, found: str
) -> None:
    """`str.isdigit` takes a superscript two and Arabic-Indic digits that `int` refuses."""
    feed = edited(tmp_path / "feed.zip", table, old, new)
    err = refused(capsys, feed)
    assert f"{feed}/{table}, row 2: column '{column}': expected a whole number" in err
    assert found in err and len(err) < 300


def test_a_file_that_is_not_a_zip(tmp_path: Path, capsys: Capture) -> None:
    feed = tmp_path / "feed.zip"
    feed.write_text("stop_id,stop_name\n", encoding="utf-8")
    assert f"{feed}: not a readable zip file" in refused(capsys, feed)


def test_a_cut_off_zip(tmp_path: Path, capsys: Capture) -> None:
    whole = river_city(tmp_path / "whole.zip").read_bytes()
    feed = tmp_path / "feed.zip"
    feed.write_bytes(whole[: len(whole) // 2])
    assert f"{feed}: not a readable zip file" in refused(capsys, feed)


def test_a_damaged_table(tmp_path: Path, capsys: Capture) -> None:
    """Bytes changed inside stop_times.txt's compressed data: its CRC no longer matches."""
    feed = river_city(tmp_path / "feed.zip")
    with zipfile.ZipFile(feed) as archive:
        info = archive.getinfo("stop_times.txt")
    data = bytearray(feed.read_bytes())
    start = info.header_offset + 30 + len(info.filename) + len(info.extra)
    for at in range(start + 20, start + 40):
        data[at] ^= 0x55
    feed.write_bytes(bytes(data))
    assert f"{feed}/stop_times.txt: the zip is damaged" in refused(capsys, feed)


def test_a_member_outside_the_folder_is_refused(tmp_path: Path, capsys: Capture) -> None:
    feed = river_city(tmp_path / "feed.zip")
    with zipfile.ZipFile(feed, "a") as archive:
        archive.writestr("../../etc/stops.txt", "stop_id\n")
    err = refused(capsys, feed)
    assert f"{feed}: the zip names '../../etc/stops.txt', outside the folder it unpacks to" in err


def test_an_absolute_member_is_refused(tmp_path: Path, capsys: Capture) -> None:
    feed = river_city(tmp_path / "feed.zip")
    with zipfile.ZipFile(feed, "a") as archive:
        archive.writestr(zipfile.ZipInfo("/tmp/stops.txt"), "stop_id\n")
    assert "outside the folder it unpacks to" in refused(capsys, feed)


def test_a_table_that_unpacks_past_the_limit_is_refused_before_reading(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A zip bomb: 2 MiB of stop times that pack into a few kilobytes, against a
    1 MiB limit (the real one is 1 GiB: a test cannot unpack that much quickly)."""
    monkeypatch.setattr(feed_zip, "TABLE_BYTES", 2**20)
    rows = "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n"
    rows += "A1,08:00:00,08:00:00,W1,1\n" * (2 * 2**20 // 25)
    feed = river_city(tmp_path / "feed.zip", leave_out=("stop_times.txt",))
    with zipfile.ZipFile(feed, "a", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("stop_times.txt", rows)
    assert feed.stat().st_size < 100_000
    err = refused(capsys, feed)
    assert f"{feed}/stop_times.txt: unpacks larger than 1 MiB" in err


def blank_lines(feed: Path, mebibytes: int) -> Path:
    """River City with stop_times.txt its header and rows, then `mebibytes` MiB of blank
    lines, streamed into the zip: deflate packs them about a thousand to one."""
    rows = (DATA / "river-city" / "stop_times.txt").read_bytes()
    river_city(feed, leave_out=("stop_times.txt",))
    with (
        zipfile.ZipFile(feed, "a", zipfile.ZIP_DEFLATED) as archive,
        archive.open("stop_times.txt", "w", force_zip64=True) as table,
    ):
        table.write(rows)
        for _ in range(mebibytes):
            table.write(b"\n" * 2**20)
    return feed


def test_a_bomb_of_blank_lines_is_refused_by_its_ratio_at_once(tmp_path: Path) -> None:
    """The probe's feed: 1000 MiB of blank lines in under 1 MB, within the size limit,
    that kept the import busy for six minutes; the real command, in a process of its own."""
    feed = blank_lines(tmp_path / "feed.zip", 1000)
    assert feed.stat().st_size < 1_100_000
    target = tmp_path / "draft.yaml"
    started = time.monotonic()
    done = run_tracksmith("import", "gtfs", str(feed), "-o", str(target), environment=os.environ)
    assert time.monotonic() - started < 60
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"tracksmith import: {feed}/stop_times.txt: unpacks to 1,0")
    assert done.stderr.endswith(
        " times its size in the zip; a table may unpack to at most 100 times\n"
    )
    assert not target.exists()


def test_a_table_past_the_row_bound_is_refused(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Blank lines count: a table of them packed under the ratio's floor still ends."""
    monkeypatch.setattr(feed_zip, "TABLE_ROWS", 100_000)
    feed = blank_lines(tmp_path / "feed.zip", 1)
    assert f"{feed}/stop_times.txt: more than 100,000 rows" in refused(capsys, feed)


def test_a_feed_read_past_the_time_bound_is_refused(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(feed_zip, "FEED_SECONDS", 0)
    feed = river_city(tmp_path / "feed.zip")
    err = refused(capsys, feed)
    assert f"{feed}/stops.txt: still reading after 0 s; a feed is read in at most 0 s" in err


def test_a_quoted_field_past_the_csv_limit_is_refused(tmp_path: Path, capsys: Capture) -> None:
    feed = river_city(tmp_path / "feed.zip", leave_out=("routes.txt",))
    with zipfile.ZipFile(feed, "a") as archive:
        archive.writestr("routes.txt", f'route_id,route_type\nA,1\nB,"{"1" * 200_000}"\n')
    assert f"{feed}/routes.txt, row 3: field larger than field limit" in refused(capsys, feed)


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(
    tmp_path: Path, capsys: Capture
) -> None:
    fifo = tmp_path / "feed.zip"
    os.mkfifo(fifo)
    assert f"{fifo}: not a regular file: a named pipe" in refused(capsys, fifo)


def test_a_folder_without_the_tables_is_not_a_feed(tmp_path: Path, capsys: Capture) -> None:
    assert f"{tmp_path}: not a GTFS feed: it has no stops.txt" in refused(capsys, tmp_path)


def test_the_destination_is_checked_before_the_feed_is_read(
    tmp_path: Path, capsys: Capture
) -> None:
    target = tmp_path / "missing" / "draft.yaml"
    args = ["import", "gtfs", str(tmp_path / "no-feed.zip"), "-o", str(target)]
    assert main(args) == 2
    assert f"cannot write {target}" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (("--modes", "hovercraft"), "unknown mode hovercraft"),
        (("--area=1,2,3",), "expected WEST,SOUTH,EAST,NORTH"),
        (("--area=1,2,0,3",), "south must be below north and west below east"),
        (("--area=1,2,inf,3",), "expected finite numbers"),
        (("--stations", "1"), "expected a whole number of 2 or more"),
        (("--merge-distance", "-5"), "expected a positive number, found '-5'"),
        (("--date", "20260230"), "expected a date as YYYYMMDD or busiest, found '20260230'"),
    ],
)
def test_malformed_options(
    tmp_path: Path, capsys: Capture, options: tuple[str, ...], message: str
) -> None:
    feed = river_city(tmp_path / "feed.zip")
    with pytest.raises(SystemExit) as raised:
        main(["import", "gtfs", str(feed), "-o", str(tmp_path / "draft.yaml"), *options])
    assert raised.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (("--around", "Central Square"), "--around and --radius go together"),
        (("--area=0,0,1,1", "--around", "X", "--radius", "2"), "give --area or --around"),
        (("--around", "Nowhere Junction", "--radius", "3"),
         "stops.txt: no station of the chosen routes is named 'Nowhere Junction'"),
        (("--routes", "Purple Line"),
         "routes.txt: no subway route has the id or name 'Purple Line'"),
        (("--modes", "ferry"),
         "no route of the modes ferry; the feed's routes by mode: subway (2), rail (1), bus (1)"),
    ],
)  # fmt: skip
def test_options_the_feed_cannot_answer(
    tmp_path: Path, capsys: Capture, options: tuple[str, ...], message: str
) -> None:
    feed = river_city(tmp_path / "feed.zip")
    assert message in refused(capsys, feed, *options)


def test_a_map_the_format_would_refuse_is_not_written(tmp_path: Path, capsys: Capture) -> None:
    """A station name past the format's length: the saved map must open again."""
    long_name = "n" * (TEXT_LENGTH + 1)
    feed = edited(tmp_path / "feed.zip", "stops.txt", "West Gate,51.5000", f"{long_name},51.5000")
    err = refused(capsys, feed)
    assert "stations[0].name: expected text of at most" in err


def test_the_installed_command_imports_a_feed_and_refuses_a_broken_one(tmp_path: Path) -> None:
    feed = river_city(tmp_path / "feed.zip")
    target = tmp_path / "draft.yaml"
    made = run_tracksmith("import", "gtfs", str(feed), "-o", str(target), environment=os.environ)
    assert made.returncode == 0, made.stderr
    assert made.stdout.startswith(f"wrote {target}: 5 stations")
    broken = tmp_path / "broken.zip"
    broken.write_bytes(feed.read_bytes()[:100])
    rejected = run_tracksmith(
        "import", "gtfs", str(broken), "-o", str(tmp_path / "other.yaml"), environment=os.environ
    )
    assert rejected.returncode == 2
    assert f"{broken}: not a readable zip file" in rejected.stderr
    assert "Traceback" not in rejected.stderr
