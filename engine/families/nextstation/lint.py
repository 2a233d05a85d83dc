"""Lint rules Next Station adds to the core ones: can this sheet be played?

Guides that cross each other are left to the core rule `crossing-connections`
(a warning): on a Next Station sheet they mean that a player can draw along
one of them, never both.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from engine.families.nextstation.fields import DEPARTURE, SYMBOL
from engine.families.nextstation.options import OPTION_SPECS, PRESETS, RULESET_NAME
from engine.families.nextstation.sheet import POINTS, WILD
from engine.lint.finding import Finding, error, warning
from engine.map.crossings import crossing_connections
from engine.map.graph import track_graph
from engine.map.model import MapPack
from engine.map.words import connection_name, station_name
from engine.pack.numbers import is_whole
from engine.rules.options import option_findings


def options(pack: MapPack) -> Iterator[Finding]:
    yield from option_findings(pack, RULESET_NAME, PRESETS, OPTION_SPECS)


def colours(pack: MapPack) -> Iterator[Finding]:
    """N1: each colour is one round's line, drawn from its departure station."""
    lines = pack.components.lines
    if not lines:
        yield error("no-line-colours", [], "the sheet has no line colours, so nothing is drawn")
    graph = track_graph(pack)
    departing: dict[str, list[str]] = defaultdict(list)
    for line in lines:
        departure = DEPARTURE.of(line)
        if departure is None:
            yield error(
                "departure-missing",
                [],
                f"line colour '{line.name}' has no departure station, so its round cannot start",
            )
        elif departure in pack.station_index:
            departing[departure].append(line.name)
            if graph.degree(departure) == 0:
                yield error(
                    "departure-isolated",
                    [departure],
                    f"no guide leaves '{station_name(pack, departure)}', the departure "
                    f"station of '{line.name}', so that line can never be drawn",
                )
    for station, names in sorted(departing.items()):
        if len(names) > 1:
            yield warning(
                "departure-shared",
                [station],
                f"line colours {', '.join(names)} all depart from '{station_name(pack, station)}'",
            )


def symbols(pack: MapPack) -> Iterator[Finding]:
    """N2: a card names a symbol, so a station without one is reached by Jokers only."""
    for station in pack.stations:
        if not SYMBOL.of(station) and not station.has(WILD):
            yield warning(
                "symbol-missing",
                [station.id],
                f"station '{station_name(pack, station.id)}' has no symbol and is not wild: only a "
                "Joker reaches it",
            )


def districts(pack: MapPack) -> Iterator[Finding]:
    if not pack.regions_of(["district"]):
        yield error(
            "no-districts",
            [],
            "the sheet has no districts, so every line scores 0 (districts x stations, N3)",
        )


def predrawn_lines(pack: MapPack) -> Iterator[Finding]:
    """Routes are pre-drawn lines, drawn along guides so crossings can be checked."""
    joined = {frozenset(c.ends) for c in pack.connections}
    for route in pack.routes:
        for a, b in route.pairs():
            if frozenset((a, b)) not in joined:
                yield error(
                    "predrawn-off-guide",
                    [route.id],
                    f"the pre-drawn line '{route.name or route.id}' runs from "
                    f"'{station_name(pack, a)}' to '{station_name(pack, b)}', which no guide "
                    "joins; add a guide (with bends for a curve) between them",
                )


def guides_across_predrawn(pack: MapPack) -> Iterator[Finding]:
    """A guide crossing a pre-drawn line can never carry a section (N2)."""
    predrawn = {
        frozenset(pair) for route in pack.routes for pair in route.pairs() if pair[0] != pair[1]
    }
    if not predrawn:
        return
    for first, second in crossing_connections(pack):
        for guide, other in ((first, second), (second, first)):
            if frozenset(other.ends) in predrawn and frozenset(guide.ends) not in predrawn:
                yield warning(
                    "guide-crosses-predrawn",
                    [guide.id, other.id],
                    f"guide '{connection_name(pack, guide.id)}' crosses the pre-drawn line at "
                    f"'{connection_name(pack, other.id)}', "
                    "so no section can ever follow it",
                )


def edge_points(pack: MapPack) -> Iterator[Finding]:
    """N4: an edge or corner region's own `points` are whole, as every score is."""
    for region in pack.regions_of(["edge", "corner"]):
        points = region.values.get(POINTS.key)
        if points is not None and not is_whole(points):
            yield error(
                "values-not-whole",
                [region.id],
                f"{region.kind} '{region.name or region.id}': {POINTS.title} is {points:g}; "
                "points are whole numbers",
            )


RULES = (
    *(options, colours, symbols, districts, edge_points),
    *(predrawn_lines, guides_across_predrawn),
)
