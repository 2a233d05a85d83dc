"""Areas that follow the stations, for a family that needs districts or zones on
an imported network: a centre and wedges around it, each holding about as many
stations, cut between stations so none sits on an edge. A fixed grid over the
board would leave its corner cells empty and crowd the middle one."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon, box

from engine.map.model import Point

COMPASS = ("East", "North-east", "North", "North-west", "West", "South-west", "South", "South-east")
ARC_STEPS = 24  # points along a wedge's outer arc, which lies beyond the board
EDGE = 1e-6  # a station nearer an area's edge than this is taken to sit on it


@dataclass(frozen=True)
class Area:
    name: str  # "Centre", or the compass direction of a wedge ("North-east")
    polygon: tuple[Point, ...]
    stations: int  # how many of the stations it holds


def station_areas(positions: Sequence[Point], count: int, board: Point) -> list[Area]:
    """At most `count` areas covering the `board` (width, height; stations beyond
    it widen it): a square centre around the stations' median holding about one
    station in `count`, then wedges around it of similar station counts."""
    points = np.array(positions, dtype=float).reshape(-1, 2)
    if len(points) < 2 or count < 2:
        return []
    low = np.minimum(points.min(axis=0) - 1, 0)
    high = np.maximum(points.max(axis=0) + 1, board)
    whole = box(low[0], low[1], high[0], high[1])
    centre = np.median(points, axis=0)
    reach = np.abs(points - centre).max(axis=1)
    half = _cut(np.sort(reach), round(len(points) / count))
    middle = box(*(centre - half), *(centre + half)).intersection(whole)
    outer = points[reach >= half]
    angles = np.arctan2(centre[1] - outer[:, 1], outer[:, 0] - centre[0])  # north is up
    radius = float(np.hypot(*(high - low))) * 2
    shapes: list[tuple[str, Polygon]] = [("Centre", middle)]
    for start, end in _wedges(np.sort(angles), count - 1):
        arc = np.linspace(start, end, ARC_STEPS)
        fan = Polygon(
            [tuple(centre)]
            + [(centre[0] + radius * math.cos(t), centre[1] - radius * math.sin(t)) for t in arc]
        )
        shape = fan.intersection(whole).difference(middle)
        if isinstance(shape, Polygon) and not shape.is_empty:
            shapes.append((_direction((start + end) / 2), shape))
    corners = [_corners(shape, 2) for _, shape in shapes]
    if _holders(corners, points) is None:  # rounding moved an edge onto or past a station
        corners = [_corners(shape, 9) for _, shape in shapes]
    held = _holders(corners, points)
    if held is None:
        return []
    counts = np.bincount(held, minlength=len(shapes))
    return _named(
        [
            Area(name, polygon, int(n))
            for (name, _), polygon, n in zip(shapes, corners, counts, strict=True)
        ]
    )


def _holders(corners: list[tuple[Point, ...]], points: np.ndarray) -> np.ndarray | None:
    """The area holding each point, or None unless each is inside exactly one, off
    every edge."""
    shapes = [Polygon(polygon) for polygon in corners]
    held = np.full(len(points), -1)
    for x, (px, py) in enumerate(points.tolist()):
        spot = ShapelyPoint(px, py)
        inside = [k for k, shape in enumerate(shapes) if shape.contains(spot)]
        if len(inside) != 1 or any(shape.boundary.distance(spot) < EDGE for shape in shapes):
            return None
        held[x] = inside[0]
    return held


def _cut(values: np.ndarray, at: int) -> float:
    """A value between the `at`-th smallest and the next distinct one: about `at`
    of `values` lie below it and none on it."""
    at = min(max(at, 1), len(values) - 1)
    while at < len(values) - 1 and values[at] == values[at - 1]:
        at += 1
    return float((values[at - 1] + values[at]) / 2) if values[at] > values[at - 1] else 0.0


def _wedges(angles: np.ndarray, count: int) -> list[tuple[float, float]]:
    """(start, end) of up to `count` wedges of similar station counts:
    the circle is opened at its widest gap between stations, then cut halfway
    between the stations on either side of each cut."""
    if not len(angles):
        return []
    gaps = np.diff(np.append(angles, angles[0] + 2 * math.pi))
    widest = int(np.argmax(gaps))
    turned = np.concatenate([angles[widest + 1 :], angles[: widest + 1] + 2 * math.pi])
    opening = turned[0] - gaps[widest] / 2
    cuts = [opening]
    taken = 0
    wedges = []
    for k in range(1, count + 1):
        at = round(k * len(turned) / count)
        while 0 < at < len(turned) and turned[at] == turned[at - 1]:
            at += 1
        if at <= taken:
            continue
        end = opening + 2 * math.pi if at >= len(turned) else (turned[at - 1] + turned[at]) / 2
        wedges.append((cuts[-1], end))
        cuts.append(end)
        taken = at
        if at >= len(turned):
            break
    return wedges


def _direction(angle: float) -> str:
    return COMPASS[round(angle / (math.pi / 4)) % len(COMPASS)]


def _named(areas: list[Area]) -> list[Area]:
    """Directions used twice are numbered ("North 1", "North 2")."""
    names = [area.name for area in areas]
    seen: dict[str, int] = {}
    out = []
    for area in areas:
        if names.count(area.name) > 1:
            seen[area.name] = seen.get(area.name, 0) + 1
            area = Area(f"{area.name} {seen[area.name]}", area.polygon, area.stations)
        out.append(area)
    return out


def _corners(shape: Polygon, digits: int) -> tuple[Point, ...]:
    coords = list(shape.exterior.coords)[:-1]
    return tuple((round(float(x), digits), round(float(y), digits)) for x, y in coords)
