"""Schematic layout: a map redrawn as transit maps are, every track horizontal,
vertical or at 45°, stations evenly spaced and where they were relative to one
another.

The design follows octi (Bast, Brosi and Storandt, "Metro Maps on Octilinear
Grid Graphs", EuroVis 2020): stations go to nodes of a grid
(engine/layout/lattice.py), each connection is routed along the grid's edges
with few bends and without meeting other track or stations
(engine/layout/routing.py), the busier connections first, then stations are
nudged to straighten their track (engine/layout/climb.py, after Stott et al.'s
hill climbing) and track left without a path is routed by ripping up what
stands in its way (engine/layout/repair.py; engine/layout/plan.py puts the
steps together). Two
connections that crossed on the map may cross again; no other crossing is
made. An exact model (Nöllenburg and Wolff's MIP) would place bends optimally
but takes minutes on a city; this takes well under a second on London, what an
editor can wait for. The grid then gets a spacing: the least that leaves room
for what the connections carry and for every station's name
(engine/layout/room.py, engine/layout/labels.py); regions follow their
stations (engine/layout/warp.py).

A grid family (one whose sheet is a lattice of stations, as Next Station's)
gets the `grid` style: stations one lattice step apart in the usual case, the
step wide enough for the sheet's symbols, guides along the grid's directions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from engine.errors import InputError
from engine.layout.figures import Figures, crossing_pairs, least_gap, octilinear_segments
from engine.layout.labels import crowded_labels
from engine.layout.lattice import GRID_MARGIN, keeps_sides
from engine.layout.plan import Plan, grid_plan
from engine.layout.room import least_spacing
from engine.layout.routing import Node, corners
from engine.layout.warp import follow
from engine.map.model import MapPack, Point
from engine.rules import UnknownRulesetError, get_ruleset

STYLES = ("octilinear", "grid")
ROOMIER = 1.1  # each spacing tried for names' room is this much wider than the last
ROOMIEST = 3.0  # times the least spacing: the widest tried


class LayoutError(InputError):
    """A layout asked for that cannot be drawn (a spacing too small)."""


@dataclass(frozen=True)
class Laid:
    pack: MapPack
    figures: Figures


def family_style(pack: MapPack) -> str:
    """The style the map's rule family draws its boards in; octilinear when the
    family is not installed."""
    try:
        return get_ruleset(pack.ruleset).layout_style
    except UnknownRulesetError:
        return "octilinear"


def lay_out(pack: MapPack, style: str | None = None, spacing: float | None = None) -> Laid:
    """The pack laid out, with the figures of what was achieved. Without a spacing,
    the least at which every station's name finds a free spot."""
    style = style or family_style(pack)
    if style not in STYLES:
        raise LayoutError(f"unknown style '{style}': the styles are {', '.join(STYLES)}")
    least = least_spacing(pack, style)
    if spacing is not None and not (math.isfinite(spacing) and spacing >= least):
        raise LayoutError(
            f"a spacing of {spacing:g} leaves no room for this map's track spaces, sections "
            f"and names: give at least {least:g}"
        )
    planned = grid_plan(pack, style)
    after = _drawn(pack, planned, spacing or least)
    if spacing is None:
        spacing = least * _roomy_enough(after, least)
        after = _drawn(pack, planned, spacing)
    return Laid(after, _figures(pack, after, planned, style, spacing))


def _roomy_enough(pack: MapPack, least: float) -> float:
    """The least widening of the board (by ROOMIER steps) that leaves no name crowded."""
    widen = 1.0
    while crowded_labels(pack, widen) and widen * ROOMIER <= ROOMIEST:
        widen *= ROOMIER
    return float(round(least * widen)) / least


def _drawn(pack: MapPack, planned: Plan, spacing: float) -> MapPack:
    """The planned layout as a board of this spacing; regions follow their stations."""
    network, grid = planned.network, planned.network.grid

    def board(node: Node) -> Point:
        return (float(node[0] * spacing), float(node[1] * spacing))

    placed = {s.id: board(network.nodes[i]) for i, s in enumerate(planned.stations)}
    bends = {
        k: tuple(board(node) for node in corners(grid.paths[key])) if key in grid.paths else ()
        for key, (k, _) in enumerate(planned.joined)
    }
    old = np.array([s.pos for s in planned.stations], dtype=float).reshape(-1, 2)
    new = np.array([placed[s.id] for s in planned.stations], dtype=float).reshape(-1, 2)
    return replace(
        pack,
        canvas=((grid.width + GRID_MARGIN) * spacing, (grid.height + GRID_MARGIN) * spacing),
        stations=tuple(
            replace(s, pos=placed[s.id]) if s is pack.station_index.get(s.id) else s
            for s in pack.stations
        ),
        connections=tuple(
            replace(c, bends=bends[k]) if k in bends else c for k, c in enumerate(pack.connections)
        ),
        regions=follow(pack.regions, lambda p: planned.scale(p) * spacing, old, new),
    )


def _figures(before: MapPack, after: MapPack, planned: Plan, style: str, spacing: float) -> Figures:
    network = planned.network
    segments, octilinear = octilinear_segments(after)
    bends = {c.id: len(c.bends) for c in after.connections}
    by_ends = {frozenset(c.ends): c.id for c in after.connections}
    route_bends = tuple(
        (r.name or r.id, sum(bends.get(by_ends.get(frozenset(p), ""), 0) for p in r.pairs()))
        for r in after.routes
    )
    places, nodes = network.sides, network.nodes  # the map's places, scaled
    moved = [math.dist(n, p) for n, p in zip(nodes, places.tolist(), strict=True)]
    turned = sum(not keeps_sides(nodes[a], nodes[b], places[a], places[b]) for a, b in network.ends)
    return Figures(
        style=style,
        spacing=spacing,
        segments=segments,
        octilinear=octilinear,
        connections=len(after.connections),
        bends=sum(bends.values()),
        most_bends=max(bends.values(), default=0),
        route_bends=route_bends,
        crossings_added=len(crossing_pairs(after) - crossing_pairs(before)),
        least_gap=least_gap(after),
        moved_mean=sum(moved) / len(moved) if moved else 0.0,
        moved_most=max(moved, default=0.0),
        turned=turned,
        crowded_labels=crowded_labels(after),
        unrouted=len(network.ends) - len(network.grid.paths),
        stuck=len(planned.stuck),
    )
