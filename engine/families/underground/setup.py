"""Everything chance decides before the first action (U2, U7, U10, U13 deck).

`deal` draws it all from one seeded random.Random, in a fixed order (score
tiles, Connection tiles, landmark stacks, deck), so a seed names one game.
A staged scenario (engine.families.underground.scenario) names some of it and
deals the rest with the same functions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.families.underground.components import (
    LINES_PER_PLAYER,
    deal_score_tiles,
)
from engine.families.underground.fields import (
    CONNECTION,
    CONNECTION_TILES,
    LANDMARK,
    LANDMARK_TYPES,
    SCORE_TILES,
)
from engine.families.underground.options import Options
from engine.map.graph import track_graph
from engine.map.model import LineColour, MapPack, frozen_mapping
from engine.map.words import station_name, station_names
from engine.rules.options import SetupError


@dataclass(frozen=True)
class Setup:
    seat_lines: tuple[tuple[str, ...], ...]  # the colours on each seat's score tile
    deck: tuple[tuple[str, str], ...]  # (station id, card kind), top card first
    connection_tiles: Mapping[str, str] = field(default_factory=frozen_mapping)  # station -> symbol
    landmarks: Mapping[str, str] = field(default_factory=frozen_mapping)  # station -> stack type
    passenger: str | None = None  # the Passenger's first station; None: the map's start

    @property
    def players(self) -> int:
        return len(self.seat_lines)


NO_LINES = "the map declares no line colours, so no seat has a line to build (U2)"


def line_colours(pack: MapPack) -> tuple[LineColour, ...]:
    """The map's Track-token colours (U2). Only the map's: a game on colours the map
    does not declare would be drawn and named unlike the map."""
    return pack.components.lines


def score_tiles(pack: MapPack, players: int) -> tuple[tuple[str, ...], ...]:
    """The map's score tiles for this player count, or the default deal (U2)."""
    tiles = SCORE_TILES.of(pack.components).get(players)
    if tiles:
        return tiles
    if not line_colours(pack):
        raise SetupError(NO_LINES)
    if players not in LINES_PER_PLAYER:
        counts = ", ".join(map(str, sorted(LINES_PER_PLAYER)))
        raise SetupError(f"the map has no score tiles for {players} players (default: {counts})")
    try:
        return deal_score_tiles(line_colours(pack), players, LINES_PER_PLAYER[players])
    except ValueError:  # no mix of colours gives every player the same lines
        raise SetupError(
            f"the map's {len(line_colours(pack))} line colours cannot be dealt to "
            f"{players} players with {LINES_PER_PLAYER[players]} lines each; "
            "add colours or score tiles"
        ) from None


def check_playable(pack: MapPack, players: int) -> None:
    """Refuse a game that could never end or never start, naming why."""
    if players < 2:
        raise SetupError("On the Underground needs at least 2 players")
    start = pack.start_station()
    if start is None:
        raise SetupError("the map has no start station for the Passenger (flag one 'start')")
    reachable = track_graph(pack).reachable_from(start.id)
    stranded = sorted({card.station for card in pack.deck} - reachable)
    if stranded:
        raise SetupError(
            f"destination cards name stations the Passenger cannot reach from "
            f"'{station_name(pack, start.id)}': {station_names(pack, stranded)}"
        )


def deal(pack: MapPack, players: int, options: Options, rng: random.Random) -> Setup:
    check_playable(pack, players)
    return Setup(
        seat_lines=deal_seat_lines(pack, players, rng),
        connection_tiles=deal_connection_tiles(pack, rng) if options.connection_tiles else {},
        landmarks=deal_landmarks(pack, rng) if options.landmarks else {},
        deck=deal_deck(pack, rng),
    )


def deal_seat_lines(pack: MapPack, players: int, rng: random.Random) -> tuple[tuple[str, ...], ...]:
    """U2: a score tile for every seat, from the map's tiles or the default deal."""
    tiles = score_tiles(pack, players)
    if len(tiles) < players:
        raise SetupError(f"{players} players need {players} score tiles; the map has {len(tiles)}")
    known = {line.name for line in line_colours(pack)}
    for tile in tiles:
        unknown = [colour for colour in tile if colour not in known]
        if unknown:
            raise SetupError(f"score tile {list(tile)} names unknown colours {unknown}")
    return tuple(rng.sample(list(tiles), players))


def deal_connection_tiles(pack: MapPack, rng: random.Random) -> dict[str, str]:
    """U7: one tile, face up, on each Connection station."""
    tiles = CONNECTION_TILES.of(pack.components)
    symbols = [str(tile["symbol"]) for tile in tiles for _ in range(int(tile["copies"]))]
    rng.shuffle(symbols)
    stations = [s.id for s in pack.stations if CONNECTION.of(s)]
    return dict(zip(stations, symbols, strict=False))  # a miscount is a lint error


def deal_landmarks(pack: MapPack, rng: random.Random) -> dict[str, str]:
    """U10: every slot size gets an equal share of stacks of each type, placed at random."""
    types = [str(kind["name"]) for kind in LANDMARK_TYPES.of(pack.components)]
    if not types:
        return {}
    dealt: dict[str, str] = {}
    sizes = {s.id: LANDMARK.of(s) for s in pack.stations}
    for size in sorted({size for size in sizes.values() if size > 0}):
        slots = [s.id for s in pack.stations if sizes[s.id] == size]
        stacks = [types[i % len(types)] for i in range(len(slots))]
        rng.shuffle(stacks)
        dealt.update(zip(slots, stacks, strict=True))
    return dealt


def deal_deck(pack: MapPack, rng: random.Random) -> tuple[tuple[str, str], ...]:
    cards = [(card.station, card.kind) for card in pack.deck for _ in range(card.copies)]
    rng.shuffle(cards)
    return tuple(cards)
