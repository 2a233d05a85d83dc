"""Lint: score tiles, landmark stacks and Connection tiles agree with the map."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.families.underground import fields as underground
from engine.map.model import (
    Components,
    LineColour,
    MapPack,
    Point,
)
from engine.rules import lint as rules_lint

Factory = Callable[..., MapPack]
Lint = Callable[..., list[Any]]

COLOURS = ("red", "black", "yellow", "blue", "pink", "green")
SCORE_CODES = (
    "score-tile-unknown-colour",
    "score-tiles-unequal",
    "score-tiles-too-few",
    "score-tiles-shared-colour",
)


def with_score_tiles(make_pack: Factory, tiles: dict[int, tuple[tuple[str, ...], ...]]) -> MapPack:
    lines = tuple(LineColour(colour, 20) for colour in COLOURS)
    return make_pack(components=underground.SCORE_TILES.put(Components(lines=lines), tiles))


def test_score_tile_names_a_colour_the_map_lacks(make_pack: Factory, lint: Lint) -> None:
    """U2: a score tile lists line colours of the map."""
    pack = with_score_tiles(make_pack, {2: (("red", "black"), ("yellow", "purple"))})
    assert lint(pack, "score-tile-unknown-colour") == [("error", ())]


def test_score_tiles_give_players_different_numbers_of_lines(
    make_pack: Factory, lint: Lint
) -> None:
    """U2: every player owns the same number of lines."""
    pack = with_score_tiles(make_pack, {3: (("red", "black"), ("yellow", "blue"), ("pink",))})
    assert lint(pack, "score-tiles-unequal") == [("error", ())]


def test_fewer_score_tiles_than_players(make_pack: Factory, lint: Lint) -> None:
    """U2: every player takes a score tile."""
    pack = with_score_tiles(make_pack, {3: (("red", "black"), ("yellow", "blue"))})
    assert lint(pack, "score-tiles-too-few") == [("error", ())]


def test_colour_on_two_score_tiles(make_pack: Factory, lint: Lint) -> None:
    """U2: a line belongs to one player."""
    pack = with_score_tiles(make_pack, {2: (("red", "black"), ("red", "blue"))})
    assert lint(pack, "score-tiles-shared-colour") == [("error", ())]


def test_well_dealt_score_tiles(make_pack: Factory, lint: Lint) -> None:
    """U2: 2 players own 2 lines each here, 3 players 2 each, all colours distinct."""
    tiles = {
        2: (("red", "black"), ("yellow", "blue")),
        3: (("red", "black"), ("yellow", "blue"), ("pink", "green")),
    }
    pack = with_score_tiles(make_pack, tiles)
    assert [code for code in SCORE_CODES if lint(pack, code)] == []


# --- landmarks (U10) -------------------------------------------------------------


def with_landmarks(make_pack: Factory, slots: list[int], types: dict[str, int]) -> MapPack:
    """One station per slot size given, laid out in a row."""
    stations: dict[str, Point] = {f"s{i:02}": (50.0 * i, 0.0) for i in range(len(slots))}
    landmarks = dict(zip(stations, slots, strict=True))
    kinds = [{"name": name, "tiles": tiles} for name, tiles in types.items()]
    components = underground.LANDMARK_TYPES.put(Components(), kinds)
    return make_pack(stations, landmarks=landmarks, components=components)


BERLIN_TYPES = {"education": 8, "culture": 8, "sports": 8, "government": 8, "religion": 8}
BERLIN_SLOTS = [3] * 5 + [2] * 10 + [1] * 5


def test_berlin_landmarks_share_out_evenly(make_pack: Factory, lint: Lint) -> None:
    """U10: 8 tiles of each of 5 types, split into stacks 3, 2, 2, 1 over 20 stations."""
    pack = with_landmarks(make_pack, BERLIN_SLOTS, BERLIN_TYPES)
    codes = ("landmark-count-mismatch", "landmark-stacks-uneven")
    assert [code for code in codes if lint(pack, code)] == []


def test_slots_without_landmark_types(make_pack: Factory, lint: Lint) -> None:
    """U10: a slot is filled from the map's landmark types."""
    pack = with_landmarks(make_pack, [0, 2, 1], {})
    assert lint(pack, "landmarks-without-types") == [("error", ("s01", "s02"))]


