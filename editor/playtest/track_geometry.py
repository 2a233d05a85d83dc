"""Where a connection, or one of its track spaces, runs on the canvas: overlays
draw along the same centre line the connection item draws its lanes around."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping

from editor.canvas.geometry import Point, point_along
from engine.map.model import Connection, Station


def centre_line(connection: Connection, stations: Mapping[str, Station]) -> list[Point]:
    """The connection's centre line through its bends; [] when an end is missing."""
    a, b = stations.get(connection.a), stations.get(connection.b)
    return [a.pos, *connection.bends, b.pos] if a and b else []


def piece(points: list[Point], part: tuple[int, int]) -> list[Point]:
    """The k-th of n equal pieces of a polyline, for part (k, n): the water icons
    sit evenly along a connection and split it into its track spaces (U12)."""
    k, n = part
    if n <= 1 or len(points) < 2:
        return list(points)
    start, end = k / n, (k + 1) / n
    lengths = [math.dist(a, b) for a, b in itertools.pairwise(points)]
    total = sum(lengths) or 1.0
    inner = []
    travelled = 0.0
    for point, length in zip(points[1:-1], lengths, strict=False):
        travelled += length
        if start < travelled / total < end:
            inner.append(point)
    return [point_along(points, start), *inner, point_along(points, end)]
