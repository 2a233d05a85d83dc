"""Staging Next Station scenarios directly, boardgame.io style: a small sheet from a
compact spec and a flip order chosen by the test instead of the seeded shuffle.

`sheet_pack` builds the pack; `stage` starts a game on it where each round's
cards are flipped in the given order (top first; cards not named follow in
box order), and `play` applies actions by their text form, seat after seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.families.nextstation.fields import DEPARTURE, SYMBOL
from engine.map.model import (
    Components,
    Connection,
    LineColour,
    MapPack,
    Point,
    Region,
    Route,
    Station,
)
from engine.rules import Game, get_ruleset

SQUARE = ((-1000.0, -1000.0), (1000.0, -1000.0), (1000.0, 1000.0), (-1000.0, 1000.0))


def sheet_pack(
    stations: Mapping[str, tuple[Point, str | None]],
    guides: Iterable[str | Connection],
    lines: Sequence[tuple[str, str]],
    *,
    flags: Mapping[str, Iterable[str]] | None = None,
    regions: Sequence[Region] = (Region("all", "district", SQUARE),),
    routes: Sequence[Route] = (),
    variant: str = "london",
    options: Mapping[str, Any] | None = None,
) -> MapPack:
    """stations: id -> (position, symbol); guides "a-b"; lines (colour, departure)."""
    flags = flags or {}
    return MapPack(
        id="sheet",
        name="Sheet",
        ruleset="next-station",
        variant=variant,
        options=dict(options or {}),
        components=Components(
            lines=tuple(DEPARTURE.put(LineColour(colour, 1), dep) for colour, dep in lines)
        ),
        stations=tuple(
            SYMBOL.put(Station(sid, sid.title(), pos, frozenset(flags.get(sid, ()))), symbol)
            for sid, (pos, symbol) in stations.items()
        ),
        connections=tuple(
            guide if isinstance(guide, Connection) else Connection(guide, *guide.split("-"))
            for guide in guides
        ),
        regions=tuple(regions),
        routes=tuple(routes),
    )


def box(x0: float, y0: float, x1: float, y1: float) -> tuple[Point, ...]:
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def stage(
    pack: MapPack,
    flips: Sequence[Sequence[str]] = (),
    players: int = 1,
    options: Mapping[str, Any] | None = None,
) -> Any:
    """A game whose round r flips `flips[r]` first (card texts such as
    'underground square'), then the rest of the deck in box order: the
    ruleset's public `stage`."""
    scenario = {"flips": [list(texts) for texts in flips]}
    return get_ruleset("next-station").stage(pack, players, scenario, options)


def play(game: Game, *texts: str) -> None:
    for text in texts:
        game.apply(game.parse_action(text))
