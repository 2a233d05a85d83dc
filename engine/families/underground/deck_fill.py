"""The deck the deck panel's Fill deals on an On the Underground map: a starting
point the designer then tunes card by card."""

from __future__ import annotations

from dataclasses import replace

from engine.map.graph import newly_flagged, with_flag_on_best_connected
from engine.map.model import Card, MapPack
from engine.map.words import count, station_name

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
