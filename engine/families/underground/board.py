"""The board as the rules see it: nodes joined by track spaces (U4, U12).

Nodes are integers: the stations in pack order, then one node per water icon.
A connection with k water icons becomes k + 1 spans in a chain through its
icon nodes; a span has the connection's number of parallel lanes. Lanes are
interchangeable, so the state only records which colours hold a span.
Everything a hot loop reads is a tuple of ints or a bitmask, precomputed once.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from shapely.geometry import LineString

from engine.map.geometry import containing_regions, track_line
from engine.map.model import MapPack


@dataclass(frozen=True, eq=False)
class Board:
    pack: MapPack
    station_ids: tuple[str, ...]  # node -> station id, for the station nodes
    names: tuple[str, ...]  # node -> what a designer calls it
    elements: tuple[str, ...]  # node -> its element id: the station, or an icon's connection
    station_index: dict[str, int]
    span_a: tuple[int, ...]
    span_b: tuple[int, ...]
    lanes: tuple[int, ...]
    span_connection: tuple[int, ...]  # span -> index into pack.connections
    span_segment: tuple[int | None, ...]  # span -> 1-based place in a water chain
    span_index: dict[tuple[str, int | None], int]
    incident: tuple[tuple[int, ...], ...]  # node -> spans touching it
    adjacency: tuple[tuple[tuple[int, int], ...], ...]  # node -> (other node, span)
    crossings: tuple[int, ...]  # span masks of the water connections' chains
    water_spans: int  # mask of every span in a crossing
    icons: int  # mask of the water icon nodes
    national_rail: int  # masks of station nodes by flag
    terminus: int
    plus: int
    start: int  # the Passenger's start node, or -1
    cluster_ids: tuple[str, ...]
    node_clusters: tuple[tuple[int, ...], ...]  # node -> indices into cluster_ids
    connection_spans: tuple[int, ...]  # connection index -> mask of its spans
    tracks: tuple[LineString | None, ...]  # connection index -> drawn track
    positions: tuple[tuple[float, float], ...]  # station node -> position

    @property
    def node_count(self) -> int:
        return len(self.names)

    @property
    def span_count(self) -> int:
        return len(self.lanes)

    def span_label(self, span: int) -> str:
        connection = self.pack.connections[self.span_connection[span]].id
        segment = self.span_segment[span]
        return connection if segment is None else f"{connection}/{segment}"

    def is_station(self, node: int) -> bool:
        return node < len(self.station_ids)


def build_board(pack: MapPack, water: bool) -> Board:
    """The board of `pack`; with `water` off, water icons are ignored (one span each)."""
    stations = pack.stations
    station_index = {s.id: i for i, s in reversed(list(enumerate(stations)))}
    names = [s.name or s.id for s in stations]
    elements = [s.id for s in stations]
    span_a: list[int] = []
    span_b: list[int] = []
    lanes: list[int] = []
    span_connection: list[int] = []
    span_segment: list[int | None] = []
    connection_spans: list[int] = []
    crossings: list[int] = []
    icons = 0
    for index, connection in enumerate(pack.connections):
        a, b = station_index.get(connection.a), station_index.get(connection.b)
        if a is None or b is None or a == b:
            connection_spans.append(0)  # left out: the core lint reports it
            continue
        icon_count = connection.water if water else 0
        chain = [a]
        for k in range(icon_count):
            icons |= 1 << len(names)
            chain.append(len(names))
            names.append(f"water icon {k + 1} on {connection.id}")
            elements.append(connection.id)
        chain.append(b)
        mask = 0
        for k, (here, there) in enumerate(pairwise(chain)):
            mask |= 1 << len(lanes)
            span_a.append(here)
            span_b.append(there)
            lanes.append(max(connection.lanes, 1))
            span_connection.append(index)
            span_segment.append(k + 1 if icon_count else None)
        connection_spans.append(mask)
        if icon_count:
            crossings.append(mask)
    incident: list[list[int]] = [[] for _ in names]
    adjacency: list[list[tuple[int, int]]] = [[] for _ in names]
    for span, (a, b) in enumerate(zip(span_a, span_b, strict=True)):
        incident[a].append(span)
        incident[b].append(span)
        adjacency[a].append((b, span))
        adjacency[b].append((a, span))
    clusters = pack.regions_of(["cluster"])
    cluster_index = {region.id: i for i, region in enumerate(clusters)}
    node_clusters = [
        tuple(cluster_index[r.id] for r in containing_regions(pack, "cluster", s.pos))
        for s in stations
    ] + [()] * (len(names) - len(stations))

    def flagged(flag: str) -> int:
        return sum(1 << i for i, s in enumerate(stations) if s.has(flag))

    start = pack.start_station()
    return Board(
        pack=pack,
        station_ids=tuple(s.id for s in stations),
        names=tuple(names),
        elements=tuple(elements),
        station_index=station_index,
        span_a=tuple(span_a),
        span_b=tuple(span_b),
        lanes=tuple(lanes),
        span_connection=tuple(span_connection),
        span_segment=tuple(span_segment),
        span_index={
            (pack.connections[c].id, seg): span
            for span, (c, seg) in reversed(
                list(enumerate(zip(span_connection, span_segment, strict=True)))
            )
        },
        incident=tuple(tuple(spans) for spans in incident),
        adjacency=tuple(tuple(pairs) for pairs in adjacency),
        crossings=tuple(crossings),
        water_spans=sum(crossings),
        icons=icons,
        national_rail=flagged("national_rail"),
        terminus=flagged("terminus"),
        plus=flagged("plus"),
        start=station_index[start.id] if start is not None else -1,
        cluster_ids=tuple(region.id for region in clusters),
        node_clusters=tuple(node_clusters),
        connection_spans=tuple(connection_spans),
        tracks=tuple(track_line(c, pack.station_index) for c in pack.connections),
        positions=tuple(s.pos for s in stations),
    )
