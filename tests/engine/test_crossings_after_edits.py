"""Crossings found edit by edit, reusing what was found before (engine/crossings.py),
are exactly those found from scratch."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import crossings, editing
from engine.crossings import crossing_connections
from engine.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS


def from_scratch(pack: MapPack) -> set[tuple[str, str]]:
    crossings._last[0] = None  # nothing remembered: every pair is tested
    return {(a.id, b.id) for a, b in crossing_connections(pack)}


def found(pack: MapPack) -> set[tuple[str, str]]:
    return {(a.id, b.id) for a, b in crossing_connections(pack)}


@pytest.mark.parametrize("name", ["london.yaml", "next-station-london.yaml"])
def test_crossings_edit_by_edit_match_a_fresh_check(name: str) -> None:
    pack = load_pack(MAPS / name)
    rng = random.Random(7)
    found(pack)  # remembered from here on
    crossed = 0
    for step in range(40):
        station = rng.choice(pack.stations)
        if step % 5 == 4:  # a bend dragged across the map
            connection = rng.choice(pack.connections)
            bend = (rng.uniform(0, pack.canvas[0]), rng.uniform(0, pack.canvas[1]))
            pack = editing.replace_elements(pack, [replace(connection, bends=(bend,))])
        else:
            dx, dy = rng.uniform(-150, 150), rng.uniform(-150, 150)
            pack = editing.move_by(pack, {station.id}, dx, dy)
        now = found(pack)
        assert now == from_scratch(pack), step
        found(pack)  # remember the fresh answer again, as the editor would have
        crossed += bool(now)
    assert crossed > 10  # the edits made crossings to find


def test_reordered_connections_give_the_same_crossings_in_map_order() -> None:
    pack = load_pack(MAPS / "london.yaml")
    moved = editing.move_by(pack, {pack.stations[0].id}, 400, 300)
    before = {frozenset(pair) for pair in found(moved)}
    assert before  # the move made crossings
    reordered = replace(moved, connections=moved.connections[::-1])
    after = found(reordered)  # reuses what was found for `moved`
    assert {frozenset(pair) for pair in after} == before
    place = {c.id: k for k, c in enumerate(reordered.connections)}
    assert all(place[first] < place[second] for first, second in after)
