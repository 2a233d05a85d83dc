"""London drafted for On the Underground (`Ruleset.draft`): Fill's deck cut to a
box's worth of cards spread over the board, so a game ends in the usual rounds."""

from __future__ import annotations

import math
from dataclasses import replace

from engine.families.underground.deck_fill import BOX_DECK, drafted_deck, fill_deck_from_flags
from tests.gtfs_feeds import london_draft


def test_a_big_citys_deck_is_cut_to_a_boxs_spread_over_the_board() -> None:
    """U13, U14: the deck sets a game's length; 139 stations would deal 138 cards."""
    drafted = london_draft("underground")
    pack = drafted.pack
    start = pack.start_station()
    assert start is not None
    stations = [card.station for card in pack.deck]
    assert len(stations) == len(set(stations)) == BOX_DECK and start.id not in stations
    full = fill_deck_from_flags(pack)
    assert set(pack.deck) <= set(full.deck) and len(full.deck) > BOX_DECK
    places = pack.station_index
    nearest = [
        min(math.dist(places[a].pos, places[b].pos) for b in stations if b != a) for a in stations
    ]
    every = [s.pos for s in pack.stations]
    typical = sorted(min(math.dist(p, q) for q in every if q != p) for p in every)
    assert min(nearest) >= typical[len(typical) // 2]  # no two cards of neighbours
    assert "cut to a box's 55" in drafted.words()


def test_a_deck_of_a_boxs_size_or_less_is_left_whole() -> None:
    pack = london_draft("underground", zone_max=1).pack
    small = replace(pack, deck=pack.deck[:40])
    assert drafted_deck(small) is small
