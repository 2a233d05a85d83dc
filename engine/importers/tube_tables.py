"""The three tables of a tube-style network data set, checked against each other.

Stations carry a position, a fare zone and a National Rail flag; connections
name two stations and one line, so a pair served by three lines has three rows;
the line table says which line ids exist, with their names and (optionally)
colours. Every reference is checked here, so the builder can trust what it gets;
the options that name a station or a line by id or name are resolved here too,
so a mistyped one is refused naming the table it is not in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from engine.errors import SourceDataError
from engine.importers.csv_table import NULL_WORDS, CsvRow, read_csv

STATION_COLUMNS = ("id", "latitude", "longitude", "name", "zone", "rail")
CONNECTION_COLUMNS = ("station1", "station2", "line")
LINE_COLUMNS = ("line", "name")


@dataclass(frozen=True)
class SourceStation:
    key: str
    name: str
    latitude: float
    longitude: float
    zone: float
    rail: bool  # an interchange with main-line rail (the "rail" column)


@dataclass(frozen=True)
class SourceLink:
    a: str
    b: str
    line: str


@dataclass(frozen=True)
class SourceLine:
    key: str
    name: str
    colour: str  # "#rrggbb", or "" when the table has none


@dataclass(frozen=True)
class Network:
    stations: tuple[SourceStation, ...]
    links: tuple[SourceLink, ...]
    lines: tuple[SourceLine, ...]
    files: tuple[Path, Path, Path]  # stations, connections, lines: for messages

    def station_key(self, reference: str) -> str:
        """The station with this id, or else the one station with this name (any case)."""
        return _key(reference, self.stations, self.files[0], "station")

    def line_key(self, reference: str) -> str:
        """The line with this id, or else the one line with this name (any case)."""
        return _key(reference, self.lines, self.files[2], "line")


def _key(
    reference: str, rows: tuple[SourceStation, ...] | tuple[SourceLine, ...], path: Path, noun: str
) -> str:
    if any(row.key == reference for row in rows):
        return reference
    named = [row.key for row in rows if row.name.casefold() == reference.strip().casefold()]
    if len(named) == 1:
        return named[0]
    if named:
        raise SourceDataError(
            f"{path}: {len(named)} {noun}s are named '{reference}' "
            f"(ids {', '.join(named)}): give the id"
        )
    raise SourceDataError(f"{path}: no {noun} has the id or name '{reference}'")


def read_network(stations: Path, connections: Path, lines: Path) -> Network:
    lines_by_key = _by_key(read_csv(lines, LINE_COLUMNS), _line, "line")
    by_key = _by_key(read_csv(stations, STATION_COLUMNS), _station, "station")
    links = tuple(
        _link(row, by_key, lines_by_key.keys()) for row in read_csv(connections, CONNECTION_COLUMNS)
    )
    files = (stations, connections, lines)
    return Network(tuple(by_key.values()), links, tuple(lines_by_key.values()), files)


Keyed = TypeVar("Keyed", SourceStation, SourceLine)


def _by_key(rows: list[CsvRow], make: Callable[[CsvRow], Keyed], noun: str) -> dict[str, Keyed]:
    found: dict[str, Keyed] = {}
    for row in rows:
        item = make(row)
        if item.key in found:
            raise row.problem(f"{noun} id '{item.key}' appears twice")
        found[item.key] = item
    return found


def _line(row: CsvRow) -> SourceLine:
    """A line; its colour from an optional `colour` column, hex with or without `#`."""
    raw = row.values.get("colour", "").strip().lstrip("#")
    if raw.lower() in NULL_WORDS:
        return SourceLine(row.text("line"), row.text("name"), "")
    if not re.fullmatch(r"[0-9a-fA-F]{6}", raw):
        raise row.problem(f"column 'colour': expected a colour such as D01020, found '{raw}'")
    return SourceLine(row.text("line"), row.text("name"), "#" + raw.lower())


def _station(row: CsvRow) -> SourceStation:
    latitude, longitude = row.number("latitude"), row.number("longitude")
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        raise row.problem(f"latitude {latitude}, longitude {longitude} is not a place on Earth")
    return SourceStation(
        key=row.text("id"),
        name=row.text("name"),
        latitude=latitude,
        longitude=longitude,
        zone=row.number("zone"),
        rail=row.flag("rail"),
    )


def _link(row: CsvRow, stations: dict[str, SourceStation], lines: Set[str]) -> SourceLink:
    link = SourceLink(row.text("station1"), row.text("station2"), row.text("line"))
    for end in (link.a, link.b):
        if end not in stations:
            raise row.problem(f"station '{end}' is not in the stations file")
    if link.a == link.b:
        raise row.problem(f"station '{link.a}' is connected to itself")
    if link.line not in lines:
        raise row.problem(f"line '{link.line}' is not in the lines file")
    return link
