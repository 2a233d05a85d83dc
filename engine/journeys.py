"""Journeys typed stop by stop under a map's rules: a stop found by id or name, the
rules' check of the stops, and the words for it. `tracksmith journey` and the
editor's journey checker both use these, so both find and say the same.

Which rules have journeys, and what makes one, is the family's (`journey_stops`,
`check_journey`); nothing here knows any family.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from engine.errors import InputError
from engine.map.fields import catalogue
from engine.map.model import MapPack, Route
from engine.rules import Ruleset, UnknownRulesetError, get_ruleset
from engine.rules.journey import JourneyCheck

SUGGESTIONS = 3
_SUGGEST_UP_TO = 200  # characters: a longer text is like no name, and slow to compare
_SHOWN = 40  # characters of a typed text quoted back


def journey_rules(pack: MapPack) -> Ruleset:
    """The map's rules, where they have journeys; InputError saying why not."""
    try:
        rules = get_ruleset(pack.ruleset)
    except UnknownRulesetError as error:
        raise InputError(str(error)) from None
    if rules.journey_stops <= 0:
        raise InputError(f"the map's rules ({rules.title}) have no journeys")
    return rules


def check(pack: MapPack, stops: Sequence[str]) -> JourneyCheck:
    """The rules' check of `stops` (station ids); InputError for more stops than a
    journey has, or rules without journeys."""
    rules = journey_rules(pack)
    if len(stops) > rules.journey_stops:
        raise InputError(
            f"a journey under {rules.title} has {rules.journey_stops} stops, not {len(stops)}"
        )
    return rules.check_journey(pack, tuple(stops))


def find_station(pack: MapPack, text: str) -> str:
    """The id of the station `text` names: its id, or its name in any case.
    InputError for none (suggesting close names) or several (listing their ids)."""
    if text in pack.station_index:
        return text
    wanted = text.strip().casefold()
    named = [s.id for s in pack.stations if s.name.casefold() == wanted]
    if len(named) == 1:
        return named[0]
    shown = shorten(text)
    if named:
        raise InputError(f"'{shown}' names {len(named)} stations: {', '.join(named)}; give an id")
    close = suggestions(pack, wanted)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    raise InputError(f"no station '{shown}' on the map{hint}")


def suggestions(pack: MapPack, wanted: str) -> list[str]:
    """The names (or ids) closest to a casefolded text, quoted, best first."""
    if not wanted or len(wanted) > _SUGGEST_UP_TO:
        return []
    names = {s.id.casefold(): s.id for s in pack.stations}
    names.update({s.name.casefold(): s.name for s in pack.stations if s.name})
    close = difflib.get_close_matches(wanted, list(names), n=SUGGESTIONS)
    return [f"'{shorten(names[key])}'" for key in close]


def shorten(text: str) -> str:
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def label(pack: MapPack, station: str) -> str:
    """A stop for people: "Mill (mill)"."""
    found = pack.station(station)
    return f"{shorten(found.name)} ({station})" if found is not None and found.name else station


def missing(journey: JourneyCheck) -> int:
    """Stops still to add to make a whole journey (0 once it has them all)."""
    return max(0, journey.needed - len(journey.stops))


def verdict(pack: MapPack, journey: JourneyCheck) -> str:
    """The check in one sentence: valid, where and why it breaks, or what it lacks."""
    if journey.broken_at is not None:
        where = label(pack, journey.stops[journey.broken_at])
        return f"breaks at stop {journey.broken_at + 1}, {where}: {journey.reason}"
    if journey.valid:
        return "valid journey"
    more = missing(journey)
    needed = f"not complete: {more} more stop{'s' if more != 1 else ''} needed"
    return f"{needed} ({journey.reason})" if journey.reason else needed


def line_routes(pack: MapPack, line: str) -> list[Route]:
    """The routes of a line: those naming it as the line they are branches of (the
    family's "branch-of" field), or the route that is a line of its own."""
    branch = catalogue().with_role("branch-of", pack.ruleset, anyone=True)
    if branch is None:
        return [r for r in pack.routes if r.id == line]
    return [r for r in pack.routes if (branch.of(r) or r.id) == line]


def lines_of(pack: MapPack) -> dict[str, str]:
    """Every line of the map, its id -> its name, in the order its routes come."""
    branch = catalogue().with_role("branch-of", pack.ruleset, anyone=True)
    ids = dict.fromkeys((branch.of(r) if branch else "") or r.id for r in pack.routes)
    return {line: line_name(pack, line) for line in ids}


def line_name(pack: MapPack, line: str) -> str:
    """The name the map gives a line: its route's, or the shorter of its branches'
    names; its id where no route names it."""
    names = [r.name for r in line_routes(pack, line) if r.name]
    return min(names, key=len) if names else line


def line_colour(pack: MapPack, line: str) -> str:
    """The colour the map prints a line in, from its routes; "" where it has none."""
    return next((r.colour for r in line_routes(pack, line) if r.colour), "")


def leg_stations(pack: MapPack, line: str, start: str, end: str) -> tuple[str, ...]:
    """The stations a leg passes, from `start` to `end`, along a route of its line
    that calls at both; just the two where none does."""
    for route in line_routes(pack, line):
        stops = list(route.stops)
        if start in stops and end in stops:
            i, j = stops.index(start), stops.index(end)
            return tuple(stops[i : j + 1] if i <= j else reversed(stops[j : i + 1]))
    return (start, end)
