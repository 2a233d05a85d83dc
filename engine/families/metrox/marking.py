"""Which stations a card lets a seat mark on a route (M3, M4, M5), read off
the seat's marked stations.

Both Number and Skip cards cross the route's empty stations in order from
its Start Point: a Number card only the run of empty stations that begins at
the first empty one (it stops at a marked station or the End Point), a Skip
card passing over marked stations. Either stops after the card's number,
and a player may cross fewer.
"""

from __future__ import annotations

from engine.families.metrox.cards import SKIP, TransitCard
from engine.families.metrox.sheet import Sheet
from engine.rules.bitmask import bits


def crossable(sheet: Sheet, marked: int, route: int, card: TransitCard) -> list[int]:
    """The stations the card can cross on the route, in the order they are crossed;
    crossing k of them crosses the first k."""
    found: list[int] = []
    for station in sheet.stops[route]:
        if len(found) == card.count:
            break
        if marked >> station & 1:
            if found and card.kind != SKIP:
                break  # M3: a Number card stops at a marked station
            continue
        if station not in found:  # a route that repeats a station (lint: route-repeats-station)
            found.append(station)
    return found


def first_empty(sheet: Sheet, marked: int, route: int) -> int | None:
    """The route's first empty station from its Start Point (M5), or None."""
    return next((s for s in sheet.stops[route] if not marked >> s & 1), None)


def newly_completed(sheet: Sheet, marked: int, completed: int, stations: int) -> list[int]:
    """The routes through `stations` that are complete now (every station marked, M7)
    and were not before."""
    routes = []
    for station in bits(stations):
        for route in sheet.routes_at[station]:
            if not completed >> route & 1 and sheet.route_masks[route] & ~marked == 0:
                completed |= 1 << route
                routes.append(route)
    return routes
