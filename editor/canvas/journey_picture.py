"""A checked journey as a picture (engine/rules/picture.py), so the replay's overlay
draws it: each stop numbered on its station, each leg that holds along the track
in its line's colour, and the stop where it breaks ringed in red.

A leg follows a route of its line between its two stops where one calls at
both, and the plain line between them otherwise; only the track that joins
two of its stations is drawn.
"""

from __future__ import annotations

from itertools import pairwise

from engine import journeys
from engine.map.model import MapPack
from engine.rules.journey import JourneyCheck
from engine.rules.picture import Picture, StationMark, TrackMark

BROKEN = "#b3261e"


def journey_picture(pack: MapPack, journey: JourneyCheck) -> Picture:
    joining = {frozenset(c.ends): c.id for c in pack.connections}
    track = []
    for leg, line in enumerate(journey.lines):
        start, end = journey.stops[leg], journey.stops[leg + 1]
        colour = journeys.line_colour(pack, line)
        stations = journeys.leg_stations(pack, line, start, end)
        for a, b in pairwise(stations):
            connection = joining.get(frozenset((a, b)))
            if connection is not None:
                track.append(TrackMark(connection, colour, label=f"leg {leg + 1}: {line}"))
    marks = [
        StationMark(stop, "token", str(number), BROKEN if number - 1 == journey.broken_at else "")
        for number, stop in enumerate(journey.stops, start=1)
    ]
    if journey.broken_at is not None:
        marks.append(StationMark(journey.stops[journey.broken_at], "ring", colour=BROKEN))
    return Picture(track=tuple(track), stations=tuple(marks))
