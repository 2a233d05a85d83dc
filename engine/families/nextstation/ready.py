"""What makes a drawn Next Station sheet ready to play: districts to score in (N3)
and a departure station for each pencil colour (N1), so that a new sheet needs
only its stations and guides drawn."""

from __future__ import annotations

import math
from dataclasses import replace

from engine.editing.edits import add, new_region
from engine.families.nextstation.fields import DEPARTURE
from engine.map.graph import track_graph
from engine.map.model import MapPack, Point
from engine.map.words import station_name

GRID = 3  # districts a side: a handful, as the printed sheets have, the middle one central
READY = (
    "The rules deal their own deck; each pencil colour without a departure station "
    "gets one, spread apart over the connected stations (N1)"
)


def with_districts(pack: MapPack) -> MapPack:
    """The pack with its board split into a 3 x 3 grid of districts where it has
    none, for the designer to reshape."""
    if pack.regions_of(["district"]):
        return pack
    width, height = pack.canvas
    for row in range(GRID):
        top, bottom = height * row / GRID, height * (row + 1) / GRID
        for column in range(GRID):
            left, right = width * column / GRID, width * (column + 1) / GRID
            corners = ((left, top), (right, top), (right, bottom), (left, bottom))
            pack = add(pack, new_region(pack, "district", corners))
    return pack


def departures_report(before: MapPack, after: MapPack) -> tuple[str, ...]:
    """The departures a fill chose, in one sentence (N1)."""
    had = {line.name: DEPARTURE.of(line) for line in before.components.lines}
    now = {line.name: DEPARTURE.of(line) for line in after.components.lines}
    chosen = [
        f"{name} at {station_name(after, departure)}"
        for name, departure in now.items()
        if departure and had.get(name) != departure
    ]
    return (
        (f"Chose the departures, spread over the sheet: {', '.join(chosen)} (N1)",)
        if chosen
        else ()
    )


def with_departures(pack: MapPack) -> MapPack:
    """Each colour without a departure gets the connected station farthest from
    those already departing (the first, and on ties, from the middle of the
    stations), so the lines start spread over the sheet as on the printed ones;
    colours stay without one once every connected station departs."""
    graph = track_graph(pack)
    connected = [s for s in pack.stations if graph.degree(s.id)]
    taken = [DEPARTURE.of(line) for line in pack.components.lines if DEPARTURE.of(line)]
    chosen = [s.pos for s in connected if s.id in taken]
    free = [s for s in connected if s.id not in taken]
    if not free:
        return pack
    middle = (
        sum(s.pos[0] for s in connected) / len(connected),
        sum(s.pos[1] for s in connected) / len(connected),
    )
    lines = []
    for line in pack.components.lines:
        if DEPARTURE.of(line) is None and free:
            best = max(free, key=lambda s: _apart(s.pos, chosen, middle))
            free.remove(best)
            chosen.append(best.pos)
            line = DEPARTURE.put(line, best.id)
        lines.append(line)
    return replace(pack, components=replace(pack.components, lines=tuple(lines)))


def _apart(pos: Point, chosen: list[Point], middle: Point) -> tuple[float, float]:
    """How far `pos` is from the nearest departure chosen, then from the middle."""
    away = math.dist(pos, middle)
    return (min((math.dist(pos, p) for p in chosen), default=away), away)
