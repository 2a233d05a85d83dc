"""An imported network made a Next Station sheet that plays, once the importer has
put its stations on a lattice (the family's `layout_style`): districts that follow
the stations (N3), the four card symbols dealt evenly (N2), tourist sites (N4)
and departures (N1, as Fill chooses them) spread over the sheet."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

from engine.families.nextstation.components import with_pencils
from engine.families.nextstation.fields import DEPARTURE, SYMBOL, TOURIST
from engine.families.nextstation.ready import departures_report, with_departures
from engine.map.areas import station_areas
from engine.map.model import MapPack, Region, Station
from engine.map.words import count

STATIONS_PER_DISTRICT = 6  # the printed sheets: 9 districts or so over some 55 stations
DISTRICTS = (4, 9)  # fewest and most
STATIONS_PER_TOURIST = 11  # 5 tourist sites on the London sheet's 56 stations


def drafted_sheet(pack: MapPack) -> MapPack:
    """Each part is guessed only where the map has none of it."""
    pack = with_pencils(pack)
    if not any(SYMBOL.of(s) for s in pack.stations):
        pack = _with_symbols(pack)
    if not pack.regions_of(["district"]):
        pack = _with_districts(pack)
    if not any(s.has(TOURIST.name) for s in pack.stations):
        pack = _with_tourists(pack)
    return with_departures(pack)


def sheet_guesses(before: MapPack, after: MapPack) -> tuple[str, ...]:
    said = []
    symbols = Counter(SYMBOL.of(s) for s in after.stations if SYMBOL.of(s))
    if symbols and not any(SYMBOL.of(s) for s in before.stations):
        low, high = min(symbols.values()), max(symbols.values())
        each = f"{low}" if low == high else f"{low}-{high}"
        said.append(f"{sum(symbols.values())} symbols, {each} of each of {len(symbols)} kinds")
    districts = after.regions_of(["district"])
    if districts and not before.regions_of(["district"]):
        said.append(f"{count(len(districts), 'district')} around a centre, following the stations")
    tourists = sum(s.has(TOURIST.name) for s in after.stations)
    if tourists and not any(s.has(TOURIST.name) for s in before.stations):
        said.append(f"{count(tourists, 'tourist site')}, spread out")
    chosen = departures_report(before, after)
    if chosen:
        names = [line.name for line in after.components.lines if DEPARTURE.of(line)]
        said.append(f"departures for {', '.join(names)}, spread out")
    return tuple(said)


def _neighbours(pack: MapPack) -> dict[str, set[str]]:
    near: dict[str, set[str]] = {s.id: set() for s in pack.stations}
    for c in pack.connections:
        if c.a in near and c.b in near:
            near[c.a].add(c.b)
            near[c.b].add(c.a)
    return near


def _with_symbols(pack: MapPack) -> MapPack:
    """Row by row, each station the kind its joined stations have least, among the
    kinds dealt least so far: the counts differ by one at most, neighbours differ."""
    kinds = SYMBOL.choices
    near = _neighbours(pack)
    dealt: dict[str, str] = {}
    used = Counter({kind: 0 for kind in kinds})
    for station in sorted(pack.stations, key=lambda s: (s.pos[1], s.pos[0], s.id)):
        fewest = min(used.values())
        open_kinds = [kind for kind in kinds if used[kind] == fewest]
        beside = Counter(dealt[other] for other in near[station.id] if other in dealt)
        kind = min(open_kinds, key=lambda k: (beside[k], kinds.index(k)))
        dealt[station.id] = kind
        used[kind] += 1
    return replace(pack, stations=tuple(SYMBOL.put(s, dealt[s.id]) for s in pack.stations))


def _with_districts(pack: MapPack) -> MapPack:
    wanted = min(max(round(len(pack.stations) / STATIONS_PER_DISTRICT), DISTRICTS[0]), DISTRICTS[1])
    areas = station_areas([s.pos for s in pack.stations], wanted, pack.canvas)
    regions = tuple(
        Region(f"district-{number}", "district", area.polygon, area.name)
        for number, area in enumerate(areas, start=1)
    )
    taken = {r.id for r in pack.regions}
    if taken & {r.id for r in regions}:
        return pack
    return replace(pack, regions=pack.regions + regions)


def _with_tourists(pack: MapPack) -> MapPack:
    """Tourist sites far from one another, the first at the station nearest the middle."""
    near = _neighbours(pack)
    joined = [s for s in pack.stations if near[s.id]]
    wanted = max(1, len(pack.stations) // STATIONS_PER_TOURIST)
    if not joined:
        return pack
    middle = (
        sum(s.pos[0] for s in joined) / len(joined),
        sum(s.pos[1] for s in joined) / len(joined),
    )
    chosen: list[Station] = [min(joined, key=lambda s: (math.dist(s.pos, middle), s.id))]
    while len(chosen) < min(wanted, len(joined)):
        chosen.append(
            max(
                (s for s in joined if s not in chosen),
                key=lambda s: (min(math.dist(s.pos, c.pos) for c in chosen), s.id),
            )
        )
    picked = {s.id for s in chosen}
    return replace(
        pack,
        stations=tuple(TOURIST.put(s, True) if s.id in picked else s for s in pack.stations),
    )
