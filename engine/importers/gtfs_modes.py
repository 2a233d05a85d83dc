"""The kind of vehicle a feed's `route_type` names: the GTFS reference's basic
values and the extended codes (Hierarchical Vehicle Types of the European TPEG
standard) that many agencies publish instead.

The extended codes are read from the proposal's table, code by code, not by
their hundreds: 405 is a monorail in the urban railway group, and 300, 500
and 600 (suburban railway, metro, underground) stand alone. A code in neither
list is "other".
"""

from __future__ import annotations

_BASIC = {
    0: "tram",
    1: "subway",
    2: "rail",
    3: "bus",
    4: "ferry",
    5: "cable-tram",
    6: "aerial",
    7: "funicular",
    11: "trolleybus",
    12: "monorail",
}
# (first code, last code, mode), from the extended route types table
_EXTENDED = (
    (100, 117, "rail"),  # railway: high speed, long distance, regional, suburban, rack...
    (200, 209, "coach"),
    (300, 300, "rail"),  # suburban railway
    (400, 404, "subway"),  # urban railway: metro, underground
    (405, 405, "monorail"),
    (500, 500, "subway"),  # metro
    (600, 600, "subway"),  # underground
    (700, 716, "bus"),
    (800, 800, "trolleybus"),
    (900, 906, "tram"),
    (1000, 1000, "ferry"),  # water transport
    (1100, 1100, "air"),
    (1200, 1200, "ferry"),
    (1300, 1307, "aerial"),  # aerial lift: telecabin, cable car, elevator, chair lift...
    (1400, 1402, "funicular"),
    (1500, 1507, "taxi"),
    (1700, 1700, "other"),  # miscellaneous
    (1701, 1701, "cable-tram"),  # cable car
    (1702, 1702, "other"),  # horse-drawn carriage
)
MODES = (*dict.fromkeys([*_BASIC.values(), "coach", "air", "taxi"]), "other")
_MODE_OF = {
    **{code: mode for low, high, mode in _EXTENDED for code in range(low, high + 1)},
    **_BASIC,
}


def mode_of(route_type: int) -> str:
    return _MODE_OF.get(route_type, "other")
