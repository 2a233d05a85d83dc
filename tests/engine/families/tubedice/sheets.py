"""A small tube dice sheet for the worked examples of the seed text, staged as a
test needs it.

    north-park --6-- hub --2-- bank --3-- docks
                      |                    |
                      1                    4
                      |                    |
                    angel --1-- canal --4--+

Numbers are sections. The Central line runs hub, angel, canal, the River line
hub, bank, docks; Zone 1 holds hub and angel, Zone 2 north-park, Zone 3 the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.map.model import Connection, MapPack, Region, Route, Station
from engine.rules import Game, get_ruleset

RULES = get_ruleset("tube-dice")

POSITIONS = {
    "hub": (200.0, 100.0),
    "north-park": (100.0, 100.0),
    "bank": (300.0, 100.0),
    "docks": (400.0, 100.0),
    "angel": (200.0, 200.0),
    "canal": (300.0, 300.0),
}
SECTIONS = {
    ("hub", "north-park"): 6,
    ("hub", "bank"): 2,
    ("bank", "docks"): 3,
    ("hub", "angel"): 1,
    ("angel", "canal"): 1,
    ("canal", "docks"): 4,
}


def box(x0: float, y0: float, x1: float, y1: float) -> tuple[tuple[float, float], ...]:
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def sheet_pack(options: Mapping[str, Any] | None = None, star: str = "hub") -> MapPack:
    return MapPack(
        id="sheet",
        name="Sheet",
        ruleset="tube-dice",
        options=dict(options or {}),
        stations=tuple(
            Station(sid, sid.title(), pos, frozenset({"star"}) if sid == star else frozenset())
            for sid, pos in POSITIONS.items()
        ),
        connections=tuple(
            Connection(f"{a}~{b}", a, b, sections=n) for (a, b), n in SECTIONS.items()
        ),
        regions=(
            Region("zone-1", "zone", box(150, 50, 250, 250), "Zone 1", {"high": 10, "low": 5}),
            Region("zone-2", "zone", box(50, 50, 150, 250), "Zone 2", {"high": 4, "low": 2}),
            Region("zone-3", "zone", box(250, 50, 450, 350), "Zone 3", {"high": 6, "low": 3}),
        ),
        routes=(
            Route(
                "central", ("hub", "angel", "canal"), "Central line", values={"high": 7, "low": 3}
            ),
            Route("river", ("hub", "bank", "docks"), "River line", values={"high": 5, "low": 2}),
        ),
    )


SHEET = sheet_pack()
# a second turn: the star holds 4 and its 1-section connection to angel is marked
SECOND_TURN = {"hub": 4}, ["hub~angel"]


def stage(players: int = 1, pack: MapPack = SHEET, **scenario: Any) -> Any:
    """A game staged from the scenario keys of docs/rules-tube-dice.md."""
    return RULES.stage(pack, players, scenario)


def play(game: Game, *texts: str) -> None:
    for text in texts:
        game.apply(game.parse_action(text))


def legal(game: Game) -> set[str]:
    return {str(action) for action in game.legal_actions()}


def view(game: Game, seat: int = 0) -> Any:
    return RULES.public_view(game, seat)


def points(game: Game, rule: str) -> list[tuple[int, int, str]]:
    """(seat, points, detail) of the events of one rule, in order."""
    return [(e.player, e.points, e.detail) for e in game.events if e.rule == rule]
