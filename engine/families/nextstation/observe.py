"""Where a game happened on the sheets, for the playtest report.

Everything is read off the lines as drawn: seat s draws colour c in round
(c - s) mod colours, so no log of the game is needed.
"""

from __future__ import annotations

from engine.families.nextstation.game import NextStationGame
from engine.families.nextstation.scoring import lines_at, visited
from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.heat import HeatLayer

STATIONS, GUIDES = "stations_drawn", "guides_drawn"
HEAT_LAYERS = (
    HeatLayer(STATIONS, "station", "Stations drawn onto lines", "lines", "Stations never drawn"),
    HeatLayer(GUIDES, "connection", "Guides carrying a section", "sections", "Guides never drawn"),
)


def observe(game: NextStationGame) -> Observation:
    """How often each station was drawn onto a line and each guide carried a section;
    first_build: the round (from 1) of a guide's first section."""
    sheet, state = game.sheet, game.state
    colours = len(sheet.colours)
    stations: dict[str, float] = {}
    guides: dict[str, float] = {}
    first_build: dict[str, int] = {}
    for seat in range(game.players):
        for colour in range(colours):
            for station in bits(state.line_stations[seat][colour]):
                station_id = sheet.station_ids[station]
                stations[station_id] = stations.get(station_id, 0) + 1
            played = (colour - seat) % colours + 1
            for guide in bits(state.line_sections[seat][colour]):
                guide_id = sheet.guide_ids[guide]
                guides[guide_id] = guides.get(guide_id, 0) + 1
                first_build[guide_id] = min(first_build.get(guide_id, played), played)
    return Observation(
        heat={STATIONS: stations, GUIDES: guides},
        first_build=first_build,
        rounds=state.round,
        metrics=metrics(game),
    )


def metrics(game: NextStationGame) -> dict[str, float]:
    """Per seat, averaged: the share of districts the seat's lines reach (by station),
    and the stations two or more of the seat's lines share (interchanges)."""
    sheet, state = game.sheet, game.state
    districts = len(sheet.district_ids)
    coverage = interchanges = 0.0
    for seat in range(game.players):
        reached = {sheet.district_of[s] for s in bits(visited(state, seat))} - {-1}
        coverage += len(reached) / districts if districts else 0.0
        interchanges += sum(
            len(lines_at(state, seat, station)) >= 2 for station in bits(visited(state, seat))
        )
    seats = max(game.players, 1)
    return {"district_coverage": coverage / seats, "interchanges": interchanges / seats}
