"""Edits of a map pack as pure functions: old pack in, new pack out.

The editor's undo commands call these and keep both packs, so undo is exact
and the logic is tested without Qt. Deleting cascades here, in one place: a
station takes its connections, its stops on routes and its deck cards along.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import replace
from typing import Any, TypeVar

from engine.map.fields import Field, renamed_colour, renamed_station
from engine.map.model import (
    Card,
    Connection,
    MapPack,
    Point,
    Region,
    RegionKind,
    Route,
    Station,
)
from engine.pack.limits import schema

Element = Station | Connection | Region | Route
E = TypeVar("E", Station, Connection, Region)

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
    return new_ids(pack, [base])[0]


def new_ids(pack: MapPack, bases: Iterable[str]) -> list[str]:
    """Unused ids for several new elements at once, none the same as another."""
    taken = set(element_index(pack))
    found = []
    for base in bases:
        stem = re.sub(r"[^a-z0-9~]+", "-", base.lower()).strip("-~")[:70] or "element"
        fresh, number = stem, 2
        while fresh in taken:
            fresh, number = f"{stem}-{number}", number + 1
        taken.add(fresh)
        found.append(fresh)
    return found


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
        stations=_changed_where(pack.stations, ids, lambda s: replace(s, pos=shifted(s.pos))),
        connections=_changed_where(
            pack.connections, ids, lambda c: replace(c, bends=tuple(map(shifted, c.bends)))
        ),
        regions=_changed_where(
            pack.regions, ids, lambda r: replace(r, polygon=tuple(map(shifted, r.polygon)))
        ),
    )


def _changed_where(
    elements: tuple[E, ...], ids: Collection[str], change: Callable[[E], E]
) -> tuple[E, ...]:
    """The elements with those of the ids changed; the same tuple when none is among
    them, so views and checks that remember a collection see it did not change."""
    places = places_of(elements)
    hits = sorted({places[element_id] for element_id in ids if element_id in places})
    if not hits:
        return elements
    if len(places) < len(elements):  # ids repeat (a broken map): change every one named
        return tuple(change(element) if element.id in ids else element for element in elements)
    changed = list(elements)
    for k in hits:
        changed[k] = change(changed[k])
    result = tuple(changed)
    _keep_places(result, places)  # every element is where it was
    return result


# Where each element sits in the last few collections edited, by id: a drag moves
# one station of thousands many times a second, and the rest keep their places.
_PLACES_KEPT = 16
_places: dict[int, tuple[tuple[Any, ...], dict[str, int]]] = {}


def places_of(elements: tuple[Any, ...]) -> dict[str, int]:
    """Each id's place in the collection (the first, where ids repeat)."""
    entry = _places.pop(id(elements), None)
    if entry is not None and entry[0] is elements:  # the tuple itself is kept: no impostor
        _places[id(elements)] = entry  # the newest again: a drag's starting pack stays
        return entry[1]
    places: dict[str, int] = {}
    for k, element in enumerate(elements):
        places.setdefault(element.id, k)
    _keep_places(elements, places)
    return places


class ById(Mapping[str, E]):
    """A collection's elements by id (the first, where ids repeat), found through
    their kept places: no index of its own is built for each new pack of a drag."""

    def __init__(self, elements: tuple[E, ...]) -> None:
        self._elements: tuple[E, ...] = elements
        self._places = places_of(elements)

    def __getitem__(self, key: str) -> E:
        return self._elements[self._places[key]]

    def __contains__(self, key: object) -> bool:
        return key in self._places

    def __iter__(self) -> Iterator[str]:
        return iter(self._places)

    def __len__(self) -> int:
        return len(self._places)


def _keep_places(elements: tuple[Any, ...], places: dict[str, int]) -> None:
    if len(_places) >= _PLACES_KEPT:
        del _places[next(iter(_places))]  # the one asked for least lately
    _places[id(elements)] = (elements, places)


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


# ----- edits behind the canvas tools (water, step, vertex, region and route tools)

# Route colours when the map defines no line colours: the London Underground's.
ROUTE_PALETTE = ("#dc241f", "#0019a8", "#00782a", "#ffd300", "#9b0058", "#ef7b10", "#b36305")


def add_water(pack: MapPack, connection_id: str, count: int) -> MapPack:
    """Add water icons to a connection (U12); a negative count removes them, down to none."""
    connection = element_index(pack)[connection_id]
    assert isinstance(connection, Connection)
    return replace_elements(pack, [replace(connection, water=max(connection.water + count, 0))])


def step_declared(pack: MapPack, station_id: str, declared: Field[int], step: int = 1) -> MapPack:
    """Step a station's whole-number field round 0 to its `steps` and back to 0
    (a landmark slot, U10); -1 steps back."""
    station = element_index(pack)[station_id]
    assert isinstance(station, Station)
    size = (declared.of(station) + step) % (declared.steps + 1)
    return replace_elements(pack, [declared.put(station, size)])


def vertex_field(element: Element) -> str | None:
    """Which field holds an element's editable points: region corners or connection bends."""
    return {Region: "polygon", Connection: "bends"}.get(type(element))


def insert_vertex(pack: MapPack, element_id: str, index: int, point: Point) -> MapPack:
    """Put a new region corner or connection bend at position `index`."""
    element = element_index(pack)[element_id]
    field = vertex_field(element)
    assert field is not None, element_id
    points = list(getattr(element, field))
    points.insert(index, point)
    return set_field(pack, [element_id], field, tuple(points))


def remove_vertex(pack: MapPack, element_id: str, index: int) -> MapPack:
    """Drop a region corner or connection bend; a region keeps at least three corners."""
    element = element_index(pack)[element_id]
    field = vertex_field(element)
    assert field is not None, element_id
    points = list(getattr(element, field))
    if isinstance(element, Region) and len(points) <= 3:
        return pack
    del points[index]
    return set_field(pack, [element_id], field, tuple(points))


