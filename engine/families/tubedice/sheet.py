"""A tube dice sheet as the rules see it (D1): stations, connections, lines and
zones as integers and bitmasks, built once per map pack and shared by every game.

A zone holds the stations its polygon covers; a line holds its stops and the
connections joining consecutive stops. A connection naming an unknown station
is left out, and so is a pair of stops no connection joins: the core lint and
this family's lint report both, and such a line can never be completed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.families.tubedice.fields import STAR
from engine.map.geometry import containing_regions
from engine.map.model import MapPack
from engine.map.words import connection_name, station_name
from engine.pack.numbers import whole_number
from engine.rules.bitmask import bits, mask_of
from engine.rules.elements import MAX_SECTIONS
from engine.rules.options import SetupError
from engine.rules.value_names import ValueElement, ValueName

FIRST, LATER = "high", "low"  # the keys of a line's or zone's values (docs/map-pack.md)
_CARRIERS: tuple[tuple[ValueElement, tuple[str, ...]], ...] = (("route", ()), ("region", ("zone",)))
VALUE_NAMES = tuple(  # D1, D6: what the studio shows for them
    ValueName(element, key, title, kinds, doc)
    for element, kinds in _CARRIERS
    for key, title, doc in (
        (FIRST, "First completion", "points for the first seats to complete it (D6)"),
        (LATER, "Later completion", "points for each seat completing it later (D6)"),
    )
)


@dataclass(frozen=True, eq=False)
class Goal:
    """A line or a zone: what completes it and what it is worth (D6)."""

    id: str
    name: str
    kind: str  # "line" or "zone"
    stations: int  # mask
    connections: int  # mask; a zone has none
    values: tuple[int, int]  # (first, later)
    colour: str = ""


@dataclass(frozen=True, eq=False)
class Sheet:
    station_ids: tuple[str, ...]
    names: tuple[str, ...]  # station -> its name as people read it, for messages
    station_index: dict[str, int]
    star: int
    connection_ids: tuple[str, ...]
    connection_index: dict[str, int]
    connection_names: tuple[str, ...]  # connection -> its stations' names, for messages
    ends: tuple[tuple[int, int], ...]  # connection -> its two stations
    sections: tuple[int, ...]  # connection -> sections
    incident: tuple[int, ...]  # station -> mask of its connections that a die can mark
    goals: tuple[Goal, ...]  # the lines first, then the zones
    lines: int  # how many of `goals` are lines
    goals_at_station: tuple[tuple[int, ...], ...]  # station -> goals holding it
    goals_at_connection: tuple[tuple[int, ...], ...]  # connection -> lines running along it
    colours: tuple[str, ...]  # connection -> the colour of the first line along it, or ""

    def other_end(self, connection: int, station: int) -> int:
        a, b = self.ends[connection]
        return b if a == station else a


def whole_values(values: Mapping[str, float], where: str) -> tuple[int, int]:
    """A line's or zone's (first, later) points; absent values are 0 (lint warns)."""
    found = []
    for key in (FIRST, LATER):
        value = values.get(key, 0)
        whole = whole_number(value)
        if whole is None:
            raise SetupError(f"{where}: values.{key} is {value}; expected a whole number (D1)")
        found.append(whole)
    return found[0], found[1]


def build_sheet(pack: MapPack) -> Sheet:
    """The sheet of `pack`; raises SetupError when no game can start on it."""
    stations = list(pack.station_index.values())
    index = {station.id: i for i, station in enumerate(stations)}
    stars = [index[s.id] for s in stations if STAR.of(s)]
    if len(stars) != 1:
        found = "no station" if not stars else f"{len(stars)} stations"
        raise SetupError(f"{found} flagged 'star'; the first station die needs exactly one (D3)")
    connections = [c for c in pack.connections if c.a in index and c.b in index and c.a != c.b]
    ends = tuple((index[c.a], index[c.b]) for c in connections)
    incident = [0] * len(stations)
    for number, (connection, (a, b)) in enumerate(zip(connections, ends, strict=True)):
        if connection.sections <= MAX_SECTIONS:
            incident[a] |= 1 << number
            incident[b] |= 1 << number
    between = {frozenset(pair): number for number, pair in enumerate(ends)}
    goals = [
        Goal(
            route.id,
            route.name or route.id,
            "line",
            mask_of(index[stop] for stop in route.stops if stop in index),
            mask_of(
                between[frozenset((index[a], index[b]))]
                for a, b in route.pairs()
                if a in index and b in index and frozenset((index[a], index[b])) in between
            ),
            whole_values(route.values, f"route '{route.id}'"),
            route.colour,
        )
        for route in pack.routes
    ]
    zones = pack.regions_of(["zone"])
    members = [0] * len(zones)
    zone_number = {region.id: i for i, region in enumerate(zones)}
    for station in stations:
        for region in containing_regions(pack, "zone", station.pos):
            members[zone_number[region.id]] |= 1 << index[station.id]
    goals += [
        Goal(
            region.id,
            region.name or region.id,
            "zone",
            members[i],
            0,
            whole_values(region.values, f"region '{region.id}'"),
        )
        for i, region in enumerate(zones)
    ]
    return Sheet(
        station_ids=tuple(s.id for s in stations),
        names=tuple(station_name(pack, s.id) for s in stations),
        station_index=index,
        star=stars[0],
        connection_ids=tuple(c.id for c in connections),
        connection_index={c.id: i for i, c in enumerate(connections)},
        connection_names=tuple(connection_name(pack, c.id) for c in connections),
        ends=ends,
        sections=tuple(c.sections for c in connections),
        incident=tuple(incident),
        goals=tuple(goals),
        lines=len(pack.routes),
        goals_at_station=_goals_at(goals, len(stations), lambda goal: goal.stations),
        goals_at_connection=_goals_at(goals, len(connections), lambda goal: goal.connections),
        colours=tuple(
            next((g.colour for g in goals if g.connections >> n & 1 and g.colour), "")
            for n in range(len(connections))
        ),
    )


def _goals_at(
    goals: list[Goal], size: int, mask_of: Callable[[Goal], int]
) -> tuple[tuple[int, ...], ...]:
    found: list[list[int]] = [[] for _ in range(size)]
    for number, goal in enumerate(goals):
        for element in bits(mask_of(goal)):
            found[element].append(number)
    return tuple(tuple(numbers) for numbers in found)
