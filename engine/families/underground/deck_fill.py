"""The deck the deck panel's Fill deals on an On the Underground map: a starting
point the designer then tunes card by card."""

from __future__ import annotations

import math
from dataclasses import replace

from engine.map.graph import newly_flagged, with_flag_on_best_connected
from engine.map.model import Card, MapPack
from engine.map.words import count, station_name

BOX_DECK = 55  # the seed's Berlin deck: 25 Express and 30 Standard cards
DECK_FILL = (
    "Replace the deck: one card per connected station, Express for Connection and "
    "National Rail stations; where no station is flagged start, the best-connected one "
    "becomes the start"
)


def fill_deck_from_flags(pack: MapPack) -> MapPack:
    """One card per connected station but the start: Express where the station is a
    Connection station or a National Rail interchange, Standard elsewhere. A map
    without a start gets one (U13: the Passenger needs somewhere to begin)."""
    pack = with_flag_on_best_connected(pack, "start")
    connected = {end for c in pack.connections for end in c.ends}
    cards = tuple(
        Card(station.id, "express" if _express(station.flags) else "standard")
        for station in pack.stations
        if station.id in connected and "start" not in station.flags
    )
    return replace(pack, deck=cards)


def fill_report(before: MapPack, after: MapPack) -> tuple[str, ...]:
    """The deck dealt, by kind, and a start chosen where the map had none (U13)."""
    said = []
    if after.deck != before.deck:
        express = sum(1 for card in after.deck if card.kind == "express")
        said.append(
            f"Dealt {count(len(after.deck), 'destination card')}, one per connected station "
            f"but the start: {express} Express, {len(after.deck) - express} Standard"
        )
    said += [
        f"Made {station_name(after, start)} the start: the Passenger begins there (U13)"
        for start in newly_flagged(before, after, "start")
    ]
    return tuple(said)


def _express(flags: frozenset[str]) -> bool:
    return "connection" in flags or "national_rail" in flags


def drafted_deck(pack: MapPack) -> MapPack:
    """An imported network's deck: Fill's, cut to a box's worth of cards (the seed's
    55) spread over the board, farthest first from the start, so a game runs out
    of cards in the usual number of rounds (U14) on a city of any size."""
    if len(pack.deck) <= BOX_DECK:
        return pack
    places = pack.station_index
    start = pack.start_station()
    chosen: list[Card] = []
    left = list(pack.deck)
    at = [places[card.station].pos for card in left]
    first = start.pos if start is not None else at[0]
    near = [math.dist(pos, first) for pos in at]  # to the nearest station taken so far
    while left and len(chosen) < BOX_DECK:
        far = max(range(len(left)), key=lambda i: (near[i], -i))
        chosen.append(left.pop(far))
        taken = at.pop(far)
        near.pop(far)
        near = [min(d, math.dist(pos, taken)) for d, pos in zip(near, at, strict=True)]
    order = {card: at for at, card in enumerate(pack.deck)}
    return replace(pack, deck=tuple(sorted(chosen, key=order.__getitem__)))


def deck_guesses(before: MapPack, after: MapPack) -> tuple[str, ...]:
    said = [
        f"the start at {station_name(after, start)}, the best connected"
        for start in newly_flagged(before, after, "start")
    ]
    if after.deck != before.deck:
        express = sum(1 for card in after.deck if card.kind == "express")
        how = (
            f"cut to a box's {BOX_DECK}, spread over the board"
            if len(after.deck) == BOX_DECK
            else "one per connected station but the start"
        )
        said.append(
            f"a deck of {count(len(after.deck), 'destination card')} ({how}; "
            f"{express} Express at interchanges, {len(after.deck) - express} Standard)"
        )
    return tuple(said)
