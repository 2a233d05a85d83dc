"""Real feeds as agencies publish them: short rows, tables in a folder of the zip
or unpacked, quoted fields, extended route types, a bad optional value, text
that is not UTF-8. Each is read, with a warning where something was left out."""

from __future__ import annotations

import random
import shutil
import zipfile
from pathlib import Path

import numpy as np
import pytest

from engine.cli import main
from engine.importers import feed_text, gtfs_timetable
from engine.importers.gtfs_feed import read_feed
from engine.importers.gtfs_modes import mode_of
from engine.importers.plain_block import plain_block
from engine.pack import load_pack
from tests.gtfs_feeds import DATA, river_city, write_feed

Capture = pytest.CaptureFixture[str]
RIVER_CITY_STATIONS = {"West Gate", "Central Square", "East End", "North Hill", "South Park"}

# Shaped like the GTFS reference's sample feed: stop_times.txt rows leave their
# trailing empty fields (pickup and drop-off types, distance) out.
SAMPLE = {
    "agency.txt": [
        ["agency_id", "agency_name", "agency_url", "agency_timezone"],
        ["DTA", "Demo Transit Authority", "http://example.com", "America/Los_Angeles"],
    ],
    "stops.txt": [
        ["stop_id", "stop_name", "stop_desc", "stop_lat", "stop_lon", "zone_id", "stop_url"],
        ["FUR_CREEK_RES", "Furnace Creek Resort (Demo)", "", "36.425288", "-117.133162"],
        ["BEATTY_AIRPORT", "Nye County Airport (Demo)", "", "36.868446", "-116.784582"],
        ["STAGECOACH", "Stagecoach Hotel & Casino (Demo)", "", "36.915682", "-116.751677"],
    ],
    "routes.txt": [
        ["route_id", "agency_id", "route_short_name", "route_long_name", "route_desc",
         "route_type", "route_url", "route_color", "route_text_color"],
        ["AB", "DTA", "10", "Airport - Bullfrog", "", "3"],
    ],
    "trips.txt": [
        ["route_id", "service_id", "trip_id", "trip_headsign", "direction_id", "block_id",
         "shape_id"],
        ["AB", "FULLW", "AB1", "to Bullfrog", "0", "1"],
        ["AB", "FULLW", "AB2", "to Airport", "1", "2"],
    ],
    "stop_times.txt": [
        ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence",
         "stop_headsign", "pickup_type", "drop_off_time", "shape_dist_traveled"],
        ["AB1", "8:00:00", "8:00:00", "BEATTY_AIRPORT", "1"],
        ["AB1", "8:10:00", "8:15:00", "STAGECOACH", "2"],
        ["AB2", "12:05:00", "12:05:00", "STAGECOACH", "1"],
        ["AB2", "12:15:00", "12:15:00", "BEATTY_AIRPORT", "2"],
        ["AB2", "12:25:00", "12:25:00", "FUR_CREEK_RES", "3", "", "", "", ""],
    ],
    "calendar.txt": [
        ["service_id", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
         "sunday", "start_date", "end_date"],
        ["FULLW", "1", "1", "1", "1", "1", "1", "1", "20070101", "20101231"],
    ],
}  # fmt: skip


def imported(tmp_path: Path, capsys: Capture, feed: Path, *options: str) -> tuple[set[str], str]:
    """The names of the stations imported, and what the command said on stderr."""
    target = tmp_path / "draft.yaml"
    assert main(["import", "gtfs", str(feed), "-o", str(target), *options]) == 0
    return {station.name for station in load_pack(target).stations}, capsys.readouterr().err


def test_rows_that_leave_trailing_empty_fields_out_are_read(
    tmp_path: Path, capsys: Capture
) -> None:
    feed = write_feed(tmp_path / "sample.zip", SAMPLE)
    names, err = imported(tmp_path, capsys, feed, "--modes", "bus", "--ruleset", "one-day")
    assert names == {"Furnace Creek Resort (Demo)", "Nye County Airport (Demo)",
                     "Stagecoach Hotel & Casino (Demo)"}  # fmt: skip
    assert err == ""


