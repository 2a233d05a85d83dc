"""Where a game happened on the sheets, for the playtest report.

Everything is read off the lines as drawn: seat s draws colour c in round
(c - s) mod colours, so no log of the game is needed.
"""

from __future__ import annotations

from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.nextstation.game import NextStationGame


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
    return Observation(visits, builds, first_build, state.round)
