"""Guides proposed from the station layout (engine/editing/guides.py), on small hand-made sheets."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import replace

from engine.editing.guides import generate_guides, propose_guides
from engine.lint.validate import validate
from engine.map.crossings import crossing_connections
from engine.map.model import Connection, MapPack, Region, Route
from engine.pack import load_pack
from engine.paths import MAPS

Factory = Callable[..., MapPack]

# A 3 x 3 grid, 100 apart, read row by row:  a b c / d e f / g h i
GRID = {name: (100.0 * (k % 3), 100.0 * (k // 3)) for k, name in enumerate("abcdefghi")}
GRID_ORTHOGONAL = {
    *("ab", "bc", "de", "ef", "gh", "hi"),  # rows
    *("ad", "dg", "be", "eh", "cf", "fi"),  # columns
}


def pairs(found: Iterable[tuple[str, str]]) -> set[frozenset[str]]:
    return {frozenset(pair) for pair in found}


def named(*names: str) -> set[frozenset[str]]:
    return {frozenset(name) for name in names}


def guides(pack: MapPack) -> set[frozenset[str]]:
    return {frozenset(c.ends) for c in pack.connections}


def test_a_grid_gets_its_rows_columns_and_one_diagonal_per_cell(make_pack: Factory) -> None:
    """Each cell's two diagonals cross, so one stays: the tie goes to the pair whose
    first station comes first (a-e before b-d); two-step segments run over e."""
    found = pairs(propose_guides(make_pack(GRID)))
    assert found == named(*GRID_ORTHOGONAL, "ae", "bf", "dh", "ei")


def test_a_station_in_between_blocks_the_long_segment(make_pack: Factory) -> None:
    pack = make_pack({"a": (0, 0), "b": (100, 0), "c": (200, 0)})
    assert pairs(propose_guides(pack)) == named("ab", "bc")


def test_a_segment_may_not_pass_over_a_station_off_its_line(make_pack: Factory) -> None:
    """b sits 5 units off a-c: close enough that a guide a-c would run over it."""
    beside = make_pack({"a": (0, 0), "b": (100, 5), "c": (200, 0)})
    assert frozenset("ac") not in pairs(propose_guides(beside))
    clear = make_pack({"a": (0, 0), "b": (100, 60), "c": (200, 0)})
    assert pairs(propose_guides(clear)) == named("ac")


def test_pairs_leaning_a_little_off_the_eight_directions_still_line_up(
    make_pack: Factory,
) -> None:
    pack = make_pack({"a": (0, 0), "b": (100, 4), "c": (0, 300), "d": (100, 320)})
    found = pairs(propose_guides(pack))
    assert frozenset("ab") in found  # 2.3° off the horizontal
    assert frozenset("cd") not in found  # 11° off


def test_shorter_segments_win_over_longer_ones_they_cross(make_pack: Factory) -> None:
    pack = make_pack({"a": (0, 0), "b": (200, 200), "c": (150, 50), "d": (50, 150)})
    assert pairs(propose_guides(pack)) == named("cd")


def test_existing_connections_stay_and_nothing_crosses_them(make_pack: Factory) -> None:
    """The curve b-d bends through the top left cell, so a-e would cross it."""
    curve = Connection("b-d", "b", "d", bends=((20.0, 20.0),))
    pack = make_pack(GRID, [curve])
    after = generate_guides(pack)
    assert after.connections[0] is curve
    assert guides(after) - guides(pack) == named(*GRID_ORTHOGONAL, "bf", "dh", "ei")
    assert list(crossing_connections(after)) == []


def test_replacing_keeps_only_the_guides_under_a_route(make_pack: Factory) -> None:
    """A pre-drawn line must stay on its guides, however they are drawn."""
    arc = Connection("arc", "a", "b", bends=((50.0, -40.0),))
    loop = Route("loop", ("a", "b", "e"), loop=True)
    pack = make_pack(GRID, [arc, "b-e", "a-e", "a-f"], routes=(loop,))
    after = generate_guides(pack, replace_existing=True)
    assert after.connections[:3] == pack.connections[:3]
    assert frozenset("af") not in guides(after)  # a knight's move: no straight guide
    assert guides(after) == named("ab", "be", "ae", *GRID_ORTHOGONAL, "bf", "dh", "ei")
    assert list(crossing_connections(after)) == []


def test_new_guides_are_named_after_their_stations_without_clashing(
    make_pack: Factory,
) -> None:
    taken = Region("a~b", "district", ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0)))
    pack = make_pack({"a": (0, 0), "b": (100, 0), "c": (200, 0)}, regions=(taken,))
    assert sorted(c.id for c in generate_guides(pack).connections) == ["a~b-2", "b~c"]


def test_generated_guides_never_cross_on_a_random_layout(make_pack: Factory) -> None:
    """Half the points of a 9 x 9 grid, as the bundled sheets were laid out."""
    rng = random.Random(7)
    points = [(100.0 * x, 100.0 * y) for x in range(1, 10) for y in range(1, 10)]
    layout = {f"s{k}": point for k, point in enumerate(rng.sample(points, 40))}
    after = generate_guides(make_pack(layout))
    assert len(after.connections) > len(layout)
    assert list(crossing_connections(after)) == []
    codes = {finding.code for finding in validate(after)}
    assert "track-over-station" not in codes


def test_the_london_sheet_keeps_its_straight_guides() -> None:
    """The bundled sheet joins each station to its nearest neighbour across and
    down; generated afresh from its stations, every one of those comes back."""
    london = load_pack(MAPS / "next-station-london.yaml")
    after = generate_guides(replace(london, connections=()))
    at = {station.id: station.pos for station in london.stations}
    straight = {
        frozenset(c.ends)
        for c in london.connections
        if at[c.a][0] == at[c.b][0] or at[c.a][1] == at[c.b][1]
    }
    assert len(straight) > 80
    assert straight <= guides(after)
    assert list(crossing_connections(after)) == []
