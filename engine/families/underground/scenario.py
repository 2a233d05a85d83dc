"""Staged On the Underground scenarios (Ruleset.stage): a setup chosen as plain
data instead of dealt, for tests, the docs and designers trying a situation.

Keys (docs/rules-underground.md): `seat_lines`, `deck`, `connection_tiles`,
`landmarks`, `passenger`, and `seed` for whatever is left out, dealt as
`deal` would.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.families.underground.fields import LANDMARK, LANDMARK_TYPES
from engine.families.underground.options import Options
from engine.families.underground.setup import (
    Setup,
    check_playable,
    deal_connection_tiles,
    deal_deck,
    deal_landmarks,
    deal_seat_lines,
    line_colours,
)
from engine.map.model import MapPack
from engine.pack.numbers import whole_number
from engine.rules.options import SetupError
from engine.rules.scenario import check_keys, listed, text_mapping

KEYS = ("seed", "seat_lines", "deck", "connection_tiles", "landmarks", "passenger")
CARD_KINDS = ("express", "standard")


def staged_setup(
    pack: MapPack, players: int, scenario: Mapping[str, Any], options: Options
) -> Setup:
    check_keys(scenario, KEYS)
    check_playable(pack, players)
    seed = whole_number(scenario.get("seed", 0))
    if seed is None:
        raise SetupError(f"scenario 'seed': expected a whole number, not {scenario['seed']!r}")
    rng = random.Random(seed)
    passenger = scenario.get("passenger")
    if passenger is not None and passenger not in _station_ids(pack):
        raise SetupError(f"scenario 'passenger': the map has no station {passenger!r}")
    return Setup(
        seat_lines=(
            _seat_lines(pack, players, scenario["seat_lines"])
            if "seat_lines" in scenario
            else deal_seat_lines(pack, players, rng)
        ),
        connection_tiles=(
            _connection_tiles(pack, scenario["connection_tiles"])
            if "connection_tiles" in scenario
            else deal_connection_tiles(pack, rng)
            if options.connection_tiles
            else {}
        ),
        landmarks=(
            _landmarks(pack, scenario["landmarks"])
            if "landmarks" in scenario
            else deal_landmarks(pack, rng)
            if options.landmarks
            else {}
        ),
        deck=_deck(pack, scenario["deck"]) if "deck" in scenario else deal_deck(pack, rng),
        passenger=passenger,
    )


def _station_ids(pack: MapPack) -> set[str]:
    return {station.id for station in pack.stations}


def _seat_lines(pack: MapPack, players: int, value: Any) -> tuple[tuple[str, ...], ...]:
    tiles = [tuple(listed(tile, "seat_lines")) for tile in listed(value, "seat_lines")]
    if len(tiles) != players:
        raise SetupError(f"scenario 'seat_lines': {players} players need {players} score tiles")
    known = {line.name for line in line_colours(pack)}
    dealt = [colour for tile in tiles for colour in tile]
    for colour in dealt:
        if colour not in known:
            raise SetupError(f"scenario 'seat_lines': the map has no line colour {colour!r}")
        if dealt.count(colour) > 1:
            raise SetupError(f"scenario 'seat_lines': {colour!r} is on two score tiles")
    return tuple(tiles)


def _deck(pack: MapPack, value: Any) -> tuple[tuple[str, str], ...]:
    stations = _station_ids(pack)
    cards = []
    for card in listed(value, "deck"):
        if (
            isinstance(card, str)
            or not isinstance(card, (list, tuple))
            or len(card) != 2
            or card[0] not in stations
            or card[1] not in CARD_KINDS
        ):
            raise SetupError(
                f"scenario 'deck': {card!r} is not a card [station, express|standard] "
                "of a station on the map"
            )
        cards.append((card[0], card[1]))
    return tuple(cards)


def _connection_tiles(pack: MapPack, value: Any) -> dict[str, str]:
    tiles = dict(text_mapping(value, "connection_tiles"))
    slots = {station.id for station in pack.stations if station.has("connection")}
    for station in tiles:
        if station not in slots:
            raise SetupError(f"scenario 'connection_tiles': {station!r} is no Connection station")
    return tiles


def _landmarks(pack: MapPack, value: Any) -> dict[str, str]:
    stacks = dict(text_mapping(value, "landmarks"))
    slots = {station.id for station in pack.stations if LANDMARK.of(station) > 0}
    types = {kind["name"] for kind in LANDMARK_TYPES.of(pack.components)}
    for station, kind in stacks.items():
        if station not in slots:
            raise SetupError(f"scenario 'landmarks': {station!r} is no landmark station")
        if kind not in types:
            raise SetupError(f"scenario 'landmarks': the map has no landmark type {kind!r}")
    return stacks
