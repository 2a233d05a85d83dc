"""Plain data that passed the schema -> model values."""

from __future__ import annotations

from typing import Any

from engine.model import (
    Background,
    Card,
    Components,
    Connection,
    ConnectionTile,
    LandmarkType,
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
            LineColour(line["name"], line["tokens"], line.get("rgb", ""), line.get("departure"))
            for line in data.get("lines", [])
        ),
        score_tiles=frozen_mapping(
            {  # the schema admits only the keys "1" to "8"
                int(players): tuple(tuple(tile) for tile in tiles)
                for players, tiles in data.get("score_tiles", {}).items()
            }
        ),
        connection_tiles=tuple(
            ConnectionTile(tile["symbol"], tile.get("copies", 2))
            for tile in data.get("connection_tiles", [])
        ),
        landmark_types=tuple(
            LandmarkType(kind["name"], kind["tiles"]) for kind in data.get("landmark_types", [])
        ),
        concurrent_lines=tuple((a, b) for a, b in data.get("concurrent_lines", [])),
    )


def _station(data: dict[str, Any]) -> Station:
    return Station(
        id=data["id"],
        name=data.get("name", data["id"]),
        pos=_point(data["pos"]),
        flags=frozenset(data.get("flags", [])),
        landmark=data.get("landmark", 0),
        symbol=data.get("symbol"),
        cards=data.get("cards", 0),
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
    )


def _region(data: dict[str, Any]) -> Region:
    return Region(
        id=data["id"],
        kind=data["kind"],
        polygon=_points(data["polygon"]),
        name=data.get("name", ""),
        values=frozen_mapping(data.get("values")),
    )


def _route(data: dict[str, Any]) -> Route:
    return Route(
        id=data["id"],
        stops=tuple(data["stops"]),
        name=data.get("name", ""),
        colour=data.get("colour", ""),
        loop=bool(data.get("loop", False)),
        values=frozen_mapping(data.get("values")),
        line=data.get("line", ""),
        windows=data.get("windows", 0),
        bonus=_pair(data.get("bonus", [0, 0])),
    )


def _pair(value: list[int]) -> tuple[int, int]:
    """A (first, later) pair: whole numbers, as the reader reads `3.0` (engine/pack/numbers.py)."""
    return (value[0], value[1])
