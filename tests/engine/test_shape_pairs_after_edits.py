"""Pairs found edit by edit, reusing what was found for the last pack
(engine/map/shape_pairs.py, engine/map/crossings.py, engine/map/track_shapes.py), are exactly
those found from scratch: crossings, tracks over stations, stations on top of
each other."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.editing import edits as editing
from engine.lint.stations import overlap_distance
from engine.map import crossings, shape_pairs, track_shapes
from engine.map.crossings import crossing_connections
from engine.map.model import MapPack
from engine.map.shape_pairs import stations_on_track, stations_too_close
from engine.pack import load_pack
from engine.paths import MAPS

Found = tuple[set[tuple[str, str]], set[tuple[str, str]], set[tuple[str, str]]]


def found(pack: MapPack) -> Found:
    distance = overlap_distance(pack)
    return (
        {(a.id, b.id) for a, b in crossing_connections(pack)},
        {(c.id, s.id) for s, c in stations_on_track(pack, distance)},
        {(a.id, b.id) for a, b in stations_too_close(pack, distance)},
    )


def from_scratch(pack: MapPack) -> Found:
    """Nothing remembered: every shape made and every pair tested."""
    for remembered in (crossings._crossing, shape_pairs._on_track, shape_pairs._overlapping):
        remembered._last[0] = None
    track_shapes._last[0] = None
    return found(replace(pack))


def random_edit(pack: MapPack, rng: random.Random, step: int) -> MapPack:
    station = rng.choice(pack.stations)
    kind = step % 6
    if kind == 4:  # a bend dragged across the map
        connection = rng.choice(pack.connections)
        bend = (rng.uniform(0, pack.canvas[0]), rng.uniform(0, pack.canvas[1]))
        return editing.replace_elements(pack, [replace(connection, bends=(bend,))])
    if kind == 5:  # a station dropped onto another, or onto a track's middle
        target = rng.choice(pack.stations).pos
        if step % 12 == 5:
            track = rng.choice(pack.connections)
            a, b = pack.station(track.a), pack.station(track.b)
            assert a is not None and b is not None
            target = ((a.pos[0] + b.pos[0]) / 2, (a.pos[1] + b.pos[1]) / 2)
        return editing.move_by(
            pack, {station.id}, target[0] - station.pos[0], target[1] - station.pos[1]
        )
    dx, dy = rng.uniform(-150, 150), rng.uniform(-150, 150)
    return editing.move_by(pack, {station.id}, dx, dy)


@pytest.mark.parametrize("name", ["london.yaml", "next-station-london.yaml"])
def test_pairs_edit_by_edit_match_a_fresh_check(name: str) -> None:
    pack = load_pack(MAPS / name)
    rng = random.Random(7)
    found(pack)  # remembered from here on
    seen = [0, 0, 0]
    for step in range(60):
        pack = random_edit(pack, rng, step)
        now = found(pack)
        assert now == from_scratch(pack), step
        found(pack)  # remember the fresh answer again, as the editor would have
        seen = [count + bool(kind) for count, kind in zip(seen, now, strict=True)]
    assert all(count > 5 for count in seen), seen  # the edits made pairs of every kind


def test_a_deleted_station_and_its_track_are_forgotten() -> None:
    pack = load_pack(MAPS / "london.yaml")
    first = pack.stations[0]
    over = editing.move_by(pack, {first.id}, *_towards(pack.stations[1].pos, first.pos))
    assert (first.id, pack.stations[1].id) in found(over)[2]
    gone = replace(
        over,
        stations=over.stations[1:],
        connections=tuple(c for c in over.connections if first.id not in c.ends),
    )
    assert found(gone) == from_scratch(gone)
    assert all(first.id not in pair for kind in found(gone) for pair in kind)


def _towards(target: tuple[float, float], here: tuple[float, float]) -> tuple[float, float]:
    return target[0] - here[0], target[1] - here[1]


def test_reordered_connections_give_the_same_crossings_in_map_order() -> None:
    pack = load_pack(MAPS / "london.yaml")
    moved = editing.move_by(pack, {pack.stations[0].id}, 400, 300)
    before = {frozenset(pair) for pair in found(moved)[0]}
    assert before  # the move made crossings
    reordered = replace(moved, connections=moved.connections[::-1])
    after = found(reordered)[0]
    assert {frozenset(pair) for pair in after} == before
    place = {c.id: k for k, c in enumerate(reordered.connections)}
    assert all(place[first] < place[second] for first, second in after)