def _numbered_name(taken: Iterable[str], stem: str, first: int) -> str:
    names = set(taken)
    number = first
    while f"{stem} {number}" in names:
        number += 1
    return f"{stem} {number}"


def has_default_name(region: Region) -> bool:
    """Whether the region still has the name `new_region` gave it ("District 5")
    or none: a printed board leaves such a name off, as saying nothing."""
    stem, _, number = region.name.rpartition(" ")
    return not region.name or (stem == region.kind.capitalize() and number.isdigit())


def new_region(pack: MapPack, kind: RegionKind, polygon: Iterable[Point]) -> Region:
    """A region named after its kind and number ("District 5"), with an unused id."""
    number = sum(region.kind == kind for region in pack.regions) + 1
    name = _numbered_name((r.name for r in pack.regions), kind.capitalize(), number)
    return Region(new_id(pack, name), kind, tuple(polygon), name)


def next_route_colour(pack: MapPack) -> str:
    """The first colour of the map's lines (or the default palette) no route uses yet."""
    palette = tuple(line.rgb for line in pack.components.lines if line.rgb) or ROUTE_PALETTE
    used = {route.colour.lower() for route in pack.routes}
    free = [colour for colour in palette if colour.lower() not in used]
    return free[0] if free else palette[len(pack.routes) % len(palette)]


def new_route(pack: MapPack, stops: Iterable[str], loop: bool = False) -> Route:
    """A route through `stops`, named "Route N", in the next free palette colour."""
    name = _numbered_name((r.name for r in pack.routes), "Route", len(pack.routes) + 1)
    return Route(new_id(pack, name), tuple(stops), name, next_route_colour(pack), loop)


# ----- edits behind the panels (inspector, map settings)


class EditError(ValueError):
    """An edit the map cannot take, such as an id that is taken; the message says why."""


def update_field(
    pack: MapPack, ids: Collection[str], field: str, change: Callable[[Any], Any]
) -> MapPack:
    """Change one field on several elements, each from its own value: a flag on
    stations that differ in their other flags, one x for stations at different y."""
    index = element_index(pack)
    return replace_elements(
        pack,
        [replace(index[i], **{field: change(getattr(index[i], field))}) for i in ids if i in index],
    )


def set_declared(pack: MapPack, ids: Collection[str], declared: Field[Any], value: Any) -> MapPack:
    """Give a family's field (engine/map/fields.py) the same value on several elements."""
    return update_declared(pack, ids, declared, lambda _: value)


def update_declared(
    pack: MapPack, ids: Collection[str], declared: Field[Any], change: Callable[[Any], Any]
) -> MapPack:
    """Change a family's field on several elements, each from its own value."""
    index = element_index(pack)
    return replace_elements(
        pack,
        [declared.put(index[i], change(declared.of(index[i]))) for i in ids if i in index],
    )


def set_flag(pack: MapPack, ids: Collection[str], flag: str, on: bool) -> MapPack:
    """Raise or clear one station flag on several stations, leaving their other flags alone."""
    return update_field(pack, ids, "flags", lambda flags: flags | {flag} if on else flags - {flag})


def id_problem(text: str) -> str | None:
    """Why `text` cannot be an id, in the words the pack loader uses, or None."""
    rule = schema()["$defs"]["id"]
    return None if re.fullmatch(rule["pattern"], text) else str(rule["x-message"])


def _check_new_id(taken: Collection[str], old: str, new: str) -> None:
    problem = id_problem(new)
    if problem is not None:
        raise EditError(f"'{new}': {problem}")
    if new != old and new in taken:
        raise EditError(f"the id '{new}' is already used")


def rename_station(pack: MapPack, old: str, new: str) -> MapPack:
    """Give a station a new id and rewrite everything that names it (connection ends,
    route stops, deck cards, family fields naming stations), so the map stays whole."""
    if old not in pack.station_index:
        raise EditError(f"there is no station '{old}'")
    _check_new_id(element_index(pack), old, new)

    def renamed(station_id: str) -> str:
        return new if station_id == old else station_id

    pack = replace(
        pack,
        stations=tuple(replace(s, id=new) if s.id == old else s for s in pack.stations),
        connections=tuple(
            replace(c, a=renamed(c.a), b=renamed(c.b)) if old in c.ends else c
            for c in pack.connections
        ),
        routes=tuple(
            replace(r, stops=tuple(map(renamed, r.stops))) if old in r.stops else r
            for r in pack.routes
        ),
        deck=tuple(replace(c, station=new) if c.station == old else c for c in pack.deck),
    )
    return renamed_station(pack, old, new)


def rename_element(pack: MapPack, old: str, new: str) -> MapPack:
    """A new id for any element; only stations are named by other elements."""
    element = element_index(pack).get(old)
    if element is None:
        raise EditError(f"there is no element '{old}'")
    if isinstance(element, Station):
        return rename_station(pack, old, new)
    _check_new_id(element_index(pack), old, new)
    name = _COLLECTIONS[type(element)]
    fields: dict[str, Any] = {
        name: tuple(replace(e, id=new) if e.id == old else e for e in getattr(pack, name))
    }
    return replace(pack, **fields)


def rename_line(pack: MapPack, old: str, new: str) -> MapPack:
    """Rename a line colour and the groups of colours that list it (score tiles)."""
    components = pack.components
    _check_new_id([line.name for line in components.lines], old, new)
    components = replace(
        components,
        lines=tuple(replace(ln, name=new) if ln.name == old else ln for ln in components.lines),
    )
    return replace(pack, components=renamed_colour(components, old, new))