def test_a_row_with_more_fields_than_the_header_is_refused(tmp_path: Path, capsys: Capture) -> None:
    tables = {
        **SAMPLE,
        "trips.txt": [*SAMPLE["trips.txt"], ["AB", "FULLW", "AB3", "x", "0", "", "", "9"]],
    }
    feed = write_feed(tmp_path / "sample.zip", tables)
    assert (
        main(["import", "gtfs", str(feed), "-o", str(tmp_path / "d.yaml"), "--modes", "bus"]) == 2
    )
    assert f"{feed}/trips.txt, row 4: expected 7 fields, found 8" in capsys.readouterr().err


def test_quoted_fields_and_short_rows_read_alike(tmp_path: Path) -> None:
    """A quoted name with a comma sends the table through the csv module; it reads the same."""
    stops = [list(row) for row in SAMPLE["stops.txt"]]
    stops[3][1] = "Stagecoach Hotel, Casino"
    feed = write_feed(tmp_path / "sample.zip", {**SAMPLE, "stops.txt": stops})
    loaded = read_feed(feed)
    assert loaded.stations["STAGECOACH"].name == "Stagecoach Hotel, Casino"
    assert loaded.trips["AB2"].stops == ("STAGECOACH", "BEATTY_AIRPORT", "FUR_CREEK_RES")


def test_tables_in_one_folder_of_the_zip_are_read(tmp_path: Path, capsys: Capture) -> None:
    feed = tmp_path / "nested.zip"
    with zipfile.ZipFile(feed, "w") as archive:
        for table in sorted((DATA / "river-city").glob("*.txt")):
            archive.write(table, f"river-city-gtfs/{table.name}")
        archive.writestr("__MACOSX/river-city-gtfs/._stops.txt", b"\x00\x05")
    names, _ = imported(tmp_path, capsys, feed)
    assert names == RIVER_CITY_STATIONS


def test_a_zip_of_two_feeds_is_refused_naming_their_folders(
    tmp_path: Path, capsys: Capture
) -> None:
    feed = tmp_path / "two.zip"
    with zipfile.ZipFile(feed, "w") as archive:
        for folder in ("north", "south"):
            for table in sorted((DATA / "river-city").glob("*.txt")):
                archive.write(table, f"{folder}/{table.name}")
    assert main(["import", "gtfs", str(feed), "-o", str(tmp_path / "d.yaml")]) == 2
    assert f"{feed}: the zip holds a feed in each of north/, south/" in capsys.readouterr().err


def test_an_unpacked_feed_folder_is_read(tmp_path: Path, capsys: Capture) -> None:
    folder = shutil.copytree(DATA / "river-city", tmp_path / "river-city")
    names, _ = imported(tmp_path, capsys, folder)
    assert names == RIVER_CITY_STATIONS
    (folder / "stop_times.txt").write_text("trip_id,stop_id,stop_sequence\nA1,Q,1\n")
    assert main(["import", "gtfs", str(folder), "-o", str(tmp_path / "d.yaml")]) == 2
    err = capsys.readouterr().err
    assert f"{folder}/stop_times.txt, row 2: column 'stop_id': stop 'Q' is not in stops.txt" in err


@pytest.mark.parametrize(
    ("route_type", "mode"),
    [(0, "tram"), (1, "subway"), (2, "rail"), (3, "bus"), (4, "ferry"), (5, "cable-tram"),
     (6, "aerial"), (7, "funicular"), (11, "trolleybus"), (12, "monorail"),
     (100, "rail"), (109, "rail"), (117, "rail"), (200, "coach"), (209, "coach"), (300, "rail"),
     (400, "subway"), (401, "subway"), (402, "subway"), (404, "subway"), (405, "monorail"),
     (500, "subway"), (600, "subway"), (700, "bus"), (716, "bus"), (800, "trolleybus"),
     (900, "tram"), (906, "tram"), (1000, "ferry"), (1100, "air"), (1200, "ferry"),
     (1300, "aerial"), (1307, "aerial"), (1400, "funicular"), (1402, "funicular"),
     (1500, "taxi"), (1507, "taxi"), (1700, "other"), (1701, "cable-tram"), (1702, "other"),
     (8, "other"), (118, "other"), (406, "other"), (1600, "other")],
)  # fmt: skip
def test_every_route_type_of_the_reference_and_its_extended_codes(
    route_type: int, mode: str
) -> None:
    assert mode_of(route_type) == mode


