"""Knobs: the small edits a rule family offers the suggestion search (engine/suggest).

A family knows which few changes of a map are worth trying (a lane more on a
connection, the start one station along); the search only plays them. Each change
is a pure edit of the pack built from the editor's own operations (engine/editing),
so an applied suggestion is one undoable edit, saved like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial

from engine.editing.edits import set_field
from engine.map.graph import track_graph
from engine.map.model import MapPack
from engine.map.words import connection_name

# Changes a family offers per map at most: the search plays every one it tries.
MOST_CHANGES = 40


@dataclass(frozen=True)
class Change:
    """One candidate edit, worded for the designer with names, never ids."""

    knob: str  # the family's name for the kind of change: "start", "lanes"
    words: str  # "move the start from Kilburn to Euston"
    elements: tuple[str, ...]  # ids the change touches, to show it on the map
    edit: Callable[[MapPack], MapPack] = field(compare=False, repr=False)

    def apply(self, pack: MapPack) -> MapPack:
        return self.edit(pack)


def first_changes(changes: Iterable[Change], most: int = MOST_CHANGES) -> tuple[Change, ...]:
    """The first `most` changes, each once by its words: a short list to play."""
    seen: set[str] = set()
    kept: list[Change] = []
    for change in changes:
        if change.words not in seen and len(kept) < most:
            seen.add(change.words)
            kept.append(change)
    return tuple(kept)


def neighbours(pack: MapPack, station_id: str) -> list[str]:
    """The stations one connection away, in the map's order."""
    return [there for there, _ in track_graph(pack).neighbours.get(station_id, ())]


def hubs(pack: MapPack, most: int) -> list[str]:
    """The best-connected stations, the most connections first (the map's order on ties)."""
    graph = track_graph(pack)
    ranked = sorted(pack.stations, key=lambda s: -graph.degree(s.id))
    return [s.id for s in ranked[:most] if graph.degree(s.id) > 0]


def connection_steps(
    pack: MapPack, at: Collection[str], knob: str, noun: str, most: int
) -> Iterator[Change]:
    """A whole-number field of the connections at the stations `at` (a connection's
    lanes, its sections) one more or one fewer, from 1 to `most`."""
    for connection in pack.connections:
        if not set(at).intersection(connection.ends):
            continue
        for step, words in ((1, "more"), (-1, "fewer")):
            value = getattr(connection, knob) + step
            if 1 <= value <= most:
                yield Change(
                    knob,
                    f"one {noun} {words} on {connection_name(pack, connection.id)} "
                    f"({value} in all)",
                    (connection.id,),
                    partial(set_field, ids=[connection.id], field=knob, value=value),
                )
