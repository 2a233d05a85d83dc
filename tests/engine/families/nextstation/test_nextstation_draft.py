"""An imported network drafted as a Next Station sheet (`Ruleset.draft`): what the
rules need that a network does not say, guessed evenly."""

from __future__ import annotations

from collections import Counter

from shapely.geometry import Point, Polygon

from engine.families.nextstation.fields import DEPARTURE, SYMBOL, TOURIST
from engine.importers.drafting import Drafted
from engine.rules import get_ruleset
from tests.gtfs_feeds import london_draft


def london_sheet() -> Drafted:
    return london_draft("next-station")


def test_symbols_are_dealt_evenly_and_joined_stations_mostly_differ() -> None:
    """N2: the four symbols of the cards, as many of each as can be (within one)."""
    pack = london_sheet().pack
    symbols = Counter(SYMBOL.of(s) for s in pack.stations)
    assert set(symbols) == set(SYMBOL.choices)
    assert max(symbols.values()) - min(symbols.values()) <= 1
    kind = {s.id: SYMBOL.of(s) for s in pack.stations}
    same = sum(kind[c.a] == kind[c.b] for c in pack.connections)
    assert same < len(pack.connections) / 10


def test_districts_follow_the_stations() -> None:
    """N3: every station in exactly one district, no district empty, none holding
    more than twice the stations of another."""
    pack = london_sheet().pack
    districts = [Polygon(r.polygon) for r in pack.regions_of(["district"])]
    assert 4 <= len(districts) <= 9
    held: Counter[int] = Counter()
    for station in pack.stations:
        inside = [i for i, d in enumerate(districts) if d.covers(Point(station.pos))]
        assert len(inside) == 1, station.name
        held[inside[0]] += 1
    assert len(held) == len(districts)
    assert max(held.values()) <= 2 * min(held.values())


def test_tourist_sites_and_departures_are_spread_and_listed() -> None:
    """N1, N4: a departure for each pencil colour, tourist sites, each said once."""
    drafted = london_sheet()
    pack = drafted.pack
    departures = [DEPARTURE.of(line) for line in pack.components.lines]
    assert len(set(departures)) == len(departures) == 4
    assert sum(TOURIST.of(s) for s in pack.stations) == len(pack.stations) // 11
    assert drafted.words().startswith("guessed: stations on a lattice")
    assert len(drafted.guessed) == 5


def test_a_sheet_with_its_own_symbols_and_districts_keeps_them() -> None:
    """Only what the map lacks is guessed: drafting a finished sheet changes nothing."""
    ruleset = get_ruleset("next-station")
    pack = london_sheet().pack
    assert ruleset.draft(pack) == pack
    assert ruleset.guesses(pack, pack) == ()
