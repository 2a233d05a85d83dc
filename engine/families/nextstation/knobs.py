"""What `tracksmith suggest` may try on a Next Station sheet: a station of the most
common card symbol given the rarest one (N2: how often a card lets a line reach
it), and a straight district border moved one station across (N3: districts x
stations)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from functools import partial
from itertools import pairwise

from engine.editing.edits import replace_elements, set_declared
from engine.families.nextstation.fields import SYMBOL, WILD
from engine.families.nextstation.shapes import first_covering
from engine.map.model import MapPack, Point
from engine.map.words import station_name
from engine.rules.knobs import Change, first_changes

SYMBOL_CHANGES = 8
AXES = (("east", "west"), ("south", "north"))  # + and - along x, then y


def knobs(pack: MapPack) -> tuple[Change, ...]:
    return first_changes([*_symbols(pack), *_borders(pack)])


def _symbols(pack: MapPack) -> Iterator[Change]:
    symbols = {s.id: SYMBOL.of(s) for s in pack.stations if SYMBOL.of(s) and not WILD.of(s)}
    counts = Counter(symbols.values())
    for symbol in SYMBOL.choices:
        counts.setdefault(symbol, 0)
    if len(counts) < 2:
        return
    common, rare = counts.most_common()[0][0], counts.most_common()[-1][0]
    chosen = [station for station, symbol in symbols.items() if symbol == common]
    for station in chosen[:SYMBOL_CHANGES]:
        yield Change(
            "symbol",
            f"give {station_name(pack, station)} a {rare} instead of a {common}",
            (station,),
            partial(set_declared, ids=[station], declared=SYMBOL, value=rare),
        )


def _step(pack: MapPack, axis: int) -> float:
    """One station along an axis: the smallest gap between two stations' coordinates."""
    values = sorted({round(s.pos[axis], 6) for s in pack.stations})
    gaps = [b - a for a, b in pairwise(values) if b - a > 1e-6]
    return min(gaps) if gaps else 0.0


def moved_border(pack: MapPack, axis: int, at: float, to: float) -> MapPack:
    """Every district corner on the line `axis` = `at` moved onto `to`."""

    def moved(point: Point) -> Point:
        if abs(point[axis] - at) > 1e-6:
            return point
        return (to, point[1]) if axis == 0 else (point[0], to)

    districts = pack.regions_of(["district"])
    return replace_elements(
        pack,
        [replace(r, polygon=tuple(map(moved, r.polygon))) for r in districts],
    )


def _borders(pack: MapPack) -> Iterator[Change]:
    districts = pack.regions_of(["district"])
    if len(districts) < 2:
        return
    positions = [s.pos for s in pack.stations]
    before = first_covering(positions, districts)
    for axis, directions in enumerate(AXES):
        step = _step(pack, axis)
        coords = sorted({round(p[axis], 6) for r in districts for p in r.polygon})
        if step <= 0 or len(coords) < 3:
            continue
        for at in coords[1:-1]:  # the sheet's outer edges are no border
            sharing = [r for r in districts if any(abs(p[axis] - at) < 1e-6 for p in r.polygon)]
            if len(sharing) < 2:
                continue
            for sign, direction in zip((1, -1), directions, strict=True):
                to = at + sign * step
                low, high = sorted((at, to))
                if any(low < c <= high if sign > 0 else low <= c < high for c in coords if c != at):
                    continue  # it would reach or cross another corner's line
                changed = moved_border(pack, axis, at, to)
                if first_covering(positions, changed.regions_of(["district"])) == before:
                    continue
                names = ", ".join(r.name or r.id for r in sharing)
                yield Change(
                    "border",
                    f"move the border of {names} one station {direction}",
                    tuple(r.id for r in sharing),
                    partial(moved_border, axis=axis, at=at, to=to),
                )
