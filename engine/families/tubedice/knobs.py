"""What `tracksmith suggest` may try on a tube dice sheet: a line's or a zone's
values a point higher or lower, both together (D6: what completing it scores
first and later), and a section more or fewer on the connections at the star
station (D3: where every sheet begins)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from engine.editing.edits import set_field
from engine.families.tubedice.fields import STAR
from engine.map.model import MapPack, Region, Route, frozen_mapping
from engine.map.words import route_name
from engine.rules.elements import MAX_SECTIONS
from engine.rules.knobs import Change, connection_steps, first_changes


def knobs(pack: MapPack) -> tuple[Change, ...]:
    stars = [s.id for s in pack.stations if STAR.of(s)]
    return first_changes(
        [*_values(pack), *connection_steps(pack, stars, "sections", "section", MAX_SECTIONS)]
    )


def _values(pack: MapPack) -> Iterator[Change]:
    goals: list[Route | Region] = [*pack.routes, *pack.regions_of(["zone"])]
    for goal in goals:
        if not goal.values:
            continue
        name = route_name(goal) if isinstance(goal, Route) else goal.name or goal.id
        for step, words in ((1, "raise"), (-1, "lower")):
            values = {key: value + step for key, value in goal.values.items()}
            if min(values.values()) >= 0:
                shown = "/".join(f"{v:g}" for v in values.values())
                yield Change(
                    "values",
                    f"{words} {name}'s values to {shown}",
                    (goal.id,),
                    partial(set_field, ids=[goal.id], field="values", value=frozen_mapping(values)),
                )
