"""How often each of a feed's trips runs: the days of its service (calendar.txt,
calendar_dates.txt) and its departures a day (frequencies.txt).

A route's main line, its lanes and the busiest stations are chosen by how
many trips run them. A feed lists a trip once for all the days its service
runs, so a weekday pattern and a Sunday-morning variant listed as often would
count alike; each trip counts once per day it runs instead. A designer who
wants one day's network (a weekday's, say) names the date, or asks for the
busiest day, and each trip then counts once if it runs that day and not at
all if it does not.

Counting every day is the default rather than the busiest day: it keeps the
routes that do not run on that day (a weekend or night line), and a Sunday
variant run more often on Sundays than the weekday pattern on weekdays does
not become the line.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import numpy as np

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


BUSIEST = "busiest"  # the day to count: the one the most trips run


@dataclass(frozen=True)
class Calendar:
    """A feed's services: the weekdays each runs between two dates, and the
    dates added to or removed from them."""

    path: Path
    weekly: dict[str, _Weekly]
    exceptions: dict[tuple[str, date], str]  # (service, date) -> ADDED or REMOVED

    def days(self) -> dict[str, int]:
        """The days each service runs over the feed's dates."""
        days = {service: rule.count() for service, rule in self.weekly.items()}
        for service, _, change in self._changes():
            days[service] = days.get(service, 0) + change
        return days

    def _changes(self) -> Iterator[tuple[str, date, int]]:
        """Each exception as the service, the day, and the runs it adds (1) or takes (-1)."""
        for (service, day), kind in self.exceptions.items():
            rule = self.weekly.get(service)
            usual = rule is not None and rule.runs_on(day)
            yield service, day, int(kind == ADDED and not usual) - int(kind == REMOVED and usual)

    def on(self, day: date) -> dict[str, int]:
        """1 for each service that runs on the day, 0 for the others; a day no
        service runs on is a SourceDataError naming the calendar's span."""
        runs = {service: int(rule.runs_on(day)) for service, rule in self.weekly.items()}
        for (service, listed), kind in self.exceptions.items():
            runs.setdefault(service, 0)
            if listed == day:
                runs[service] = int(kind == ADDED)
        if not any(runs.values()):
            span = self.span()
            dates = f"runs from {span[0]:%Y%m%d} to {span[1]:%Y%m%d}" if span else "is empty"
            raise SourceDataError(
                f"{self.path}: no service runs on {day:%Y%m%d}; its calendar {dates}"
            )
        return runs

    def busiest(self, trips: Mapping[str, int]) -> date:
        """The day the most trips run (the first of equals), given each service's trips."""
        span = self.span()
        if span is None:
            raise SourceDataError(f"{self.path}: its calendar is empty; there is no busiest day")
        first, last = span
        running = np.zeros((last - first).days + 1, dtype=np.int64)
        for service, rule in self.weekly.items():
            offset = (rule.start - first).days
            for weekday, runs in enumerate(rule.days):
                step = (weekday - rule.start.weekday()) % 7
                if runs:
                    running[offset + step : (rule.end - first).days + 1 : 7] += trips.get(
                        service, 0
                    )
        for service, day, change in self._changes():
            running[(day - first).days] += change * trips.get(service, 0)
        return first + timedelta(days=int(np.argmax(running)))

    def span(self) -> tuple[date, date] | None:
        starts = [rule.start for rule in self.weekly.values()] + [d for _, d in self.exceptions]
        ends = [rule.end for rule in self.weekly.values()] + [d for _, d in self.exceptions]
        return (min(starts), max(ends)) if starts else None


def read_calendar(feed: FeedZip) -> Calendar | None:
    """The feed's calendar; None when it has neither table (then every trip counts once)."""
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
    return Calendar(feed.path, weekly, exceptions)


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
