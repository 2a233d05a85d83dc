"""Remembering what was derived from the last pack.

Several lint rules ask for the same derived things (the tracks as shapes, the
graph of stations) of one pack, one after another, after every edit. A pack is
immutable, so what was derived from it stays right for as long as it lives;
the memo keeps the pack itself, so no other pack can take over its identity.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from engine.model import MapPack

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
