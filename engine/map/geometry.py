"""Shapes derived from the map: track polylines, region polygons, routes' paths
(every track at once is in engine/map/track_shapes.py, the pairs that come too
close in engine/map/shape_pairs.py and engine/map/crossings.py).

Nothing is stored in the map: every shape is derived from the model's
coordinates, so the file stays the single source of truth.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import polylabel
from shapely.validation import explain_validity

from engine.map.memo import per_pack, per_parts
from engine.map.model import Connection, MapPack, Region, Route, Station
from engine.map.model import Point as Position


def track_line(connection: Connection, stations: Mapping[str, Station]) -> LineString | None:
    """The drawn track of a connection, or None when an end station is missing."""
    a, b = stations.get(connection.a), stations.get(connection.b)
    if a is None or b is None:
        return None
    return LineString([a.pos, *connection.bends, b.pos])


def region_shape(region: Region) -> Polygon | None:
    """The region's polygon, or None when it has too few points to be one."""
    if len(region.polygon) < 3:
        return None
    return _polygon(region.polygon)


@lru_cache(maxsize=4096)
def _polygon(corners: tuple[tuple[float, float], ...]) -> Polygon:
    """Each outline is built once: outlines rarely change while a map is edited,
    yet the inspector and the linter ask for them after every edit. Shapes are
    immutable, so sharing one (even between threads) is safe."""
    return Polygon(corners)


@lru_cache(maxsize=4096)
def _is_usable(corners: tuple[tuple[float, float], ...]) -> bool:
    return len(corners) >= 3 and bool(_polygon(corners).is_valid)


def polygon_problem(region: Region) -> str | None:
    """Why the region's polygon is unusable, in words, or None when it is fine."""
    shape = region_shape(region)
    if shape is None:
        return f"a polygon needs at least 3 points, this one has {len(region.polygon)}"
    if shape.convex_hull.area == 0:  # a bow tie has zero area too, yet is no line
        return "the polygon has no area (its points lie on one line)"
    if not shape.is_valid:
        reason = explain_validity(shape)
        if "Self-intersection" in reason:
            return "the polygon's outline crosses itself"
        return f"the polygon is not valid ({reason})"
    return None


def _usable_shapes(pack: MapPack, kind: str) -> list[tuple[Region, Polygon]]:
    """Regions of one kind whose polygon is valid, with that polygon."""
    return [(region, shape) for region, shape, _ in _usable_by_kind(pack).get(kind, ())]


Bounds = tuple[float, float, float, float]


@per_parts(lambda pack: (pack.regions,))
def _usable_by_kind(pack: MapPack) -> dict[str, list[tuple[Region, Polygon, Bounds]]]:
    """The usable regions of each kind with their shapes and bounds, found once while
    the regions stay as they are: the inspector asks where a dragged station lies
    on every mouse move."""
    found: dict[str, list[tuple[Region, Polygon, Bounds]]] = {}
    for region in pack.regions:
        if _is_usable(region.polygon):
            shape = _polygon(region.polygon)
            found.setdefault(region.kind, []).append((region, shape, shape.bounds))
    return found


def containing_regions(pack: MapPack, kind: str, point: tuple[float, float]) -> list[Region]:
    """Regions of one kind that cover the point (boundary included)."""
    x, y = point
    where = Point(point)
    return [
        region
        for region, shape, (left, top, right, bottom) in _usable_by_kind(pack).get(kind, ())
        if left <= x <= right and top <= y <= bottom and shape.covers(where)
    ]


# The answers for the last points asked, by the outlines they were asked of.
Outlines = tuple[tuple[Position, ...], ...]
_covered: list[tuple[str, Outlines, dict[Position, bool | None]] | None] = [None]


