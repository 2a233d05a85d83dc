"""One Day's knobs for `tracksmith suggest` (engine/families/oneday/knobs.py)."""

from __future__ import annotations

from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

RULESET = get_ruleset("one-day")


def test_o1_the_rarest_cards_get_a_copy_more_and_the_commonest_a_copy_fewer() -> None:
    pack = load_pack(MAPS / "one-day-rivertown.yaml")
    counted = RULESET.station_cards(pack)
    assert counted is not None
    changes = RULESET.knobs(pack)
    assert changes
    for change in changes:
        [station] = change.elements
        after = RULESET.station_cards(change.apply(pack))
        assert after is not None
        step = after[station] - counted[station]
        assert step == (1 if "more" in change.words else -1)
        if step > 0:
            assert counted[station] == min(counted.values())
        assert {s: n for s, n in after.items() if s != station} == {
            s: n for s, n in counted.items() if s != station
        }
