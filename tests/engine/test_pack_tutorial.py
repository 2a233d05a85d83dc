"""maps/tutorial.yaml shows every element a map pack can hold, so it stays complete."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.families.nextstation.fields import SYMBOL
from engine.families.underground import fields as underground
from engine.map.fields import catalogue
from engine.map.model import CARD_KINDS, REGION_KINDS, STATION_FLAGS, MapPack
from engine.pack import load_pack


@pytest.fixture
def pack(tutorial: Path) -> MapPack:
    return load_pack(tutorial)


def test_tutorial_is_a_small_underground_map(pack: MapPack) -> None:
    assert (pack.ruleset, pack.variant) == ("underground", "")  # a custom city: no preset
    assert 10 <= len(pack.stations) <= 20


def test_every_station_flag_appears(pack: MapPack) -> None:
    used = set().union(*(station.flags for station in pack.stations))
    assert used == {*STATION_FLAGS, *catalogue().flags()}  # the families' flags as well


def test_connections_show_every_lane_count_water_bends_and_sections(pack: MapPack) -> None:
    """U4: 1-3 lanes; U12: water icons, including a crossing with two."""
    assert {c.lanes for c in pack.connections} == {1, 2, 3}
    assert {c.water for c in pack.connections} == {0, 1, 2}
    assert any(c.bends for c in pack.connections)
    assert len({c.sections for c in pack.connections}) > 1


def test_every_region_kind_appears_with_values(pack: MapPack) -> None:
    assert {r.kind for r in pack.regions} == set(REGION_KINDS)
    assert any(r.values for r in pack.regions)


def test_routes_have_colour_values_and_a_loop(pack: MapPack) -> None:
    assert all(route.colour and route.values for route in pack.routes)
    assert any(route.loop for route in pack.routes)


def test_deck_and_components(pack: MapPack) -> None:
    """U2 score tiles for 2-5 players; U7 a tile per Connection station; U10 landmarks."""
    assert {card.kind for card in pack.deck} == set(CARD_KINDS)
    assert any(card.copies > 1 for card in pack.deck)
    components = pack.components
    assert all(line.rgb for line in components.lines)
    score_tiles = underground.SCORE_TILES.of(components)
    assert sorted(score_tiles) == [2, 3, 4, 5]
    assert [len(tiles[0]) for _, tiles in sorted(score_tiles.items())] == [4, 3, 2, 2]
    connection_stations = [s for s in pack.stations if s.has("connection")]
    connection_tiles = underground.CONNECTION_TILES.of(components)
    assert sum(t["copies"] for t in connection_tiles) == len(connection_stations)
    landmark_types = underground.LANDMARK_TYPES.of(components)
    slots = sum(underground.LANDMARK.of(s) for s in pack.stations)
    assert slots == sum(t["tiles"] for t in landmark_types)
    assert any(SYMBOL.of(station) for station in pack.stations)
    assert pack.options
