"""A made-up city of any size, for measuring the editor and the linter on big maps.

The city looks like a real board so the timings mean something: stations on a
jittered grid filling a rough disc, track mostly between grid neighbours (so
little of it crosses), about one and a half connections per station, some two-
and three-lane connections, a river whose crossings carry water icons, districts
that tile the board, small clusters, a zone, a few routes and a destination deck.
The same seed always gives the same map.

    python -m benchmarks.synthetic 1000 -o /tmp/city.yaml
"""

from __future__ import annotations

import argparse
import math
import random
from collections import Counter
from pathlib import Path

from engine.map.model import (
    Card,
    Components,
    Connection,
    LineColour,
    MapPack,
    Point,
    Region,
    Route,
    Station,
    frozen_mapping,
)
from engine.pack import save_pack

SPACING = 80.0  # board units between neighbouring grid cells
JITTER = 0.2  # of SPACING: how far a station strays from its cell's centre
CONNECTIONS_PER_STATION = 1.5
DISTRICTS_ACROSS = 4
Cell = tuple[int, int]

_FIRST = "Ash Bel Crow Dun Elm Fair Glen Hart Iron Kings Lark Marl Oak Pen Queens Ridge Stone"
_ENDINGS = "ford field gate ham ley mouth ton wick bury wood dale cross well"
_SECOND = "Street Park Road Broadway Green Hill Lane Square Central Junction Market Common"
_LINES = (
    ("red", "#dc241f"),
    ("black", "#1c1c1c"),
    ("yellow", "#ffd300"),
    ("blue", "#0019a8"),
    ("purple", "#9b0058"),
    ("pink", "#f4a9be"),
    ("orange", "#ef7b10"),
    ("green", "#00782a"),
    ("brown", "#b36305"),
    ("grey", "#a0a5a9"),
)
# Score tiles for 2 to 5 players, dealt as in maps/tutorial.yaml.
_SCORE_TILES = {
    2: (("red", "black", "pink", "orange"), ("yellow", "blue", "green", "brown")),
    3: (("red", "pink", "orange"), ("black", "green", "brown"), ("yellow", "blue", "grey")),
    4: (("red", "pink"), ("black", "orange"), ("yellow", "green"), ("blue", "brown")),
    5: (
        ("red", "pink"),
        ("black", "orange"),
        ("yellow", "green"),
        ("blue", "brown"),
        ("purple", "grey"),
    ),
}


def synthetic_pack(stations: int, seed: int = 1) -> MapPack:
    """A valid, realistic-looking pack with `stations` stations."""
    rng = random.Random(seed)
    cells = _city_cells(stations, rng)
    size = (max(max(i, j) for i, j in cells) + 2) * SPACING
    positions = {
        cell: (
            round((cell[0] + 1 + rng.uniform(-JITTER, JITTER)) * SPACING, 1),
            round((cell[1] + 1 + rng.uniform(-JITTER, JITTER)) * SPACING, 1),
        )
        for cell in cells
    }
    river_y = (round(size / SPACING / 2) + 0.5) * SPACING
    names = _station_names(cells, rng)
    ids = {cell: name.lower().replace(" ", "-") for cell, name in names.items()}
    edges = _track(cells, rng)
    connections = tuple(
        _connection(ids[a], ids[b], positions[a], positions[b], river_y, rng) for a, b in edges
    )
    degree = Counter(cell for edge in edges for cell in edge)
    centre = min(cells, key=lambda c: math.dist(positions[c], (size / 2, size / 2)))
    station_list, components = _stations(cells, ids, names, positions, degree, centre, rng)
    regions = (
        *_districts(size, rng),
        *_clusters(cells, positions, rng),
        _zone(size),
        _river(size, river_y),
    )
    start = ids[centre]
    reachable = [s.id for s in station_list if s.id != start]
    deck = tuple(Card(i, "express" if rng.random() < 0.2 else "standard") for i in reachable[::5])
    return MapPack(
        id=f"synthetic-{stations}",
        name=f"Synthetic city of {stations} stations",
        ruleset="underground",
        canvas=(size, size),
        components=components,
        stations=station_list,
        connections=connections,
        regions=regions,
        routes=_routes(edges, ids, rng),
        deck=deck,
    )


def _city_cells(count: int, rng: random.Random) -> list[Cell]:
    """The `count` grid cells nearest the centre, give or take: a rough disc."""
    radius = math.ceil(math.sqrt(count / math.pi)) + 2
    candidates = [(i, j) for i in range(2 * radius + 1) for j in range(2 * radius + 1)]
    noisy = {c: math.dist(c, (radius, radius)) + rng.uniform(0, 0.8) for c in candidates}
    chosen = sorted(candidates, key=noisy.__getitem__)[:count]
    return sorted(chosen, key=lambda c: (c[1], c[0]))


