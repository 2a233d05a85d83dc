"""What `tracksmith suggest` may try on a Metro X map: a route with a window more
or fewer (M1: how many cards it takes to complete) and a completion bonus a point
higher or lower, first and later together (M4)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from engine.editing.edits import set_declared
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import MapPack
from engine.map.words import route_name
from engine.rules.knobs import Change, first_changes


def knobs(pack: MapPack) -> tuple[Change, ...]:
    return first_changes([*_windows(pack), *_bonuses(pack)])


def _windows(pack: MapPack) -> Iterator[Change]:
    for route in pack.routes:
        windows = WINDOWS.of(route)
        for step, words in ((1, "one window more"), (-1, "one window fewer")):
            if 1 <= windows + step <= WINDOWS.most:
                yield Change(
                    "windows",
                    f"give {route_name(route)} {words} ({windows + step} in all)",
                    (route.id,),
                    partial(set_declared, ids=[route.id], declared=WINDOWS, value=windows + step),
                )


def _bonuses(pack: MapPack) -> Iterator[Change]:
    for route in pack.routes:
        first, later = BONUS.of(route)
        for step, words in ((1, "raise"), (-1, "lower")):
            bonus = (first + step, later + step)
            if min(bonus) >= 0 and (first, later) != (0, 0):
                yield Change(
                    "bonus",
                    f"{words} {route_name(route)}'s completion bonus to {bonus[0]}/{bonus[1]}",
                    (route.id,),
                    partial(set_declared, ids=[route.id], declared=BONUS, value=bonus),
                )
