"""What a route drawn with the Route tool starts with on a Metro X sheet (M1): train-car
windows and a completion bonus scaled by its stops, in the ratios of the bundled sheets
(9 stops: 3 windows and 9 first / 4 later points; 20 stops: 4 windows, 16 / 8). A
designer tunes them in the inspector; a route with no window is never chosen."""

from __future__ import annotations

from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import Route

STOPS_PER_WINDOW = 3.5
MOST_WINDOWS = 4  # the bundled sheets' longest routes have four
MOST_FIRST = 16  # first points: one per stop, up to this


def drawn_route(route: Route) -> Route:
    stops = len(route.stops)
    windows = min(MOST_WINDOWS, max(1, round(stops / STOPS_PER_WINDOW)))
    first = min(stops, MOST_FIRST)
    return BONUS.put(WINDOWS.put(route, windows), (first, first // 2))
