"""How often each of a feed's trips runs: the days of its service (calendar.txt,
calendar_dates.txt) and its departures a day (frequencies.txt).

A route's main line, its lanes and the busiest stations are chosen by how
many trips run them. A feed lists a trip once for all the days its service
runs, so a weekday pattern and a Sunday-morning variant listed as often would
count alike; each trip counts once per day it runs instead. A designer who
wants one day's network (a weekday's, say) names the date, and each trip then
counts once if it runs that day and not at all if it does not.

Counting every day, rather than only the busiest one, keeps the routes that
do not run on it (a weekend or night line) and still lets the weekday
pattern outweigh a Sunday variant run more often that day.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from datetime import date

from engine.errors import SourceDataError
from engine.importers.csv_table import CsvRow
from engine.importers.feed_zip import FeedZip

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKLY = ("service_id", *DAYS, "start_date", "end_date")
_EXCEPTIONS = ("service_id", "date", "exception_type")
_FREQUENCY = ("trip_id", "start_time", "end_time", "headway_secs")
ADDED, REMOVED = "1", "2"


@dataclass(frozen=True)
class _Weekly:
    """A calendar.txt row: the weekdays a service runs between two dates."""

    days: tuple[bool, ...]  # Monday first
    start: date
    end: date

    def runs_on(self, day: date) -> bool:
        return self.start <= day <= self.end and self.days[day.weekday()]

    def count(self) -> int:
        weeks, rest = divmod((self.end - self.start).days + 1, 7)
        first = self.start.weekday()
        return weeks * sum(self.days) + sum(self.days[(first + k) % 7] for k in range(rest))


def service_days(feed: FeedZip, on: date | None = None) -> dict[str, int] | None:
    """The days each service runs over the feed's dates (or on the day `on`: 1 or
    0); None when the feed has no calendar at all (then every trip counts once)."""
    if not feed.has("calendar.txt") and not feed.has("calendar_dates.txt"):
        return None
    weekly: dict[str, _Weekly] = {}
    if feed.has("calendar.txt"):
        for row in feed.rows("calendar.txt", _WEEKLY):
            service = row.text("service_id")
            if service in weekly:
                raise row.problem(f"service '{service}' appears twice")
            weekly[service] = _weekly(row)
    exceptions = _exceptions(feed) if feed.has("calendar_dates.txt") else {}
    if on is not None:
        return _on_the_day(feed, weekly, exceptions, on)
    days = {service: rule.count() for service, rule in weekly.items()}
    for (service, day), kind in exceptions.items():
        rule = weekly.get(service)
        usual = rule is not None and rule.runs_on(day)
        change = int(kind == ADDED and not usual) - int(kind == REMOVED and usual)
        days[service] = days.get(service, 0) + change
    return days


def _on_the_day(
    feed: FeedZip, weekly: dict[str, _Weekly], exceptions: dict[tuple[str, date], str], on: date
) -> dict[str, int]:
    runs = {service: int(rule.runs_on(on)) for service, rule in weekly.items()}
    for (service, day), kind in exceptions.items():
        runs.setdefault(service, 0)
        if day == on:
            runs[service] = int(kind == ADDED)
    if not any(runs.values()):
        starts = [rule.start for rule in weekly.values()] + [day for _, day in exceptions]
        ends = [rule.end for rule in weekly.values()] + [day for _, day in exceptions]
        span = f"runs from {min(starts):%Y%m%d} to {max(ends):%Y%m%d}" if starts else "is empty"
        raise SourceDataError(f"{feed.path}: no service runs on {on:%Y%m%d}; its calendar {span}")
    return runs


def _exceptions(feed: FeedZip) -> dict[tuple[str, date], str]:
    """Each service's added and removed dates (a date listed twice: the last word)."""
    found: dict[tuple[str, date], str] = {}
    for row in feed.rows("calendar_dates.txt", _EXCEPTIONS):
        kind = row.text("exception_type")
        if kind not in (ADDED, REMOVED):
            raise row.problem(
                f"column 'exception_type': '{kind}' is neither 1 (added) nor 2 (removed)"
            )
        found[(row.text("service_id"), _date(row, "date"))] = kind
    return found


def _weekly(row: CsvRow) -> _Weekly:
    flags = []
    for day in DAYS:
        flag = row.text(day)
        if flag not in ("0", "1"):
            raise row.problem(f"column '{day}': '{flag}' is neither 0 nor 1")
        flags.append(flag == "1")
    start, end = _date(row, "start_date"), _date(row, "end_date")
    if end < start:
        raise row.problem(f"the service ends ({end:%Y%m%d}) before it starts ({start:%Y%m%d})")
    return _Weekly(tuple(flags), start, end)


def _date(row: CsvRow, column: str) -> date:
    raw = row.text(column)
    try:
        if len(raw) != 8 or not (raw.isascii() and raw.isdigit()):
            raise ValueError
        return date(int(raw[:4]), int(raw[4:6]), int(raw[6:]))
    except ValueError:
        raise row.problem(f"column '{column}': '{raw}' is not a date (YYYYMMDD)") from None


def departures(feed: FeedZip, trips: Collection[str]) -> dict[str, int]:
    """How many times a day each trip of frequencies.txt leaves: a trip listed
    there is a pattern run every `headway_secs` from `start_time` to `end_time`,
    not one run. A row that cannot be read is a warning, and its trip runs once."""
    found: dict[str, int] = defaultdict(int)
    for row in feed.rows("frequencies.txt", _FREQUENCY):
        trip = row.values["trip_id"].strip()
        try:
            start, end = _seconds(row, "start_time"), _seconds(row, "end_time")
            headway = row.whole("headway_secs")
        except SourceDataError as error:
            feed.warnings.append(f"{error}; the row is left out")
            continue
        if trip not in trips:
            feed.warnings.append(
                row.located(f"trip '{trip}' is not in trips.txt; the row is left out")
            )
        elif end > start and headway > 0:
            found[trip] += math.ceil((end - start) / headway)
    return dict(found)


def _seconds(row: CsvRow, column: str) -> int:
    """A time of day as GTFS writes it (H:MM:SS, past 24:00:00 after midnight)."""
    raw = row.text(column)
    parts = raw.split(":")
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() and len(p) <= 3 for p in parts):
        raise row.problem(f"column '{column}': '{raw}' is not a time (HH:MM:SS)")
    hours, minutes, seconds = map(int, parts)
    return hours * 3600 + minutes * 60 + seconds