def _station_names(cells: list[Cell], rng: random.Random) -> dict[Cell, str]:
    """Unique place names like 'Oakford' or 'Kingswick Green' (numbered when repeated)."""
    first, endings, second = _FIRST.split(), _ENDINGS.split(), _SECOND.split()
    names: dict[Cell, str] = {}
    taken: set[str] = set()
    for cell in cells:
        name = rng.choice(first) + rng.choice(endings)
        if rng.random() < 0.4:
            name += " " + rng.choice(second)
        base, number = name, 2
        while name in taken:
            name, number = f"{base} {number}", number + 1
        taken.add(name)
        names[cell] = name
    return names


def _track(cells: list[Cell], rng: random.Random) -> list[tuple[Cell, Cell]]:
    """A random spanning tree over grid neighbours (so every station is reachable),
    then extra neighbour links up to the wanted density. Diagonals are rare and
    never both in one grid square, so the track is almost planar."""
    present = set(cells)
    straight = [(c, n) for c in cells for n in ((c[0] + 1, c[1]), (c[0], c[1] + 1)) if n in present]
    diagonal = [(c, (c[0] + 1, c[1] + 1)) for c in cells if (c[0] + 1, c[1] + 1) in present]
    rng.shuffle(straight)
    parent = {c: c for c in cells}

    def root(c: Cell) -> Cell:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    edges, spare = [], []
    for a, b in straight:
        if root(a) != root(b):
            parent[root(a)] = root(b)
            edges.append((a, b))
        else:
            spare.append((a, b))
    extra = round(len(cells) * (CONNECTIONS_PER_STATION - 1)) - (len(cells) - len(edges) - 1)
    edges.extend(spare[: max(extra - len(diagonal) // 10, 0)])
    edges.extend(rng.sample(diagonal, len(diagonal) // 10))
    return edges


def _connection(
    a: str, b: str, pa: Point, pb: Point, river_y: float, rng: random.Random
) -> Connection:
    lanes = rng.choices((1, 2, 3), weights=(70, 20, 10))[0]
    water = rng.choice((1, 1, 2)) if (pa[1] - river_y) * (pb[1] - river_y) < 0 else 0
    bends: tuple[Point, ...] = ()
    if rng.random() < 0.05:
        mx, my = (pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2
        dx, dy = pb[0] - pa[0], pb[1] - pa[1]
        bulge = rng.uniform(-0.15, 0.15)
        bends = ((round(mx - dy * bulge, 1), round(my + dx * bulge, 1)),)
    return Connection(f"{a}--{b}", a, b, lanes=lanes, water=water, bends=bends)


def _stations(
    cells: list[Cell],
    ids: dict[Cell, str],
    names: dict[Cell, str],
    positions: dict[Cell, Point],
    degree: Counter[Cell],
    centre: Cell,
    rng: random.Random,
) -> tuple[tuple[Station, ...], Components]:
    """Stations with flags, landmark slots and symbols, and components that match them."""
    others = [c for c in cells if c != centre]
    connection_cells = set(rng.sample(others, 2 * max(len(cells) // 100, 1)))
    landmark_cells = rng.sample(others, 4 * max(len(cells) // 100, 1))
    landmark = {c: 1 + i % 2 for i, c in enumerate(landmark_cells)}
    stations = []
    for cell in cells:
        flags = set()
        if cell == centre:
            flags.add("start")
        if cell in connection_cells:
            flags.add("connection")
        if rng.random() < 0.04:
            flags.add("national_rail")
        if rng.random() < 0.05:
            flags.add("plus")
        if degree[cell] == 1 and rng.random() < 0.5:
            flags.add("terminus")
        stations.append(
            Station(
                ids[cell],
                names[cell],
                positions[cell],
                frozenset(flags),
                # a shaped body for every station: Next Station's symbol field, which
                # the board draws wherever that family is installed; a landmark slot
                frozen_mapping(
                    {
                        "symbol": rng.choice(("circle", "square", "triangle", "pentagon")),
                        **({"landmark": landmark[cell]} if cell in landmark else {}),
                    }
                ),
            )
        )
    per_type = sum(landmark.values()) // 2
    # On the Underground's fields, as its folder declares them (engine/families/underground)
    tiles = len(connection_cells) // 2
    box = {
        "score_tiles": frozen_mapping(_SCORE_TILES),
        "connection_tiles": tuple(
            frozen_mapping({"symbol": symbol, "copies": tiles}) for symbol in ("camera", "laptop")
        ),
        "landmark_types": tuple(
            frozen_mapping({"name": name, "tiles": per_type}) for name in ("museum", "park")
        ),
    }
    components = Components(
        lines=tuple(LineColour(name, 8, rgb) for name, rgb in _LINES), fields=frozen_mapping(box)
    )
    return tuple(stations), components


def _districts(size: float, rng: random.Random) -> list[Region]:
    """Districts that tile the board exactly, with wavy shared borders."""
    steps = 4  # border points per district side
    n = DISTRICTS_ACROSS * steps
    unit = size / n
    lattice = {
        (i, j): (
            i * unit + (rng.uniform(-0.25, 0.25) * unit if 0 < i < n else 0),
            j * unit + (rng.uniform(-0.25, 0.25) * unit if 0 < j < n else 0),
        )
        for i in range(n + 1)
        for j in range(n + 1)
    }
    regions = []
    for row in range(DISTRICTS_ACROSS):
        for col in range(DISTRICTS_ACROSS):
            x0, y0, x1, y1 = col * steps, row * steps, (col + 1) * steps, (row + 1) * steps
            ring = (
                [(i, y0) for i in range(x0, x1)]
                + [(x1, j) for j in range(y0, y1)]
                + [(i, y1) for i in range(x1, x0, -1)]
                + [(x0, j) for j in range(y1, y0, -1)]
            )
            polygon = tuple((round(lattice[p][0], 1), round(lattice[p][1], 1)) for p in ring)
            regions.append(Region(f"district-{row}-{col}", "district", polygon, f"D{row}{col}"))
    return regions


def _clusters(cells: list[Cell], positions: dict[Cell, Point], rng: random.Random) -> list[Region]:
    """Small clusters around pairs of neighbouring stations, none sharing a station."""
    present, used = set(cells), set()
    regions = []
    for cell in rng.sample(cells, len(cells) // 25):
        mate = (cell[0] + 1, cell[1])
        if mate not in present or {cell, mate} & used:
            continue
        used |= {cell, mate}
        (ax, ay), (bx, by) = positions[cell], positions[mate]
        m = SPACING * 0.3
        polygon = (
            (ax - m, ay),
            (ax, min(ay, by) - m),
            (bx, min(ay, by) - m),
            (bx + m, by),
            (bx, max(ay, by) + m),
            (ax, max(ay, by) + m),
        )
        rounded = tuple((round(x, 1), round(y, 1)) for x, y in polygon)
        regions.append(Region(f"cluster-{len(regions) + 1}", "cluster", rounded))
    return regions


def _zone(size: float) -> Region:
    c, r = size / 2, size / 5
    octagon = tuple(
        (round(c + r * math.cos(k * math.pi / 4), 1), round(c + r * math.sin(k * math.pi / 4), 1))
        for k in range(8)
    )
    return Region("zone-1", "zone", octagon, "Zone 1", {"high": 10, "low": 5})


def _river(size: float, y: float) -> Region:
    """A band between two rows of stations, gently winding."""
    xs = [size * k / 16 for k in range(17)]
    wave = [y + SPACING * 0.08 * math.sin(k) for k in range(17)]
    top = [(round(x, 1), round(w - 6, 1)) for x, w in zip(xs, wave, strict=True)]
    bottom = [(round(x, 1), round(w + 6, 1)) for x, w in zip(xs, wave, strict=True)]
    return Region("the-river", "river", (*top, *reversed(bottom)), "The River")


def _routes(
    edges: list[tuple[Cell, Cell]], ids: dict[Cell, str], rng: random.Random
) -> tuple[Route, ...]:
    """A few printed routes, each a walk along the track that never revisits a station."""
    neighbours: dict[Cell, list[Cell]] = {}
    for a, b in edges:
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)
    routes = []
    for number, (name, rgb) in enumerate(_LINES[: max(len(ids) // 150, 1)], start=1):
        here = rng.choice(sorted(neighbours))
        stops = [here]
        while len(stops) < 12:
            options = [n for n in neighbours[here] if n not in stops]
            if not options:
                break
            here = rng.choice(options)
            stops.append(here)
        routes.append(Route(f"route-{number}", tuple(ids[c] for c in stops), name.title(), rgb))
    return tuple(routes)


def main() -> None:
    parser = argparse.ArgumentParser(description="Write a synthetic map pack.")
    parser.add_argument("stations", type=int, nargs="?", default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", type=Path, default=Path("synthetic.yaml"))
    args = parser.parse_args()
    written = save_pack(synthetic_pack(args.stations, args.seed), args.output)
    print(written)


if __name__ == "__main__":
    main()
