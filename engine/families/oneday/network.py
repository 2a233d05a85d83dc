"""A One Day in London map as the rules see it: stations and lines as integers,
built once per pack and shared by every game and every journey check.

A line is one or more routes with the same `line` (a route without one is a
line named by its own id); each route is a branch, its stops in order. Two
stations share a line when some branch of it holds both, and the order along
that branch is the direction of travel (O4). A leg is ridden on one branch (a
way), which fixes the track it leaves and arrives over, so a change of line can
be judged by the track just ridden (O4). Lines that run together
(`concurrent_lines`) share their track. Copies of each station's card follow O1.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.families.oneday.fields import CARDS, CONCURRENT_LINES, LINE
from engine.map.memo import per_pack
from engine.map.model import MapPack
from engine.rules.bitmask import bits


@dataclass(frozen=True, eq=False)
class Line:
    id: str
    name: str
    colour: str
    branches: tuple[tuple[int, ...], ...]  # station indices, in route order
    positions: tuple[dict[int, int], ...]  # per branch: station -> its place (first stop wins)


@dataclass(frozen=True, eq=False)
class Way:
    """One branch of one line: what a leg is ridden on."""

    line: int
    stops: tuple[int, ...]
    at: dict[int, int]  # station -> its place (first stop wins)

    def next_to(self, station: int, towards: int) -> int:
        """The stop beside `station` on `towards`' side: the track a leg between
        them leaves or arrives over."""
        here = self.at[station]
        return self.stops[here - 1 if self.at[towards] < here else here + 1]


@dataclass(eq=False)
class Network:
    station_ids: tuple[str, ...]
    names: tuple[str, ...]
    station_index: dict[str, int]
    lines: tuple[Line, ...]
    lines_at: tuple[int, ...]  # station -> mask of the lines stopping there
    cards: tuple[int, ...]  # station -> copies of its card (O1)
    joining: dict[tuple[int, int], int] = field(default_factory=dict)  # pair -> mask of lines
    ways: tuple[Way, ...] = ()  # every branch of every line
    riding: dict[tuple[int, int], int] = field(default_factory=dict)  # pair -> mask of ways
    together: frozenset[frozenset[int]] = frozenset()  # pairs of lines sharing one track
    connections: dict[frozenset[int], str] = field(default_factory=dict)  # the map's track
    _moves: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = field(default_factory=dict)

    def joined(self, a: int, b: int) -> int:
        """The lines some branch of which holds both stations, as a mask."""
        return self.joining.get((a, b), 0)

    def onward(self, line: int, a: int, b: int, c: int) -> bool:
        """O4: a, b, c in one direction along some branch of `line`."""
        for at in self.lines[line].positions:
            pa, pb, pc = at.get(a), at.get(b), at.get(c)
            if pa is not None and pb is not None and pc is not None and (pa - pb) * (pb - pc) > 0:
                return True
        return False

    def ridable(self, a: int, b: int) -> int:
        """The ways (branches) that hold both stations, as a mask."""
        return self.riding.get((a, b), 0)

    def allowed(self, way: int, before: int, a: int, b: int, c: int) -> bool:
        """O4: riding `way` from b to c after arriving at b from a on `before`.
        On one line the three stops run in one direction; a change of line is
        refused only when the new line leaves over the very track just ridden
        in: between the same two stations, on a line running together with the
        one left (another line's track beside it is not the way they came)."""
        into, out = self.ways[before], self.ways[way]
        if into.line == out.line:
            return self.onward(out.line, a, b, c)
        if frozenset((into.line, out.line)) not in self.together:
            return True
        return into.next_to(b, a) != out.next_to(b, c)

    def moves(self, a: int, b: int, c: int) -> tuple[tuple[int, int], ...]:
        """For the leg b-c after a-b: each way riding b-c (a bit) with the mask
        of the ways into b that may go on by it; remembered, since bots ask
        about the same few triples again and again."""
        key = (a, b, c)
        found = self._moves.get(key)
        if found is None:
            into, out = self.ridable(a, b), self.ridable(b, c)
            found = tuple(
                (1 << way, sum(1 << p for p in bits(into) if self.allowed(way, p, a, b, c)))
                for way in bits(out)
            )
            self._moves[key] = found
        return found


def line_routes(pack: MapPack) -> dict[str, list[int]]:
    """Line id -> the indices of its routes (branches), in the pack's order."""
    found: dict[str, list[int]] = {}
    for number, route in enumerate(pack.routes):
        found.setdefault(LINE.of(route) or route.id, []).append(number)
    return found


def build_network(pack: MapPack) -> Network:
    ids = tuple(station.id for station in pack.stations)
    index: dict[str, int] = {}
    for number, station_id in enumerate(ids):
        index.setdefault(station_id, number)
    lines = []
    for line_id, numbers in line_routes(pack).items():
        routes = [pack.routes[n] for n in numbers]
        branches = tuple(tuple(index[s] for s in r.stops if s in index) for r in routes)
        positions = tuple(_positions(branch) for branch in branches)
        name = routes[0].name.split(" (", 1)[0] or line_id  # "Northern line (Bank branch)"
        colour = next((r.colour for r in routes if r.colour), "")
        lines.append(Line(line_id, name, colour, branches, positions))
    ways = tuple(
        Way(number, branch, at)
        for number, line in enumerate(lines)
        for branch, at in zip(line.branches, line.positions, strict=True)
    )
    lines_at = [0] * len(ids)
    joining: dict[tuple[int, int], int] = {}
    riding: dict[tuple[int, int], int] = {}
    for number, way in enumerate(ways):
        for a in way.stops:
            lines_at[a] |= 1 << way.line
            for b in way.stops:
                if a != b:
                    joining[(a, b)] = joining.get((a, b), 0) | 1 << way.line
                    riding[(a, b)] = riding.get((a, b), 0) | 1 << number
    network = Network(
        station_ids=ids,
        names=tuple(station.name or station.id for station in pack.stations),
        station_index=index,
        lines=tuple(lines),
        lines_at=tuple(lines_at),
        cards=(),
        joining=joining,
        ways=ways,
        riding=riding,
        together=_together(pack, lines),
        connections={
            frozenset((index[c.a], index[c.b])): c.id
            for c in pack.connections
            if c.a in index and c.b in index
        },
    )
    network.cards = tuple(_copies(pack, network, s) for s in range(len(ids)))
    return network


def _positions(branch: tuple[int, ...]) -> dict[int, int]:
    at: dict[int, int] = {}
    for place, station in enumerate(branch):
        at.setdefault(station, place)
    return at


def _together(pack: MapPack, lines: list[Line]) -> frozenset[frozenset[int]]:
    """The map's `concurrent_lines` as pairs of line numbers; a pair naming a
    line the map does not have, or one line twice, is left out."""
    number = {line.id: n for n, line in enumerate(lines)}
    pairs = (
        frozenset(number.get(id_, -1) for id_ in pair)
        for pair in CONCURRENT_LINES.of(pack.components)
    )
    return frozenset(pair for pair in pairs if len(pair) == 2 and -1 not in pair)


def _copies(pack: MapPack, network: Network, station: int) -> int:
    """O1: the station's own `cards`, else max(1, lines there - 1 - concurrent
    pairs of those lines)."""
    own = CARDS.of(pack.stations[station])
    if own > 0:
        return own
    here = set(bits(network.lines_at[station]))
    together = sum(1 for pair in network.together if pair <= here)
    return max(1, len(here) - 1 - together)


network_of = per_pack(build_network)  # for lint rules, which ask one after another