def test_a_malformed_colour_is_a_warning_naming_file_and_row(
    tmp_path: Path, capsys: Capture
) -> None:
    text = (DATA / "river-city" / "routes.txt").read_text(encoding="utf-8")
    folder = shutil.copytree(DATA / "river-city", tmp_path / "feed")
    (folder / "routes.txt").write_text(text.replace("E8A317", "amber"), encoding="utf-8")
    names, err = imported(tmp_path, capsys, folder, "--ruleset", "one-day")
    assert names == RIVER_CITY_STATIONS
    assert err == (
        f"tracksmith import: warning: {folder}/routes.txt, row 2: column 'route_color': expected "
        "a colour such as D01020, found 'amber'; the route is read without a colour\n"
    )
    routes = load_pack(tmp_path / "draft.yaml").routes
    assert {route.name: route.colour for route in routes}["A"] != "#e8a317"


@pytest.mark.parametrize("block", [feed_text.BLOCK, 64])  # the line found in one block or many
def test_text_that_is_not_utf8_is_read_as_windows_1252_with_a_warning(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch, block: int
) -> None:
    monkeypatch.setattr(feed_text, "BLOCK", block)
    feed = river_city(tmp_path / "feed.zip", leave_out=("stops.txt",))
    text = (DATA / "river-city" / "stops.txt").read_text(encoding="utf-8")
    with zipfile.ZipFile(feed, "a") as archive:
        archive.writestr(
            "stops.txt", text.replace("North Hill", "Nörth Hill \u2013 Süd").encode("cp1252")
        )
    names, err = imported(tmp_path, capsys, feed)
    assert names == RIVER_CITY_STATIONS - {"North Hill"} | {"Nörth Hill \u2013 Süd"}
    assert err == (
        f"tracksmith import: warning: {feed}/stops.txt: not UTF-8 text (invalid start byte at "
        "line 12); read as Windows-1252\n"
    )


def laid_out(
    path: Path, times: str, stop_ids: tuple[str, ...], shapes: str = "", shaped: int = 0
) -> Path:
    """A feed of four trips over five stops, its stop_times.txt (and shapes.txt,
    the first `shaped` trips running the shapes in their order) as given."""
    stops = [["stop_id", "stop_name", "stop_lat", "stop_lon"]]
    stops += [[key, f"Stop {n}", 51.0, n / 10] for n, key in enumerate(stop_ids)]
    shape_ids = list(dict.fromkeys(line.split(",")[0] for line in shapes.splitlines()[1:]))
    trips = [["route_id", "trip_id", "shape_id"]]
    trips += [["r", f"t{n}", shape_ids[n].strip('"') if n < shaped else ""] for n in range(4)]
    feed = write_feed(
        path,
        {
            "stops.txt": stops,
            "routes.txt": [["route_id", "route_type"], ["r", 1]],
            "trips.txt": trips,
        },
    )
    with zipfile.ZipFile(feed, "a") as archive:
        archive.writestr("stop_times.txt", times)
        if shapes:
            archive.writestr("shapes.txt", shapes)
    return feed


TRIP_STOPS = {f"t{n}": [(n + k) % 5 for k in range(5)] for n in range(4)}


