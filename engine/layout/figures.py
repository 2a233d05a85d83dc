"""What a layout achieved, measured on the packs before and after: the figures
`tracksmith layout` prints and the benchmark reports."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely
from shapely import STRtree

from engine.map.crossings import crossing_connections
from engine.map.geometry import track_line
from engine.map.model import MapPack

ANGLE_TOLERANCE = 1e-6  # degrees


@dataclass(frozen=True)
class Figures:
    style: str
    spacing: float
    segments: int  # straight pieces of track
    octilinear: int  # of them horizontal, vertical or at 45°
    connections: int
    bends: int  # in all
    most_bends: int  # on one connection
    route_bends: tuple[tuple[str, int], ...]  # per route (a line), where the map has routes
    crossings_added: int
    least_gap: float  # between two stations
    moved_mean: float  # grid steps from each station's scaled place
    moved_most: float
    turned: int  # connected pairs of stations whose sides changed
    crowded_labels: int  # names that find no free spot (engine/layout/labels.py)
    stuck: int  # connections that found no path without crossing other track
    unrouted: int  # of them, those left straight: no octilinear path at all

    def lines(self) -> list[str]:
        """The figures in words, a line each."""
        share = 100.0 * self.octilinear / self.segments if self.segments else 100.0
        per_route = ", ".join(f"{name} {n}" for name, n in self.route_bends)
        return [
            f"style {self.style}, spacing {self.spacing:g}",
            f"octilinear segments: {share:.1f}% ({self.octilinear} of {self.segments})",
            f"bends: {self.bends} in all ({self.bends / max(self.connections, 1):.2f} per "
            f"connection), at most {self.most_bends} on one connection"
            + (f"; per line: {per_route}" if per_route else ""),
            f"crossings added: {self.crossings_added}",
            "least spacing between stations: "
            + (
                f"{self.least_gap:.1f}"
                if math.isfinite(self.least_gap)
                else "none (fewer than two stations)"
            ),
            f"stations moved from their scaled places: {self.moved_mean:.2f} grid steps "
            f"on average, {self.moved_most:.2f} at most; pairs turned round: {self.turned}",
            f"names without a free spot: {self.crowded_labels}",
        ] + (
            [
                f"connections that had to cross other track: {self.stuck} "
                f"({self.unrouted} of them left straight)"
            ]
            if self.stuck
            else []
        )


def octilinear_segments(pack: MapPack) -> tuple[int, int]:
    """(segments, octilinear segments) over every drawn track of the pack."""
    total = good = 0
    stations = pack.station_index
    for connection in pack.connections:
        line = track_line(connection, stations)
        if line is None:
            continue
        for (ax, ay), (bx, by) in zip(line.coords, line.coords[1:], strict=False):
            if (ax, ay) == (bx, by):
                continue
            total += 1
            lean = math.degrees(math.atan2(by - ay, bx - ax)) % 45
            good += min(lean, 45 - lean) <= ANGLE_TOLERANCE
    return total, good


def crossing_pairs(pack: MapPack) -> set[frozenset[str]]:
    return {frozenset((a.id, b.id)) for a, b in crossing_connections(pack)}


def least_gap(pack: MapPack) -> float:
    """The least distance between two stations (infinite with fewer than two)."""
    if len(pack.stations) < 2:
        return math.inf
    points = shapely.points([s.pos for s in pack.stations])
    one, other = STRtree(points).query_nearest(points, exclusive=True, all_matches=False)
    return float(np.min(shapely.distance(points[one], points[other])))
