"""London drafted as a tube dice sheet (`Ruleset.draft`): sections, lines, values and
zones guessed so that games end by completed lines."""

from __future__ import annotations

import math
from collections import Counter

from engine.families.tubedice.fields import STAR
from engine.families.tubedice.lint import RULES
from engine.rules.elements import MAX_SECTIONS
from tests.gtfs_feeds import london_draft


def test_sections_grow_with_a_connections_length() -> None:
    """D4: a die shows 1-6; the shortest connections take a 1, the longest a 6."""
    pack = london_draft("tube-dice", routes=True).pack
    spots = pack.station_index
    sections = Counter(c.sections for c in pack.connections)
    assert set(sections) == set(range(1, MAX_SECTIONS + 1))
    assert max(sections.values()) - min(sections.values()) <= 1

    lengths = {c.id: math.dist(spots[c.a].pos, spots[c.b].pos) for c in pack.connections}
    for shorter in pack.connections:
        for longer in pack.connections:
            if shorter.sections < longer.sections:
                assert lengths[shorter.id] <= lengths[longer.id]


def test_lines_end_before_dead_ends_and_have_values_by_size() -> None:
    """D3, D4: no die numbers a station of one connection (but the star), so a line
    ends before one; D1, D6: a line's first value is its stations + 2, its later half."""
    drafted = london_draft("tube-dice", routes=True)
    pack = drafted.pack
    around = Counter(end for c in pack.connections for end in c.ends)
    stars = [s.id for s in pack.stations if STAR.of(s)]
    assert len(stars) == 1
    for route in pack.routes:
        numbered = [s for s in route.stops if around[s] >= 2 or s in stars]
        ends = (route.stops[0], route.stops[-1])
        assert len(numbered) < 2 or all(around[end] >= 2 or end in stars for end in ends)
        size = len(set(route.stops))
        assert route.values == {"high": size + 2, "low": (size + 2) // 2}
    assert not [f for rule in RULES for f in rule(pack) if f.severity == "error"]
    assert "lines ending before a dead end" in drafted.words()


def test_zones_hold_every_station_once_valued_by_their_stations() -> None:
    """D1: every station in one zone; a zone's first value is its stations."""
    pack = london_draft("tube-dice", routes=True).pack
    zones = pack.regions_of(["zone"])
    assert 3 <= len(zones) <= 6
    assert not [f for f in RULES[-1](pack)]  # no station-no-zone, no station-two-zones
    assert all(zone.values["low"] == zone.values["high"] // 2 for zone in zones)