def stop_times(stop_ids: tuple[str, ...], *, order: str = "sorted", end: str = "\n") -> str:
    rows = [
        (trip, f"{8 + k}:00:00", stop_ids[stop], str(k + 1))
        for trip, stops in TRIP_STOPS.items()
        for k, stop in enumerate(stops)
    ]
    if order == "mixed":  # trips interleaved, and each trip's rows backwards
        rows = sorted(rows, key=lambda row: (-int(row[3]), row[0]))
    lines = ["trip_id,arrival_time,stop_id,stop_sequence", *(",".join(row) for row in rows)]
    return end.join(lines) + end


SHORT_IDS = ("a", "b", "c", "d", "e")
LONG_IDS = tuple(f"platform-{key}-northbound" for key in SHORT_IDS)
ACCENTED_IDS = tuple(f"{key}é" for key in SHORT_IDS)
WORD_IDS = ("abcdefgh", "abcdefgi", "abcdefghi", "abcdefghj", "e")  # a 64-bit word and more


@pytest.mark.parametrize(
    ("stop_ids", "text"),
    [
        (SHORT_IDS, stop_times(SHORT_IDS)),
        (SHORT_IDS, stop_times(SHORT_IDS, end="\r\n")),
        (SHORT_IDS, stop_times(SHORT_IDS, end="\r")),
        (ACCENTED_IDS, stop_times(ACCENTED_IDS, end="\r\n")),
        (WORD_IDS, stop_times(WORD_IDS)),
        (SHORT_IDS, stop_times(SHORT_IDS, order="mixed")),
        (LONG_IDS, stop_times(LONG_IDS)),
        (SHORT_IDS, stop_times(SHORT_IDS).replace(",a,", ", a ,")),
        (SHORT_IDS, stop_times(SHORT_IDS).replace(",b,", ',"b",')),
        (SHORT_IDS, stop_times(SHORT_IDS).replace("\nt2", "\n\nt2")),
        (SHORT_IDS, stop_times(SHORT_IDS).replace("\nt2", "\n,,,\n , ,,\nt2") + ",,,"),
    ],
    ids=[
        "plain",
        "crlf",
        "cr",
        "crlf-not-ascii",
        "ids-of-8-and-9",
        "mixed-order",
        "long-ids",
        "spaces",
        "quoted",
        "blank-lines",
        "empty-rows",
    ],
)
def test_stop_times_read_alike_however_the_table_is_laid_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop_ids: tuple[str, ...], text: str
) -> None:
    """Blocks of 64 bytes: every layout is read across many blocks, plain or not."""
    monkeypatch.setattr(feed_text, "BLOCK", 64)
    feed = laid_out(tmp_path / "feed.zip", text, stop_ids)
    trips = read_feed(feed).trips
    assert {trip: list(found.stops) for trip, found in trips.items()} == {
        trip: [stop_ids[stop] for stop in stops] for trip, stops in TRIP_STOPS.items()
    }


def test_a_stop_id_that_differs_only_by_a_nul_is_not_taken_for_another(
    tmp_path: Path, capsys: Capture
) -> None:
    text = stop_times(SHORT_IDS).replace("t3,10:00:00,a,3", "t3,10:00:00,a\0,3")
    feed = laid_out(tmp_path / "feed.zip", text, SHORT_IDS)
    assert main(["import", "gtfs", str(feed), "-o", str(tmp_path / "d.yaml")]) == 2
    assert "stop_times.txt, row 19: column 'stop_id': stop 'a\x00' is not in stops.txt" in (
        capsys.readouterr().err
    )


