"""The least spacing a laid-out board needs: room between two neighbouring grid
nodes for what the board prints on a connection and beside a station.

The sizes are those the editor draws (editor/canvas/style.py, track_slots.py,
section_boxes.py), in map units; the engine cannot ask the editor, so they are
repeated here. A connection one grid step long must hold both station discs
and, on each lane, a token slot per space with water icons between them (U4,
U12), or its section boxes (dice game); a station's name beside it needs a
line of text and a gap above and below.
"""

from __future__ import annotations

from engine.map.model import Connection, MapPack

STATION = 14.0  # a station's disc, across
SLOT = 20.0  # a token's slot and its clearance at both ends
WATER = 13.0  # a water icon, across
SECTION_BOX = 12.0  # a section's box and the gap after it
SECTION_CLEAR = 18.0  # from a station's centre to its first box, at both ends
LABEL = 11.0 + 2 * 6.0  # a name's line and a gap to the stations above and below
LATTICE = 2.5  # a lattice sheet's step, in names' lines: symbols are drawn large


def connection_room(connection: Connection) -> float:
    """How long a connection must be for what it carries to show."""
    spaces = connection.water + 1
    track = STATION + spaces * SLOT + connection.water * WATER
    sections = (
        2 * SECTION_CLEAR + connection.sections * SECTION_BOX if connection.sections > 1 else 0
    )
    return max(track, sections)


def least_spacing(pack: MapPack, style: str) -> float:
    """The least grid step that gives every connection and every name its room."""
    needed = max((connection_room(c) for c in pack.connections), default=STATION + SLOT)
    names = STATION + LABEL
    if style == "grid":
        names *= LATTICE
    return float(round(max(needed, names)))
