"""Schematic layout (engine/layout): the promises checked on the bundled maps and
made-up cities, whatever the layout chose."""

from __future__ import annotations

import itertools
import math
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from benchmarks.synthetic import synthetic_pack
from engine.cli import main
from engine.layout import Laid, LayoutError, lay_out
from engine.layout.figures import octilinear_segments
from engine.layout.labels import crowded_labels
from engine.layout.lattice import snap
from engine.layout.network import Network
from engine.layout.repair import cross_where_stuck, relocate_stuck, repair
from engine.layout.room import least_spacing
from engine.layout.routing import Grid, Meeting, heading
from engine.map.crossings import crossing_connections
from engine.map.geometry import containing_regions, route_points
from engine.map.model import MapPack, Route
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset, lint
from tests.gtfs_feeds import london_feed

# Wendmouth's guides cross by design (a player draws along one of two crossing guides):
# the layout keeps track from crossing, so it bends them and moves stations; left out
# until the grid style keeps a sheet that is already on its lattice as it is.
CROSSING_BY_DESIGN = {"next-station-wendmouth.yaml"}
BUNDLED = sorted(
    name
    for path in [*MAPS.glob("*.yaml"), *MAPS.glob("*/map.yaml")]
    if (name := str(path.relative_to(MAPS))) not in CROSSING_BY_DESIGN
)
CITIES = {"synthetic-150": 150, "synthetic-300": 300}
LEAN = 0.35  # of a connection's length: a pair leaning more is clearly apart on that axis
NEAR = 0.08  # of the map's extent: stations closer than this on an axis may swap on it


@cache
def laid(name: str) -> tuple[MapPack, Laid]:
    pack = synthetic_pack(CITIES[name]) if name in CITIES else load_pack(MAPS / name)
    return pack, lay_out(pack)


ALL = [*BUNDLED, *CITIES]


def route_stations(pack: MapPack, route: Route) -> list[str]:
    """The stations a route's drawn line passes, in order (engine/map/geometry.py)."""
    at = {s.pos: s.id for s in pack.stations}
    return [at[p] for p in route_points(pack, route) if p in at]


@pytest.mark.parametrize("name", ALL)
def test_every_segment_is_horizontal_vertical_or_diagonal(name: str) -> None:
    _, result = laid(name)
    segments, octilinear = octilinear_segments(result.pack)
    assert segments and octilinear == segments
    assert result.figures.octilinear == segments
    assert result.figures.unrouted == result.figures.stuck == 0


@pytest.mark.parametrize("name", ALL)
def test_the_network_and_every_lines_order_stay(name: str) -> None:
    before, result = laid(name)
    after = result.pack
    assert [(c.id, c.a, c.b, c.lanes, c.water, c.sections) for c in after.connections] == [
        (c.id, c.a, c.b, c.lanes, c.water, c.sections) for c in before.connections
    ]
    assert after.routes == before.routes
    assert [s.id for s in after.stations] == [s.id for s in before.stations]
    for route in after.routes:  # drawn through the same stations in the same order
        assert route_stations(after, route) == route_stations(before, route)


@pytest.mark.parametrize("name", ALL)
def test_no_crossing_is_added(name: str) -> None:
    before, result = laid(name)

    def pairs(pack: MapPack) -> set[frozenset[str]]:
        return {frozenset((a.id, b.id)) for a, b in crossing_connections(pack)}

    assert pairs(result.pack) <= pairs(before)
    assert result.figures.crossings_added == 0


@pytest.mark.parametrize("name", ALL)
def test_stations_and_bends_keep_the_spacing_apart(name: str) -> None:
    before, result = laid(name)
    spacing = result.figures.spacing
    assert spacing >= least_spacing(before, result.figures.style)
    points = [s.pos for s in result.pack.stations] + [
        p for c in result.pack.connections for p in c.bends
    ]
    for (ax, ay), (bx, by) in itertools.combinations(points, 2):
        assert math.hypot(ax - bx, ay - by) >= spacing - 1e-6
        assert (ax / spacing).is_integer() and (ay / spacing).is_integer()
    assert result.figures.least_gap >= spacing


@pytest.mark.parametrize("name", ALL)
def test_north_stays_north(name: str) -> None:
    """A connected pair clearly apart along an axis is never turned round on it (it
    may end level); any two stations may swap along an axis only where they were
    close on it."""
    before, result = laid(name)
    old = {s.id: s.pos for s in before.stations}
    new = {s.id: s.pos for s in result.pack.stations}
    for c in before.connections:
        length = math.dist(old[c.a], old[c.b])
        for axis in (0, 1):
            was, now = old[c.b][axis] - old[c.a][axis], new[c.b][axis] - new[c.a][axis]
            if abs(was) > LEAN * length:
                assert was * now >= 0, (c.id, axis)
    xs, ys = zip(*old.values(), strict=True)
    extent = max(max(xs) - min(xs), max(ys) - min(ys))
    for a, b in itertools.combinations(old, 2):
        for axis in (0, 1):
            was, now = old[b][axis] - old[a][axis], new[b][axis] - new[a][axis]
            if abs(was) > NEAR * extent:
                assert was * now >= 0, (a, b, axis)
    assert result.figures.turned == 0


