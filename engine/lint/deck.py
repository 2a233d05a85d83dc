"""The destination deck: every card names a station the Passenger can get to."""

from __future__ import annotations

from collections.abc import Iterator

from engine.graph import track_graph
from engine.model import MapPack
from engine.validate import Finding, error


def deck_stations(pack: MapPack) -> Iterator[Finding]:
    known = pack.station_index
    graph = track_graph(pack)
    for index, card in enumerate(pack.deck):
        if card.station not in known:
            yield error(
                "deck-unknown-station",
                [],
                f"deck card {index + 1} names station '{card.station}', which does not exist",
            )
        elif graph.degree(card.station) == 0:
            yield error(
                "deck-unconnected-station",
                [card.station],
                f"deck card {index + 1} sends the Passenger to '{card.station}', "
                "which no connection reaches",
            )


RULES = (deck_stations,)
