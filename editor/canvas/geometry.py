"""Drawing geometry shared by items: parallel lane offsets, points along a polyline."""

from __future__ import annotations

import itertools
import math

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
    lengths = [math.dist(a, b) for a, b in itertools.pairwise(points)]
    remaining = sum(lengths) * fraction
    for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
        if remaining <= length and length > 0:
            t = remaining / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        remaining -= length
    return points[-1]
