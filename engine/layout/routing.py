"""Octilinear track on a grid: each connection a path of grid steps, horizontal,
vertical or diagonal, that meets no other track and passes over no station.

As in octi (Bast, Brosi and Storandt, "Metro Maps on Octilinear Grid Graphs",
2020), track runs along the edges of a grid graph whose nodes are a spacing
apart. A grid node carries one station or one track, and of the two diagonals
of a grid cell only one may be used: so tracks never cross and never run over a
station, by construction. The exceptions are asked for by name (`Meeting`): two
connections that crossed on the map may cross again, and a search may look
through other track to find what to rip up. A path is found by A* over (node,
heading) states, with a cost for each bend (45° less than 90°; sharper turns
are not allowed).
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Iterable
from typing import NamedTuple

Node = tuple[int, int]
Path = tuple[Node, ...]

# The eight headings, from east round to south (the board's y axis points down) and on.
HEADINGS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
_STEP = tuple(math.hypot(dx, dy) for dx, dy in HEADINGS)
# The cost of turning by 0, 45, 90 degrees, in grid steps; sharper turns are refused.
TURN_COST = (0.0, 1.5, 3.0)
ASTRAY = 1.0  # the cost of each 45° a track leaves or reaches a station off its bearing
SEARCH_MARGIN = 3  # grid steps a detour may stray outside the box of its two ends
CROSSING = 4.0  # what a crossing the map had costs a path that keeps it
# States a search takes from its queue before it gives up: a path walled off from
# its end would otherwise be looked for over the whole box, the layout's slowest part.
SEARCH_BUDGET = 3000


def heading(dx: int, dy: int) -> int | None:
    """The heading of a step, or None when it is not one of the eight."""
    if dx == dy == 0 or (dx and dy and abs(dx) != abs(dy)):
        return None
    return HEADINGS.index(((dx > 0) - (dx < 0), (dy > 0) - (dy < 0)))


def turn(first: int, second: int) -> int:
    """The angle between two headings, in 45° steps (0 to 4)."""
    apart = abs(first - second) % 8
    return min(apart, 8 - apart)


# For each heading so far (the last entry: none yet), the steps a path may take
# next: (heading, dx, dy, cost of the step and its bend, whether it is diagonal).
_NEXT = [
    [
        (step, dx, dy, _STEP[step] + TURN_COST[turn(last, step)], bool(dx and dy))
        for step, (dx, dy) in enumerate(HEADINGS)
        if turn(last, step) < len(TURN_COST)
    ]
    for last in range(8)
] + [[(step, dx, dy, _STEP[step], bool(dx and dy)) for step, (dx, dy) in enumerate(HEADINGS)]]


def corners(path: Path) -> list[Node]:
    """The nodes of the path where it changes heading: its bends."""
    found = []
    for before, here, after in zip(path, path[1:], path[2:], strict=False):
        if heading(here[0] - before[0], here[1] - before[1]) != heading(
            after[0] - here[0], after[1] - here[1]
        ):
            found.append(here)
    return found


def nearest_heading(dx: float, dy: float) -> int:
    """The heading nearest to a direction."""
    return round(math.atan2(dy, dx) / (math.pi / 4)) % 8


def cost(path: Path, bearing: int | None = None) -> float:
    """Length in grid steps plus the bend costs, and with a `bearing` (the heading
    from the path's start to its end on the map) the cost of leaving and arriving
    other ways: a track that leaves its station the way it went on the map keeps
    the order of the tracks around the station, so later ones are not walled off."""
    total = 0.0
    last = None
    for here, after in itertools.pairwise(path):
        step = heading(after[0] - here[0], after[1] - here[1])
        assert step is not None
        total += _STEP[step]
        if last is not None:
            total += TURN_COST[turn(last, step)]
        elif bearing is not None:
            total += ASTRAY * turn(bearing, step)
        last = step
    if bearing is not None and last is not None:
        total += ASTRAY * turn(bearing, last)
    return total


def _cell_diagonal(here: Node, after: Node) -> tuple[int, int, int] | None:
    """The grid cell a diagonal step runs through and which of its two diagonals."""
    dx, dy = after[0] - here[0], after[1] - here[1]
    if not (dx and dy):
        return None
    return (min(here[0], after[0]), min(here[1], after[1]), int(dx == dy))


class Grid:
    """What each grid node and cell diagonal carries, within bounds."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.stations: dict[Node, int] = {}
        self.track: dict[Node, int] = {}  # inner nodes of each connection's path
        self.crossers: dict[Node, list[int]] = {}  # other paths through a track's node
        self.diagonals: dict[tuple[int, int, int], int] = {}
        self.paths: dict[int, Path] = {}

    def inside(self, node: Node) -> bool:
        return 0 <= node[0] <= self.width and 0 <= node[1] <= self.height

    def free(self, node: Node) -> bool:
        return node not in self.stations and node not in self.track

    def put(self, key: int, path: Path) -> None:
        """Lay a path; where it crosses a track already there (`Meeting.crossed`), the
        node stays that track's and the path is kept among its crossers."""
        self.paths[key] = path
        for node in path[1:-1]:
            if node in self.track:
                self.crossers.setdefault(node, []).append(key)
            else:
                self.track[node] = key
        for here, after in itertools.pairwise(path):
            diagonal = _cell_diagonal(here, after)
            if diagonal is not None:
                self.diagonals.setdefault(diagonal, key)

    def take(self, key: int) -> Path | None:
        """Lift a path; a node it held that another path crosses passes to that one."""
        path = self.paths.pop(key, None)
        if path is not None:
            for node in path[1:-1]:
                others = self.crossers.get(node, [])
                if self.track.get(node) != key:
                    others.remove(key)
                elif others:
                    self.track[node] = others.pop()
                else:
                    del self.track[node]
                if not others:
                    self.crossers.pop(node, None)
            for here, after in itertools.pairwise(path):
                diagonal = _cell_diagonal(here, after)
                if diagonal is not None and self.diagonals.get(diagonal) == key:
                    del self.diagonals[diagonal]
        return path

    def restore(self, paths: dict[int, Path]) -> None:
        """Put back the paths the grid had (a copy of `paths` taken then); the paths
        that did not change stay as they are (a rip-up changes a few of many)."""
        for key in [k for k, path in self.paths.items() if paths.get(k) != path]:
            self.take(key)
        for key, path in paths.items():
            if key not in self.paths:
                self.put(key, path)

    def _crossed(self, here: Node, after: Node) -> bool:
        """Whether a diagonal step would cross the other diagonal of its cell."""
        diagonal = _cell_diagonal(here, after)
        return diagonal is not None and (*diagonal[:2], 1 - diagonal[2]) in self.diagonals

    def clear(self, path: Iterable[Node]) -> bool:
        """Whether the path (its ends at stations) meets nothing on the grid."""
        nodes = list(path)
        if any(not self.inside(n) or not self.free(n) for n in nodes[1:-1]):
            return False
        return not any(self._crossed(h, a) for h, a in itertools.pairwise(nodes))

    def route_through(
        self,
        start: Node,
        end: Node,
        bearing: int,
        reach: int,
        meeting: Meeting,
        budget: int = SEARCH_BUDGET,
    ) -> Path | None:
        """The cheapest path that may meet other track as `meeting` allows."""
        return self._search(start, end, bearing, reach, meeting, budget)

    def route(
        self,
        start: Node,
        end: Node,
        bearing: int,
        reach: int = SEARCH_MARGIN,
        budget: int = SEARCH_BUDGET,
    ) -> Path | None:
        """The cheapest clear path from one station's node to another's (see `cost`):
        a straight or once-bent one when clear, else the best found by A* within
        `reach` steps of the box of the two ends."""
        simple = [p for p in _simple_paths(start, end) if self.clear(p)]
        if simple:
            return min(simple, key=lambda p: cost(p, bearing))
        return self._search(start, end, bearing, reach, budget=budget)

    def blockers(self, path: Path) -> set[int]:
        """The connections whose track the path would meet."""
        found = {self.track[node] for node in path[1:-1] if node in self.track}
        found.update(key for node in path[1:-1] for key in self.crossers.get(node, ()))
        for here, after in itertools.pairwise(path):
            diagonal = _cell_diagonal(here, after)
            if diagonal is not None:
                other = self.diagonals.get((*diagonal[:2], 1 - diagonal[2]))
                if other is not None:
                    found.add(other)
        return found

    def _search(
        self,
        start: Node,
        end: Node,
        bearing: int,
        reach: int,
        through: Meeting | None = None,
        budget: int = SEARCH_BUDGET,
    ) -> Path | None:
        """A* from start to end; with `through`, track may be met as it allows, a
        station never."""
        low_x = max(min(start[0], end[0]) - reach, 0)
        high_x = min(max(start[0], end[0]) + reach, self.width)
        low_y = max(min(start[1], end[1]) - reach, 0)
        high_y = min(max(start[1], end[1]) + reach, self.height)

        ex, ey = end
        diagonal_extra = math.sqrt(2) - 1

        def estimate(node: Node) -> float:  # octile distance: never more than the cost
            dx, dy = abs(ex - node[0]), abs(ey - node[1])
            return dx + diagonal_extra * dy if dx > dy else dy + diagonal_extra * dx

        State = tuple[Node, int]
        best: dict[State, float] = {(start, -1): 0.0}
        came: dict[State, State] = {}
        queue: list[tuple[float, float, Node, int]] = [(estimate(start), 0.0, start, -1)]
        stations, track, diagonals = self.stations, self.track, self.diagonals
        crossers = self.crossers
        while queue and budget:
            budget -= 1
            _, spent, node, last = heapq.heappop(queue)
            if node == end:
                return _walk_back(came, (node, last))
            if spent > best[(node, last)]:
                continue
            x, y = node
            for step, dx, dy, price, diagonal in _NEXT[last]:
                after = (x + dx, y + dy)
                if not (low_x <= after[0] <= high_x and low_y <= after[1] <= high_y):
                    continue
                extra = 0.0
                if after != end and (after in stations or after in track):
                    owner = track.get(after)
                    if through is None or owner is None:
                        continue
                    met = through.price((owner, *crossers.get(after, ())))
                    if met is None or (owner in through.crossed and track.get(node) == owner):
                        continue  # along the crossed track, not across it
                    extra += met
                # the other diagonal of the cell this step runs through
                other = (
                    diagonals.get((min(x, after[0]), min(y, after[1]), int(dx != dy)))
                    if diagonal
                    else None
                )
                if other is not None:
                    met = None if through is None else through.price((other,))
                    if met is None:
                        continue
                    extra += met
                total = spent + price + extra
                if last < 0:
                    total += ASTRAY * turn(bearing, step)
                if after == end:
                    total += ASTRAY * turn(bearing, step)
                state = (after, step)
                if total < best.get(state, math.inf):
                    best[state] = total
                    came[state] = (node, last)
                    heapq.heappush(queue, (total + estimate(after), total, after, step))
        return None


class Meeting(NamedTuple):
    """What a search may meet of other track: the track of the connections it
    `crossed` on the map, across (never along) at a cost, since a layout adds no
    crossing but cannot always take one away; and with `rip` any other track, at
    that cost, to find what stands in the way."""

    crossed: frozenset[int]
    crossing: float
    rip: float | None

    def price(self, met: Iterable[int]) -> float | None:
        """What meeting these tracks at one place costs; None when one may not be met."""
        total = 0.0
        for key in met:
            if key in self.crossed:
                total += self.crossing
            elif self.rip is None:
                return None
            else:
                total += self.rip
        return total


def _walk_back(came: dict[tuple[Node, int], tuple[Node, int]], state: tuple[Node, int]) -> Path:
    nodes = [state[0]]
    while state in came:
        state = came[state]
        nodes.append(state[0])
    return tuple(reversed(nodes))


def _simple_paths(start: Node, end: Node) -> list[Path]:
    """The straight path when the two nodes line up, else the two once-bent ones:
    diagonal then straight, and straight then diagonal."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    if heading(dx, dy) is not None:
        return [_line(start, end)]
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    run = min(abs(dx), abs(dy))
    knees = [(start[0] + sx * run, start[1] + sy * run), (end[0] - sx * run, end[1] - sy * run)]
    return [(*_line(start, knee), *_line(knee, end)[1:]) for knee in knees]


def _line(start: Node, end: Node) -> Path:
    dx, dy = end[0] - start[0], end[1] - start[1]
    steps = max(abs(dx), abs(dy))
    if steps == 0:
        return (start,)
    sx, sy = dx // steps, dy // steps
    return tuple((start[0] + sx * k, start[1] + sy * k) for k in range(steps + 1))
