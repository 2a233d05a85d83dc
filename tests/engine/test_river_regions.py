"""The water on the bundled city maps: London's Thames and New York's rivers are
river regions that validate, keep off every station, pass between the stations
they run between in the city, and carry the water icons of the tracks crossing
them."""

from __future__ import annotations

import pytest
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

from engine.cli import main
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS

STATION_REACH = 9.0  # a station body's radius and a little: no water within it
LONDON = MAPS / "london.yaml"
NEW_YORK = MAPS / "new-york"


def water(pack: MapPack, *names: str) -> Polygon:
    rivers = [r for r in pack.regions_of(["river"]) if not names or r.name in names]
    assert rivers, names
    return unary_union([Polygon(r.polygon) for r in rivers])


def track(pack: MapPack, a: str, b: str) -> LineString:
    """The drawn track between two joined stations."""
    stations = pack.station_index
    connection = next(c for c in pack.connections if {c.a, c.b} == {a, b})
    ends = (stations[connection.a].pos, stations[connection.b].pos)
    return LineString([ends[0], *connection.bends, ends[1]])


def between(pack: MapPack, a: str, b: str) -> LineString:
    """The straight line between two stations, joined or not."""
    return LineString([pack.station_index[a].pos, pack.station_index[b].pos])


@pytest.mark.parametrize(
    ("path", "names"),
    [
        (LONDON, {"River Thames"}),
        (NEW_YORK, {"Hudson River", "East River", "Harlem River", "Upper New York Bay"}),
    ],
)
def test_the_cities_have_their_rivers_and_still_validate(
    capsys: pytest.CaptureFixture[str], path: object, names: set[str]
) -> None:
    pack = load_pack(path)  # type: ignore[arg-type]
    assert {r.name for r in pack.regions_of(["river"])} == names
    assert main(["validate", str(path)]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out


@pytest.mark.parametrize("path", [LONDON, NEW_YORK])
def test_no_station_stands_in_the_water(path: object) -> None:
    pack = load_pack(path)  # type: ignore[arg-type]
    wet = water(pack)
    too_close = [s.id for s in pack.stations if wet.distance(Point(s.pos)) < STATION_REACH]
    assert too_close == []


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("waterloo", "embankment"),
        ("london-bridge", "bank"),
        ("vauxhall", "pimlico"),
        ("westminster", "waterloo"),
        ("wapping", "rotherhithe"),
        ("canary-wharf", "canada-water"),
        ("southwark", "blackfriars"),
        ("borough", "cannon-street"),
    ],
)
def test_the_thames_runs_between_north_and_south_bank_stations(a: str, b: str) -> None:
    london = load_pack(LONDON)
    assert between(london, a, b).intersects(water(london, "River Thames"))


@pytest.mark.parametrize(
    ("a", "b"),
    [("bank", "cannon-street"), ("waterloo", "southwark"), ("embankment", "temple")],
)
def test_stations_on_one_bank_have_no_water_between_them(a: str, b: str) -> None:
    london = load_pack(LONDON)
    assert not between(london, a, b).intersects(water(london))


@pytest.mark.parametrize(
    ("a", "b", "river"),
    [
        ("wall-st", "clark-st", "East River"),
        ("1-av", "bedford-av", "East River"),
        ("lexington-av-59-st", "queensboro-plaza", "East River"),
        ("harlem-125-st", "3-av-138-st", "Harlem River"),
        ("harlem-125-st", "149-st-grand-concourse", "Harlem River"),
    ],
)
def test_new_yorks_crossings_pass_over_the_river_they_cross(a: str, b: str, river: str) -> None:
    new_york = load_pack(NEW_YORK)
    assert track(new_york, a, b).intersects(water(new_york, river))


def test_the_hudson_lies_west_of_manhattan() -> None:
    new_york = load_pack(NEW_YORK)
    x, y = new_york.station_index["34-st-hudson-yards"].pos
    westwards = LineString([(x, y), (0, y)])
    assert westwards.intersects(water(new_york, "Hudson River"))
    assert not westwards.intersects(water(new_york, "East River"))


def test_new_yorks_water_icons_sit_on_the_water() -> None:
    """Every track with water icons crosses a river, and on a straight track each
    icon (evenly spaced along it, U12) lies in the water."""
    new_york = load_pack(NEW_YORK)
    wet = water(new_york)
    crossing = [c for c in new_york.connections if c.water]
    assert len(crossing) == 13
    for connection in crossing:
        line = track(new_york, connection.a, connection.b)
        assert line.intersects(wet), connection.id
        if connection.bends:
            continue  # drawn through stations it does not stop at: the icon follows the drawing
        for i in range(connection.water):
            icon = line.interpolate((i + 1) / (connection.water + 1), normalized=True)
            assert wet.contains(icon), (connection.id, i)
