"""The three tables of a tube-style network data set, checked against each other.

Stations carry a position, a fare zone and a National Rail flag; connections
name two stations and one line, so a pair served by three lines has three rows;
the line table says which line ids exist. Every reference is checked here, so
the builder can trust what it gets.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine.importers.csv_table import CsvRow, read_csv

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
    national_rail: bool


@dataclass(frozen=True)
class SourceLink:
    a: str
    b: str
    line: str


@dataclass(frozen=True)
class Network:
    stations: tuple[SourceStation, ...]
    links: tuple[SourceLink, ...]


def read_network(stations: Path, connections: Path, lines: Path) -> Network:
    line_keys = {row.text("line") for row in read_csv(lines, LINE_COLUMNS)}
    by_key: dict[str, SourceStation] = {}
    for row in read_csv(stations, STATION_COLUMNS):
        station = _station(row)
        if station.key in by_key:
            raise row.problem(f"station id '{station.key}' appears twice")
        by_key[station.key] = station
    links = tuple(
        _link(row, by_key, line_keys) for row in read_csv(connections, CONNECTION_COLUMNS)
    )
    return Network(tuple(by_key.values()), links)


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
        national_rail=row.flag("rail"),
    )


def _link(row: CsvRow, stations: dict[str, SourceStation], lines: set[str]) -> SourceLink:
    link = SourceLink(row.text("station1"), row.text("station2"), row.text("line"))
    for end in (link.a, link.b):
        if end not in stations:
            raise row.problem(f"station '{end}' is not in the stations file")
    if link.a == link.b:
        raise row.problem(f"station '{link.a}' is connected to itself")
    if link.line not in lines:
        raise row.problem(f"line '{link.line}' is not in the lines file")
    return link