def test_a_bad_row_is_named_by_its_row_however_many_blocks_come_before(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(feed_text, "BLOCK", 64)
    text = stop_times(SHORT_IDS).replace("t3,10:00:00,a,3", "t3,10:00:00,zz,3")
    feed = laid_out(tmp_path / "feed.zip", text, SHORT_IDS)
    assert main(["import", "gtfs", str(feed), "-o", str(tmp_path / "d.yaml")]) == 2
    row = text.splitlines().index("t3,10:00:00,zz,3") + 1
    assert row == 19  # the header is row 1
    assert (
        f"{feed}/stop_times.txt, row 19: column 'stop_id': stop 'zz' is not in stops.txt"
    ) in capsys.readouterr().err


def test_decimals_read_at_once_are_the_floats_python_reads() -> None:
    """Whole digits over a power of ten, both exact: the same float, bit for bit."""
    numbers = random.Random(31)
    values = []
    for _ in range(20_000):
        whole = numbers.randint(1, 4)
        digits = "".join(numbers.choice("0123456789") for _ in range(whole))
        fraction = "".join(numbers.choice("0123456789") for _ in range(numbers.randint(0, 11)))
        values.append(
            ("-" if numbers.random() < 0.4 else "") + digits + (f".{fraction}" * bool(fraction))
        )
    block = plain_block("".join(f"s,{value}\n" for value in values), 2)
    assert block is not None
    read = block.decimals(1)
    assert read is not None
    assert [repr(number) for number in read.tolist()] == [repr(float(value)) for value in values]
    for odd in ("1e5", ".5", "5.", "+1", "1.2.3", "--1", "-", "1234567890123456", "nan", ""):
        other = plain_block(f"s,1\ns,{odd}\n", 2)
        assert other is None or other.decimals(1) is None, odd


SHAPE_POINTS = {
    "up": [(51.0, -0.1), (51.05, -0.125), (51.1, -0.15)],
    "down": [(51.1, 0.2), (51.0, 0.25)],
}


@pytest.mark.parametrize("layout", ["plain", "spaces", "quoted", "short-decimals", "backwards"])
def test_shapes_read_alike_however_the_table_is_laid_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, layout: str
) -> None:
    monkeypatch.setattr(feed_text, "BLOCK", 64)
    rows = [
        (shape, str(lat), str(lon), str(n + 1))
        for shape, points in SHAPE_POINTS.items()
        for n, (lat, lon) in enumerate(points)
    ]
    if layout == "backwards":
        rows.reverse()
    lines = ["shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence", *(",".join(r) for r in rows)]
    text = "\n".join(lines) + "\n"
    text = {
        "spaces": text.replace(",-0.1,", ", -0.1 ,"),
        "quoted": text.replace("up,", '"up",'),
        "short-decimals": text.replace("0.25", ".25"),
    }.get(layout, text)
    feed = laid_out(tmp_path / "feed.zip", stop_times(SHORT_IDS), SHORT_IDS, text, shaped=2)
    assert read_feed(feed).shapes == {shape: tuple(p) for shape, p in SHAPE_POINTS.items()}


def test_trips_of_one_pattern_share_its_stops_and_colliding_sums_are_told_apart(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a hash base of 1 a run's key is the sum of its stops' keys: runs a,b
    and b,a collide, and each run must still get its own stops in order."""
    text = "".join(f"{trip},{stop},{n}\n" for trip, stops in _RUNS for n, stop in enumerate(stops))
    block = plain_block(text, 3)
    assert block is not None
    starts = block.changes(0)
    assert starts is not None
    # t3 repeats t1's stops; with a base of 1, t1 and t2 collide and no run is shared
    for base, models in ((gtfs_timetable._HASH_BASE, [0, 1, 0, 3]), (np.uint64(1), [0, 1, 2, 3])):
        monkeypatch.setattr(gtfs_timetable, "_HASH_BASE", base)
        assert gtfs_timetable.patterns(block.keys(1), starts) == models
        found = gtfs_timetable._plain_runs(
            block, {"trip_id": 0, "stop_id": 1, "stop_sequence": 2},
            {trip: "r" for trip, _ in _RUNS}, {"a": 1, "b": 1, "longer-than-8": 1},
        )  # fmt: skip
        assert found is not None
        assert found[-1] == [stops for _, stops in _RUNS]
        assert found[-1][0] is found[-1][2] or base == 1


_RUNS = [("t1", ("a", "b")), ("t2", ("b", "a")), ("t3", ("a", "b")), ("t4", ("a", "longer-than-8"))]
