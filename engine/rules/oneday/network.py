"""A One Day in London map as the rules see it: stations and lines as integers,
built once per pack and shared by every game and every journey check.

A line is one or more routes with the same `line` (a route without one is a
line named by its own id); each route is a branch, its stops in order. Two
stations share a line when some branch of it holds both, and the order along
that branch is the direction of travel (O4). Copies of each station's card
follow O1.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.memo import per_pack
from engine.model import MapPack
from engine.rules.bitmask import bits


@dataclass(frozen=True, eq=False)
class Line:
    id: str
    name: str
    colour: str
    branches: tuple[tuple[int, ...], ...]  # station indices, in route order
    positions: tuple[dict[int, int], ...]  # per branch: station -> its place (first stop wins)


@dataclass(eq=False)
class Network:
    station_ids: tuple[str, ...]
    names: tuple[str, ...]
    station_index: dict[str, int]
    lines: tuple[Line, ...]
    lines_at: tuple[int, ...]  # station -> mask of the lines stopping there
    cards: tuple[int, ...]  # station -> copies of its card (O1)
    joining: dict[tuple[int, int], int] = field(default_factory=dict)  # pair -> mask of lines
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

    def turns_back(self, line: int, a: int, b: int, c: int) -> bool:
        """O4: from b, `line` heads back towards a along a branch that also runs a-b:
        a change at b onto it would take the traveller back the way they came."""
        for at in self.lines[line].positions:
            pa, pb, pc = at.get(a), at.get(b), at.get(c)
            if pa is not None and pb is not None and pc is not None and (pa - pb) * (pc - pb) > 0:
                return True
        return False

    def allowed(self, line: int, before: int, a: int, b: int, c: int) -> bool:
        """O4: riding `line` from b to c after arriving at b from a on `before`."""
        if line == before:
            return self.onward(line, a, b, c)
        return not self.turns_back(line, a, b, c)

    def moves(self, a: int, b: int, c: int) -> tuple[tuple[int, int], ...]:
        """For the leg b-c after a-b: each line joining b and c (a bit) with the
        mask of the lines into b that may go on by it; remembered, since bots
        ask about the same few triples again and again."""
        key = (a, b, c)
        found = self._moves.get(key)
        if found is None:
            into, out = self.joined(a, b), self.joined(b, c)
            found = tuple(
                (1 << line, sum(1 << p for p in bits(into) if self.allowed(line, p, a, b, c)))
                for line in bits(out)
            )
            self._moves[key] = found
        return found


def line_routes(pack: MapPack) -> dict[str, list[int]]:
    """Line id -> the indices of its routes (branches), in the pack's order."""
    found: dict[str, list[int]] = {}
    for number, route in enumerate(pack.routes):
        found.setdefault(route.line or route.id, []).append(number)
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
    lines_at = [0] * len(ids)
    joining: dict[tuple[int, int], int] = {}
    for number, line in enumerate(lines):
        for branch in line.branches:
            for a in branch:
                lines_at[a] |= 1 << number
                for b in branch:
                    if a != b:
                        joining[(a, b)] = joining.get((a, b), 0) | 1 << number
    network = Network(
        station_ids=ids,
        names=tuple(station.name or station.id for station in pack.stations),
        station_index=index,
        lines=tuple(lines),
        lines_at=tuple(lines_at),
        cards=(),
        joining=joining,
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


def _copies(pack: MapPack, network: Network, station: int) -> int:
    """O1: the station's own `cards`, else max(1, lines there - 1 - concurrent
    pairs of those lines)."""
    own = pack.stations[station].cards
    if own > 0:
        return own
    here = {network.lines[n].id for n in bits(network.lines_at[station])}
    pairs = {frozenset(pair) for pair in pack.components.concurrent_lines if len(set(pair)) == 2}
    together = sum(1 for pair in pairs if pair <= here)
    return max(1, len(here) - 1 - together)


network_of = per_pack(build_network)  # for lint rules, which ask one after another
