"""Non-stop runs folded into the stopping track beside them.

An express trip that passes stations without stopping would make track of its
own from its last stop to its next, drawn straight over the stations it
passes. Where another pattern calls at stations between the same two, going
roughly the same way, the express pattern takes those stations instead: on a
board it runs on the stopping track (which gains a lane where lanes are read).
A pattern that joins the two only the long way round (the rest of a circle
line) is no stopping track for them.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from itertools import pairwise

from engine.importers.distance import km
from engine.importers.gtfs_feed import LatLon

Pattern = tuple[str, ...]
DETOUR = 1.5  # the stopping track may be this much longer than the straight line


def fold_express(
    patterns: dict[str, Counter[Pattern]], place: Callable[[str], LatLon]
) -> dict[str, Counter[Pattern]]:
    """Each route's patterns with every non-stop run replaced by the longest
    stopping run between its two ends that goes roughly the same way."""
    first: dict[Pattern, dict[str, int]] = {}
    holding: dict[str, list[Pattern]] = defaultdict(list)
    for counted in patterns.values():
        for pattern in counted:
            if pattern not in first:
                first[pattern] = {}
                for at, station in enumerate(pattern):
                    if station not in first[pattern]:
                        first[pattern][station] = at
                        holding[station].append(pattern)

    def stopping(a: str, b: str) -> Pattern:
        straight = km(place(a), place(b))
        best: Pattern = (a, b)
        for pattern in holding[a]:
            i, j = first[pattern][a], first[pattern].get(b, -1)
            if j < 0 or abs(i - j) < 2 or abs(i - j) + 1 <= len(best):
                continue
            run = pattern[i : j + 1] if i < j else pattern[j : i + 1][::-1]
            length = sum(km(place(x), place(y)) for x, y in pairwise(run))
            if length <= DETOUR * straight:
                best = run
        return best

    folded: dict[str, Counter[Pattern]] = {}
    for route, counted in patterns.items():
        folded[route] = Counter()
        for pattern, trips in counted.items():
            stops = [pattern[0]]
            for a, b in pairwise(pattern):
                stops.extend(stopping(a, b)[1:])
            folded[route][tuple(stops)] += trips
    return folded