def test_one_slot_without_landmark_types_is_said_in_the_singular(make_pack: Factory) -> None:
    found = [
        f
        for f in rules_lint(with_landmarks(make_pack, [1], {}))
        if f.code == "landmarks-without-types"
    ]
    assert [f.message for f in found] == [
        "1 station has landmark slots but the map defines no landmark types"
    ]


def test_landmark_types_without_slots(make_pack: Factory, lint: Lint) -> None:
    pack = with_landmarks(make_pack, [0, 0], {"museum": 2})
    assert lint(pack, "landmark-types-without-slots") == [("error", ())]


def test_no_landmarks_at_all_is_fine(make_pack: Factory, lint: Lint) -> None:
    pack = with_landmarks(make_pack, [0, 0], {})
    codes = ("landmarks-without-types", "landmark-types-without-slots")
    assert [code for code in codes if lint(pack, code)] == []


def test_slots_hold_fewer_tiles_than_the_types_have(make_pack: Factory, lint: Lint) -> None:
    """U10: Berlin with one 1-station missing: 39 places for 40 tiles."""
    pack = with_landmarks(make_pack, BERLIN_SLOTS[:-1], BERLIN_TYPES)
    ids = tuple(f"s{i:02}" for i in range(19))
    assert lint(pack, "landmark-count-mismatch") == [("error", ids)]


def test_slots_of_one_size_cannot_be_shared_among_the_types(make_pack: Factory, lint: Lint) -> None:
    """U10: three single stacks and two types: one type would get two, the other one."""
    pack = with_landmarks(make_pack, [2, 2, 1, 1, 1], {"museum": 4, "park": 3})
    assert lint(pack, "landmark-count-mismatch") == []
    assert lint(pack, "landmark-stacks-uneven") == [("error", ("s02", "s03", "s04"))]


def test_types_with_different_tile_counts(make_pack: Factory, lint: Lint) -> None:
    """U10: every type is split into the same stacks, so every type has as many tiles."""
    pack = with_landmarks(make_pack, [1, 1, 1, 1], {"museum": 3, "park": 1})
    ids = ("s00", "s01", "s02", "s03")
    assert lint(pack, "landmark-stacks-uneven") == [("error", ids), ("error", ids)]


# --- Connection tiles (U7) ----------------------------------------------------------------


@pytest.mark.parametrize("stations", [3, 5])
def test_connection_tiles_do_not_match_the_stations(
    make_pack: Factory, lint: Lint, stations: int
) -> None:
    """U7: each Connection station receives one tile; here 2 symbols x 2 tiles."""
    flagged = {f"c{i}": (100.0 * i, 0.0) for i in range(stations)}
    tiles = [{"symbol": "camera", "copies": 2}, {"symbol": "laptop", "copies": 2}]
    pack = make_pack(
        {**flagged, "plain": (0.0, 300.0)},
        flags={sid: ["connection"] for sid in flagged},
        components=underground.CONNECTION_TILES.put(Components(), tiles),
    )
    assert lint(pack, "connection-tiles-mismatch") == [("error", tuple(flagged))]


def test_connection_tiles_match_the_stations(make_pack: Factory, lint: Lint) -> None:
    """U7: London's 4 symbols x 2 tiles go onto its 8 Connection stations."""
    flagged = {f"c{i}": (100.0 * i, 0.0) for i in range(8)}
    symbols = ("cameras", "wine-glasses", "handbags", "laptops")
    pack = make_pack(
        flagged,
        flags={sid: ["connection"] for sid in flagged},
        components=underground.CONNECTION_TILES.put(
            Components(), [{"symbol": s, "copies": 2} for s in symbols]
        ),
    )
    assert lint(pack, "connection-tiles-mismatch") == []
