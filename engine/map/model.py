"""The map pack as plain, immutable values.

Everything a designer saves lives here and nowhere else; geometry, graphs and
rule state are derived from these values on demand. Elements are frozen so a
game, the validator and the editor's undo stack can share them safely: an edit
builds a new value with `dataclasses.replace`.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal, TypeVar

FORMAT_VERSION = 1

Point = tuple[float, float]

STATION_FLAGS = (
    "start",  # where a game starts (U13)
)  # families add their own flags as fields (engine/map/fields.py)

REGION_KINDS = ("district", "cluster", "zone", "river", "edge", "corner")
CARD_KINDS = ("express", "standard")

RegionKind = Literal["district", "cluster", "zone", "river", "edge", "corner"]
CardKind = Literal["express", "standard"]


K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(Mapping[K, V]):
    """A read-only mapping, so option and value tables cannot change under a game.

    Unlike `types.MappingProxyType` it pickles (packs travel to worker processes)
    and hashes.
    """

    __slots__ = ("_data",)

    def __init__(self, values: Mapping[K, V] | None = None) -> None:
        self._data: dict[K, V] = dict(values or {})

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:  # the dict's own, not Mapping's try/except
        return key in self._data

    def items(self) -> ItemsView[K, V]:  # the dict's view: saving a big map walks many
        return self._data.items()

    def __hash__(self) -> int:
        return hash(tuple(self._data.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"

    def __reduce__(self) -> tuple[type[FrozenMap[K, V]], tuple[dict[K, V]]]:
        return (FrozenMap, (self._data,))


def frozen_mapping(values: Mapping[K, V] | None = None) -> Mapping[K, V]:
    return FrozenMap(values)


def _empty() -> Mapping[Any, Any]:
    return FrozenMap()


@dataclass(frozen=True)
class Station:
    id: str
    name: str
    pos: Point
    flags: frozenset[str] = frozenset()
    # a family's own (engine/map/fields.py)
    fields: Mapping[str, Any] = field(default_factory=_empty)

    def has(self, flag: str) -> bool:
        return flag in self.flags


@dataclass(frozen=True)
class Connection:
    id: str
    a: str
    b: str
    lanes: int = 1  # parallel track spaces (U4)
    water: int = 0  # water icons splitting it into water + 1 spaces (U12)
    bends: tuple[Point, ...] = ()
    sections: int = 1  # dice game: how many sections the connection has
    fields: Mapping[str, Any] = field(default_factory=_empty)

    @property
    def ends(self) -> tuple[str, str]:
        return (self.a, self.b)

    def other(self, station_id: str) -> str:
        return self.b if station_id == self.a else self.a


@dataclass(frozen=True)
class Region:
    id: str
    kind: RegionKind
    polygon: tuple[Point, ...]
    name: str = ""
    values: Mapping[str, float] = field(default_factory=_empty)
    fields: Mapping[str, Any] = field(default_factory=_empty)


@dataclass(frozen=True)
class Route:
    """An ordered list of stops: a Metro X route, a One Day line, a pre-drawn line."""

    id: str
    stops: tuple[str, ...]
    name: str = ""
    colour: str = ""
    loop: bool = False
    values: Mapping[str, float] = field(default_factory=_empty)
    fields: Mapping[str, Any] = field(default_factory=_empty)

    def pairs(self) -> list[tuple[str, str]]:
        """The station pairs the route joins, in order, closing the loop when it is one."""
        pairs = list(zip(self.stops, self.stops[1:], strict=False))
        if self.loop and len(self.stops) > 2:
            pairs.append((self.stops[-1], self.stops[0]))
        return pairs


@dataclass(frozen=True)
class Card:
    station: str
    kind: CardKind = "standard"
    copies: int = 1


@dataclass(frozen=True)
class LineColour:
    name: str
    tokens: int
    rgb: str = ""
    fields: Mapping[str, Any] = field(default_factory=_empty)


@dataclass(frozen=True)
class Components:
    lines: tuple[LineColour, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=_empty)

    def line(self, name: str) -> LineColour | None:
        return next((line for line in self.lines if line.name == name), None)


@dataclass(frozen=True)
class Background:
    """An image to trace over; it belongs to the designer's workspace, not the board."""

    path: str
    opacity: float = 0.5
    pos: Point = (0.0, 0.0)
    scale: float = 1.0
    locked: bool = True


@dataclass(frozen=True)
class MapPack:
    id: str
    name: str
    ruleset: str
    canvas: Point = (1000.0, 1000.0)
    variant: str = ""
    author: str = ""
    licence: str = ""
    credits: str = ""
    options: Mapping[str, Any] = field(default_factory=_empty)
    background: Background | None = None
    components: Components = field(default_factory=Components)
    stations: tuple[Station, ...] = ()
    connections: tuple[Connection, ...] = ()
    regions: tuple[Region, ...] = ()
    routes: tuple[Route, ...] = ()
    deck: tuple[Card, ...] = ()

    def station(self, station_id: str) -> Station | None:
        return self.station_index.get(station_id)

    @cached_property
    def station_index(self) -> dict[str, Station]:
        """Stations by id; where ids repeat (an invalid pack) the first one wins."""
        index: dict[str, Station] = {}
        for station in self.stations:
            index.setdefault(station.id, station)
        return index

    def start_station(self) -> Station | None:
        return next((s for s in self.stations if s.has("start")), None)

    def regions_of(self, kinds: Iterable[str]) -> tuple[Region, ...]:
        wanted = set(kinds)
        return tuple(region for region in self.regions if region.kind in wanted)

    def deck_size(self) -> int:
        return sum(card.copies for card in self.deck)
