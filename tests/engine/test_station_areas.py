"""Areas that follow the stations (engine/map/areas.py), the districts and zones of
imported drafts: they cover the board, hold every station once and about as many
each, and no station sits on an edge."""

from __future__ import annotations

import random

import pytest
from shapely.geometry import Point, Polygon, box
from shapely.ops import unary_union

from engine.map.areas import station_areas


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("count", [3, 6, 9])
def test_areas_cover_the_board_and_share_the_stations(seed: int, count: int) -> None:
    rng = random.Random(seed)
    # a crowded centre and sparse suburbs, as a city is
    places = [(rng.gauss(500, 120), rng.gauss(400, 90)) for _ in range(150)]
    places = [(min(max(x, 0), 1000), min(max(y, 0), 800)) for x, y in places]
    areas = station_areas(places, count, (1000, 800))
    assert areas[0].name == "Centre" and len(areas) == count
    shapes = [Polygon(a.polygon) for a in areas]
    assert all(shape.is_valid for shape in shapes)
    assert unary_union(shapes).area == pytest.approx(box(0, 0, 1000, 800).area, rel=1e-6)
    for x, y in places:
        point = Point(x, y)
        assert sum(shape.covers(point) for shape in shapes) == 1
        assert not any(shape.exterior.distance(point) < 1e-6 for shape in shapes)
    held = [sum(shape.covers(Point(p)) for p in places) for shape in shapes]
    assert held == [a.stations for a in areas]
    assert max(held) - min(held) <= 2 + len(places) // (2 * count)
    assert len({a.name for a in areas}) == count


def test_too_few_stations_make_no_areas() -> None:
    assert station_areas([(1.0, 1.0)], 4, (10, 10)) == []
