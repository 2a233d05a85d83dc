"""Counts in words a designer reads: "1 station", "2 stations"."""

from __future__ import annotations

from collections.abc import Collection

from engine.model import Connection, MapPack, Region, Route, Station

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
