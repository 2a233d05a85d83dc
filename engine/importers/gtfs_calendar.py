"""How many days each of a feed's services runs (calendar.txt, calendar_dates.txt).

A route's main line, its lanes and the busiest stations are chosen by how
many trips run them. A feed lists a trip once for all the days its service
runs, so a weekday pattern and a Sunday-morning variant listed as often would
count alike; each trip counts once per day it runs instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from engine.importers.csv_table import CsvRow
from engine.importers.feed_zip import FeedZip

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKLY = ("service_id", *DAYS, "start_date", "end_date")
_EXCEPTIONS = ("service_id", "date", "exception_type")
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


def service_days(feed: FeedZip) -> dict[str, int] | None:
    """The days each service runs over the feed's dates; None when the feed has no
    calendar at all (then every trip counts once)."""
    if not feed.has("calendar.txt") and not feed.has("calendar_dates.txt"):
        return None
    weekly: dict[str, _Weekly] = {}
    if feed.has("calendar.txt"):
        for row in feed.rows("calendar.txt", _WEEKLY):
            service = row.text("service_id")
            if service in weekly:
                raise row.problem(f"service '{service}' appears twice")
            weekly[service] = _weekly(row)
    days = {service: rule.count() for service, rule in weekly.items()}
    exceptions = _exceptions(feed) if feed.has("calendar_dates.txt") else {}
    for (service, day), kind in exceptions.items():
        rule = weekly.get(service)
        usual = rule is not None and rule.runs_on(day)
        change = int(kind == ADDED and not usual) - int(kind == REMOVED and usual)
        days[service] = days.get(service, 0) + change
    return days


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
