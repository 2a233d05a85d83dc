"""Guides proposed from the station layout: the straight segments a Next Station
section may follow, as a designer would print them.

Two stations get a guide when they line up horizontally, vertically or at 45°
(within a tolerance) and no station sits on the segment between them. Short
segments come first, and a segment that would cross one already kept (or an
existing connection) is dropped, so the sheet never has crossing guides: on a
Next Station sheet two crossing guides mean a player can only ever use one.
Ties in length go to the pair whose first station comes earlier in the pack,
so the same layout always gives the same guides.
"""

from __future__ import annotations

import math
from dataclasses import replace
from itertools import combinations

import shapely
from shapely import STRtree

from engine.editing.edits import new_ids
from engine.map.crossings import crossing_connections
from engine.map.model import Connection, MapPack, Station

ANGLE_TOLERANCE = 5.0  # degrees a pair may lean off the nearest multiple of 45°
# A segment this close to another station (a fraction of the board's larger
# side) runs over it: on a 1000-unit sheet, 15 units, twice a station's radius.
CLEARANCE_FRACTION = 0.015


def propose_guides(pack: MapPack) -> list[tuple[str, str]]:
    """Station pairs that would make good new guides beside the pack's connections.

    Pairs the connections already join are left out, and no proposal crosses a
    connection or another proposal.
    """
    stations = list(pack.station_index.values())
    joined = {frozenset(c.ends) for c in pack.connections}
    fresh = [pair for pair in _aligned_pairs(stations) if frozenset(_ends(pair)) not in joined]
    clear = CLEARANCE_FRACTION * max(pack.canvas)
    return _without_crossings(pack, _unobstructed(stations, fresh, clear))


def generate_guides(pack: MapPack, replace_existing: bool = False) -> MapPack:
    """The pack with the proposed guides added as connections.

    Replacing drops every connection first, except those a route runs along:
    a pre-drawn line must stay on its guides (Tokyo's curved loop).
    """
    if replace_existing:
        kept = {frozenset(pair) for route in pack.routes for pair in route.pairs()}
        pack = replace(
            pack, connections=tuple(c for c in pack.connections if frozenset(c.ends) in kept)
        )
    pairs = propose_guides(pack)
    ids = new_ids(pack, [f"{a}~{b}" for a, b in pairs])
    guides = tuple(Connection(i, a, b) for i, (a, b) in zip(ids, pairs, strict=True))
    return replace(pack, connections=(*pack.connections, *guides))


def _ends(pair: tuple[Station, Station]) -> tuple[str, str]:
    return (pair[0].id, pair[1].id)


def _aligned_pairs(stations: list[Station]) -> list[tuple[Station, Station]]:
    """Pairs at 0°, 45°, 90° or 135° (within ANGLE_TOLERANCE), shortest first."""
    found = []
    for a, b in combinations(stations, 2):
        dx, dy = b.pos[0] - a.pos[0], b.pos[1] - a.pos[1]
        if dx == dy == 0:
            continue
        lean = math.degrees(math.atan2(dy, dx)) % 45
        if min(lean, 45 - lean) <= ANGLE_TOLERANCE:
            found.append((a, b))
    order = {station.id: i for i, station in enumerate(stations)}
    found.sort(key=lambda p: (math.dist(p[0].pos, p[1].pos), order[p[0].id], order[p[1].id]))
    return found


def _unobstructed(
    stations: list[Station], pairs: list[tuple[Station, Station]], clear: float
) -> list[tuple[str, str]]:
    """The pairs whose segment passes no other station closer than `clear`."""
    if not pairs:
        return []
    segments = shapely.linestrings([[a.pos, b.pos] for a, b in pairs])
    points = shapely.points([station.pos for station in stations])
    near_segment, near_station = STRtree(points).query(
        segments, predicate="dwithin", distance=clear
    )
    blocked = {
        k
        for k, s in zip(near_segment.tolist(), near_station.tolist(), strict=True)
        if stations[s] is not pairs[k][0] and stations[s] is not pairs[k][1]
    }
    return [_ends(pair) for k, pair in enumerate(pairs) if k not in blocked]


def _without_crossings(pack: MapPack, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Keep the pairs in order, dropping each one that crosses a connection or a kept pair.

    The crossings are those `crossing_connections` finds, so what is kept passes
    the linter's check by construction.
    """
    candidates = [Connection("", a, b) for a, b in pairs]
    rank = {id(candidate): k for k, candidate in enumerate(candidates)}
    conflicts: list[set[int]] = [set() for _ in candidates]
    barred: set[int] = set()  # candidates crossing an existing connection
    trial = replace(pack, connections=(*pack.connections, *candidates))
    for first, second in crossing_connections(trial):
        i, j = rank.get(id(first)), rank.get(id(second))
        if i is not None and j is not None:
            conflicts[i].add(j)
            conflicts[j].add(i)
        elif i is not None:
            barred.add(i)
        elif j is not None:
            barred.add(j)
    kept: set[int] = set()
    for k in range(len(candidates)):
        if k not in barred and conflicts[k].isdisjoint(kept):
            kept.add(k)
    return [pairs[k] for k in sorted(kept)]
