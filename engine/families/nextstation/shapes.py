"""The sheet's geometry, asked once per sheet: which guides cross, which districts
and rivers a guide's track passes through, which region holds a station.

Tracks include their bends, so a curved guide (Tokyo's pre-drawn line) is
judged by the curve a player sees.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from shapely.geometry import LineString, Point, Polygon

from engine.map.crossings import crossing_connections
from engine.map.geometry import region_shape
from engine.map.model import MapPack, Region


def _shapes(regions: Sequence[Region]) -> list[Polygon | None]:
    """Each region's polygon, None when it is unusable (the core lint reports it)."""
    shapes = []
    for region in regions:
        shape = region_shape(region)
        shapes.append(shape if shape is not None and shape.is_valid else None)
    return shapes


def _passes_through(track: LineString, shape: Polygon) -> bool:
    """True when the track runs inside the polygon, not merely along or onto its edge."""
    return bool(track.intersects(shape)) and not bool(track.touches(shape))


def first_covering(
    positions: Sequence[tuple[float, float]], regions: Sequence[Region]
) -> list[int]:
    """For each position, the index of the first region covering it, or -1."""
    shapes = _shapes(regions)
    found = []
    for position in positions:
        point = Point(position)
        found.append(
            next(
                (i for i, shape in enumerate(shapes) if shape is not None and shape.covers(point)),
                -1,
            )
        )
    return found


def covered_masks(positions: Sequence[tuple[float, float]], regions: Sequence[Region]) -> list[int]:
    """For each region, the mask of the positions it covers."""
    masks = []
    for shape in _shapes(regions):
        mask = 0
        if shape is not None:
            for index, position in enumerate(positions):
                if shape.covers(Point(position)):
                    mask |= 1 << index
        masks.append(mask)
    return masks


def regions_passed(tracks: Sequence[LineString], regions: Sequence[Region]) -> list[int]:
    """For each track, the mask of the regions it passes through."""
    shapes = _shapes(regions)
    return [
        sum(
            1 << i
            for i, shape in enumerate(shapes)
            if shape is not None and _passes_through(track, shape)
        )
        for track in tracks
    ]


def crossing_masks(pack: MapPack, guide_of: Mapping[str, int], guides: int) -> list[int]:
    """For each guide, the mask of the guides whose tracks cross it away from a shared station."""
    masks = [0] * guides
    for first, second in crossing_connections(pack):
        a, b = guide_of.get(first.id), guide_of.get(second.id)
        if a is not None and b is not None and a != b:
            masks[a] |= 1 << b
            masks[b] |= 1 << a
    return masks
