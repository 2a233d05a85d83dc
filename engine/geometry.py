"""Shapes derived from the map: track polylines, region polygons, crossings.

Nothing here is stored; every shape is rebuilt from the model's coordinates,
so the file stays the single source of truth.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from shapely import STRtree
from shapely.geometry import LineString, Point, Polygon
from shapely.validation import explain_validity

from engine.model import Connection, MapPack, Region, Station


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
    return Polygon(region.polygon)


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


def containing_regions(pack: MapPack, kind: str, point: tuple[float, float]) -> list[Region]:
    """Regions of one kind that cover the point (boundary included)."""
    where = Point(point)
    found = []
    for region in pack.regions_of([kind]):
        shape = region_shape(region)
        if shape is not None and shape.is_valid and shape.covers(where):
            found.append(region)
    return found


def crossing_connections(pack: MapPack) -> Iterator[tuple[Connection, Connection]]:
    """Pairs of connections whose tracks meet somewhere other than a shared end station."""
    stations = pack.station_index
    lines: list[LineString] = []
    owners: list[Connection] = []
    for connection in pack.connections:
        line = track_line(connection, stations)
        if line is not None and line.length > 0:
            lines.append(line)
            owners.append(connection)
    if not lines:
        return  # STRtree cannot query with an empty list
    tree = STRtree(lines)
    left, right = tree.query(lines, predicate="intersects")
    for i, j in zip(left.tolist(), right.tolist(), strict=True):
        if i >= j:
            continue
        first, second = owners[i], owners[j]
        shared = set(first.ends) & set(second.ends)
        meeting = lines[i].intersection(lines[j])
        for station_id in shared:
            meeting = meeting.difference(Point(stations[station_id].pos).buffer(1e-6))
        if not meeting.is_empty:
            yield first, second


def stations_on_track(pack: MapPack, tolerance: float) -> Iterator[tuple[Station, Connection]]:
    """Stations a connection's track passes over without stopping there."""
    stations = pack.station_index
    points = [Point(s.pos) for s in pack.stations]
    tree = STRtree(points)
    for connection in pack.connections:
        line = track_line(connection, stations)
        if line is None:
            continue
        for index in tree.query(line, predicate="dwithin", distance=tolerance).tolist():
            station = pack.stations[index]
            if station.id not in connection.ends:
                yield station, connection
