"""T5: a journey, for the journey checker (not played): four stops, each joined to
the one before by a connection, none twice. A leg rides the line of a route that
runs along its connection (the route's `runs_on`, or the route itself), or else the
plain `track`."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from engine.map.model import MapPack
from engine.rules.journey import JourneyCheck
from tiny_race.fields import RUNS_ON

JOURNEY_STOPS = 4
TRACK = "track"


def check_journey(pack: MapPack, stops: Sequence[str]) -> JourneyCheck:
    joined = {frozenset(c.ends) for c in pack.connections}
    names = {s.id: s.name for s in pack.stations}
    lines: list[str] = []
    for i in range(1, len(stops)):
        before, here = stops[i - 1], stops[i]
        if here in stops[:i]:
            return _broken(stops, lines, i, f"{names.get(here, here)} is visited twice (T5)")
        if frozenset((before, here)) not in joined:
            ends = f"{names.get(before, before)} and {names.get(here, here)}"
            reason = f"no connection joins {ends} (T5)"
            return _broken(stops, lines, i, reason)
        lines.append(_line(pack, before, here))
    last = names.get(stops[-1], stops[-1]) if stops else ""
    reason = f"the next stop must be joined to {last} (T5)" if len(stops) < JOURNEY_STOPS else ""
    return JourneyCheck(tuple(stops), tuple(lines), None, reason, JOURNEY_STOPS)


def _broken(stops: Sequence[str], lines: list[str], at: int, reason: str) -> JourneyCheck:
    return JourneyCheck(tuple(stops), tuple(lines), at, reason, JOURNEY_STOPS)


def _line(pack: MapPack, a: str, b: str) -> str:
    for route in pack.routes:
        for x, y in pairwise(route.stops):
            if {x, y} == {a, b}:
                return RUNS_ON.of(route) or route.id
    return TRACK