@pytest.mark.parametrize("name", ALL)
def test_every_name_finds_a_free_spot_and_the_map_still_validates(name: str) -> None:
    before, result = laid(name)
    assert crowded_labels(result.pack) == 0
    errors = lambda pack: {f.code for f in lint(pack) if f.severity == "error"}  # noqa: E731
    assert errors(result.pack) <= errors(before)


def test_a_lattice_sheet_stays_on_its_lattice_with_straight_guides() -> None:
    """Next Station's sheet (the grid style): every station on a lattice node, every
    guide one straight run along the 8 directions passing over no station."""
    before, result = laid("next-station-london.yaml")
    assert result.figures.style == "grid"
    step = result.figures.spacing
    stations = {s.pos for s in result.pack.stations}
    for c in result.pack.connections:
        assert c.bends == ()
        a, b = result.pack.station_index[c.a].pos, result.pack.station_index[c.b].pos
        runs = round(max(abs(b[0] - a[0]), abs(b[1] - a[1])) / step)
        inner = {
            (a[0] + (b[0] - a[0]) * k / runs, a[1] + (b[1] - a[1]) * k / runs)
            for k in range(1, runs)
        }
        assert not inner & stations, c.id
    # the printed sheet is already a lattice 100 apart: each station keeps its node
    shifts = {
        (new.pos[0] / step - old.pos[0] / 100, new.pos[1] / step - old.pos[1] / 100)
        for old, new in zip(before.stations, result.pack.stations, strict=True)
    }
    assert len(shifts) == 1


def test_figures_are_printed_in_words() -> None:
    _, result = laid("london.yaml")
    text = "\n".join(result.figures.lines())
    assert "octilinear segments: 100.0%" in text
    assert "crossings added: 0" in text
    assert f"least spacing between stations: {result.figures.least_gap:.1f}" in text
    assert "bends:" in text and "stations moved" in text


def test_a_spacing_below_the_room_needed_is_refused() -> None:
    pack = load_pack(MAPS / "tutorial.yaml")
    least = least_spacing(pack, "octilinear")
    with pytest.raises(LayoutError, match=f"give at least {least:g}"):
        lay_out(pack, spacing=least - 1)
    assert lay_out(pack, spacing=least * 2).figures.spacing == least * 2


def test_a_given_spacing_scales_the_same_plan() -> None:
    pack = load_pack(MAPS / "tube-dice-quick.yaml")
    one, two = lay_out(pack, spacing=100), lay_out(pack, spacing=200)
    assert [(x * 2, y * 2) for x, y in (s.pos for s in one.pack.stations)] == [
        s.pos for s in two.pack.stations
    ]


def test_regions_follow_their_stations() -> None:
    """A station inside a district or zone before the layout is inside it after."""

    before, result = laid("london.yaml")
    kinds = {r.kind for r in before.regions if r.kind != "river"}
    kept = total = 0
    for old, new in zip(before.stations, result.pack.stations, strict=True):
        for kind in kinds:
            was = {r.id for r in containing_regions(before, kind, old.pos)}
            total += len(was)
            kept += len(was & {r.id for r in containing_regions(result.pack, kind, new.pos)})
    assert total == 0 or kept / total >= 0.9


def test_unknown_style_is_refused() -> None:
    with pytest.raises(LayoutError, match="unknown style 'curvy'"):
        lay_out(load_pack(MAPS / "tutorial.yaml"), style="curvy")


def test_a_node_two_tracks_cross_at_stays_taken_when_one_is_lifted() -> None:
    """Two connections that crossed on the map may cross at a grid node; lifting
    either (to route it again) must not free the node under the other."""
    grid = Grid(6, 6)
    grid.stations = {(0, 2): 0, (4, 2): 1, (2, 0): 2, (2, 4): 3, (0, 3): 4, (4, 3): 5}
    east_west = ((0, 2), (1, 2), (2, 2), (3, 2), (4, 2))
    grid.put(0, east_west)
    across = grid.route_through((2, 0), (2, 4), 2, 6, Meeting(frozenset({0}), 1.0, None))
    assert across is not None and (2, 2) in across
    grid.put(1, across)
    grid.take(0)
    assert not grid.free((2, 2))
    # a third track may not take the node the crossing track still runs through
    third = grid.route((0, 3), (4, 3), 0)
    assert third is not None and (2, 2) not in third


