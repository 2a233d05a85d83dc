"""Next Station's knobs for `tracksmith suggest` (engine/families/nextstation/knobs.py)."""

from __future__ import annotations

from collections import Counter

from engine.families.nextstation.fields import SYMBOL
from engine.families.nextstation.shapes import first_covering
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

RULESET = get_ruleset("next-station")
PACK = load_pack(MAPS / "next-station-london.yaml")


def test_n2_a_station_of_the_commonest_symbol_takes_the_rarest() -> None:
    counts = Counter(SYMBOL.of(s) for s in PACK.stations if SYMBOL.of(s))
    changes = [c for c in RULESET.knobs(PACK) if c.knob == "symbol"]
    assert changes
    for change in changes:
        [station] = change.elements
        after = change.apply(PACK).station_index[station]
        assert SYMBOL.of(PACK.station_index[station]) == counts.most_common()[0][0]
        assert SYMBOL.of(after) == counts.most_common()[-1][0]


def test_n3_a_moved_border_puts_stations_in_another_district_and_keeps_every_one() -> None:
    positions = [s.pos for s in PACK.stations]
    before = first_covering(positions, PACK.regions_of(["district"]))
    borders = [c for c in RULESET.knobs(PACK) if c.knob == "border"]
    assert borders
    for change in borders:
        districts = change.apply(PACK).regions_of(["district"])
        after = first_covering(positions, districts)
        assert after != before
        assert -1 not in after  # no station left outside every district
        moved = {k for k, (a, b) in enumerate(zip(before, after, strict=True)) if a != b}
        assert moved
