"""Lint rules the tube dice game adds to the core ones: can every line and zone
of this sheet be completed, and does it score?"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.families.tubedice.fields import STAR
from engine.families.tubedice.options import OPTION_SPECS, PRESETS, RULESET_NAME, resolve_options
from engine.families.tubedice.sheet import VALUE_NAMES
from engine.lint.finding import Finding, error, warning
from engine.map.geometry import containing_regions
from engine.map.model import MapPack, Region, Route
from engine.map.words import route_name, station_name, station_names
from engine.pack.numbers import is_whole
from engine.rules.elements import MAX_SECTIONS
from engine.rules.options import OptionError, option_findings
from engine.rules.value_names import names_on


def options(pack: MapPack) -> Iterator[Finding]:
    yield from option_findings(pack, RULESET_NAME, PRESETS, OPTION_SPECS)


def star(pack: MapPack) -> Iterator[Finding]:
    """D3: the first station die goes in the one star station."""
    stars = [station.id for station in pack.stations if STAR.of(station)]
    if not stars and pack.stations:
        yield error("no-star", [], "no station is flagged 'star'; the first station die goes there")
    elif len(stars) > 1:
        yield error(
            "several-stars",
            stars,
            f"{len(stars)} stations are flagged 'star' ({station_names(pack, stars)}); a sheet "
            "has one",
        )


def connections(pack: MapPack) -> Iterator[Finding]:
    """D4: a die shows 1 to 6, so a longer connection is never marked; D3, D4: a
    station with a single connection is never numbered once that one is marked."""
    count: dict[str, int] = {}
    for connection in pack.connections:
        if connection.sections > MAX_SECTIONS:
            yield error(
                "connection-too-long",
                [connection.id],
                f"connection '{connection.id}' has {connection.sections} sections; a die shows "
                f"at most {MAX_SECTIONS}, so it can never be marked",
            )
        else:
            for end in connection.ends:
                count[end] = count.get(end, 0) + 1
    for station in pack.stations:
        if count.get(station.id, 0) < 2 and not STAR.of(station):
            yield warning(
                "dead-end-station",
                [station.id],
                f"station '{station_name(pack, station.id)}' has {count.get(station.id, 0)} "
                "connection(s) a die can "
                "mark; it is numbered only by marking an unmarked connection there, so once "
                "reached it stays empty and its lines and zone are never completed",
            )


def lines(pack: MapPack) -> Iterator[Finding]:
    """D1: a line's consecutive stations are joined by connections, and it has values."""
    joined = {frozenset(c.ends) for c in pack.connections}
    for route in pack.routes:
        for a, b in route.pairs():
            if frozenset((a, b)) not in joined:
                yield error(
                    "line-off-track",
                    [route.id, a, b],
                    f"route '{route_name(route)}' runs from '{station_name(pack, a)}' to "
                    f"'{station_name(pack, b)}', which no connection joins, "
                    "so it can never be completed",
                )
        yield from _values(route, f"route '{route_name(route)}'")


def ending(pack: MapPack) -> Iterator[Finding]:
    """D7: a game ends when a seat has completed `lines_to_end` lines (or every line,
    where the sheet has fewer); a line through a station no die can number, or over
    track no die can mark, is never completed, and too few lines left to complete
    leave games running until every sheet is full."""
    try:
        needed = min(resolve_options(pack).lines_to_end, len(pack.routes))
    except OptionError:
        return  # `options` says what is wrong with them
    stuck = _never_completed(pack)
    possible = len(pack.routes) - len(stuck)
    if needed and possible < needed:
        causes = sorted({element for blockers in stuck.values() for element in blockers})
        yield error(
            "lines-out-of-reach",
            [*stuck, *causes],
            f"only {possible} of the {len(pack.routes)} lines can ever be completed, and a "
            f"game ends when a seat completes {needed} (D7, option lines_to_end): "
            f"{_why(pack, stuck)}; games would run until every sheet is full",
        )


def _never_completed(pack: MapPack) -> dict[str, list[str]]:
    """Line id -> what keeps it from being completed: stations no station die can
    number (a dead end but the star, D3-D4) and its legs no die can mark (D4)."""
    markable: dict[frozenset[str], int] = {}
    for connection in pack.connections:
        if connection.sections <= MAX_SECTIONS:
            markable[frozenset(connection.ends)] = 1
    around: dict[str, int] = {}
    for ends in markable:
        for end in ends:
            around[end] = around.get(end, 0) + 1
    stars = {station.id for station in pack.stations if STAR.of(station)}
    stuck = {}
    for route in pack.routes:
        blockers = [
            s for s in dict.fromkeys(route.stops) if around.get(s, 0) < 2 and s not in stars
        ]
        blockers += [f"{a}~{b}" for a, b in route.pairs() if frozenset((a, b)) not in markable]
        if blockers:
            stuck[route.id] = blockers
    return stuck


def _why(pack: MapPack, stuck: Mapping[str, list[str]]) -> str:
    stations = {station.id for station in pack.stations}
    names = {route.id: route.name or route.id for route in pack.routes}
    parts = []
    for line, blockers in stuck.items():
        ends = [b for b in blockers if b in stations]
        legs = len(blockers) - len(ends)
        said = [f"{station_names(pack, ends)} can never be numbered"] if ends else []
        said += [f"{legs} of its legs can never be marked"] if legs else []
        parts.append(f"{names[line]}: {' and '.join(said)}")
    return "; ".join(parts)


def zones(pack: MapPack) -> Iterator[Finding]:
    """D1: every station belongs to one zone, and every zone has values."""
    for region in pack.regions_of(["zone"]):
        yield from _values(region, f"zone '{region.name or region.id}'")
    if not pack.regions_of(["zone"]):
        return
    for station in pack.stations:
        found = [region.id for region in containing_regions(pack, "zone", station.pos)]
        if not found:
            yield warning(
                "station-no-zone",
                [station.id],
                f"station '{station_name(pack, station.id)}' is in no zone",
            )
        elif len(found) > 1:
            yield error(
                "station-two-zones",
                [station.id, *found],
                f"station '{station_name(pack, station.id)}' is in {len(found)} zones "
                f"({', '.join(found)}); a "
                "station belongs to one",
            )


def _values(element: Route | Region, called: str) -> Iterator[Finding]:
    """D1, D6: the first and later completion points, by the names the studio shows."""
    names = names_on(VALUE_NAMES, element)
    missing = [name.title for name in names if name.key not in element.values]
    if missing:
        yield warning(
            "values-missing",
            [element.id],
            f"{called} has no {' or '.join(missing)} points: completing it scores nothing there",
        )
    for name in names:
        value = element.values.get(name.key, 0)
        if not is_whole(value):
            yield error(
                "values-not-whole",
                [element.id],
                f"{called}: {name.title} is {value:g} points; points are whole numbers",
            )


RULES = (options, star, connections, lines, ending, zones)