@pytest.mark.parametrize(
    ("family", "kept"), [("next-station", "50"), ("one-day", "80"), ("underground", "0")]
)
def test_drafts_of_a_real_feed_lay_out_without_crossings(
    family: str, kept: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """London's feed as each family's draft: the track of stations left out runs on
    to the next kept one, so connections are long and the network real. A lattice
    family's draft is laid out by the import itself, before its districts are
    drawn, and says how it went."""
    feed, draft = london_feed(tmp_path / "london.zip"), tmp_path / "draft.yaml"
    stations = ["--stations", kept] if kept != "0" else []
    assert (
        main(["import", "gtfs", str(feed), "--ruleset", family, *stations, "-o", str(draft)]) == 0
    )
    said = capsys.readouterr().out
    if get_ruleset(family).layout_style == "grid":
        assert "schematic layout: octilinear segments: 100.0%" in said
        assert "schematic layout: crossings added: 0\n" in said
        assert "pairs turned round: 0\n" in said and "had to cross" not in said
        return
    before = load_pack(draft)
    result = lay_out(before)
    segments, octilinear = octilinear_segments(result.pack)
    assert segments == octilinear
    assert result.figures.stuck == result.figures.crossings_added == result.figures.turned == 0


def test_a_track_crosses_where_two_others_cross_only_if_it_may_cross_both() -> None:
    """Where two connections cross at a grid node, a third that crossed only one of
    them on the map may not pass there: it would cross the other too, a crossing
    the map did not have."""
    grid = Grid(6, 6)
    grid.stations = {(0, 2): 0, (4, 2): 1, (2, 0): 2, (2, 4): 3, (0, 0): 4, (4, 4): 5}
    grid.put(0, ((0, 2), (1, 2), (2, 2), (3, 2), (4, 2)))
    grid.put(1, ((2, 0), (2, 1), (2, 2), (2, 3), (2, 4)))  # crosses 0 at (2, 2)
    crossing_one = Meeting(frozenset({0}), 1.0, None)
    across = grid.route_through((0, 0), (4, 4), 1, 0, crossing_one)
    assert across is None  # the only way, the diagonal through (2, 2), meets 1 too
    crossing_both = Meeting(frozenset({0, 1}), 1.0, None)
    assert grid.route_through((0, 0), (4, 4), 1, 0, crossing_both) == tuple(
        (k, k) for k in range(5)
    )


def test_a_stuck_connection_finds_its_octilinear_way_however_long_the_search() -> None:
    """A connection no clear path was found for still gets an octilinear path when
    the only way round is long (a wall of stations with a gap at its far end): its
    search may look at every state of the grid, not give up and leave it straight."""
    grid = Grid(60, 60)
    wall = {(30, y): 2 + y for y in range(1, 61)}
    grid.stations = {(10, 30): 0, (50, 30): 1, **wall}
    sides = np.array([(10.0, 30.0), (50.0, 30.0)])
    network = Network(
        grid,
        [(10, 30), (50, 30)],
        sides,
        sides,
        [(0, 1)],
        [[0], [0]],
        [frozenset()],
        [[1], [0]],
        True,
    )
    cross_where_stuck(network)
    path = grid.paths[0]
    assert (30, 0) in path  # through the gap
    assert all(heading(b[0] - a[0], b[1] - a[1]) is not None for a, b in itertools.pairwise(path))


def test_a_walled_in_station_moves_out_and_rips_up_the_track_in_its_way() -> None:
    """A station ringed by stations it is not joined to, with a detour of another
    connection walling off the way from the nodes it could move to: neither a move
    alone nor a rip-up alone routes its connection, so it would cross other track;
    moving it and ripping up the detour (laid again straight) does."""
    ring = [(x, y) for x in (1, 2, 3) for y in (1, 2, 3) if (x, y) != (2, 2)]
    stations = [(2, 2), (9, 2), *ring, (6, 0), (7, 0)]
    grid = Grid(10, 8)
    grid.stations = {node: i for i, node in enumerate(stations)}
    detour = ((6, 0), *((6, y) for y in range(1, 9)), *((7, y) for y in range(8, 0, -1)), (7, 0))
    grid.put(1, detour)
    places = np.array(stations, dtype=float)
    neighbours: list[list[int]] = [[] for _ in stations]
    neighbours[0], neighbours[1], neighbours[10], neighbours[11] = [1], [0], [11], [10]
    incident: list[list[int]] = [[] for _ in stations]
    incident[0], incident[1], incident[10], incident[11] = [0], [0], [1], [1]
    network = Network(
        grid,
        list(stations),
        places,
        places,
        [(0, 1), (10, 11)],
        incident,
        [frozenset(), frozenset()],
        neighbours,
        True,
    )
    repair(network)
    assert 0 not in grid.paths  # what was done before: stuck
    relocate_stuck(network)
    assert network.nodes[0] != (2, 2) and grid.stations[network.nodes[0]] == 0
    assert grid.paths[0][0] == network.nodes[0] and grid.paths[0][-1] == (9, 2)
    assert grid.paths[1] == ((6, 0), (7, 0))


def test_stations_whose_connection_was_crossed_on_the_map_keep_a_node_between_them() -> None:
    """Two joined stations side by side on the grid leave no node for another track
    to cross their connection at: one that crossed it on the map would be walled off
    (Bank to London Bridge behind Cannon Street and Monument)."""
    places = np.array([(2.0, 2.0), (3.0, 2.0)])
    neighbours = [[1], [0]]
    side_by_side = snap(places, places, [0, 1], neighbours, [set(), set()], True)
    assert side_by_side == [(2, 2), (3, 2)]
    spaced = snap(places, places, [0, 1], neighbours, [{1}, {0}], True)
    (ax, ay), (bx, by) = spaced
    assert max(abs(ax - bx), abs(ay - by)) == 2 and bx > ax
