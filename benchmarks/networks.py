"""Made-up networks of other shapes than the synthetic city, for timing imports.

Each is seeded, crowded towards its middle as real networks are, and given in
degrees around London so the import projects it as it would a real one:

- `tree`: six branches grown outwards from the middle in turn, now and then
  forking, each station a step further than the last that grows with the
  distance from the middle;
- `bush`: a tree whose every new station hangs on any station already there, a
  step outwards that grows with the distance from the middle, so the middle, the
  oldest part, has by far the most branches: most of the network crowds into a
  small part of the board, as in a dense radial network (the hardest to spread);
- `grid`: streets crossing at right angles, the blocks squeezed towards the middle,
  a line along each street;
- `rings`: rings around the middle, closer together near it, and spokes across.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

CENTRE = (51.5, -0.12)  # degrees: where the made-up networks lie
RADIUS = 0.25  # degrees of latitude from the middle to the edge


@dataclass(frozen=True)
class Network:
    places: list[tuple[float, float]]  # latitude, longitude of each station
    links: list[tuple[int, int, int]]  # two stations (indexes into places) and a line number


def _degrees(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Points in the unit disc (y up) as latitude and longitude around CENTRE."""
    widen = 1 / math.cos(math.radians(CENTRE[0]))
    return [(CENTRE[0] + y * RADIUS, CENTRE[1] + x * RADIUS * widen) for x, y in points]


def tree(stations: int, seed: int) -> Network:
    rng = random.Random(seed)
    points = [(0.0, 0.0)]
    links = []
    # The end of each branch: its station, the way it runs and its line; all grow in turn.
    tips = deque((0, turn * math.pi / 3, turn + 1) for turn in range(6))
    step = 1 / math.sqrt(stations)  # at the edge; a twelfth of it in the middle
    while len(points) < stations:
        parent, way, line = tips.popleft()
        x, y = points[parent]
        way += rng.gauss(0, 0.12)
        length = step * (0.08 + math.hypot(x, y)) * rng.uniform(0.8, 1.2)
        points.append((x + length * math.cos(way), y + length * math.sin(way)))
        station = len(points) - 1
        links.append((parent, station, line))
        tips.append((station, way, line))
        if rng.random() < 0.06:  # a branch forks
            tips.append((station, way + rng.choice((-0.7, 0.7)), station % 10 + 1))
    return Network(_degrees(_fitted(points)), links)


def bush(stations: int, seed: int) -> Network:
    rng = random.Random(seed)
    points = [(0.0, 0.0)]
    links = []
    branch = [0]  # the line of the branch each station is on
    step = 2.2 / math.sqrt(stations)  # at the edge; a tenth of it in the middle
    for number in range(1, stations):
        parent = rng.randrange(number)
        x, y = points[parent]
        reach = math.hypot(x, y)
        heading = math.atan2(y, x) if reach else rng.uniform(0, 2 * math.pi)
        heading += rng.gauss(0, 0.35)
        length = step * (0.1 + reach) * rng.uniform(0.6, 1.4)
        points.append((x + length * math.cos(heading), y + length * math.sin(heading)))
        branch.append(number % 10 + 1 if parent == 0 else branch[parent])
        links.append((parent, number, branch[number]))
    return Network(_degrees(_fitted(points)), links)


def grid(stations: int, seed: int) -> Network:
    rng = random.Random(seed)
    side = math.ceil(math.sqrt(stations))
    cells = [(column, row) for row in range(side) for column in range(side)][:stations]

    def squeezed(index: int) -> float:
        middle = 2 * index / max(side - 1, 1) - 1
        return math.copysign(abs(middle) ** 1.7, middle)

    jitter = 0.15 / side
    points = [
        (squeezed(c) + rng.uniform(-jitter, jitter), squeezed(r) + rng.uniform(-jitter, jitter))
        for c, r in cells
    ]
    number = {cell: index for index, cell in enumerate(cells)}
    links = []
    for (column, row), index in number.items():
        east, south = number.get((column + 1, row)), number.get((column, row + 1))
        if east is not None and rng.random() < 0.8:
            links.append((index, east, row % 10 + 1))
        if south is not None and rng.random() < 0.8:
            links.append((index, south, column % 10 + 1))
    return Network(_degrees(points), links)


def rings(stations: int, seed: int) -> Network:
    rng = random.Random(seed)
    count = max(2, round(math.sqrt(stations) / 2.5))
    radii = [((ring + 1) / count) ** 1.5 for ring in range(count)]
    total = sum(radii)
    points: list[tuple[float, float]] = []
    links = []
    rings_of: list[list[int]] = []
    for ring, radius in enumerate(radii):
        size = max(3, round(stations * radius / total))
        if ring == count - 1:
            size = max(3, stations - len(points))
        turn = rng.uniform(0, 2 * math.pi)
        first = len(points)
        for step in range(size):
            angle = turn + 2 * math.pi * (step + rng.uniform(-0.2, 0.2)) / size
            points.append((radius * math.cos(angle), radius * math.sin(angle)))
            links.append((first + step, first + (step + 1) % size, ring % 10 + 1))
        rings_of.append(list(range(first, len(points))))
    for inner, outer in itertools.pairwise(rings_of):
        for spoke, station in enumerate(inner[:: max(1, len(inner) // 8)]):
            x, y = points[station]
            nearest = min(outer, key=lambda o: (points[o][0] - x) ** 2 + (points[o][1] - y) ** 2)
            links.append((station, nearest, spoke % 10 + 1))
    return Network(
        _degrees(points[:stations]), [link for link in links if max(link[:2]) < stations]
    )


def _fitted(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The points scaled into the unit disc."""
    far = max(math.hypot(x, y) for x, y in points) or 1.0
    return [(x / far, y / far) for x, y in points]


SHAPES: dict[str, Callable[[int, int], Network]] = {
    "tree": tree,
    "bush": bush,
    "grid": grid,
    "rings": rings,
}
