"""A line's track as runs of stations in order: the routes of a map whose rules
read lines (One Day in London's journeys travel along them).

A line that does not branch is one run, end to end. A branching line becomes
several runs: the longest first, then each branch from the station where it
leaves a run already made, so every branch shares its junction with the line
it leaves. Track that closes a loop gives its closing pair as a run of its own.
The work is linear in the track, whatever the data.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

Pair = tuple[str, str]


def line_runs(pairs: Iterable[Pair], rank: Callable[[str], int]) -> list[list[str]]:
    """The runs covering every pair once, longest first; `rank` orders stations
    (the order the source lists them) so equal choices always fall the same way."""
    joined: dict[str, set[str]] = {}
    for a, b in pairs:
        joined.setdefault(a, set()).add(b)
        joined.setdefault(b, set()).add(a)
    neighbours = {station: sorted(others, key=rank) for station, others in joined.items()}
    runs: list[list[str]] = []
    seen: set[str] = set()
    for start in sorted(neighbours, key=rank):
        if start not in seen:
            piece = _breadth_first(neighbours, _breadth_first(neighbours, start)[0][-1])
            seen.update(piece[0])
            runs.extend(_runs_of_tree(neighbours, *piece))
    return sorted(runs, key=len, reverse=True)


def _breadth_first(neighbours: dict[str, list[str]], root: str) -> tuple[list[str], dict[str, str]]:
    """The stations reachable from `root` nearest first (the last is a farthest
    one: in a tree, an end of its longest run), and each one's parent."""
    order, parent = [root], {root: root}
    queue = deque(order)
    while queue:
        here = queue.popleft()
        for there in neighbours[here]:
            if there not in parent:
                parent[there] = here
                order.append(there)
                queue.append(there)
    return order, parent


def _runs_of_tree(
    neighbours: dict[str, list[str]], order: list[str], parent: dict[str, str]
) -> list[list[str]]:
    """Split the breadth-first tree into runs, each following its deepest child,
    plus a run for every pair the tree leaves out (a loop's closing pair)."""
    height = dict.fromkeys(order, 0)
    deepest: dict[str, str] = {}
    for station in reversed(order[1:]):
        above = parent[station]
        if height[station] + 1 > height[above]:
            height[above] = height[station] + 1
            deepest[above] = station
    runs = []
    for station in order:
        if station == order[0] or deepest.get(parent[station]) != station:
            run = [station] if station == order[0] else [parent[station], station]
            while run[-1] in deepest:
                run.append(deepest[run[-1]])
            runs.append(run)
    for station in order:
        for other in neighbours[station]:
            if station < other and parent[station] != other and parent[other] != station:
                runs.append([station, other])
    return runs
