"""Counts and elements in words a designer reads: "1 station", "2 stations",
"Bank" rather than "station-7"."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection

from engine.memo import per_pack
from engine.model import Connection, MapPack, Region, Route, Station

# the parts of an action's text that can be an element id: "place red a--b/2", "use 5@hub"
_ID_PART = re.compile(r"[^\s/@]+")
DASH = "\u2013"  # an en dash: between the two ends of a connection
_KINDS = {Station: "station", Connection: "connection", Region: "region", Route: "route"}


def count(number: int, noun: str) -> str:
    """`number` and `noun`, plural unless there is exactly one (regular plurals only)."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def named(pack: MapPack, ids: Collection[str]) -> str:
    """Elements as an undo history names them: one by its name ("Bank", else its
    id), several by their count and kind ("3 stations", "4 elements")."""
    everything: tuple[Station | Connection | Region | Route, ...] = (
        *pack.stations,
        *pack.connections,
        *pack.regions,
        *pack.routes,
    )
    found = [element for element in everything if element.id in ids]
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


def station_names(pack: MapPack, ids: Collection[str]) -> str:
    """Several stations by name, in the order given: "Bank, Oval"."""
    return ", ".join(station_name(pack, station_id) for station_id in ids)


def connection_name(pack: MapPack, connection_id: str) -> str:
    """A connection by the names of the two stations it joins, with a dash between
    them and its id where another connection joins the same two; its id where no
    connection has it."""
    return _connection_names(pack).get(connection_id, connection_id)


@per_pack
def _station_names(pack: MapPack) -> dict[str, str]:
    shared = Counter(station.name for station in pack.stations)
    return {
        s.id: (s.name if shared[s.name] == 1 else f"{s.name} ({s.id})") if s.name else s.id
        for s in pack.stations
    }


@per_pack
def _connection_names(pack: MapPack) -> dict[str, str]:
    pairs = Counter(frozenset(c.ends) for c in pack.connections)
    names = {}
    for c in pack.connections:
        joined = f"{station_name(pack, c.a)}{DASH}{station_name(pack, c.b)}"
        names[c.id] = joined if pairs[frozenset(c.ends)] == 1 else f"{joined} ({c.id})"
    return names


def with_names(pack: MapPack, text: str) -> str:
    """An action's text with the stations and connections it names by id named as
    people read them: "use 5@hub" -> "use 5@The Hub"."""

    def name(part: re.Match[str]) -> str:
        word = part.group()
        if word in pack.station_index:
            return station_name(pack, word)
        return _connection_names(pack).get(word, word)

    return _ID_PART.sub(name, text)
