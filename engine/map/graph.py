"""The board as a graph of stations joined by connections."""

from __future__ import annotations

from collections import defaultdict, deque
from dataclasses import dataclass, field, replace

from engine.map.memo import per_parts, topology
from engine.map.model import Connection, MapPack, Station


@dataclass(frozen=True)
class TrackGraph:
    """Adjacency built once from the pack's connections (self-loops and unknown ends left out)."""

    neighbours: dict[str, tuple[tuple[str, Connection], ...]]
    _reached: dict[str, frozenset[str]] = field(default_factory=dict, compare=False, repr=False)

    def reachable_from(self, station_id: str) -> frozenset[str]:
        """Walked once per station asked about: the linter asks after every edit,
        and a drag keeps the graph (`track_graph` is kept while the track is)."""
        reached = self._reached.get(station_id)
        if reached is None:
            reached = self._reached[station_id] = frozenset(self._walk(station_id))
        return reached

    def _walk(self, station_id: str) -> set[str]:
        seen = {station_id}
        queue = deque([station_id])
        while queue:
            here = queue.popleft()
            for there, _ in self.neighbours.get(here, ()):
                if there not in seen:
                    seen.add(there)
                    queue.append(there)
        return seen

    def degree(self, station_id: str) -> int:
        return len(self.neighbours.get(station_id, ()))


@per_parts(topology)
def track_graph(pack: MapPack) -> TrackGraph:
    known = pack.station_index
    adjacency: dict[str, list[tuple[str, Connection]]] = defaultdict(list)
    for connection in pack.connections:
        if connection.a != connection.b and connection.a in known and connection.b in known:
            adjacency[connection.a].append((connection.b, connection))
            adjacency[connection.b].append((connection.a, connection))
    return TrackGraph({station: tuple(edges) for station, edges in adjacency.items()})


def newly_flagged(before: MapPack, after: MapPack, flag: str) -> list[str]:
    """The stations `after` flags `flag` that `before` did not, for a fill's report."""
    had = {station.id for station in before.stations if station.has(flag)}
    return [s.id for s in after.stations if s.has(flag) and s.id not in had]


def with_flag_on_best_connected(pack: MapPack, flag: str) -> MapPack:
    """The pack with `flag` on its best-connected station where no station has it:
    a new map's start or star, chosen as a designer would (the most stations
    reachable, then the most track, first drawn on ties)."""
    if any(station.has(flag) for station in pack.stations) or not pack.connections:
        return pack
    graph = track_graph(pack)
    reachable: dict[str, int] = {}  # station -> the size of its part of the network
    for station in pack.stations:
        if station.id not in reachable:
            part = graph.reachable_from(station.id)  # each part walked once, not per station
            reachable.update(dict.fromkeys(part, len(part)))

    def reach(station: Station) -> tuple[int, int]:
        return (reachable[station.id], graph.degree(station.id))

    best = max(pack.stations, key=reach)
    stations = tuple(replace(s, flags=s.flags | {flag}) if s is best else s for s in pack.stations)
    return replace(pack, stations=stations)
