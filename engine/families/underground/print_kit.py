"""On the Underground in the print-and-play kit: destination cards and the box.

A destination card names its station, says Express or Standard and rings the
station on a small map of the board (U3); copies follow the deck's counts.
"""

from __future__ import annotations

from engine.families.underground.fields import CONNECTION_TILES, LANDMARK_TYPES, SCORE_TILES
from engine.map.model import MapPack
from engine.rules.printing import CardFace, Component

KIND_COLOURS = {"express": "#b3261e", "standard": "#1f4e8c"}
FLAG_WORDS = {
    "national_rail": "National Rail",
    "terminus": "Terminus",
    "connection": "Connection station",
    "plus": "Plus station",
    "start": "The Passenger starts here",
}
FACE_UP = 4  # destination tokens: one on each face-up card's station (U3)


def destination_cards(pack: MapPack) -> tuple[CardFace, ...]:
    cards = []
    for card in pack.deck:
        station = pack.station(card.station)
        name = station.name if station is not None and station.name else card.station
        flags = sorted(station.flags) if station is not None else []
        lines = tuple(FLAG_WORDS[flag] for flag in flags if flag in FLAG_WORDS)
        cards.append(
            CardFace(
                deck="Destination",
                title=name,
                tag=card.kind.capitalize(),
                lines=lines,
                colour=KIND_COLOURS.get(card.kind, ""),
                marks=(card.station,),
                copies=card.copies,
            )
        )
    return tuple(cards)


def components(pack: MapPack) -> tuple[Component, ...]:
    box = pack.components
    items = [Component(f"{line.name} Track tokens", line.tokens, line.rgb) for line in box.lines]
    items += [
        Component(f"score tiles for {players} players", len(tiles))
        for players, tiles in sorted(SCORE_TILES.of(box).items())
    ]
    items += [
        Component(f"Connection tiles: {tile['symbol']}", int(tile["copies"]))
        for tile in CONNECTION_TILES.of(box)
    ]
    items += [
        Component(f"Landmark tiles: {kind['name']}", int(kind["tiles"]))
        for kind in LANDMARK_TYPES.of(box)
    ]
    items += [
        Component("destination tokens (Express on one side, Standard on the other)", FACE_UP),
        Component("Passenger pawn", 1),
    ]
    return tuple(item for item in items if item.count > 0)
