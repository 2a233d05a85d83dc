"""Small Metro X sheets from a compact spec, staged as a test needs them.

`sheet_pack` builds a pack whose routes are given as stop lists (one
station per id, track joining consecutive stops); `stage`
starts a game with the deck's top cards and each seat's marks chosen by the
test; `play` applies actions by their text form, seat after seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import Connection, MapPack, Route, Station
from engine.rules import Game, get_ruleset

RULES = get_ruleset("metro-x")

# The A line runs east; the B line starts on A's first three stations, then turns south.
AB_ROUTES: dict[str, tuple[Sequence[str], int, tuple[int, int]]] = {
    "a": (["west", "quay", "mill", "market", "east"], 3, (8, 4)),
    "b": (["west", "quay", "mill", "south", "docks"], 3, (7, 3)),
}


def sheet_pack(
    routes: Mapping[str, tuple[Sequence[str], int, tuple[int, int]]],
    options: Mapping[str, Any] | None = None,
) -> MapPack:
    """routes: id -> (stops, windows, (first, later))."""
    stations: dict[str, Station] = {}
    connections: dict[frozenset[str], Connection] = {}
    for stops, _, _ in routes.values():
        for stop in stops:
            i = len(stations)  # on a convex curve, so track between stops rarely crosses
            stations.setdefault(stop, Station(stop, stop.title(), (100.0 * i, 10.0 * i * i)))
        for a, b in pairwise(stops):
            connections.setdefault(frozenset((a, b)), Connection(f"{a}--{b}", a, b))
    return MapPack(
        id="sheet",
        name="Sheet",
        ruleset="metro-x",
        options=dict(options or {}),
        stations=tuple(stations.values()),
        connections=tuple(connections.values()),
        routes=tuple(
            BONUS.put(
                WINDOWS.put(Route(rid, tuple(stops), name=f"{rid.upper()} line"), windows), bonus
            )
            for rid, (stops, windows, bonus) in routes.items()
        ),
    )


def stage(pack: MapPack, players: int = 1, **scenario: Any) -> Any:
    """A game staged from the scenario keys of docs/rules-metro-x.md."""
    return RULES.stage(pack, players, scenario)


def play(game: Game, *texts: str) -> None:
    for text in texts:
        game.apply(game.parse_action(text))


def marked(game: Game, seat: int = 0) -> tuple[str, ...]:
    return tuple(RULES.public_view(game, seat)["marked"])
