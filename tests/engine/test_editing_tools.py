"""The pure edits behind the water, landmark, vertex, region and route tools."""

from __future__ import annotations

from dataclasses import replace

from engine.editing import edits as editing
from engine.families.underground import fields as underground
from engine.map.geometry import containing_regions
from engine.map.model import Components, Connection, LineColour, MapPack, Region, Route
from tests.conftest import PackFactory

SQUARE = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))


def line_pack(make_pack: PackFactory) -> MapPack:
    return make_pack(
        {"a": (0, 0), "b": (200, 0), "c": (200, 200)},
        [Connection("a-b", "a", "b", water=1, bends=((50.0, 10.0), (150.0, 10.0))), "b-c"],
        regions=(Region("sq", "district", SQUARE, "Square"),),
    )


def test_water_icons_are_added_and_removed_but_never_below_none_u12(
    make_pack: PackFactory,
) -> None:
    pack = line_pack(make_pack)
    two = editing.add_water(pack, "a-b", 1)
    assert [c.water for c in two.connections] == [2, 0]
    assert editing.add_water(two, "a-b", -1) == pack
    assert editing.add_water(editing.add_water(pack, "b-c", -1), "b-c", 1).connections[1].water == 1


def landmark(pack: MapPack, station_id: str) -> int:
    return next(underground.LANDMARK.of(s) for s in pack.stations if s.id == station_id)


def test_landmark_slot_cycles_through_one_to_three_tiles_u10(make_pack: PackFactory) -> None:
    pack = line_pack(make_pack)
    sizes = []
    for _ in range(5):
        pack = editing.step_declared(pack, "b", underground.LANDMARK)
        sizes.append(landmark(pack, "b"))
    assert sizes == [1, 2, 3, 0, 1]
    assert landmark(editing.step_declared(pack, "b", underground.LANDMARK, -1), "b") == 0
    assert landmark(editing.step_declared(pack, "a", underground.LANDMARK, -1), "a") == 3


def test_vertices_are_inserted_into_region_outlines_and_connection_bends(
    make_pack: PackFactory,
) -> None:
    pack = line_pack(make_pack)
    region = editing.insert_vertex(pack, "sq", 1, (50.0, -20.0)).regions[0]
    assert region.polygon == ((0, 0), (50, -20), (100, 0), (100, 100), (0, 100))
    bends = editing.insert_vertex(pack, "a-b", 2, (190.0, 30.0)).connections[0].bends
    assert bends == ((50, 10), (150, 10), (190, 30))
    assert editing.insert_vertex(pack, "b-c", 0, (220.0, 100.0)).connections[1].bends == (
        (220, 100),
    )


def test_removing_vertices_keeps_a_region_a_polygon(make_pack: PackFactory) -> None:
    pack = line_pack(make_pack)
    triangle = editing.remove_vertex(pack, "sq", 0)
    assert triangle.regions[0].polygon == SQUARE[1:]
    assert editing.remove_vertex(triangle, "sq", 0) == triangle  # three corners stay
    straight = editing.remove_vertex(editing.remove_vertex(pack, "a-b", 0), "a-b", 0)
    assert straight.connections[0].bends == ()


def test_new_regions_are_named_after_their_kind_and_number(make_pack: PackFactory) -> None:
    pack = line_pack(make_pack)
    first = editing.new_region(pack, "district", SQUARE)
    assert (first.id, first.name, first.kind, first.polygon) == (
        "district-2",
        "District 2",
        "district",
        SQUARE,
    )
    river = editing.new_region(pack, "river", SQUARE[:3])
    assert (river.id, river.name) == ("river-1", "River 1")
    renamed = replace(pack, regions=(Region("d", "district", SQUARE, "District 2"),))
    assert editing.new_region(renamed, "district", SQUARE).name == "District 3"


