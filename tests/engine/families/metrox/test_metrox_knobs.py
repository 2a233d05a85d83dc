"""Metro X's knobs for `tracksmith suggest` (engine/families/metrox/knobs.py)."""

from __future__ import annotations

from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import MapPack, Route
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

PACK = load_pack(MAPS / "metro-x-harbour.yaml")
CHANGES = get_ruleset("metro-x").knobs(PACK)


def route(pack: MapPack, route_id: str) -> Route:
    return next(r for r in pack.routes if r.id == route_id)


def test_m1_a_route_gets_a_window_more_or_fewer_never_none() -> None:
    windows = [c for c in CHANGES if c.knob == "windows"]
    assert windows
    for change in windows:
        [route_id] = change.elements
        now, was = (
            WINDOWS.of(route(change.apply(PACK), route_id)),
            WINDOWS.of(route(PACK, route_id)),
        )
        assert abs(now - was) == 1 and now >= 1


def test_m4_a_completion_bonus_moves_first_and_later_together() -> None:
    bonuses = [c for c in CHANGES if c.knob == "bonus"]
    assert bonuses and bonuses[0].words == "raise A line's completion bonus to 10/5"
    for change in bonuses:
        [route_id] = change.elements
        (first, later), (was_first, was_later) = (
            BONUS.of(route(change.apply(PACK), route_id)),
            BONUS.of(route(PACK, route_id)),
        )
        assert first - was_first == later - was_later and abs(first - was_first) == 1
