"""What a printed board's legend explains: the station symbols, track spaces,
water and kinds of region the map shows, each once, in a fixed order.

Only what is on the map is listed, so a small map gets a small legend. The
words describe the mark, never a game: the rules give the marks their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model import REGION_KINDS, STATION_FLAGS, MapPack, Station

FLAG_WORDS = {
    "national_rail": "National Rail interchange",
    "terminus": "Terminus: the line ends",
    "connection": "Connection tile at setup",
    "plus": "Plus station",
    "start": "Start",
    "tourist": "Tourist site",
    "wild": "Matches every symbol",
    "star": "Star station",
}
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
    if any(not s.flags and not s.symbol and not s.landmark for s in stations):
        entries.append(Entry("Station", _sample()))
    for symbol in sorted({s.symbol for s in stations if s.symbol}):
        entries.append(Entry(f"Symbol: {symbol}", _sample(symbol=symbol)))
    for flag in STATION_FLAGS:
        if any(s.has(flag) for s in stations):
            entries.append(Entry(FLAG_WORDS.get(flag, flag), _sample(flags=frozenset({flag}))))
    if any(s.landmark for s in stations):
        entries.append(Entry("Landmark stack", _sample(landmark=2)))
    if slots and pack.connections:
        entries.append(Entry("Track space: one token", "slot"))
    if any(c.water for c in pack.connections):
        entries.append(Entry("Water: the track crosses a river", "water"))
    kinds = {r.kind for r in pack.regions}
    entries.extend(Entry(REGION_WORDS[kind], kind) for kind in REGION_KINDS if kind in kinds)
    return entries


def _sample(**fields: object) -> Station:
    return Station("legend", "", (0.0, 0.0), **fields)  # type: ignore[arg-type]
