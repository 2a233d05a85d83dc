"""Districts that touch get different colours (engine.map.geometry.neighbour_colours)."""

from __future__ import annotations

from engine.map.geometry import neighbour_colours
from engine.map.model import Region


def square(region_id: str, x: float, y: float, size: float = 100) -> Region:
    corners = ((x, y), (x + size, y), (x + size, y + size), (x, y + size))
    return Region(region_id, "district", corners)


def test_touching_districts_differ_and_apart_ones_may_share() -> None:
    # a b c in a row, d far off: a-b and b-c touch along an edge, a and c do not
    row = [square("a", 0, 0), square("b", 100, 0), square("c", 200, 0), square("d", 900, 900)]
    colours = neighbour_colours(row)
    assert set(colours) == {"a", "b", "c", "d"}
    assert colours["a"] != colours["b"] != colours["c"]
    assert len(set(colours.values())) == 2  # two colours are enough for a row
    assert neighbour_colours(row) == colours  # the same regions, the same colours


def test_districts_meeting_at_a_corner_differ_and_a_broken_one_gets_a_colour() -> None:
    grid = [square("nw", 0, 0), square("ne", 100, 0), square("sw", 0, 100), square("se", 100, 100)]
    line = Region("line", "district", ((0, 0), (10, 10)))  # too few points for a polygon
    colours = neighbour_colours([*grid, line])
    assert len({colours[k] for k in ("nw", "ne", "sw", "se")}) == 4
    assert "line" in colours


def test_moving_one_district_recolours_it_alone() -> None:
    row = [square("a", 0, 0), square("b", 100, 0), square("c", 200, 0), square("d", 900, 900)]
    before = neighbour_colours(row)
    moved = [*row[:3], square("d", 300, 0)]  # d now touches c
    after = neighbour_colours(moved, before)
    assert {k: after[k] for k in "abc"} == {k: before[k] for k in "abc"}
    assert after["d"] != after["c"]
    apart = neighbour_colours(row, {"a": 0, "b": 0, "c": 1, "d": 0})  # a and b clash
    assert apart["a"] == 0 and apart["b"] not in (0, apart["c"])
