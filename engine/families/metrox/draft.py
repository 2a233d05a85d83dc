"""An imported network made a Metro X sheet that plays (M1): a route that comes
back to a station it passed (a loop bus route, a lollipop) keeps its longest
stretch of distinct stations, and every route without windows gets them with a
completion bonus, as a route drawn with the Route tool does."""

from __future__ import annotations

from dataclasses import replace

from engine.families.metrox.drawn_route import MOST_WINDOWS, STOPS_PER_WINDOW, drawn_route
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import MapPack, Route
from engine.map.words import count

WINDOWS_IN_ALL = 27  # the bundled sheets have 23 and 27: a game lasts a card a window (M8)


def drafted_sheet(pack: MapPack) -> MapPack:
    """Routes given windows as drawn ones are, then the longest routes' windows
    taken one at a time while the sheet holds more than the bundled ones do."""
    had = {route.id for route in pack.routes if WINDOWS.of(route)}
    routes = [_playable(route) for route in pack.routes]
    while sum(WINDOWS.of(r) for r in routes) > WINDOWS_IN_ALL:
        fewer = [i for i, r in enumerate(routes) if r.id not in had and WINDOWS.of(r) > 1]
        if not fewer:
            break
        most = max(fewer, key=lambda i: (WINDOWS.of(routes[i]), -i))
        routes[most] = WINDOWS.put(routes[most], WINDOWS.of(routes[most]) - 1)
    return replace(pack, routes=tuple(routes))


def sheet_guesses(before: MapPack, after: MapPack) -> tuple[str, ...]:
    was = {route.id: route for route in before.routes}
    cut = [r for r in after.routes if r.id in was and r.stops != was[r.id].stops]
    opened = [r for r in after.routes if r.id in was and was[r.id].loop and not r.loop]
    given = [r for r in after.routes if r.id in was and not WINDOWS.of(was[r.id]) and WINDOWS.of(r)]
    said = []
    if given:
        windows = sum(WINDOWS.of(r) for r in given)
        firsts = sorted(BONUS.of(r)[0] for r in given)
        said.append(
            f"{count(windows, 'window')} on {count(len(given), 'route')} (1 per "
            f"{STOPS_PER_WINDOW:g} stops, at most {MOST_WINDOWS} a route and about "
            f"{WINDOWS_IN_ALL} in all) and bonuses of "
            f"{firsts[0]}-{firsts[-1]} first points"
        )
    if opened:
        its = "its" if len(opened) == 1 else "their"
        said.append(f"{count(len(opened), 'loop route')} opened at {its} first stop")
    if cut:
        its = "its" if len(cut) == 1 else "their"
        said.append(
            f"{count(len(cut), 'route')} coming back to a station cut to {its} longest "
            "stretch of distinct stations"
        )
    return tuple(said)


def _playable(route: Route) -> Route:
    stops = _longest_distinct(route.stops)
    if stops != route.stops or route.loop:
        route = replace(route, stops=stops, loop=False)
    return route if WINDOWS.of(route) else drawn_route(route)


def _longest_distinct(stops: tuple[str, ...]) -> tuple[str, ...]:
    """The longest run of `stops` that visits no station twice (the first of equals)."""
    best = (0, 0)
    start = 0
    last: dict[str, int] = {}
    for at, stop in enumerate(stops):
        if last.get(stop, -1) >= start:
            start = last[stop] + 1
        last[stop] = at
        if at + 1 - start > best[1] - best[0]:
            best = (start, at + 1)
    return stops[best[0] : best[1]]
