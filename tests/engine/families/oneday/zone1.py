"""A staged part of London's zone 1, enough to play the seed's winning journey
and its neighbours through the rules: the District from Sloane Square to
Aldgate (Aldgate East merged in), the Metropolitan from Aldgate to Baker
Street with the Hammersmith & City running together with it on to Edgware
Road, the Bakerloo from Edgware Road to Elephant & Castle, the Northern as one
route from Elephant & Castle through Bank and Euston to Waterloo (its branches
meet at Kennington, outside zone 1), and the Piccadilly and Victoria lines
through King's Cross.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.families.oneday.fields import CARDS, CONCURRENT_LINES
from engine.map.model import Components, MapPack, Route, Station
from engine.rules import Game, get_ruleset

RULES = get_ruleset("one-day")

LINES: dict[str, tuple[str, Sequence[str]]] = {
    "district": (
        "District",
        [
            "sloane-square",
            "victoria",
            "st-jamess-park",
            "westminster",
            "embankment",
            "temple",
            "blackfriars",
            "mansion-house",
            "cannon-street",
            "monument",
            "tower-hill",
            "aldgate",
        ],
    ),
    "metropolitan": (
        "Metropolitan",
        [
            "aldgate",
            "liverpool-street",
            "moorgate",
            "barbican",
            "farringdon",
            "kings-cross",
            "euston-square",
            "great-portland-street",
            "baker-street",
        ],
    ),
    "hammersmith-city": (
        "Hammersmith & City",
        [
            "aldgate",
            "liverpool-street",
            "moorgate",
            "barbican",
            "farringdon",
            "kings-cross",
            "euston-square",
            "great-portland-street",
            "baker-street",
            "edgware-road",
        ],
    ),
    "bakerloo": (
        "Bakerloo",
        [
            "edgware-road",
            "marylebone",
            "baker-street",
            "regents-park",
            "oxford-circus",
            "piccadilly-circus",
            "charing-cross",
            "embankment",
            "waterloo",
            "lambeth-north",
            "elephant-castle",
        ],
    ),
    "northern": (
        "Northern",
        [
            "elephant-castle",
            "borough",
            "london-bridge",
            "bank",
            "moorgate",
            "old-street",
            "angel",
            "kings-cross",
            "euston",
            "warren-street",
            "goodge-street",
            "tottenham-court-road",
            "leicester-square",
            "charing-cross",
            "embankment",
            "waterloo",
        ],
    ),
    "piccadilly": (
        "Piccadilly",
        [
            "hyde-park-corner",
            "green-park",
            "piccadilly-circus",
            "leicester-square",
            "covent-garden",
            "holborn",
            "russell-square",
            "kings-cross",
        ],
    ),
    "victoria-line": (
        "Victoria",
        [
            "kings-cross",
            "euston",
            "warren-street",
            "oxford-circus",
            "green-park",
            "victoria",
            "pimlico",
        ],
    ),
}

NAMES = {"elephant-castle": "Elephant & Castle", "kings-cross": "King's Cross St. Pancras"}

# The seed's winning rack: Blackfriars by District to Tower Hill and Aldgate, Metropolitan
# to Baker Street, Bakerloo to Elephant & Castle, Northern to Waterloo, Bakerloo to Edgware Road.
SEED_JOURNEY = [
    "blackfriars",
    "tower-hill",
    "aldgate",
    "kings-cross",
    "baker-street",
    "oxford-circus",
    "elephant-castle",
    "bank",
    "waterloo",
    "edgware-road",
]


def title_of(station_id: str) -> str:
    return NAMES.get(station_id) or station_id.replace("-", " ").title()


def zone1(cards: Mapping[str, int] | None = None, extra: Sequence[str] = ()) -> MapPack:
    """The pack; `cards` overrides stations' copies, `extra` adds stations on no line."""
    ids = dict.fromkeys(stop for _, stops in LINES.values() for stop in stops)
    stations = tuple(
        CARDS.put(Station(s, title_of(s), (10.0 * n, 0.0)), (cards or {}).get(s, 0))
        for n, s in enumerate([*ids, *extra])
    )
    routes = tuple(Route(line, tuple(stops), title) for line, (title, stops) in LINES.items())
    return MapPack(
        id="zone-1",
        name="Zone 1 (part)",
        ruleset="one-day",
        stations=stations,
        routes=routes,
        components=CONCURRENT_LINES.put(Components(), (("metropolitan", "hammersmith-city"),)),
    )


# Racks no two neighbours of which share a line, within the deck's copies.
BLOCKED = (
    [
        "sloane-square",
        "borough",
        "hyde-park-corner",
        "marylebone",
        "pimlico",
        "old-street",
        "temple",
        "lambeth-north",
        "angel",
        "russell-square",
    ],
    [
        "st-jamess-park",
        "london-bridge",
        "covent-garden",
        "regents-park",
        "mansion-house",
        "goodge-street",
        "holborn",
        "barbican",
        "cannon-street",
        "tottenham-court-road",
    ],
)


def stage(pack: MapPack, players: int = 2, **scenario: Any) -> Any:
    options = scenario.pop("options", None)
    return RULES.stage(pack, players, scenario, options)


def play(game: Game, *texts: str) -> None:
    for text in texts:
        game.apply(game.parse_action(text))
