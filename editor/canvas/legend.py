"""What a printed board's legend explains: the station symbols, track spaces,
water and kinds of region the map shows, each once, in a fixed order.

Only what is on the map is listed, so a small map gets a small legend. The
words describe the mark, never a game: the rules give the marks their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.map.fields import catalogue
from engine.map.model import REGION_KINDS, STATION_FLAGS, MapPack, Station

FLAG_WORDS = {"start": "Start"}
REGION_WORDS = {
    "district": "District",
    "cluster": "Cluster",
    "zone": "Zone",
    "river": "River or sea",
    "edge": "Edge region",
    "corner": "Corner region",
}


@dataclass(frozen=True)
class Entry:
    """One line of the legend: `sample` says what to draw beside `words`: a station
    (drawn as the board draws it), "slot", "water" or a region kind."""

    words: str
    sample: Station | str


def legend_entries(pack: MapPack, slots: bool) -> list[Entry]:
    stations = pack.stations
    entries = []
    # a family's names and flags on stations, as it declares them (engine/map/fields.py)
    declared = [f for f in catalogue().of("station", pack.ruleset) if f.prints]
    names = [f for f in declared if f.type == "id"]
    flags = [f for f in declared if f.type == "flag"]
    stacks = [f for f in declared if f.type == "whole" and f.mark == "stack"]
    marked = [*names, *stacks]
    if any(not s.flags and not any(n.of(s) for n in marked) for s in stations):
        entries.append(Entry("Station", _sample()))
    for named in names:  # each value a station shows
        for value in sorted({str(named.of(s)) for s in stations if named.of(s)}):
            entries.append(Entry(f"{named.title}: {value}", named.put(_sample(), value)))
    words = {**FLAG_WORDS, **{f.name: _sentence(f.help) for f in flags}}
    own = [f.name for f in flags if f in catalogue().owners.get(pack.ruleset, ())]
    rest = [f.name for f in flags if f.name not in own]
    for flag in (*own, *STATION_FLAGS, *rest):  # the family's own first, as the file writes them
        if any(s.has(flag) for s in stations):
            entries.append(Entry(words.get(flag, flag), _sample(flags=frozenset({flag}))))
    for stack in stacks:  # a stack of tiles, two shown
        if any(stack.of(s) for s in stations):
            entries.append(Entry(_sentence(stack.help), stack.put(_sample(), 2)))
    if slots and pack.connections:
        entries.append(Entry("Track space: one token", "slot"))
    if any(c.water for c in pack.connections):
        entries.append(Entry("Water: the track crosses a river", "water"))
    kinds = {r.kind for r in pack.regions}
    entries.extend(Entry(REGION_WORDS[kind], kind) for kind in REGION_KINDS if kind in kinds)
    return entries


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:]


def _sample(**fields: object) -> Station:
    return Station("legend", "", (0.0, 0.0), **fields)  # type: ignore[arg-type]
