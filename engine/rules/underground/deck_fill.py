"""The deck the deck panel's Fill deals on an On the Underground map: a starting
point the designer then tunes card by card."""

from __future__ import annotations

from dataclasses import replace

from engine.graph import TrackGraph, track_graph
from engine.model import Card, MapPack, Station

DECK_FILL = (
    "one card per connected station, Express for Connection and National Rail stations; "
    "where no station is flagged start, the best-connected one becomes the start"
)


def fill_deck_from_flags(pack: MapPack) -> MapPack:
    """One card per connected station but the start: Express where the station is a
    Connection station or a National Rail interchange, Standard elsewhere. A map
    without a start gets one (U13: the Passenger needs somewhere to begin)."""
    pack = with_start(pack)
    connected = {end for c in pack.connections for end in c.ends}
    cards = tuple(
        Card(station.id, "express" if _express(station.flags) else "standard")
        for station in pack.stations
        if station.id in connected and "start" not in station.flags
    )
    return replace(pack, deck=cards)


def with_start(pack: MapPack) -> MapPack:
    """The pack with its best-connected station flagged start where none is: the
    most track, among the stations the most others can reach, first drawn on ties."""
    if pack.start_station() is not None or not pack.connections:
        return pack
    graph = track_graph(pack)
    start = max(pack.stations, key=lambda station: _reach(graph, station))
    return replace(
        pack,
        stations=tuple(
            replace(s, flags=s.flags | {"start"}) if s is start else s for s in pack.stations
        ),
    )


def _reach(graph: TrackGraph, station: Station) -> tuple[int, int]:
    return (len(graph.reachable_from(station.id)), graph.degree(station.id))


def _express(flags: frozenset[str]) -> bool:
    return "connection" in flags or "national_rail" in flags
