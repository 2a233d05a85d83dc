"""Remembering what was derived from the last pack.

Several lint rules ask for the same derived things (the tracks as shapes, the
graph of stations) of one pack, one after another, after every edit. A pack is
immutable, so what was derived from it stays right for as long as it lives;
the memo keeps the pack itself, so no other pack can take over its identity.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from engine.map.model import MapPack

T = TypeVar("T")


def per_pack(derive: Callable[[MapPack], T]) -> Callable[[MapPack], T]:
    """`derive`, answering again from memory while it is asked about the same pack.
    Callers must not change what it returns."""
    last: list[tuple[MapPack, T] | None] = [None]

    @functools.wraps(derive)
    def remembered(pack: MapPack) -> T:
        entry = last[0]  # one read: another thread may replace it meanwhile
        if entry is not None and entry[0] is pack:
            return entry[1]
        value = derive(pack)
        last[0] = (pack, value)
        return value

    return remembered


def per_parts(
    parts: Callable[[MapPack], tuple[object, ...]],
) -> Callable[[Callable[[MapPack], T]], Callable[[MapPack], T]]:
    """Like `per_pack`, but answering from memory for any pack whose `parts` equal
    the last one's: what depends only on the connections and the station ids is
    derived once for a whole drag, as moving stations leaves both alone. An edit
    shares the parts it did not change, so comparing them is mostly comparing
    identities. Asked about the very same pack again, it answers without even
    finding the parts: a message naming many stations asks once per station."""

    def memo(derive: Callable[[MapPack], T]) -> Callable[[MapPack], T]:
        last: list[tuple[MapPack, tuple[object, ...], T] | None] = [None]

        @functools.wraps(derive)
        def remembered(pack: MapPack) -> T:
            entry = last[0]  # one read: another thread may replace it meanwhile
            if entry is not None and entry[0] is pack:
                return entry[2]
            key = parts(pack)
            if entry is not None and entry[1] == key:
                last[0] = (pack, key, entry[2])
                return entry[2]
            value = derive(pack)
            last[0] = (pack, key, value)
            return value

        return remembered

    return memo


def topology(pack: MapPack) -> tuple[object, ...]:
    """What the network's shape as a graph rests on: connections and station ids."""
    return (pack.connections, tuple(pack.station_index))


class RecentPerPack(Generic[T]):
    """Values derived from the last few packs (with a hashable detail beside each):
    a playtest plays thousands of games on one pack, and a report or comparison
    may alternate between two. Like `per_pack`, each entry keeps its pack, so no
    other pack can take over its identity."""

    def __init__(self, kept: int) -> None:
        self._kept = kept
        self._values: dict[tuple[int, Hashable], tuple[MapPack, T]] = {}

    def get(self, pack: MapPack, detail: Hashable, derive: Callable[[], T]) -> T:
        key = (id(pack), detail)
        entry = self._values.get(key)
        if entry is None or entry[0] is not pack:
            if len(self._values) >= self._kept:
                self._values.pop(next(iter(self._values)))
            entry = self._values[key] = (pack, derive())
        return entry[1]
