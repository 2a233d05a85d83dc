"""Trips counted once per day they run (calendar.txt, calendar_dates.txt): a
route's main line is the pattern run most, not the one listed most."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from engine.cli import main
from engine.importers.gtfs_feed import read_feed
from engine.map.model import MapPack
from engine.pack import load_pack
from tests.gtfs_feeds import write_feed

Capture = pytest.CaptureFixture[str]
WEEKDAYS = ["weekdays", 1, 1, 1, 1, 1, 0, 0, "20260105", "20260201"]  # Mon 5 Jan: 4 weeks
SUNDAYS = ["sundays", 0, 0, 0, 0, 0, 0, 1, "20260105", "20260201"]
CALENDAR = [
    ["service_id", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
     "start_date", "end_date"],
    WEEKDAYS,
    SUNDAYS,
]  # fmt: skip
EXCEPTIONS = [
    ["service_id", "date", "exception_type"],
    ["weekdays", "20260106", 2],  # a Tuesday off
    ["sundays", "20260110", 1],  # and a Saturday on
    ["sundays", "20260111", 1],  # a Sunday it runs anyway: no change
    ["special", "20260301", 1],  # a service of one day, outside calendar.txt
    ["never", "20260301", 2],
]
# Two trips a day on weekdays run a-b-c; three on Sundays run on to d; one never runs to e.
TRIPS = {
    "w1": ("weekdays", ("a", "b", "c")),
    "w2": ("weekdays", ("c", "b", "a")),
    "s1": ("sundays", ("a", "b", "c", "d")),
    "s2": ("sundays", ("d", "c", "b", "a")),
    "s3": ("sundays", ("a", "b", "c", "d")),
    "x1": ("special", ("a", "b")),
    "n1": ("never", ("d", "e")),
}
PLACES = {"a": (51.0, 0.0), "b": (51.0, 0.1), "c": (51.0, 0.2), "d": (51.1, 0.2), "e": (51.2, 0.2)}


def feed(
    path: Path,
    calendar: list[list[object]] | None = CALENDAR,
    exceptions: list[list[object]] = EXCEPTIONS,
) -> Path:
    times = [["trip_id", "stop_id", "stop_sequence"]]
    times += [[trip, stop, n] for trip, (_, stops) in TRIPS.items() for n, stop in enumerate(stops)]
    tables: dict[str, list[list[object]]] = {
        "stops.txt": [
            ["stop_id", "stop_name", "stop_lat", "stop_lon"],
            *([key, f"Stop {key}", *place] for key, place in PLACES.items()),
        ],
        "routes.txt": [["route_id", "route_type"], ["r", 1]],
        "trips.txt": [
            ["route_id", "service_id", "trip_id"],
            *(["r", service, trip] for trip, (service, _) in TRIPS.items()),
        ],
        "stop_times.txt": times,
        "calendar_dates.txt": exceptions,
    }
    if calendar is not None:
        tables["calendar.txt"] = calendar
    return write_feed(path, tables)


def imported(tmp_path: Path, source: Path, ruleset: str = "one-day") -> MapPack:
    target = tmp_path / "draft.yaml"
    assert main(["import", "gtfs", str(source), "-o", str(target), "--ruleset", ruleset]) == 0
    return load_pack(target)


def test_each_trip_counts_the_days_its_service_runs(tmp_path: Path) -> None:
    runs = {key: trip.runs for key, trip in read_feed(feed(tmp_path / "f.zip")).trips.items()}
    # 20 weekdays less a Tuesday; 4 Sundays and a Saturday; one special day; "never" left out
    assert runs == {"w1": 19, "w2": 19, "s1": 5, "s2": 5, "s3": 5, "x1": 1}


def test_the_line_is_the_pattern_run_most_and_a_trip_that_never_runs_adds_nothing(
    tmp_path: Path,
) -> None:
    """2 x 19 weekday runs of a-b-c outweigh 3 x 5 Sunday runs on to d, though the
    Sunday trips are listed more often: a-b-c is the line, c-d its branch (O1)."""
    pack = imported(tmp_path, feed(tmp_path / "f.zip"))
    assert [r.stops for r in pack.routes] == [("stop-a", "stop-b", "stop-c"), ("stop-c", "stop-d")]
    assert "stop-e" not in {s.id for s in pack.stations}


def test_without_a_weekly_calendar_the_listed_dates_count(tmp_path: Path) -> None:
    """Only calendar_dates.txt: weekdays and Sundays have no days but those added; the
    weekday trips, with no day left, are not counted at all."""
    source = feed(tmp_path / "f.zip", calendar=None)
    runs = {key: trip.runs for key, trip in read_feed(source).trips.items()}
    assert runs == {"s1": 2, "s2": 2, "s3": 2, "x1": 1}  # a Saturday and a Sunday added


@pytest.mark.parametrize(
    ("row", "message"),
    [
        (["weekdays", 1, 1, 1, 1, 1, 0, 0, "2026-01-05", "20260201"],
         "calendar.txt, row 2: column 'start_date': '2026-01-05' is not a date (YYYYMMDD)"),
        (["weekdays", 1, 1, 1, 1, 1, 0, 0, "20260231", "20260301"],
         "calendar.txt, row 2: column 'start_date': '20260231' is not a date (YYYYMMDD)"),
        (["weekdays", 1, 1, 1, 1, "yes", 0, 0, "20260105", "20260201"],
         "calendar.txt, row 2: column 'friday': 'yes' is neither 0 nor 1"),
        (["weekdays", 1, 1, 1, 1, 1, 0, 0, "20260201", "20260105"],
         "calendar.txt, row 2: the service ends (20260105) before it starts (20260201)"),
    ],
)  # fmt: skip
def test_a_bad_calendar_is_named_with_its_row(
    tmp_path: Path, capsys: Capture, row: list[object], message: str
) -> None:
    source = feed(tmp_path / "f.zip", [CALENDAR[0], row, SUNDAYS])
    target = tmp_path / "draft.yaml"
    assert main(["import", "gtfs", str(source), "-o", str(target), "--ruleset", "one-day"]) == 2
    out, err = capsys.readouterr()
    assert f"{source}/{message}" in err and "Traceback" not in err
    assert out == "" and not target.exists()


def test_a_bad_exception_or_an_unknown_service_is_named_with_its_row(
    tmp_path: Path, capsys: Capture
) -> None:
    source = feed(tmp_path / "f.zip", exceptions=[*EXCEPTIONS, ["sundays", "20260301", 3]])
    assert main(["import", "gtfs", str(source), "-o", str(tmp_path / "d.yaml")]) == 2
    assert (
        f"{source}/calendar_dates.txt, row 7: column 'exception_type': '3' is neither "
        "1 (added) nor 2 (removed)"
    ) in capsys.readouterr().err
    source = feed(tmp_path / "g.zip", [CALENDAR[0], SUNDAYS], exceptions=EXCEPTIONS[:1])
    assert main(["import", "gtfs", str(source), "-o", str(tmp_path / "d.yaml")]) == 2
    assert (
        f"{source}/trips.txt, row 2: column 'service_id': service 'weekdays' is in neither "
        "calendar.txt nor calendar_dates.txt"
    ) in capsys.readouterr().err


def test_a_date_counts_only_the_trips_that_run_that_day(tmp_path: Path) -> None:
    source = feed(tmp_path / "f.zip")
    sunday = read_feed(source, on=date(2026, 1, 11))
    assert {key: trip.runs for key, trip in sunday.trips.items()} == {"s1": 1, "s2": 1, "s3": 1}
    saturday = read_feed(source, on=date(2026, 1, 10))  # added to the Sunday service
    assert set(saturday.trips) == {"s1", "s2", "s3"}
    wednesday = read_feed(source, on=date(2026, 1, 7))
    assert {key: trip.runs for key, trip in wednesday.trips.items()} == {"w1": 1, "w2": 1}
    target = tmp_path / "sunday.yaml"
    options = ["--ruleset", "one-day", "--date", "20260111"]
    assert main(["import", "gtfs", str(source), "-o", str(target), *options]) == 0
    assert [r.stops for r in load_pack(target).routes] == [("stop-a", "stop-b", "stop-c", "stop-d")]


def test_a_date_no_service_runs_on_is_refused_with_the_calendars_span(
    tmp_path: Path, capsys: Capture
) -> None:
    source = feed(tmp_path / "f.zip")
    target = tmp_path / "d.yaml"
    assert main(["import", "gtfs", str(source), "-o", str(target), "--date", "20260106"]) == 2
    assert (
        f"{source}: no service runs on 20260106; its calendar runs from 20260105 to 20260301"
    ) in capsys.readouterr().err
    with pytest.raises(SystemExit) as raised:
        main(["import", "gtfs", str(source), "-o", str(target), "--date", "2026-01-07"])
    assert raised.value.code == 2
    assert "expected a date as YYYYMMDD or busiest, found '2026-01-07'" in capsys.readouterr().err
    assert not target.exists()


def test_the_busiest_day_is_the_first_of_those_the_most_trips_run(
    tmp_path: Path, capsys: Capture
) -> None:
    """Three Sunday trips outnumber two weekday ones; the Saturday added to the
    Sunday service comes first."""
    source = feed(tmp_path / "f.zip")
    busiest = read_feed(source, on="busiest")
    assert busiest.day == date(2026, 1, 10)
    assert {key: trip.runs for key, trip in busiest.trips.items()} == {"s1": 1, "s2": 1, "s3": 1}
    target = tmp_path / "busiest.yaml"
    options = ["--ruleset", "one-day", "--date", "busiest"]
    assert main(["import", "gtfs", str(source), "-o", str(target), *options]) == 0
    assert capsys.readouterr().out.splitlines()[1] == (
        "counted the trips of Saturday 20260110, the day the most trips run"
    )
    assert read_feed(source).day is None  # every day counts


FREQUENCIES = [
    ["trip_id", "start_time", "end_time", "headway_secs", "exact_times"],
    ["every-10", "06:00:00", "22:00:00", 600],  # 96 departures
    ["every-10", "22:00:00", "25:30:00", 1800, 1],  # 7 more, past midnight
    ["d1", "7:00", "8:00:00", 600],  # not a time: left out, d1 runs once
    ["ghost", "07:00:00", "08:00:00", 600],
]


def test_a_frequency_counts_each_departure(tmp_path: Path, capsys: Capture) -> None:
    """One trip every 10 minutes outweighs three listed trips: a-b-c is the line (O1)."""
    trips = {"every-10": ("a", "b", "c"), "d1": ("a", "b", "d"), "d2": ("a", "b", "d")}
    trips["d3"] = ("a", "b", "d")
    times = [["trip_id", "stop_id", "stop_sequence"]]
    times += [[trip, stop, n] for trip, stops in trips.items() for n, stop in enumerate(stops)]
    source = write_feed(
        tmp_path / "f.zip",
        {
            "stops.txt": [
                ["stop_id", "stop_name", "stop_lat", "stop_lon"],
                *([key, f"Stop {key}", *place] for key, place in PLACES.items()),
            ],
            "routes.txt": [["route_id", "route_type"], ["r", 1]],
            "trips.txt": [["route_id", "trip_id"], *(["r", trip] for trip in trips)],
            "stop_times.txt": times,
            "frequencies.txt": FREQUENCIES,
        },
    )
    runs = {key: trip.runs for key, trip in read_feed(source).trips.items()}
    assert runs == {"every-10": 103, "d1": 1, "d2": 1, "d3": 1}
    pack = imported(tmp_path, source)
    assert [r.stops for r in pack.routes] == [("stop-a", "stop-b", "stop-c"), ("stop-b", "stop-d")]
    warnings = capsys.readouterr().err.splitlines()
    assert warnings == [
        f"tracksmith import: warning: {source}/frequencies.txt, row 4: column 'start_time': "
        "'7:00' is not a time (HH:MM:SS); the row is left out",
        f"tracksmith import: warning: {source}/frequencies.txt, row 5: trip 'ghost' is not in "
        "trips.txt; the row is left out",
    ]
