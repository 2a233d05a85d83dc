"""How far apart two places on Earth are, for crops and walks across a city."""

from __future__ import annotations

import math

from engine.importers.projection import LatLon

EARTH_KM = 6371.0


def km(a: LatLon, b: LatLon) -> float:
    """Great-circle distance (haversine): across a city it needs no better."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2
    h += math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_KM * math.asin(math.sqrt(h))