def test_routes_take_the_next_unused_line_colour(make_pack: PackFactory) -> None:
    lines = (LineColour("red", 10, "#DC241F"), LineColour("blue", 10, "#0019a8"))
    pack = replace(line_pack(make_pack), components=Components(lines=lines))
    first = editing.new_route(pack, ["a", "b", "c"])
    assert (first.id, first.name, first.stops, first.colour, first.loop) == (
        "route-1",
        "Route 1",
        ("a", "b", "c"),
        "#DC241F",
        False,
    )
    pack = editing.add(pack, first)
    second = editing.new_route(pack, ["c", "a"], loop=True)
    assert (second.name, second.colour, second.loop) == ("Route 2", "#0019a8", True)
    pack = editing.add(pack, second)
    assert editing.new_route(pack, ["a", "c"]).colour == "#DC241F"  # palette used up: cycle


def test_routes_fall_back_to_the_default_palette(make_pack: PackFactory) -> None:
    no_lines = replace(line_pack(make_pack), components=Components())
    pack = editing.add(no_lines, Route("r", ("a", "b"), colour=editing.ROUTE_PALETTE[0]))
    assert editing.new_route(pack, ["b", "c"]).colour == editing.ROUTE_PALETTE[1]


def test_move_by_shifts_what_it_names_and_leaves_the_rest_as_it_was(
    make_pack: PackFactory,
) -> None:
    pack = line_pack(make_pack)
    moved = editing.move_by(pack, {"b", "a-b", "sq"}, 5, -5)
    assert moved.station("b").pos == (205, -5) and moved.station("a").pos == (0, 0)
    assert moved.connections[0].bends == ((55.0, 5.0), (155.0, 5.0))
    assert moved.regions[0].polygon[2] == (105.0, 95.0)
    station_only = editing.move_by(pack, {"c"}, 5, 5)
    # the collections holding nothing moved are the very same, so caches keyed on
    # them (the scene's district tints, its tracks by station) stay valid
    assert station_only.connections is pack.connections
    assert station_only.regions is pack.regions


def test_moves_in_a_row_shift_only_the_named_elements(make_pack: PackFactory) -> None:
    """A drag moves the same station again and again; the rest stay the same objects."""
    pack = line_pack(make_pack)
    once = editing.move_by(pack, {"b", "sq"}, 10, 0)
    twice = editing.move_by(once, {"b"}, 0, 5)
    assert [s.pos for s in twice.stations] == [(0, 0), (210, 5), (200, 200)]
    assert twice.regions[0].polygon[0] == (10.0, 0.0)
    assert twice.stations[0] is pack.stations[0] and twice.connections is pack.connections
    assert editing.move_by(twice, {"nowhere"}, 5, 5).stations is twice.stations


def test_a_move_shifts_every_station_with_a_repeated_id(make_pack: PackFactory) -> None:
    """A broken map may name two stations alike; both move, as both are named."""
    pack = line_pack(make_pack)
    twin = replace(pack.stations[1], pos=(300.0, 300.0))
    broken = replace(pack, stations=(*pack.stations, twin))
    moved = editing.move_by(broken, {"b"}, 1, 1)
    assert [s.pos for s in moved.stations if s.id == "b"] == [(201, 1), (301.0, 301.0)]


def test_stations_by_id_follow_a_long_drag_and_the_first_of_a_repeated_id_wins(
    make_pack: PackFactory,
) -> None:
    pack = line_pack(make_pack)
    moved = pack
    for _ in range(40):  # more packs than places are kept for
        moved = editing.move_by(moved, {"b"}, 1, 0)
        stations = editing.ById(moved.stations)
        assert dict(stations) == moved.station_index
    assert stations["b"].pos == (240, 0) and "z" not in stations and len(stations) == 3
    twice = replace(pack, stations=(*pack.stations, replace(pack.stations[0], pos=(9, 9))))
    assert editing.ById(twice.stations)["a"].pos == (0, 0)


def test_the_regions_holding_a_point_follow_the_region_as_it_moves(
    make_pack: PackFactory,
) -> None:
    pack = line_pack(make_pack)
    assert [r.id for r in containing_regions(pack, "district", (50, 50))] == ["sq"]
    moved = editing.move_by(pack, {"sq"}, 200, 0)
    assert containing_regions(moved, "district", (50, 50)) == []
    assert [r.id for r in containing_regions(moved, "district", (300, 100))] == ["sq"]  # edge
    assert containing_regions(pack, "district", (50, 50))[0].polygon == SQUARE  # asked again
    assert containing_regions(moved, "zone", (300, 50)) == []
