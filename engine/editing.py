"""Edits of a map pack as pure functions: old pack in, new pack out.

The editor's undo commands call these and keep both packs, so undo is exact
and the logic is tested without Qt. Deleting cascades here, in one place: a
station takes its connections, its stops on routes and its deck cards along.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import replace
from typing import Any

from engine.model import Card, Connection, MapPack, Point, Region, Route, Station

Element = Station | Connection | Region | Route

_COLLECTIONS = {
    Station: "stations",
    Connection: "connections",
    Region: "regions",
    Route: "routes",
}


def element_index(pack: MapPack) -> dict[str, Element]:
    """Every element with an id, by id (the first one wins where ids repeat)."""
    index: dict[str, Element] = {}
    for collection in (pack.stations, pack.connections, pack.regions, pack.routes):
        for element in collection:
            index.setdefault(element.id, element)
    return index


def new_id(pack: MapPack, base: str) -> str:
    """An unused id made from `base` (a name or a prefix)."""
    stem = re.sub(r"[^a-z0-9~]+", "-", base.lower()).strip("-~")[:70] or "element"
    taken = set(element_index(pack))
    if stem not in taken:
        return stem
    number = 2
    while f"{stem}-{number}" in taken:
        number += 1
    return f"{stem}-{number}"


def add(pack: MapPack, *elements: Element) -> MapPack:
    """Append elements to their collections."""
    fields: dict[str, Any] = {}
    for element in elements:
        name = _COLLECTIONS[type(element)]
        fields[name] = (*fields.get(name, getattr(pack, name)), element)
    return replace(pack, **fields)


def replace_elements(pack: MapPack, updated: Iterable[Element]) -> MapPack:
    """Put new versions of existing elements in place, keeping their order."""
    by_id = {element.id: element for element in updated}
    fields: dict[str, Any] = {}
    for kind, name in _COLLECTIONS.items():
        current = getattr(pack, name)
        if any(e.id in by_id and isinstance(by_id[e.id], kind) for e in current):
            fields[name] = tuple(by_id.get(e.id, e) for e in current)
    return replace(pack, **fields)


def move_stations(pack: MapPack, positions: Mapping[str, Point]) -> MapPack:
    return replace(
        pack,
        stations=tuple(
            replace(s, pos=positions[s.id]) if s.id in positions else s for s in pack.stations
        ),
    )


def move_by(pack: MapPack, ids: Collection[str], dx: float, dy: float) -> MapPack:
    """Shift stations, bend points and region outlines of the given elements together."""

    def shifted(point: Point) -> Point:
        return (point[0] + dx, point[1] + dy)

    return replace(
        pack,
        stations=tuple(replace(s, pos=shifted(s.pos)) if s.id in ids else s for s in pack.stations),
        connections=tuple(
            replace(c, bends=tuple(map(shifted, c.bends))) if c.id in ids else c
            for c in pack.connections
        ),
        regions=tuple(
            replace(r, polygon=tuple(map(shifted, r.polygon))) if r.id in ids else r
            for r in pack.regions
        ),
    )


def delete(pack: MapPack, ids: Collection[str]) -> MapPack:
    """Remove elements, and everything that would dangle without them."""
    gone = set(ids)
    stations = tuple(s for s in pack.stations if s.id not in gone)
    gone_stations = {s.id for s in pack.stations} - {s.id for s in stations}
    return replace(
        pack,
        stations=stations,
        connections=tuple(
            c
            for c in pack.connections
            if c.id not in gone and not gone_stations.intersection(c.ends)
        ),
        regions=tuple(r for r in pack.regions if r.id not in gone),
        routes=tuple(
            replace(r, stops=tuple(s for s in r.stops if s not in gone_stations))
            for r in pack.routes
            if r.id not in gone
        ),
        deck=tuple(card for card in pack.deck if card.station not in gone_stations),
    )


def affected_by_delete(pack: MapPack, ids: Collection[str]) -> set[str]:
    """Ids of every element a delete of `ids` removes or changes (for redrawing)."""
    gone = set(ids)
    touched = set(gone)
    touched.update(c.id for c in pack.connections if gone.intersection(c.ends))
    touched.update(r.id for r in pack.routes if gone.intersection(r.stops))
    return touched


def set_field(pack: MapPack, ids: Collection[str], field: str, value: Any) -> MapPack:
    """Give one field the same value on several elements (the inspector's multi-edit)."""
    index = element_index(pack)
    return replace_elements(pack, [replace(index[i], **{field: value}) for i in ids if i in index])


def set_deck(pack: MapPack, deck: Iterable[Card]) -> MapPack:
    return replace(pack, deck=tuple(deck))


def fill_deck_from_flags(pack: MapPack, express_flag: str = "connection") -> MapPack:
    """One card per connected station: Express where the station has `express_flag`
    or is a National Rail interchange, Standard elsewhere. A starting point that the
    designer then tunes in the deck panel."""
    connected = {end for c in pack.connections for end in c.ends}
    cards = []
    for station in pack.stations:
        if station.id not in connected or station.has("start"):
            continue
        express = station.has(express_flag) or station.has("national_rail")
        cards.append(Card(station.id, "express" if express else "standard"))
    return set_deck(pack, cards)
