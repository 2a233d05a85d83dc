"""The deck a big One Day network needs to play. The seed's deck is 72 cards for
62 central stations: most cards are interchanges, so a drawn card often joins
two in a rack. A whole city's network (300 stations, most on one line) counted
as O1 counts it deals racks that hardly ever become a journey: bots' games run
past any cap. A draft of a network bigger than the seed's multiplies each
interchange's counted copies (O1 lets a map set them) by how many times bigger
it is, so interchanges hold a share of the deck like the seed's."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.families.oneday.fields import CARDS
from engine.families.oneday.network import network_of
from engine.map.model import MapPack
from engine.rules.bitmask import bits

SEED_STATIONS = 62  # the stations of the seed's own deck (72 cards)


@dataclass(frozen=True)
class Raised:
    pack: MapPack
    times: int  # each interchange's counted copies multiplied by this; 1: none raised
    interchanges: int


def with_interchanges_raised(pack: MapPack) -> Raised:
    """The pack with every interchange's copies (its own `cards` unset) multiplied
    by the network's stations over SEED_STATIONS, rounded down."""
    network = network_of(pack)
    times = len(network.cards) // SEED_STATIONS
    raised = [
        i
        for i, station in enumerate(pack.stations)
        if len(bits(network.lines_at[i])) > 1 and not CARDS.of(station)
    ]
    if times < 2 or not raised:
        return Raised(pack, 1, 0)
    stations = list(pack.stations)
    for i in raised:
        stations[i] = CARDS.put(stations[i], network.cards[i] * times)
    return Raised(replace(pack, stations=tuple(stations)), times, len(raised))
