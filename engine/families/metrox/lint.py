"""Lint rules Metro X adds to the core ones: can this sheet be played to its end?"""

from __future__ import annotations

from collections.abc import Iterator

from engine.families.metrox.cards import RESHUFFLE
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.families.metrox.options import OPTION_SPECS, PRESETS, RULESET_NAME, resolve_options
from engine.lint.finding import Finding, error, warning
from engine.map.model import MapPack
from engine.map.words import route_name, station_name, station_names
from engine.rules.options import OptionError, option_findings


def options(pack: MapPack) -> Iterator[Finding]:
    yield from option_findings(pack, RULESET_NAME, PRESETS, OPTION_SPECS)


def routes(pack: MapPack) -> Iterator[Finding]:
    """M1: a route runs from its Start Point to its End Point through distinct stations."""
    joined = {frozenset(c.ends) for c in pack.connections}
    for route in pack.routes:
        if len(route.stops) < 2:
            yield error(
                "route-too-short",
                [route.id],
                f"route '{route_name(route)}' has {len(route.stops)} stop(s); a route needs a "
                "Start Point and an End Point",
            )
        repeated = sorted({stop for stop in route.stops if route.stops.count(stop) > 1})
        if repeated:
            yield error(
                "route-repeats-station",
                [route.id, *repeated],
                f"route '{route_name(route)}' stops at {station_names(pack, repeated)} more than "
                "once, so its first empty station is ambiguous",
            )
        if route.loop:
            yield warning(
                "route-loop",
                [route.id],
                f"route '{route_name(route)}' is a loop; a Metro X route runs from its Start Point "
                "to its End Point, so the closing stretch is ignored",
            )
        for a, b in route.pairs() if joined else ():
            if a != b and frozenset((a, b)) not in joined:
                yield warning(
                    "route-off-track",
                    [route.id, a, b],
                    f"route '{route_name(route)}' runs from '{station_name(pack, a)}' to "
                    f"'{station_name(pack, b)}', which no connection joins; "
                    "draw the track between them",
                )


def windows(pack: MapPack) -> Iterator[Finding]:
    """M1: every card but Free fills a window, and a route without one is never chosen."""
    if pack.stations and not pack.routes:
        yield error(
            "no-routes",
            [],
            "the sheet has no routes: draw each with the Route tool from its Start Point "
            "to its End Point along the track, then give it train-car windows",
        )
    elif pack.routes and not any(WINDOWS.of(route) for route in pack.routes):
        yield error(
            "no-windows",
            [route.id for route in pack.routes],
            "no route has a train-car window, so no card can be played: give each route its "
            "windows in the inspector",
        )
        return
    for route in pack.routes:
        if not WINDOWS.of(route):
            yield warning(
                "windows-missing",
                [route.id],
                f"route '{route_name(route)}' has no train-car window: no card can be played on it",
            )
        if BONUS.of(route) == (0, 0):
            yield warning(
                "bonus-missing",
                [route.id],
                f"route '{route_name(route)}' has no completion bonus: completing it "
                "scores nothing",
            )


def stations(pack: MapPack) -> Iterator[Finding]:
    on_routes = {stop for route in pack.routes for stop in route.stops}
    for station in pack.stations:
        if station.id not in on_routes:
            yield warning(
                "station-off-routes",
                [station.id],
                f"station '{station_name(pack, station.id)}' is on no route, so it is no station "
                "space of the sheet",
            )


def cards(pack: MapPack) -> Iterator[Finding]:
    """M2 and M8: the game ends when every window is filled, so the deck must fill them."""
    try:
        mix = resolve_options(pack).cards
    except OptionError:
        return  # `options` reports it
    filling = sum(card.fills_window for card in mix)
    total = sum(WINDOWS.of(route) for route in pack.routes)
    if not filling:
        yield error(
            "cards-never-end",
            [],
            "no card of the mix fills a window, so the windows are never filled and the "
            "game never ends",
        )
    elif total > filling and not any(card.kind == RESHUFFLE for card in mix):
        yield error(
            "cards-never-fill",
            [],
            f"the mix has {filling} cards that fill a window and no Re-Shuffle card, so the "
            f"deck runs out before the {total} windows are filled",
        )


RULES = (options, routes, windows, stations, cards)
