"""A map pack from tube-style CSV tables (see `tube_tables`), for any rule family.

The import is a starting point the designer then edits: it merges the stations
asked for, crops the network (zones, a box, lines left out), projects it onto
the board, merges the lines sharing a station pair into one connection with
parallel track spaces (U4), and marks National Rail (U5) and Terminus (U6)
stations where the family reads those flags. On request each line becomes
routes in its real order (O1), and pairs of lines are said to run together.
An installed family then makes the network a draft that plays
(`Ruleset.draft`: its default components and options, the deck Fill deals from
the stations' flags, and what else its rules need, each guess listed);
the finer points are game design, left to the designer.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict, deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.errors import SourceDataError
from engine.importers.drafting import Drafted, drafted
from engine.importers.ids import pair_id, slug, unique_ids
from engine.importers.line_runs import line_runs
from engine.importers.projection import project, spread
from engine.importers.roles import flags_for, on_line
from engine.importers.tube_tables import Network, SourceStation, read_network
from engine.lint.connections import MAX_LANES
from engine.map.fields import Field, Role, catalogue
from engine.map.model import Connection, MapPack, Point, Route, Station
from engine.rules import UnknownRulesetError
from engine.rules.base import Ruleset
from engine.rules.registry import get_ruleset

Pair = tuple[str, str]


@dataclass(frozen=True)
class Crop:
    """The part of the network to keep: fare zones up to `zone_max` (a station on
    a boundary, zone 1.5, is kept by 1.5 and up), places inside `bbox` (south,
    west, north, east in degrees), the track of every line but those in
    `drop_lines` (ids or names in the lines table). None keeps everything."""

    zone_max: float | None = None
    bbox: tuple[float, float, float, float] | None = None
    drop_lines: tuple[str, ...] = ()

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
    """What the pack says: `routes` makes each line's routes; `concurrent` names
    pairs of lines (ids or names in the lines table) that run together."""

    id: str
    name: str
    ruleset: str
    credits: str = ""
    layout: Layout = field(default_factory=Layout)
    routes: bool = False
    concurrent: tuple[tuple[str, str], ...] = ()


def import_tube_csv(
    stations: Path,
    connections: Path,
    lines: Path,
    info: PackInfo,
    crop: Crop | None = None,
    merges: Sequence[tuple[str, str]] = (),
    style: str | None = None,
) -> Drafted:
    """`merges` are (kept, merged) stations by id or name: the second's track
    moves to the first, which keeps its name, place and zone; `style` is the
    schematic layout asked for (`drafted`)."""
    network = read_network(stations, connections, lines)
    for kept, merged in merges:
        network = _merged(network, network.station_key(kept), network.station_key(merged))
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
    ruleset = _installed(info.ruleset)
    pack = MapPack(
        id=info.id,
        name=info.name,
        ruleset=info.ruleset,
        canvas=info.layout.canvas,
        credits=info.credits,
        stations=tuple(
            Station(ids[s.key], s.name, pos, _flags(s, degree[s.key], info.ruleset))
            for s, pos in zip(chosen, positions, strict=True)
        ),
        connections=tuple(
            Connection(connection_id, ids[a], ids[b], lanes=min(len(served), MAX_LANES))
            for connection_id, ((a, b), served) in zip(
                unique_ids(pair_id(ids[a], ids[b]) for a, b in pairs), pairs.items(), strict=True
            )
        ),
    )
    if info.routes:
        pack = _with_routes(pack, network, pairs, ids, info.ruleset)
    if info.concurrent:
        names = {line.key: line.name for line in network.lines}
        pairs_of_lines = tuple(
            (_line_id(names[network.line_key(first)]), _line_id(names[network.line_key(second)]))
            for first, second in info.concurrent
        )
        pack = replace(pack, components=_lines_paired(info).put(pack.components, pairs_of_lines))
    return drafted(pack, ruleset, style)


def _lines_paired(info: PackInfo) -> Field[tuple[tuple[str, str], ...]]:
    """The field pairs of lines running together go in: a list of pairs of names on
    the map's components, that the pack's family declares, or else any installed one."""
    paired = [f for f in catalogue().of("components", info.ruleset) if f.type == "id_pairs"]
    if not paired:
        raise SourceDataError("--concurrent: no installed rules read pairs of lines")
    return paired[0]


def _installed(name: str) -> Ruleset | None:
    """The family, or None for one not installed here: its map is still written,
    without the defaults and flags only the family could say it reads."""
    try:
        return get_ruleset(name)
    except UnknownRulesetError:
        return None


def _merged(network: Network, kept: str, merged: str) -> Network:
    if kept == merged:
        raise SourceDataError(f"{network.files[0]}: station '{kept}' cannot be merged into itself")
    moved = {merged: kept}
    links = tuple(
        replace(link, a=moved.get(link.a, link.a), b=moved.get(link.b, link.b))
        for link in network.links
    )
    gone = next(station for station in network.stations if station.key == merged)
    return replace(
        network,
        stations=tuple(
            replace(s, rail=s.rail or gone.rail) if s.key == kept else s
            for s in network.stations
            if s.key != merged
        ),
        links=tuple(link for link in links if link.a != link.b),
    )


def _line_id(name: str) -> str:
    """A line's id in the pack: its name's slug less a closing word "line"
    (`Hammersmith & City Line` -> `hammersmith-and-city`)."""
    return slug(name).removesuffix("-line")


def _with_routes(
    pack: MapPack,
    network: Network,
    pairs: dict[Pair, set[str]],
    ids: dict[str, str],
    ruleset: str,
) -> MapPack:
    """Each line's runs as routes named after it, in the order the lines table
    lists them, every run read from its west end (its north end if it runs
    more north-south than east-west)."""
    rank = {station.key: number for number, station in enumerate(network.stations)}
    places = {station.key: station for station in network.stations}
    served: dict[str, list[Pair]] = defaultdict(list)
    for pair, lines in pairs.items():
        for key in lines:
            served[key].append(pair)
    made: list[tuple[str, str, str, list[str]]] = []  # line id, name, colour, stops
    for line in network.lines:
        for run in line_runs(served[line.key], rank.__getitem__):
            made.append((_line_id(line.name), line.name, line.colour, _oriented(run, places)))
    taken = [station.id for station in pack.stations] + [c.id for c in pack.connections]
    route_ids = unique_ids([*taken, *(slug(name) for _, name, _, _ in made)])[len(taken) :]
    routes = tuple(
        on_line(
            ruleset,
            Route(route_id, tuple(ids[key] for key in stops), name, colour),
            line_id,
            anyone=True,  # written for any family: `--routes` asks for the lines
        )
        for route_id, (line_id, name, colour, stops) in zip(route_ids, made, strict=True)
    )
    return replace(pack, routes=routes)


def _oriented(run: list[str], places: dict[str, SourceStation]) -> list[str]:
    first, last = places[run[0]], places[run[-1]]
    across = (last.longitude - first.longitude) * math.cos(math.radians(first.latitude))
    down = first.latitude - last.latitude
    backwards = down < 0 if abs(down) > abs(across) else across < 0
    return run[::-1] if backwards else run


def _line_pairs(network: Network, crop: Crop) -> dict[Pair, set[str]]:
    """The lines serving each station pair inside the crop, keyed the way the
    pair first appears, in the order the source lists them."""
    inside = {station.key for station in network.stations if crop.keeps(station)}
    dropped = {network.line_key(line) for line in crop.drop_lines}
    served: dict[Pair, set[str]] = {}
    for link in network.links:
        if link.a in inside and link.b in inside and link.line not in dropped:
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


def _flags(station: SourceStation, degree: int, ruleset: str) -> frozenset[str]:
    """A rail interchange from the data; a line end inside the crop; each flagged
    as the family names it, where it reads it."""
    facts: list[Role] = ["rail-interchange"] if station.rail else []
    if degree == 1:
        facts.append("line-end")
    return flags_for(ruleset, facts)
