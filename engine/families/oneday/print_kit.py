"""One Day in London in the print-and-play kit: the station cards and the box (O1, O2).

A card shows, for each line at its station, how many stops lie before and
after it along the line's branch, as the printed cards do; its copies are the
deck's count for that station (O1), so the cards printed are the deck dealt.
"""

from __future__ import annotations

from engine.families.oneday.journey import STOPS
from engine.families.oneday.network import Line, Network
from engine.rules.bitmask import bits
from engine.rules.printing import CardFace, Component


def _places(line: Line, station: int) -> str:
    for branch, at in zip(line.branches, line.positions, strict=True):
        place = at.get(station)
        if place is not None:
            return f"{line.name}: {place} before, {len(branch) - 1 - place} after"
    return line.name


def station_cards(network: Network) -> tuple[CardFace, ...]:
    cards = []
    for station, station_id in enumerate(network.station_ids):
        lines = [network.lines[n] for n in bits(network.lines_at[station])]
        cards.append(
            CardFace(
                deck="Station",
                title=network.names[station],
                lines=tuple(_places(line, station) for line in lines),
                colour=lines[0].colour if lines else "",
                marks=(station_id,),
                copies=network.cards[station],
            )
        )
    return tuple(cards)


def components() -> tuple[Component, ...]:
    return (Component(f"card rack per player ({STOPS} slots)", 1),)
