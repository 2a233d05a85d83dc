"""What `tracksmith suggest` may try on a One Day map: a card more for the stations
with the fewest copies, a card fewer for those with the most (O1: the deck decides
which journeys a rack can make)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import partial

from engine.editing.edits import set_declared
from engine.families.oneday.fields import CARDS
from engine.map.model import MapPack
from engine.map.words import station_name
from engine.rules.knobs import Change, first_changes

EACH_WAY = 5  # stations given a card more, and as many a card fewer


def knobs(pack: MapPack, copies: Mapping[str, int]) -> tuple[Change, ...]:
    """`copies`: each station's cards as the rules count them (`station_cards`)."""
    ranked = sorted(copies, key=lambda station: copies[station])
    return first_changes(
        [
            *_changes(pack, copies, ranked[:EACH_WAY], 1),
            *_changes(pack, copies, ranked[::-1][:EACH_WAY], -1),
        ]
    )


def _changes(
    pack: MapPack, copies: Mapping[str, int], stations: list[str], step: int
) -> Iterator[Change]:
    for station in stations:
        cards = copies[station] + step
        if 1 <= cards <= CARDS.most:
            words = "one card more" if step > 0 else "one card fewer"
            yield Change(
                "cards",
                f"{words} for {station_name(pack, station)} ({cards} in all)",
                (station,),
                partial(set_declared, ids=[station], declared=CARDS, value=cards),
            )
