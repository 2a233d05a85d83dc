"""Where a game happened on the sheets, for the playtest report.

Everything is read off the lines as drawn: seat s draws colour c in round
(c - s) mod colours, so no log of the game is needed.
"""

from __future__ import annotations

from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.nextstation.game import NextStationGame
from engine.rules.nextstation.scoring import lines_at, visited


def observe(game: NextStationGame) -> Observation:
    """visits: how often each station was drawn onto a line; builds: how often each
    guide carried a section; first_build: the round (from 1) of a guide's first section."""
    sheet, state = game.sheet, game.state
    colours = len(sheet.colours)
    visits: dict[str, int] = {}
    builds: dict[str, int] = {}
    first_build: dict[str, int] = {}
    for seat in range(game.players):
        for colour in range(colours):
            for station in bits(state.line_stations[seat][colour]):
                station_id = sheet.station_ids[station]
                visits[station_id] = visits.get(station_id, 0) + 1
            played = (colour - seat) % colours + 1
            for guide in bits(state.line_sections[seat][colour]):
                guide_id = sheet.guide_ids[guide]
                builds[guide_id] = builds.get(guide_id, 0) + 1
                first_build[guide_id] = min(first_build.get(guide_id, played), played)
    return Observation(visits, builds, first_build, state.round, metrics(game))


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