def covered_points(pack: MapPack, kind: str, points: Sequence[Position]) -> list[bool]:
    """For each point, whether some region of the kind covers it (as `containing_regions`).
    The linter asks for every station after every edit, and a drag moves one of
    thousands: points asked last time, of the same outlines, are answered from memory."""
    outlines = tuple(region.polygon for region, _ in _usable_shapes(pack, kind))
    last = _covered[0]  # one read, one write: threads may share it
    known = last[2] if last is not None and last[:2] == (kind, outlines) else {}
    answers = {point: known.get(point) for point in points}
    missing = [point for point, answer in answers.items() if answer is None]
    answers.update(zip(missing, _covered_afresh(outlines, missing), strict=True))
    _covered[0] = (kind, outlines, answers)
    return [bool(answers[point]) for point in points]


def _covered_afresh(outlines: Outlines, points: Sequence[Position]) -> list[bool]:
    # Private copies, prepared to test many points quickly: a prepared shape
    # builds its index lazily, so it must not be shared between threads.
    shapes = [Polygon(outline) for outline in outlines]
    if not shapes or not points:
        return [False] * len(points)
    shapely.prepare(shapes)
    where = shapely.points(points)
    covered: Any = shapely.covers(shapes[0], where)
    for shape in shapes[1:]:
        covered = covered | shapely.covers(shape, where)
    return [bool(hit) for hit in covered.tolist()]


@per_pack
def _connections_by_ends(pack: MapPack) -> dict[frozenset[str], Connection]:
    joining: dict[frozenset[str], Connection] = {}
    for connection in pack.connections:
        joining.setdefault(frozenset(connection.ends), connection)
    return joining


def route_points(pack: MapPack, route: Route) -> list[tuple[float, float]]:
    """The points a printed route is drawn through: its stops, following the bends of
    the connection that joins each two in a row, straight where none does (a route
    drawn before its track)."""
    stations = pack.station_index
    stops = [stop for stop in route.stops if stop in stations]
    if route.loop and len(stops) > 2:
        stops.append(stops[0])
    joining = _connections_by_ends(pack)
    points = [stations[stops[0]].pos] if stops else []
    for a, b in itertools.pairwise(stops):
        connection = joining.get(frozenset((a, b)))
        if connection is not None:
            bends = connection.bends if connection.a == a else connection.bends[::-1]
            points.extend(bends)
        points.append(stations[b].pos)
    return points


def neighbour_colours(
    regions: Sequence[Region], previous: Mapping[str, int] | None = None
) -> dict[str, int]:
    """A colour number for each region, different for any two that touch or
    overlap, so neighbouring districts can be told apart on the map. Few
    colours, and the same ones for the same regions. Given the `previous`
    colours, a region keeps its own unless a neighbour kept the same one: moving
    one district recolours it alone, not the whole board."""
    import networkx as nx  # here: ~0.4 s to import, and most commands never colour

    graph: nx.Graph[str] = nx.Graph()
    graph.add_nodes_from(region.id for region in regions)
    shapes = [(r.id, _polygon(r.polygon)) for r in regions if _is_usable(r.polygon)]
    for (a, shape_a), (b, shape_b) in itertools.combinations(shapes, 2):
        if shape_a.intersects(shape_b):
            graph.add_edge(a, b)
    if not previous:
        colours: dict[str, int] = nx.greedy_color(graph, strategy="saturation_largest_first")
        return colours
    kept: dict[str, int] = {}
    for node in graph.nodes:
        colour = previous.get(node)
        if colour is not None and all(kept.get(n) != colour for n in graph[node]):
            kept[node] = colour
    for node in graph.nodes:
        if node not in kept:
            taken = {kept[n] for n in graph[node] if n in kept}
            kept[node] = next(c for c in itertools.count() if c not in taken)
    return kept


def label_point(region: Region) -> tuple[float, float] | None:
    """Where the region's name reads best: its centre, when that lies well inside
    it (a long river's middle, not one end); else the inside point farthest from
    its outline (an L-shaped district's centre may lie outside it). None when the
    polygon is unusable."""
    if not _is_usable(region.polygon):
        return None
    shape = _polygon(region.polygon)
    deepest, centre = polylabel(shape, tolerance=1.0), shape.centroid
    room = shape.exterior.distance
    best = centre if shape.contains(centre) and room(centre) >= 0.8 * room(deepest) else deepest
    return (best.x, best.y)
