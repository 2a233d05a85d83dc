"""The deck a small One Day map needs: where the stations' counted copies (O1)
cannot deal a full table (O2), the stations' own `cards` are raised, as O1 lets
a map set them, so a few stations drawn are enough to play."""

from __future__ import annotations

from dataclasses import replace

from engine.families.oneday.fields import CARDS
from engine.families.oneday.game import MOST_PLAYERS, cards_needed
from engine.families.oneday.network import network_of
from engine.map.model import MapPack

DECK_FILL = (
    "The deck is one card per station (O1); where it is too small for a full table, "
    "the stations with the fewest copies get more, stations on lines first"
)


def with_full_deck(pack: MapPack) -> MapPack:
    """The pack with copies added one at a time to the station holding the fewest
    (on a line where any is, first drawn on ties) until the deck deals 4 racks
    and the discard piles; stations not raised keep counting their own."""
    network = network_of(pack)
    copies = list(network.cards)
    short = cards_needed(MOST_PLAYERS) - sum(copies)
    on_lines = [i for i in range(len(copies)) if network.lines_at[i]]
    pool = on_lines or list(range(len(copies)))
    if short <= 0 or not pool:
        return pack
    raised: set[int] = set()
    for _ in range(short):
        fewest = min(pool, key=lambda i: (copies[i], i))
        copies[fewest] += 1
        raised.add(fewest)
    stations = tuple(
        CARDS.put(station, copies[i]) if i in raised else station
        for i, station in enumerate(pack.stations)
    )
    return replace(pack, stations=stations)
