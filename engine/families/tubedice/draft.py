"""An imported network made a tube dice sheet that plays (D1-D4): the star at the
hub (as Fill chooses it), sections from each connection's length (1-6), lines
ending before a dead end (a station no die can number), zones that follow the
stations, and values for lines and zones by their size."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

from engine.families.tubedice.fields import STAR
from engine.families.tubedice.sheet import FIRST, LATER
from engine.map.areas import station_areas
from engine.map.model import MapPack, Region, Route, frozen_mapping
from engine.map.words import count, station_name
from engine.rules.elements import MAX_SECTIONS

STATIONS_PER_ZONE = 8  # the bundled city sheet: five zones over 40 stations
ZONES = (3, 6)  # fewest and most
LINE_BONUS = 2  # a line's first value: its stations and this (a 7-stop line scores 9)


def drafted_sheet(pack: MapPack) -> MapPack:
    """Each part only where the sheet has none of it."""
    if all(c.sections <= 1 for c in pack.connections):
        pack = _with_sections(pack)
    around = Counter(end for c in pack.connections for end in c.ends)
    numbered = {s.id for s in pack.stations if around[s.id] >= 2 or STAR.of(s)}
    kept = [_trimmed(route, numbered) for route in pack.routes]
    pack = replace(pack, routes=tuple(_valued(r, len(set(r.stops))) for r in kept))
    if not pack.regions_of(["zone"]):
        pack = _with_zones(pack)
    return pack


def sheet_guesses(before: MapPack, after: MapPack) -> tuple[str, ...]:
    said = [
        f"the star at {station_name(after, s.id)}, the hub"
        for s in after.stations
        if STAR.of(s) and not any(STAR.of(b) for b in before.stations)
    ]
    sections = Counter(c.sections for c in after.connections)
    if sections != Counter(c.sections for c in before.connections):
        spread = ", ".join(f"{sections[n]} of {n}" for n in sorted(sections))
        said.append(f"sections from each connection's length: {spread}")
    was = {r.id: r for r in before.routes}
    trimmed = [r for r in after.routes if r.id in was and r.stops != was[r.id].stops]
    if trimmed:
        said.append(f"{count(len(trimmed), 'line')} ending before a dead end")
    valued = [r for r in after.routes if r.values and not was.get(r.id, r).values]
    if valued:
        highs = sorted(int(r.values[FIRST]) for r in valued)
        said.append(
            f"values on {count(len(valued), 'line')} (first {highs[0]}-{highs[-1]}, later half)"
        )
    zones = after.regions_of(["zone"])
    if zones and not before.regions_of(["zone"]):
        highs = sorted(int(z.values[FIRST]) for z in zones)
        said.append(
            f"{count(len(zones), 'zone')} around a centre, following the stations, "
            f"valued by their stations (first {highs[0]}-{highs[-1]})"
        )
    return tuple(said)


def _with_sections(pack: MapPack) -> MapPack:
    """The shortest sixth of the connections 1 section, the longest sixth 6."""
    places = pack.station_index
    lengths = [
        math.dist(places[c.a].pos, places[c.b].pos) if c.a in places and c.b in places else 0.0
        for c in pack.connections
    ]
    order = sorted(range(len(lengths)), key=lambda i: (lengths[i], i))
    sections = [1] * len(lengths)
    for rank, i in enumerate(order):
        sections[i] = 1 + rank * MAX_SECTIONS // len(order)
    return replace(
        pack,
        connections=tuple(
            replace(c, sections=n) for c, n in zip(pack.connections, sections, strict=True)
        ),
    )


def _trimmed(route: Route, numbered: set[str]) -> Route:
    """The route without the dead ends at either end (D3, D4: a station of one
    connection is never numbered but at the star), unless under two stops would
    stay: lint then says the line cannot be completed."""
    if route.loop:
        return route
    stops = list(route.stops)
    while len(stops) > 1 and stops[0] not in numbered:
        stops.pop(0)
    while len(stops) > 1 and stops[-1] not in numbered:
        stops.pop()
    if len(stops) < 2:
        return route
    return route if len(stops) == len(route.stops) else replace(route, stops=tuple(stops))


def _valued(element: Route, size: int) -> Route:
    if element.values:
        return element
    high = size + LINE_BONUS
    return replace(element, values=frozen_mapping({FIRST: high, LATER: high // 2}))


def _with_zones(pack: MapPack) -> MapPack:
    wanted = min(max(round(len(pack.stations) / STATIONS_PER_ZONE), ZONES[0]), ZONES[1])
    areas = station_areas([s.pos for s in pack.stations], wanted, pack.canvas)
    taken = {r.id for r in pack.regions}
    zones = tuple(
        Region(
            f"zone-{number}",
            "zone",
            area.polygon,
            area.name,
            values=frozen_mapping(
                {FIRST: max(area.stations, 2), LATER: max(area.stations, 2) // 2}
            ),
        )
        for number, area in enumerate(areas, start=1)
    )
    if taken & {z.id for z in zones}:
        return pack
    return replace(pack, regions=pack.regions + zones)
