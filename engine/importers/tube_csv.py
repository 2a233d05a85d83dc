"""A map pack from tube-style CSV tables (see `tube_tables`), for any rule family.

The import is a starting point the designer then edits: it crops the network,
projects it onto the board, merges the lines sharing a station pair into one
connection with parallel track spaces (U4), and marks National Rail (U5) and
Terminus (U6) stations. The family adds its default components and options
(`Ruleset.defaults`); connection stations, the deck and the start station are
game design, left to the designer.
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import SourceDataError
from engine.importers.ids import pair_id, slug, unique_ids
from engine.importers.projection import project, spread
from engine.importers.tube_tables import Network, SourceStation, read_network
from engine.lint.connections import MAX_LANES
from engine.model import Connection, MapPack, Point, Station
from engine.rules.registry import get_ruleset

Pair = tuple[str, str]


@dataclass(frozen=True)
class Crop:
    """The part of the network to keep: fare zones up to `zone_max`, and places
    inside `bbox` (south, west, north, east in degrees). None keeps everything."""

    zone_max: float | None = None
    bbox: tuple[float, float, float, float] | None = None

    def keeps(self, station: SourceStation) -> bool:
        if self.zone_max is not None and station.zone > self.zone_max:
            return False
        if self.bbox is None:
            return True
        south, west, north, east = self.bbox
        return south <= station.latitude <= north and west <= station.longitude <= east


@dataclass(frozen=True)
class Layout:
    """Where the network goes on the board. `margin` (of the shorter side) keeps
    stations off the edge; `spacing` (of the longer side) is the least distance
    between two stations, enough for each to be drawn and read on its own."""

    canvas: Point = (1600.0, 1200.0)
    margin: float = 0.05
    spacing: float = 0.012

    def place(self, stations: list[SourceStation]) -> list[Point]:
        width, height = self.canvas
        places = [(s.latitude, s.longitude) for s in stations]
        points = project(places, self.canvas, self.margin * min(width, height))
        spaced = spread(points, self.spacing * max(width, height))
        return [(round(x, 1), round(y, 1)) for x, y in spaced]


@dataclass(frozen=True)
class PackInfo:
    id: str
    name: str
    ruleset: str
    credits: str = ""
    layout: Layout = field(default_factory=Layout)


def import_tube_csv(
    stations: Path, connections: Path, lines: Path, info: PackInfo, crop: Crop | None = None
) -> MapPack:
    network = read_network(stations, connections, lines)
    pairs = _line_pairs(network, crop or Crop())
    keep = _largest_network(pairs)
    if not keep:
        raise SourceDataError(
            f"{connections}: no two stations inside the crop are connected; widen the crop"
        )
    pairs = {pair: served for pair, served in pairs.items() if pair[0] in keep}
    chosen = [station for station in network.stations if station.key in keep]
    ids = dict(zip((s.key for s in chosen), unique_ids(slug(s.name) for s in chosen), strict=True))
    degree = Counter(end for pair in pairs for end in pair)
    positions = info.layout.place(chosen)
    ruleset = get_ruleset(info.ruleset)
    pack = MapPack(
        id=info.id,
        name=info.name,
        ruleset=ruleset.name,
        canvas=info.layout.canvas,
        credits=info.credits,
        stations=tuple(
            Station(ids[s.key], s.name, pos, _flags(s, degree[s.key]))
            for s, pos in zip(chosen, positions, strict=True)
        ),
        connections=tuple(
            Connection(connection_id, ids[a], ids[b], lanes=min(len(served), MAX_LANES))
            for connection_id, ((a, b), served) in zip(
                unique_ids(pair_id(ids[a], ids[b]) for a, b in pairs), pairs.items(), strict=True
            )
        ),
    )
    return ruleset.defaults(pack)


def _line_pairs(network: Network, crop: Crop) -> dict[Pair, set[str]]:
    """The lines serving each station pair inside the crop, keyed the way the
    pair first appears, in the order the source lists them."""
    inside = {station.key for station in network.stations if crop.keeps(station)}
    served: dict[Pair, set[str]] = {}
    for link in network.links:
        if link.a in inside and link.b in inside:
            key = (link.b, link.a) if (link.b, link.a) in served else (link.a, link.b)
            served.setdefault(key, set()).add(link.line)
    return served


def _largest_network(pairs: dict[Pair, set[str]]) -> set[str]:
    """The stations of the biggest connected piece: a crop can strand a few stations
    (a branch cut off in the middle) that the Passenger could never reach."""
    neighbours: dict[str, list[str]] = defaultdict(list)
    for a, b in pairs:
        neighbours[a].append(b)
        neighbours[b].append(a)
    best: set[str] = set()
    seen: set[str] = set()
    for start in neighbours:
        if start in seen:
            continue
        piece = {start}
        queue = deque([start])
        while queue:
            for there in neighbours[queue.popleft()]:
                if there not in piece:
                    piece.add(there)
                    queue.append(there)
        seen |= piece
        if len(piece) > len(best):
            best = piece
    return best


def _flags(station: SourceStation, degree: int) -> frozenset[str]:
    """National Rail from the data (U5); a line end inside the crop is a Terminus (U6)."""
    flags = set()
    if station.national_rail:
        flags.add("national_rail")
    if degree == 1:
        flags.add("terminus")
    return frozenset(flags)
