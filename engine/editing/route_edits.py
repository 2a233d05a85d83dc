"""Edits of a route's stops as pure functions, for the inspector, the route tool
and the Edit menu: insert a stop, remove one, reverse the route.

A route keeps at least two stops and never stops at a station twice (the
rules could not tell which visit a mark is on), so an edit that would break
either raises EditError saying why.
"""

from __future__ import annotations

import math
from dataclasses import replace

from engine.editing.edits import EditError, element_index, replace_elements
from engine.map.model import MapPack, Route
from engine.map.words import station_name

MIN_STOPS = 2


def route_of(pack: MapPack, route_id: str) -> Route:
    route = element_index(pack).get(route_id)
    if not isinstance(route, Route):
        raise EditError(f"there is no route '{route_id}'")
    return route


def _with_stops(pack: MapPack, route: Route, stops: tuple[str, ...]) -> MapPack:
    return replace_elements(pack, [replace(route, stops=stops)])


def insert_stop(pack: MapPack, route_id: str, station: str, index: int) -> MapPack:
    """The route with `station` as its stop number `index` (0: the new Start Point;
    the number of stops: the new End Point)."""
    route = route_of(pack, route_id)
    if pack.station(station) is None:
        raise EditError(f"no station has the id '{station}'")
    if station in route.stops:
        raise EditError(f"{route.name or route.id} already stops at {station_name(pack, station)}")
    if not 0 <= index <= len(route.stops):
        raise EditError(f"a route of {len(route.stops)} stops has no place {index}")
    return _with_stops(pack, route, (*route.stops[:index], station, *route.stops[index:]))


def remove_stop(pack: MapPack, route_id: str, index: int) -> MapPack:
    route = route_of(pack, route_id)
    if len(route.stops) <= MIN_STOPS:
        raise EditError(f"a route keeps at least {MIN_STOPS} stops")
    if not 0 <= index < len(route.stops):
        raise EditError(f"a route of {len(route.stops)} stops has no stop {index}")
    return _with_stops(pack, route, route.stops[:index] + route.stops[index + 1 :])


def reverse_route(pack: MapPack, route_id: str) -> MapPack:
    """The route run the other way: its End Point becomes its Start Point."""
    route = route_of(pack, route_id)
    return _with_stops(pack, route, route.stops[::-1])


def best_place(pack: MapPack, route_id: str, station: str) -> int:
    """Where inserting `station` lengthens the route least: between two stops,
    or before the first or after the last."""
    route = route_of(pack, route_id)
    positions = pack.station_index
    stops = [positions[s].pos for s in route.stops if s in positions]
    if station not in positions or len(stops) != len(route.stops):
        return len(route.stops)
    new = positions[station].pos

    def added(index: int) -> float:
        before = stops[index - 1] if index > 0 else None
        after = stops[index] if index < len(stops) else None
        if before is None or after is None:
            return math.dist(new, before or after or new)
        return math.dist(before, new) + math.dist(new, after) - math.dist(before, after)

    return min(range(len(stops) + 1), key=added)
