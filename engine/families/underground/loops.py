"""U8: which stations a line's loops enclose, from the drawn track.

Topology alone cannot say what is inside a loop; the board's drawing can.
The faces of the line's track (station positions joined through each
connection's bend points) are unioned, and a station counts when its position
lies strictly inside that area.
"""

from __future__ import annotations

import shapely

from engine.families.underground.board import Board
from engine.rules.bitmask import bits


def enclosed(board: Board, held: int, candidates: int) -> int:
    """The candidate stations (a node mask) strictly inside the loops of the held spans."""
    if not candidates:
        return 0
    tracks = []
    for connection, spans in enumerate(board.connection_spans):
        track = board.tracks[connection]
        if spans and held & spans == spans and track is not None:
            tracks.append(track)  # a half-built water crossing cannot close a loop
    faces = shapely.polygonize(shapely.get_parts(shapely.union_all(tracks)))
    area = shapely.union_all(shapely.get_parts(faces))
    if area.is_empty:
        return 0
    nodes = bits(candidates)
    xs = [board.positions[node][0] for node in nodes]
    ys = [board.positions[node][1] for node in nodes]
    inside = shapely.contains_xy(area, xs, ys)
    return sum(1 << node for node, hit in zip(nodes, inside.tolist(), strict=True) if hit)
