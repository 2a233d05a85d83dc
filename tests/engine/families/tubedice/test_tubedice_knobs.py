"""The dice game's knobs for `tracksmith suggest` (engine/families/tubedice/knobs.py)."""

from __future__ import annotations

from engine.families.tubedice.fields import STAR
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

PACK = load_pack(MAPS / "tube-dice-quick.yaml")
CHANGES = get_ruleset("tube-dice").knobs(PACK)


def test_d6_a_line_or_zone_scores_a_point_more_or_less_first_and_later() -> None:
    values = [c for c in CHANGES if c.knob == "values"]
    assert values and values[0].words == "raise Red line's values to 8/4"
    goals = {g.id: g for g in (*PACK.routes, *PACK.regions)}
    for change in values:
        [goal] = change.elements
        changed = {g.id: g for g in (*change.apply(PACK).routes, *change.apply(PACK).regions)}
        steps = {changed[goal].values[k] - v for k, v in goals[goal].values.items()}
        assert steps in ({1}, {-1})


def test_d3_sections_change_only_on_connections_at_the_star() -> None:
    star = next(s.id for s in PACK.stations if STAR.of(s))
    sections = [c for c in CHANGES if c.knob == "sections"]
    assert sections
    for change in sections:
        [connection] = [c for c in change.apply(PACK).connections if c.id == change.elements[0]]
        assert star in connection.ends and 1 <= connection.sections <= 6
