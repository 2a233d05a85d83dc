"""Counts and elements in words a designer reads: "1 station", "2 stations",
"Bank" rather than "station-7"."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

from engine.map.memo import per_parts
from engine.map.model import Connection, MapPack, Region, Route, Station

DASH = "\u2013"  # an en dash: between the two ends of a connection
_KINDS = {Station: "station", Connection: "connection", Region: "region", Route: "route"}


def count(number: int, noun: str) -> str:
    """`number` and `noun`, plural unless there is exactly one (regular plurals only)."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def named(pack: MapPack, ids: Collection[str]) -> str:
    """Elements as an undo history names them: one by its name ("Bank", else its
    id), several by their count and kind ("3 stations", "4 elements")."""
    stations = pack.station_index  # most edits are of stations: no walk over the map
    found: list[Station | Connection | Region | Route] = [stations[i] for i in ids if i in stations]
    rest = {i for i in ids if i not in stations}
    if rest:
        others: tuple[Connection | Region | Route, ...] = (
            *pack.connections,
            *pack.regions,
            *pack.routes,
        )
        found += [element for element in others if element.id in rest]
    if len(found) == 1:
        element = found[0]
        return getattr(element, "name", "") or element.id
    kinds = {_KINDS[type(e)] for e in found}
    return count(len(found), kinds.pop() if len(kinds) == 1 else "element")


def station_name(pack: MapPack, station_id: str) -> str:
    """A station as people read it: its name, with its id where another station
    shares the name ("Bank (bank-2)"); its id where it has no name or no station
    has that id (a broken reference the message is about)."""
    return _station_names(pack).get(station_id, station_id)


def element_name(pack: MapPack, element_id: str) -> str:
    """Any element as people read it: a station or a connection as above, a region
    or a route by its name; its id where it has no name or is gone from the map."""
    if element_id in pack.station_index:
        return station_name(pack, element_id)
    if element_id in _connections(pack)[0]:
        return connection_name(pack, element_id)
    named_ones: tuple[Region | Route, ...] = (*pack.regions, *pack.routes)
    return next((e.name for e in named_ones if e.id == element_id and e.name), element_id)


def route_name(route: Route) -> str:
    """A route or line as people read it: its name, else its id."""
    return route.name or route.id


def station_names(pack: MapPack, ids: Collection[str]) -> str:
    """Several stations by name, in the order given: "Bank, Oval"."""
    return ", ".join(station_name(pack, station_id) for station_id in ids)


def connection_name(pack: MapPack, connection_id: str) -> str:
    """A connection by the names of the two stations it joins, with a dash between
    them and its id where another connection joins the same two; its id where no
    connection has it."""
    connections, pairs = _connections(pack)
    found = connections.get(connection_id)
    if found is None:
        return connection_id
    joined = f"{station_name(pack, found.a)}{DASH}{station_name(pack, found.b)}"
    return joined if pairs[frozenset(found.ends)] == 1 else f"{joined} ({found.id})"


@per_parts(lambda pack: tuple((s.id, s.name) for s in pack.stations))
def _station_names(pack: MapPack) -> dict[str, str]:
    """Made again only when an id or a name changed: a drag of a big map moves
    stations on every frame, and the deck panel names every card each time."""
    shared = Counter(station.name for station in pack.stations)
    return {
        s.id: (s.name if shared[s.name] == 1 else f"{s.name} ({s.id})") if s.name else s.id
        for s in pack.stations
    }


@per_parts(lambda pack: (pack.connections,))
def _connections(pack: MapPack) -> tuple[dict[str, Connection], Counter[frozenset[str]]]:
    """The connections by id (the first where ids repeat) and how many join each
    pair: kept while the connections stay as they are, as a drag leaves them."""
    connections: dict[str, Connection] = {}
    for connection in pack.connections:
        connections.setdefault(connection.id, connection)
    return connections, Counter(frozenset(c.ends) for c in pack.connections)
