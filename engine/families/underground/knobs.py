"""What `tracksmith suggest` may try on an On the Underground map: the start one
station along or at a hub (U13: where the Passenger begins decides who reaches
it first), a lane more or less at the start (U4), the National Rail flag beside
it (U5), and the copies of its neighbours' destination cards (U13)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import partial

from engine.editing.edits import set_deck, set_flag
from engine.map.model import MapPack
from engine.map.words import station_name
from engine.rules.knobs import Change, connection_steps, first_changes, hubs, neighbours

MOST_LANES = 3  # U4
HUBS = 3


def knobs(pack: MapPack) -> tuple[Change, ...]:
    start = pack.start_station()
    if start is None:
        return ()
    return first_changes(
        [
            *_start_moves(pack, start.id),
            *connection_steps(pack, [start.id], "lanes", "lane", MOST_LANES),
            *_national_rail(pack, start.id),
            *_card_copies(pack, start.id),
        ]
    )


def move_start(pack: MapPack, start: str, there: str) -> MapPack:
    return set_flag(set_flag(pack, [start], "start", False), [there], "start", True)


def _start_moves(pack: MapPack, start: str) -> Iterator[Change]:
    for there in dict.fromkeys([*neighbours(pack, start), *hubs(pack, HUBS)]):
        if there != start:
            yield Change(
                "start",
                f"move the start from {station_name(pack, start)} to {station_name(pack, there)}",
                (start, there),
                partial(move_start, start=start, there=there),
            )


def _national_rail(pack: MapPack, start: str) -> Iterator[Change]:
    for there in neighbours(pack, start):
        on = not pack.station_index[there].has("national_rail")
        words = "flag {} National Rail" if on else "take the National Rail flag off {}"
        yield Change(
            "flags",
            words.format(station_name(pack, there)),
            (there,),
            partial(set_flag, ids=[there], flag="national_rail", on=on),
        )


def with_copies(pack: MapPack, k: int, copies: int) -> MapPack:
    """The deck with its `k`th card (a station's card of one kind) in `copies` copies."""
    return set_deck(
        pack, [replace(c, copies=copies) if i == k else c for i, c in enumerate(pack.deck)]
    )


def _card_copies(pack: MapPack, start: str) -> Iterator[Change]:
    near = set(neighbours(pack, start))
    for k, card in enumerate(pack.deck):
        if card.station not in near:
            continue
        name = station_name(pack, card.station)
        for step, words in ((1, "one more copy"), (-1, "one copy fewer")):
            copies = card.copies + step
            if copies >= 1:
                yield Change(
                    "cards",
                    f"{words} of the {card.kind} card for {name} ({copies} in all)",
                    (card.station,),
                    partial(with_copies, k=k, copies=copies),
                )
