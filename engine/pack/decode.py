"""Plain data that passed the schema -> model values.

Every key the decoder does not read itself passed the schema as a family's declared
field (engine/map/fields.py) and goes to the element's `fields`, frozen; a value at its
declared default is left out, so a pack reads the same however it spells defaults."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.map.fields import ElementKind, catalogue, frozen_value
from engine.map.model import (
    Background,
    Card,
    Components,
    Connection,
    LineColour,
    MapPack,
    Point,
    Region,
    Route,
    Station,
    frozen_mapping,
)


def _point(value: list[float]) -> Point:
    return (float(value[0]), float(value[1]))


def _points(values: list[list[float]]) -> tuple[Point, ...]:
    return tuple(_point(v) for v in values)


_CORE: dict[ElementKind, frozenset[str]] = {
    "station": frozenset({"id", "name", "pos", "flags"}),
    "connection": frozenset({"id", "stations", "lanes", "water", "bends", "sections"}),
    "region": frozenset({"id", "kind", "name", "polygon", "values"}),
    "route": frozenset({"id", "name", "colour", "stops", "loop", "values"}),
    "line": frozenset({"name", "tokens", "rgb"}),
    "components": frozenset({"lines"}),
}


def _fields(element: ElementKind, data: dict[str, Any]) -> Mapping[str, Any]:
    own = {k: v for k, v in data.items() if k not in _CORE[element]}
    if not own:  # most elements of a big map: no need to ask the catalogue
        return frozen_mapping(own)
    declared = {f.name: f for f in catalogue().of(element)}
    values = {}
    for key, value in own.items():
        known = declared.get(key)
        if known is None:
            values[key] = frozen_value(value)
        elif (read := known.read(value)) != frozen_value(known.default):
            values[key] = read
    return frozen_mapping(values)


def decode_pack(data: dict[str, Any]) -> MapPack:
    background = data.get("background")
    return MapPack(
        id=data["id"],
        name=data["name"],
        ruleset=data["ruleset"],
        variant=data.get("variant", ""),
        author=data.get("author", ""),
        licence=data.get("licence", ""),
        credits=data.get("credits", ""),
        options=frozen_mapping(data.get("options")),
        canvas=_point(data.get("canvas", [1000, 1000])),
        background=_background(background) if background else None,
        components=_components(data.get("components", {})),
        stations=tuple(_station(s) for s in data.get("stations", [])),
        connections=tuple(_connection(c) for c in data.get("connections", [])),
        regions=tuple(_region(r) for r in data.get("regions", [])),
        routes=tuple(_route(r) for r in data.get("routes", [])),
        deck=tuple(
            Card(c["station"], c.get("kind", "standard"), c.get("copies", 1))
            for c in data.get("deck", [])
        ),
    )


def _background(data: dict[str, Any]) -> Background:
    return Background(
        path=data["path"],
        opacity=float(data.get("opacity", 0.5)),
        pos=_point(data.get("pos", [0, 0])),
        scale=float(data.get("scale", 1.0)),
        locked=bool(data.get("locked", True)),
    )


def _components(data: dict[str, Any]) -> Components:
    return Components(
        lines=tuple(
            LineColour(line["name"], line["tokens"], line.get("rgb", ""), _fields("line", line))
            for line in data.get("lines", [])
        ),
        fields=_fields("components", data),
    )


def _station(data: dict[str, Any]) -> Station:
    return Station(
        id=data["id"],
        name=data.get("name", data["id"]),
        pos=_point(data["pos"]),
        flags=frozenset(data.get("flags", [])),
        fields=_fields("station", data),
    )


def _connection(data: dict[str, Any]) -> Connection:
    a, b = data["stations"]
    return Connection(
        id=data["id"],
        a=a,
        b=b,
        lanes=data.get("lanes", 1),
        water=data.get("water", 0),
        bends=_points(data.get("bends", [])),
        sections=data.get("sections", 1),
        fields=_fields("connection", data),
    )


def _region(data: dict[str, Any]) -> Region:
    return Region(
        id=data["id"],
        kind=data["kind"],
        polygon=_points(data["polygon"]),
        name=data.get("name", ""),
        values=frozen_mapping(data.get("values")),
        fields=_fields("region", data),
    )


def _route(data: dict[str, Any]) -> Route:
    return Route(
        id=data["id"],
        stops=tuple(data["stops"]),
        name=data.get("name", ""),
        colour=data.get("colour", ""),
        loop=bool(data.get("loop", False)),
        values=frozen_mapping(data.get("values")),
        fields=_fields("route", data),
    )
