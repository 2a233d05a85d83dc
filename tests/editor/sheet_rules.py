"""A ruleset that reads what a dice roll-and-write sheet prints (sectioned
connections, a star station, zones and lines with first and later values, a
count of passes), and a small sheet of it, for the canvas tests."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from engine.map.model import Connection, MapPack, Region, Route, Station, frozen_mapping
from engine.rules import OptionSpec
from engine.rules.value_names import ValueName
from tests.editor.rulesets import registered

RULES = "sheet-test"
ELEMENTS = (
    "connection.sections",
    "station.star",
    "region.zone",
    "region.values",
    "route.stops",
    "route.values",
)


def _passes(value: object) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 20:
        return None
    return f"option 'passes' is {value!r}; expected a whole number from 0 to 20"


PASSES = OptionSpec("passes", 5, "passes each player may use", check=_passes)
# a line's or zone's first and later completion points
POINTS = tuple(
    ValueName(element, key, key.title(), kinds)
    for element, kinds in (("route", ()), ("region", ("zone",)))
    for key in ("high", "low")
)


@contextmanager
def sheet_rules() -> Iterator[None]:
    with registered(RULES, *ELEMENTS, tallies=(PASSES,), value_names=POINTS):
        yield


def values(high: float, low: float) -> Mapping[str, float]:
    return frozen_mapping({"high": high, "low": low})


def sheet(ruleset: str = RULES) -> MapPack:
    stations = (
        Station("bank", "Bank", (300, 200), frozenset({"star"})),
        Station("west", "West Cross", (140, 200)),
        Station("east", "East Gate", (460, 200)),
        Station("north", "North Hill", (300, 70)),
    )
    connections = (
        Connection("bank~west", "bank", "west", sections=3),
        Connection("bank~east", "bank", "east", sections=2),
        Connection("bank~north", "bank", "north", sections=6),
    )
    zone = Region(
        "zone-1",
        "zone",
        ((220, 120), (380, 120), (380, 280), (220, 280)),
        "Zone 1",
        values(10, 5),
    )
    central = Route("central", ("west", "bank", "east"), "Central", "#e1251b", values=values(7, 3))
    return MapPack(
        id="sheet",
        name="Sheet",
        ruleset=ruleset,
        canvas=(600, 420),
        stations=stations,
        connections=connections,
        regions=(zone,),
        routes=(central,),
    )
