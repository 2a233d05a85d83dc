"""Latitude and longitude onto the board, and stations spread so each has its own spot.

The projection is equirectangular with longitude scaled by the cosine of the
middle latitude: across a city its distortion is far below what a printed board
shows, and it keeps the city's familiar shape (in London a degree of longitude
is only 0.62 of a degree of latitude on the ground).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from engine.map.model import Point

LatLon = tuple[float, float]

# Floating-point slack, so two points pushed exactly `distance` apart count as apart.
_SLACK = 1e-6
_OVERSHOOT = 1.1  # close pairs are pushed this many times `distance` apart
_REACH = 2.0  # candidate pairs are looked up within this many times `distance`
_CELL = 4.0  # spacings across a cell of a crowd opened up as a whole
_ROOM = 1.0  # a crowded cell's disc gives each point this many times a point's disc
_BELL = 0.5  # cells wide: how far a cell's shift carries the points around it
_CROWD = 0.15  # the share of points in full cells that makes a crowd worth opening up


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


def spread(points: Sequence[Point], distance: float, rounds: int = 1000) -> list[Point]:
    """The points pushed apart until no two are closer than `distance`.

    Each pass pushes every close pair apart along the line between them, each
    point by half of what the pair lacks of a tenth more than `distance` (the
    pushes on a point add up), so a crowded centre loosens without the map
    losing its shape; aiming a little past `distance` lets a crowd settle in
    far fewer passes. Points with room stay exactly where they were. Coincident
    points split east-west. Stops after `rounds` passes even if a very crowded
    spot is still short of room. A crowd too large for pairs to settle it in a
    few hundred passes is first opened up as a whole (`opened`), which moves
    the points around it too.
    """
    moved = opened(np.array(points, dtype=float).reshape(-1, 2), distance, rounds)
    _push_apart(moved, np.full(len(moved), distance / 2), np.ones(len(moved)), rounds)
    return [(x, y) for x, y in moved.tolist()]


def opened(points: np.ndarray, distance: float, rounds: int = 1000) -> np.ndarray:
    """The points with their crowd opened up, when 15% of them or more lie in
    cells (`_CELL` spacings wide) holding more than the cells have room for.

    Pushing pairs apart moves a crowd outwards one spacing at a time, so a wide
    crowd takes thousands of passes to settle. Each cell's points stand here for
    one disc, as wide as they need, and the discs are pushed apart, the fuller
    less: few, and wide, they settle in tens of passes. Every point then moves
    as the discs near it moved, so the points keep by and large their order and
    the pairs have little left to do. A map with a smaller crowd is left as it
    is: pairs settle it fast enough."""
    if len(points) < 2 or distance <= 0:
        return points
    cells = _Cells(points, _CELL * distance)
    room = distance / 2 * np.sqrt(1 + (cells.count - 1) * _ROOM)
    full = math.pi * room**2 > cells.side**2
    if cells.count[full].sum() < len(points) * _CROWD:
        return points
    discs = cells.middles.copy()
    _push_apart(discs, room, cells.count.astype(float), rounds)
    moved: np.ndarray = points + cells.carried(discs - cells.middles)
    return moved


class _Cells:
    """The points grouped in square cells about `side` wide (`_cell_keys`), each
    cell with its count of points and their middle."""

    def __init__(self, points: np.ndarray, side: float) -> None:
        self.points = points
        self.key, self.width, self.side = _cell_keys(points, side)
        self.keys, owner = np.unique(self.key, return_inverse=True)
        self.count = np.bincount(owner)
        self.middles = np.stack(
            [np.bincount(owner, points[:, axis]) / self.count for axis in (0, 1)], axis=1
        )

    def carried(self, shifts: np.ndarray) -> np.ndarray:
        """How far each point moves with the cells' `shifts`: those of its own cell
        and the eight around it, weighted by their points and a bell of the point's
        distance to their middles, so points either side of a cell's edge move alike
        and keep their order."""
        total, weights = np.zeros_like(self.points), np.zeros(len(self.points))
        for row in (-self.width, 0, self.width):
            for step in (row - 1, row, row + 1):
                wanted = self.key + step
                at = np.minimum(np.searchsorted(self.keys, wanted), len(self.keys) - 1)
                found = self.keys[at] == wanted
                cell = at[found]
                far = ((self.points[found] - self.middles[cell]) ** 2).sum(axis=1)
                weight = self.count[cell] * np.exp(-far / (2 * (_BELL * self.side) ** 2))
                total[found] += weight[:, None] * shifts[cell]
                weights[found] += weight
        return total / weights[:, None]


def _push_apart(moved: np.ndarray, radius: np.ndarray, weight: np.ndarray, rounds: int) -> None:
    """Discs of these radii (points of no size and half `distance` for `spread`)
    pushed apart in place until none overlap; of a pair the heavier moves less."""
    near = _Neighbours(float(2 * radius.max(initial=0.0)))
    for _ in range(rounds):
        first, second = near.pairs(moved)
        delta = moved[second] - moved[first]
        gap = np.hypot(delta[:, 0], delta[:, 1])
        least = radius[first] + radius[second]
        close = gap < least - _SLACK
        if not close.any():
            break
        first, second, delta, gap = first[close], second[close], delta[close], gap[close]
        least = least[close]
        coincident = gap == 0
        delta[coincident] = (1.0, 0.0)
        unit = delta / np.where(coincident, 1.0, gap)[:, None]
        push = unit * (least * _OVERSHOOT - gap)[:, None]
        share = (weight[second] / (weight[first] + weight[second]))[:, None]
        # The pushes on each point in pair order, as np.add.at would add them, far faster.
        ends = np.concatenate([first, second])
        away, towards = push * share, push * (1 - share)
        for axis in (0, 1):
            moved[:, axis] += np.bincount(
                ends, np.concatenate([-away[:, axis], towards[:, axis]]), len(moved)
            )


class _Neighbours:
    """The pairs of points that may be closer than `distance`: those within a
    wider reach, kept until some point has moved far enough to meet a point that
    was out of reach, so most passes look nothing up."""

    def __init__(self, distance: float) -> None:
        self.reach = distance * _REACH
        self.leeway = (_REACH - 1) * distance - _SLACK
        self.anchor: np.ndarray | None = None
        self.found = (np.empty(0, dtype=np.intp), np.empty(0, dtype=np.intp))

    def pairs(self, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """A pair left out was more than `reach` apart; it can have come within
        `distance` only if its two points moved `leeway` between them."""
        if self.anchor is None or _two_largest(points - self.anchor) >= self.leeway:
            self.anchor = points.copy()
            self.found = _pairs_within(points, self.reach)
        return self.found


def _two_largest(shifts: np.ndarray) -> float:
    """The two longest of the shifts, added."""
    lengths = np.hypot(shifts[:, 0], shifts[:, 1])
    if len(lengths) < 2:
        return 0.0
    top = np.partition(lengths, len(lengths) - 2)[-2:]
    return float(top.sum())


def _pairs_within(points: np.ndarray, reach: float) -> tuple[np.ndarray, np.ndarray]:
    """Every pair (i < j) of points at most `reach` apart, found on a grid of
    `reach`-wide cells: a point's partners lie in its own cell or the eight around
    it, so each cell is paired with itself and the four after it (east, and the
    three in the row below), which meets every pair of neighbouring cells once."""
    if len(points) < 2:
        return np.empty(0, dtype=np.intp), np.empty(0, dtype=np.intp)
    key, width, _ = _cell_keys(points, reach)
    order = np.argsort(key, kind="stable")
    ordered = key[order]
    # Each point against its own cell and the four after it, all five looked up at once.
    offsets = np.array([0, 1, width - 1, width, width + 1], dtype=np.int64)
    wanted = (key[None, :] + offsets[:, None]).ravel()
    start = np.searchsorted(ordered, wanted, "left")
    count = np.searchsorted(ordered, wanted, "right") - start
    owner = np.repeat(np.tile(np.arange(len(points)), len(offsets)), count)
    step = np.arange(count.sum()) - np.repeat(np.cumsum(count) - count, count)
    other = order[np.repeat(start, count) + step]
    own_cell = np.repeat(np.arange(len(wanted)) < len(points), count)
    keep = np.where(own_cell, owner < other, owner != other)
    first, second = np.minimum(owner, other)[keep], np.maximum(owner, other)[keep]
    delta = points[second] - points[first]
    near = np.hypot(delta[:, 0], delta[:, 1]) <= reach
    return first[near], second[near]


def _cell_keys(points: np.ndarray, side: float) -> tuple[np.ndarray, int, float]:
    """Each point's square cell as one number, the numbers' row width (a cell's
    neighbours lie 1 and `width` away, and a row's cells never reach the next
    row's) and the cells' side: `side`, or the map over 2**30 where that is more,
    so a row and column number fit in 64 bits."""
    corner = points.min(axis=0)
    side = max(side, float((points.max(axis=0) - corner).max()) / 2**30)
    cells = np.floor((points - corner) / side).astype(np.int64)
    width = int(cells[:, 0].max()) + 3
    return cells[:, 1] * width + cells[:, 0] + 1, width, side
