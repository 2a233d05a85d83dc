"""The deck: every card names a station of the map."""

from __future__ import annotations

from collections.abc import Iterator

from engine.lint.finding import Finding, error
from engine.map.model import MapPack


def deck_stations(pack: MapPack) -> Iterator[Finding]:
    known = pack.station_index
    for index, card in enumerate(pack.deck):
        if card.station not in known:
            yield error(
                "deck-unknown-station",
                [],
                f"deck card {index + 1} names station '{card.station}', which does not exist",
            )


RULES = (deck_stations,)
