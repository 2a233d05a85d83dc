"""Drawing geometry shared by items: parallel lane offsets, points along a polyline."""

from __future__ import annotations

import itertools
import math

from PySide6.QtGui import QPainterPath

Point = tuple[float, float]


def offset_polyline(points: list[Point], offset: float) -> list[Point]:
    """Shift each point sideways (perpendicular to its neighbours) to draw parallel lanes."""
    shifted = []
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, len(points) - 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        shifted.append((x - dy / length * offset, y + dx / length * offset))
    return shifted


def point_along(points: list[Point], fraction: float) -> Point:
    """The point at `fraction` (0..1) of the polyline's length."""
    return point_at_distance(points, length_of(points) * fraction)


def stretch(points: list[Point], start: float, end: float) -> list[Point]:
    """The part of the polyline from `start` to `end`, as distances along it."""
    if not points or end <= start:
        return []
    out = [point_at_distance(points, start)]
    walked = 0.0
    for a, b in itertools.pairwise(points):
        walked += math.dist(a, b)
        if start < walked < end:
            out.append(b)
    out.append(point_at_distance(points, end))
    return out


def point_at_distance(points: list[Point], distance: float) -> Point:
    """The point `distance` along the polyline (its ends beyond it)."""
    for a, b in itertools.pairwise(points):
        length = math.dist(a, b)
        if distance <= length and length > 0:
            t = max(distance, 0.0) / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        distance -= length
    return points[-1]


def length_of(points: list[Point]) -> float:
    return sum(math.dist(a, b) for a, b in itertools.pairwise(points))


def polyline_path(points: list[Point]) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.moveTo(*points[0])
        for point in points[1:]:
            path.lineTo(*point)
    return path
