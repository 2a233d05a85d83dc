"""Lint rules One Day in London adds to the core ones: can every card be part
of a journey, and can the deck deal a full table?"""

from __future__ import annotations

from collections.abc import Iterator

from engine.families.oneday.fields import CONCURRENT_LINES
from engine.families.oneday.game import MOST_PLAYERS, cards_needed
from engine.families.oneday.journey import STOPS, longest_journey
from engine.families.oneday.network import line_routes, network_of
from engine.families.oneday.options import OPTION_SPECS, PRESETS, RULESET_NAME
from engine.lint.finding import Finding, error, warning
from engine.map.model import MapPack
from engine.map.words import route_name, station_name, station_names
from engine.rules.options import option_findings


def options(pack: MapPack) -> Iterator[Finding]:
    yield from option_findings(pack, RULESET_NAME, PRESETS, OPTION_SPECS)


def lines(pack: MapPack) -> Iterator[Finding]:
    """O4: a journey changes lines where they meet, and rides along a branch's order."""
    if pack.stations and not pack.routes:
        yield error(
            "no-lines",
            [],
            "the map has no lines, so no rack can ever read as a journey and every game ends "
            "with no winner: draw each line with the Route tool along the track",
        )
    network = network_of(pack)
    for number, line in enumerate(network.lines):
        here = 0
        for branch in line.branches:
            for station in branch:
                here |= network.lines_at[station] & ~(1 << number)
        if not here and len(network.lines) > 1:
            yield warning(
                "line-alone",
                [line.id],
                f"line '{line.name}' meets no other line, so a journey can never change onto "
                "or off it",
            )
    for route in pack.routes:
        if len(route.stops) < 2:
            yield error(
                "line-too-short",
                [route.id],
                f"route '{route_name(route)}' has {len(route.stops)} stop(s); a line joins two "
                "or more",
            )
        repeated = sorted({stop for stop in route.stops if route.stops.count(stop) > 1})
        if repeated:
            yield warning(
                "line-repeats-station",
                [route.id, *repeated],
                f"route '{route_name(route)}' stops at {station_names(pack, repeated)} more than "
                "once; journeys read its direction from the first stop there",
            )


def journeys(pack: MapPack) -> Iterator[Finding]:
    """O4, O5: a game is won by a rack that reads as a journey of STOPS stops; lines
    that allow none that long make a game nobody can ever win."""
    network = network_of(pack)
    if not network.lines:
        return  # `no-lines` says so
    longest = longest_journey(network)
    if longest < STOPS:
        yield error(
            "journey-out-of-reach",
            [line.id for line in network.lines],
            f"the lines allow journeys of at most {longest} stops, and a rack wins with "
            f"{STOPS}: no game can ever be won; add lines that meet (a change of line "
            "lets a journey go on) or lengthen them",
        )


def concurrent(pack: MapPack) -> Iterator[Finding]:
    """O1: concurrent lines are named by the line ids routes use."""
    known = set(line_routes(pack))
    for pair in CONCURRENT_LINES.of(pack.components):
        unknown = [line for line in pair if line not in known]
        if unknown or len(set(pair)) != 2:
            what = f"no line is named {', '.join(unknown)}" if unknown else "a line twice"
            yield error(
                "concurrent-unknown",
                list(unknown),
                f"concurrent_lines {list(pair)}: {what} (lines: {', '.join(sorted(known))})",
            )


def stations(pack: MapPack) -> Iterator[Finding]:
    network = network_of(pack)
    for station, station_id in enumerate(network.station_ids):
        if not network.lines_at[station]:
            yield warning(
                "station-off-lines",
                [station_id],
                f"station '{station_name(pack, station_id)}' is on no line: its cards can never be "
                "part of a journey",
            )


def deck(pack: MapPack) -> Iterator[Finding]:
    """O1, O2: the deck deals the racks and the discard piles of a full table."""
    cards = sum(network_of(pack).cards)
    needed = cards_needed(MOST_PLAYERS)
    if cards < needed:
        yield error(
            "deck-too-small",
            [],
            f"the deck has {cards} cards; {MOST_PLAYERS} players' racks and the discard piles "
            f"need {needed} (raise stations' cards, or add stations)",
        )


RULES = (options, lines, journeys, concurrent, stations, deck)
