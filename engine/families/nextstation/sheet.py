"""A player's map sheet as the rules see it: stations, guides and regions as
integers and bitmasks, computed once per map pack and shared by every game.

Guides are the pack's connections (the printed grey lines a section may
follow). Every route of the pack is a pre-drawn line (Tokyo's green loop):
its consecutive stops must be joined by guides, which start the game drawn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from shapely.geometry import LineString

from engine.families.nextstation import fields
from engine.families.nextstation.fields import DEPARTURE, SYMBOL
from engine.families.nextstation.shapes import (
    covered_masks,
    crossing_masks,
    first_covering,
    regions_passed,
)
from engine.map.geometry import track_line
from engine.map.model import MapPack, Route
from engine.pack.numbers import whole_number
from engine.rules.options import SetupError
from engine.rules.value_names import ValueName

WILD = fields.WILD.name
POINTS = ValueName(  # N4
    "region",
    "points",
    "Points",
    ("edge", "corner"),
    "what an interchange in the region scores; empty: the option edge_points or corner_points",
)
TOURIST = fields.TOURIST.name


@dataclass(frozen=True)
class Predrawn:
    id: str
    name: str
    stations: int  # mask
    guides: int  # mask


@dataclass(frozen=True)
class EdgeRegion:
    """A Tokyo edge or corner region: it scores when it holds an interchange."""

    id: str
    kind: str  # "edge" or "corner"
    points: int | None  # the region's own `values.points`, else the option decides
    stations: int  # mask


@dataclass(frozen=True, eq=False)
class Sheet:
    station_ids: tuple[str, ...]
    names: tuple[str, ...]
    station_index: dict[str, int]
    symbols: tuple[str, ...]  # the card symbols the stations carry, sorted
    symbol_of: tuple[int, ...]  # station -> index into symbols, -1 for none
    wild: int  # mask of stations matching every symbol
    tourist: int  # mask of tourist sites
    guide_ids: tuple[str, ...]  # guide -> its connection's id
    guide_a: tuple[int, ...]
    guide_b: tuple[int, ...]
    guide_between: dict[tuple[int, int], int]  # (station, station), both orders -> guide
    adjacency: tuple[tuple[tuple[int, int], ...], ...]  # station -> (other station, guide)
    incident: tuple[int, ...]  # station -> mask of the guides touching it
    crosses: tuple[int, ...]  # guide -> mask of the guides it crosses
    district_ids: tuple[str, ...]
    district_names: tuple[str, ...]
    district_of: tuple[int, ...]  # station -> district index, -1 outside every district
    guide_districts: tuple[int, ...]  # guide -> mask of districts its track passes through
    river_crossings: tuple[int, ...]  # guide -> rivers its track crosses
    colours: tuple[str, ...]  # in the map's order; seat s plays colour (s + round) mod count
    departures: tuple[int, ...]  # colour -> departure station
    predrawn: tuple[Predrawn, ...]
    predrawn_stations: int  # mask of the stations on a pre-drawn line
    predrawn_guides: int  # mask of the guides drawn before the game
    predrawn_lines: tuple[int, ...]  # station -> pre-drawn lines through it
    edges: tuple[EdgeRegion, ...]

    def matches(self, station: int, symbol: str | None) -> bool:
        """Whether a card showing `symbol` (None: a Joker) lets a section reach the station."""
        if symbol is None or self.wild >> station & 1:
            return True
        own = self.symbol_of[station]
        return own >= 0 and self.symbols[own] == symbol


def build_sheet(pack: MapPack) -> Sheet:
    """The sheet of `pack`; raises SetupError when it cannot be played at all."""
    stations = pack.stations
    index = {s.id: i for i, s in reversed(list(enumerate(stations)))}
    symbols = tuple(
        sorted({symbol for s in stations if (symbol := SYMBOL.of(s)) and not s.has(WILD)})
    )
    guide_ids: list[str] = []
    guide_a: list[int] = []
    guide_b: list[int] = []
    between: dict[tuple[int, int], int] = {}
    tracks: list[LineString] = []
    for connection in pack.connections:
        a, b = index.get(connection.a), index.get(connection.b)
        track = track_line(connection, pack.station_index)
        if a is None or b is None or a == b or (a, b) in between or track is None:
            continue  # the core lint reports it
        between[(a, b)] = between[(b, a)] = len(guide_ids)
        guide_ids.append(connection.id)
        guide_a.append(a)
        guide_b.append(b)
        tracks.append(track)
    adjacency: list[list[tuple[int, int]]] = [[] for _ in stations]
    for guide, (a, b) in enumerate(zip(guide_a, guide_b, strict=True)):
        adjacency[a].append((b, guide))
        adjacency[b].append((a, guide))
    guide_of = {guide_id: guide for guide, guide_id in reversed(list(enumerate(guide_ids)))}
    districts = pack.regions_of(["district"])
    positions = [s.pos for s in stations]

    def flagged(flag: str) -> int:
        return sum(1 << i for i, s in enumerate(stations) if s.has(flag))

    predrawn = tuple(_predrawn(route, index, between) for route in pack.routes)
    return Sheet(
        station_ids=tuple(s.id for s in stations),
        names=tuple(s.name or s.id for s in stations),
        station_index=index,
        symbols=symbols,
        symbol_of=tuple(
            symbols.index(SYMBOL.of(s)) if SYMBOL.of(s) in symbols else -1 for s in stations
        ),
        wild=flagged(WILD),
        tourist=flagged(TOURIST),
        guide_ids=tuple(guide_ids),
        guide_a=tuple(guide_a),
        guide_b=tuple(guide_b),
        guide_between=between,
        adjacency=tuple(tuple(pairs) for pairs in adjacency),
        incident=tuple(_union(1 << guide for _, guide in pairs) for pairs in adjacency),
        crosses=tuple(crossing_masks(pack, guide_of, len(guide_ids))),
        district_ids=tuple(region.id for region in districts),
        district_names=tuple(region.name or region.id for region in districts),
        district_of=tuple(first_covering(positions, districts)),
        guide_districts=tuple(regions_passed(tracks, districts)),
        river_crossings=tuple(
            mask.bit_count() for mask in regions_passed(tracks, pack.regions_of(["river"]))
        ),
        colours=tuple(line.name for line in pack.components.lines),
        departures=_departures(pack, index),
        predrawn=predrawn,
        predrawn_stations=_union(line.stations for line in predrawn),
        predrawn_guides=_union(line.guides for line in predrawn),
        predrawn_lines=tuple(
            sum(line.stations >> i & 1 for line in predrawn) for i in range(len(stations))
        ),
        edges=_edges(pack, positions),
    )


def _union(masks: Iterable[int]) -> int:
    total = 0
    for mask in masks:
        total |= mask
    return total


def _departures(pack: MapPack, index: dict[str, int]) -> tuple[int, ...]:
    lines = pack.components.lines
    if not lines:
        raise SetupError("the map has no line colours, so there is nothing to draw (N1)")
    departures = []
    for line in lines:
        station = index.get(DEPARTURE.of(line) or "")
        if station is None:
            raise SetupError(f"line colour '{line.name}' has no departure station (N1)")
        departures.append(station)
    return tuple(departures)


def _predrawn(route: Route, index: dict[str, int], between: dict[tuple[int, int], int]) -> Predrawn:
    stations = guides = 0
    for a, b in route.pairs():
        guide = between.get((index.get(a, -1), index.get(b, -1)))
        if guide is None:
            raise SetupError(
                f"the pre-drawn line '{route.id}' runs from '{a}' to '{b}' along no guide (N2)"
            )
        stations |= 1 << index[a] | 1 << index[b]
        guides |= 1 << guide
    return Predrawn(route.id, route.name or route.id, stations, guides)


def _edges(pack: MapPack, positions: list[tuple[float, float]]) -> tuple[EdgeRegion, ...]:
    regions = pack.regions_of(["edge", "corner"])
    masks = covered_masks(positions, regions)
    edges = []
    for region, mask in zip(regions, masks, strict=True):
        points = whole_number(region.values.get(POINTS.key))  # lint refuses points not whole
        edges.append(EdgeRegion(region.id, region.kind, points, mask))
    return tuple(edges)
