"""Latitude and longitude onto the board, and stations spread so each has its own spot.

The projection is equirectangular with longitude scaled by the cosine of the
middle latitude: across a city its distortion is far below what a printed board
shows, and it keeps the city's familiar shape (in London a degree of longitude
is only 0.62 of a degree of latitude on the ground).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.model import Point

LatLon = tuple[float, float]

# Floating-point slack, so two points pushed exactly `distance` apart count as apart.
_SLACK = 1e-6


def project(places: Sequence[LatLon], canvas: Point, margin: float) -> list[Point]:
    """Board points for the places: north up, east right (board y grows downward),
    fitted inside `margin` on every side with the aspect ratio kept and the spare
    room shared equally on both sides."""
    if not places:
        return []
    latitudes = [lat for lat, _ in places]
    middle = math.radians((min(latitudes) + max(latitudes)) / 2)
    xs = [lon * math.cos(middle) for _, lon in places]
    ys = [-lat for lat in latitudes]
    left, top = min(xs), min(ys)
    span_x, span_y = max(xs) - left, max(ys) - top
    room_x, room_y = canvas[0] - 2 * margin, canvas[1] - 2 * margin
    scale = min(
        (room / span for room, span in ((room_x, span_x), (room_y, span_y)) if span > 0),
        default=0.0,
    )
    offset_x = margin + (room_x - span_x * scale) / 2
    offset_y = margin + (room_y - span_y * scale) / 2
    return [
        (offset_x + (x - left) * scale, offset_y + (y - top) * scale)
        for x, y in zip(xs, ys, strict=True)
    ]


def spread(points: Sequence[Point], distance: float, rounds: int = 200) -> list[Point]:
    """The points pushed apart until no two are closer than `distance`.

    Each close pair moves apart along the line between them, each point by half
    the shortfall, so a crowded centre loosens without the map losing its shape.
    Coincident points split east-west. Stops after `rounds` passes even if a
    very crowded spot is still short of room.
    """
    moved = list(points)
    for _ in range(rounds):
        pushed = False
        for i in range(len(moved)):
            for j in range(i + 1, len(moved)):
                (xi, yi), (xj, yj) = moved[i], moved[j]
                dx, dy = xj - xi, yj - yi
                gap = math.hypot(dx, dy)
                if gap >= distance - _SLACK:
                    continue
                if gap == 0:
                    dx, dy, gap = 1.0, 0.0, 1.0
                share = (distance - gap) / 2 / gap
                moved[i] = (xi - dx * share, yi - dy * share)
                moved[j] = (xj + dx * share, yj + dy * share)
                pushed = True
        if not pushed:
            break
    return moved
