"""Lint: destination cards the Passenger can reach, and usable region polygons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.lint.validate import validate
from engine.map.model import Card, MapPack, Point, Region

Factory = Callable[..., MapPack]
Lint = Callable[..., list[Any]]

THREE = {"a": (100.0, 100.0), "b": (300.0, 100.0), "c": (100.0, 300.0)}


def test_card_for_a_missing_station(make_pack: Factory) -> None:
    """U13: a destination card names a station on the map."""
    pack = make_pack(THREE, ["a-b", "a-c"], deck=(Card("a"), Card("zoo", "express")))
    findings = [f for f in validate(pack) if f.code == "deck-unknown-station"]
    assert [(f.severity, f.elements, f.message) for f in findings] == [
        ("error", (), "deck card 2 names station 'zoo', which does not exist")
    ]


def test_card_for_a_station_no_track_reaches(make_pack: Factory, lint: Lint) -> None:
    """U13: the Passenger travels by track, so a card's station needs a connection."""
    pack = make_pack(THREE, ["a-b"], deck=(Card("a"), Card("c", copies=2)))
    assert lint(pack, "deck-unconnected-station") == [("error", ("c",))]


def test_cards_for_connected_stations_are_fine(make_pack: Factory, lint: Lint) -> None:
    pack = make_pack(THREE, ["a-b", "a-c"], deck=(Card("a"), Card("c", "express", 2)))
    assert lint(pack, "deck-unknown-station") == []
    assert lint(pack, "deck-unconnected-station") == []


@pytest.mark.parametrize(
    ("polygon", "problem"),
    [
        (((0, 0), (10, 0)), "a polygon needs at least 3 points, this one has 2"),
        (((0, 0), (5, 5), (10, 10)), "the polygon has no area (its points lie on one line)"),
        (((0, 0), (10, 10), (10, 0), (0, 10)), "the polygon's outline crosses itself"),
        (((0, 0), (40, 40), (40, 0), (0, 10)), "the polygon's outline crosses itself"),
    ],
    ids=["too-few-points", "zero-area", "bow-tie", "lopsided-bow-tie"],
)
def test_unusable_region_polygon(
    make_pack: Factory, polygon: tuple[Point, ...], problem: str
) -> None:
    pack = make_pack(THREE, regions=(Region("r1", "cluster", polygon),))
    findings = [f for f in validate(pack) if f.code == "invalid-region"]
    assert [(f.severity, f.elements, f.message) for f in findings] == [
        ("error", ("r1",), f"region 'r1': {problem}")
    ]


def test_simple_polygon_is_a_valid_region(make_pack: Factory, lint: Lint) -> None:
    triangle = ((0.0, 0.0), (10.0, 0.0), (0.0, 10.0))
    pack = make_pack(THREE, regions=(Region("r1", "river", triangle),))
    assert lint(pack, "invalid-region") == []


def test_station_outside_every_district(make_pack: Factory, lint: Lint) -> None:
    """N3 counts stations per district, so a station outside all of them scores nothing."""
    west = Region("west", "district", ((0.0, 0.0), (200.0, 0.0), (200.0, 400.0), (0.0, 400.0)))
    pack = make_pack(THREE, regions=(west,), ruleset="next-station")
    assert lint(pack, "station-outside-districts") == [("warning", ("b",))]


def test_station_on_a_district_border_is_inside(make_pack: Factory, lint: Lint) -> None:
    west = Region("west", "district", ((0.0, 0.0), (300.0, 0.0), (300.0, 400.0), (0.0, 400.0)))
    pack = make_pack(THREE, regions=(west,), ruleset="next-station")
    assert lint(pack, "station-outside-districts") == []


def test_other_region_kinds_do_not_need_to_cover_stations(make_pack: Factory, lint: Lint) -> None:
    """Only districts partition the board; zones, clusters and rivers cover part of it."""
    zone = Region("zone-1", "zone", ((0.0, 0.0), (200.0, 0.0), (200.0, 200.0)))
    pack = make_pack(THREE, regions=(zone,))
    assert lint(pack, "station-outside-districts") == []
