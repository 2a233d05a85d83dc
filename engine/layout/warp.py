"""Regions follow the stations: each corner of a district, zone or river moves as
the stations near it moved, so a station stays in the district it was in.

A corner moves by the scaling that took the whole map to the grid plus the
stations' own shifts from their scaled places, weighted by inverse squared
distance over the nearest few (Shepard's interpolation). An outline that folds
over itself that way (a narrow river between stations pushed apart) is only
scaled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from engine.map.geometry import polygon_problem
from engine.map.model import Point, Region

NEAREST = 8  # stations whose shift a corner follows

Coordinates = npt.NDArray[np.float64]


def follow(
    regions: tuple[Region, ...],
    scale: Callable[[Coordinates], Coordinates],
    old: Coordinates,
    new: Coordinates,
) -> tuple[Region, ...]:
    """The regions with every corner moved; `scale` takes map positions to the
    positions they would have with no station moved from its scaled place."""
    if not regions:
        return regions
    shifts = new - scale(old)
    corners = np.array([p for r in regions for p in r.polygon], dtype=float).reshape(-1, 2)
    plain = scale(corners)
    moved = plain + _shift_at(corners, old, shifts)
    out, start = [], 0
    for region in regions:
        end = start + len(region.polygon)
        polygon = _points(moved[start:end])
        if polygon_problem(replace(region, polygon=polygon)) is not None:
            polygon = _points(plain[start:end])  # folded over: scaled only, as it was drawn
        out.append(replace(region, polygon=polygon))
        start = end
    return tuple(out)


def _points(rows: Coordinates) -> tuple[Point, ...]:
    return tuple((float(x), float(y)) for x, y in rows)


def _shift_at(points: Coordinates, stations: Coordinates, shifts: Coordinates) -> Coordinates:
    if not len(stations) or not len(points):
        return np.zeros_like(points)
    result = np.empty_like(points)
    for start in range(0, len(points), 512):  # bounded memory on a big map
        chunk = points[start : start + 512]
        far = ((chunk[:, None, :] - stations[None, :, :]) ** 2).sum(axis=2)
        count = min(NEAREST, len(stations))
        near = np.argpartition(far, count - 1, axis=1)[:, :count]
        weight = 1.0 / (np.take_along_axis(far, near, axis=1) + 1e-9)
        weight /= weight.sum(axis=1, keepdims=True)
        result[start : start + 512] = (weight[:, :, None] * shifts[near]).sum(axis=1)
    return result
