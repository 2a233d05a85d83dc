"""A Metro X sheet as the rules see it (M1): station spaces and routes as
integers and bitmasks, built once per map pack and shared by every game.

The station spaces are the stations some route stops at; a station on
several routes is one space, so marking it marks it on each of them. A stop
naming no station is left out (the core lint reports it).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import MapPack
from engine.rules.bitmask import mask_of
from engine.rules.options import SetupError


@dataclass(frozen=True, eq=False)
class Sheet:
    station_ids: tuple[str, ...]
    names: tuple[str, ...]
    station_index: dict[str, int]
    route_ids: tuple[str, ...]
    route_names: tuple[str, ...]
    route_colours: tuple[str, ...]
    route_index: dict[str, int]
    stops: tuple[tuple[int, ...], ...]  # route -> its station spaces, Start Point first
    route_masks: tuple[int, ...]  # route -> mask of its stations
    windows: tuple[int, ...]  # route -> train-car windows
    bonus: tuple[tuple[int, int], ...]  # route -> (first, later)
    lines: tuple[int, ...]  # station -> routes stopping there, those ending there included
    routes_at: tuple[tuple[int, ...], ...]  # station -> the routes stopping there

    @property
    def all_stations(self) -> int:
        return (1 << len(self.station_ids)) - 1

    @property
    def total_windows(self) -> int:
        return sum(self.windows)

    def transfer_value(self, station: int) -> int:
        """M5: twice the routes that stop at the station."""
        return 2 * self.lines[station]


def build_sheet(pack: MapPack) -> Sheet:
    """The sheet of `pack`; raises SetupError when no game can be played on it."""
    known = pack.station_index
    on_routes = {stop for route in pack.routes for stop in route.stops if stop in known}
    spaces = [station for station in pack.station_index.values() if station.id in on_routes]
    index = {station.id: i for i, station in enumerate(spaces)}
    stops = tuple(
        tuple(index[stop] for stop in route.stops if stop in index) for route in pack.routes
    )
    routes_at: list[list[int]] = [[] for _ in spaces]
    for route, route_stops in enumerate(stops):
        for station in dict.fromkeys(route_stops):
            routes_at[station].append(route)
    sheet = Sheet(
        station_ids=tuple(station.id for station in spaces),
        names=tuple(station.name or station.id for station in spaces),
        station_index=index,
        route_ids=tuple(route.id for route in pack.routes),
        route_names=tuple(route.name or route.id for route in pack.routes),
        route_colours=tuple(route.colour for route in pack.routes),
        route_index={route.id: i for i, route in enumerate(pack.routes)},
        stops=stops,
        route_masks=tuple(mask_of(route_stops) for route_stops in stops),
        windows=tuple(WINDOWS.of(route) for route in pack.routes),
        bonus=tuple(BONUS.of(route) for route in pack.routes),
        lines=tuple(len(routes) for routes in routes_at),
        routes_at=tuple(tuple(routes) for routes in routes_at),
    )
    if len(sheet.route_index) < len(sheet.route_ids):
        raise SetupError("two routes share an id, so an action cannot name one of them (M1)")
    if not sheet.total_windows:
        raise SetupError("no route has a train-car window, so no card can be played (M1)")
    return sheet
