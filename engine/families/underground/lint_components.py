"""The box's components agree with the map: score tiles, landmark stacks and
Connection tiles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine.families.underground.fields import (
    CONNECTION,
    CONNECTION_TILES,
    LANDMARK,
    LANDMARK_TYPES,
    SCORE_TILES,
)
from engine.lint.finding import Finding, concerns, error
from engine.map.model import MapPack
from engine.map.words import count as counted


@concerns("components.score_tiles")
def score_tiles(pack: MapPack) -> Iterator[Finding]:
    colours = {line.name for line in pack.components.lines}
    for players, tiles in sorted(SCORE_TILES.of(pack.components).items()):
        for tile in tiles:
            for colour in tile:
                if colour not in colours:
                    yield error(
                        "score-tile-unknown-colour",
                        [],
                        f"a score tile for {players} players names line colour '{colour}', "
                        "which is not among the map's lines",
                    )
        sizes = sorted({len(tile) for tile in tiles})
        if len(sizes) > 1:
            yield error(
                "score-tiles-unequal",
                [],
                f"the score tiles for {players} players give different numbers of lines "
                f"({', '.join(map(str, sizes))}); every player should get the same number",
            )
        if len(tiles) < players:
            yield error(
                "score-tiles-too-few",
                [],
                f"{players} players need {players} score tiles; the map has {len(tiles)}",
            )
        used = Counter(colour for tile in tiles for colour in tile)
        for colour, count in sorted(used.items()):
            if count > 1:
                yield error(
                    "score-tiles-shared-colour",
                    [],
                    f"line colour '{colour}' is on {count} score tiles for {players} players",
                )


@concerns("station.landmark", "components.landmark_types")
def landmark_slots(pack: MapPack) -> Iterator[Finding]:
    """U10: every type is split into the same stacks, one per slot, so slot sizes
    and tile counts must agree."""
    slots = [station for station in pack.stations if LANDMARK.of(station) > 0]
    types = LANDMARK_TYPES.of(pack.components)
    ids = [station.id for station in slots]
    if slots and not types:
        yield error(
            "landmarks-without-types",
            ids,
            f"{counted(len(slots), 'station')} {'has' if len(slots) == 1 else 'have'} landmark "
            "slots but the map defines no landmark types",
        )
        return
    if types and not slots:
        yield error(
            "landmark-types-without-slots",
            [],
            "the map defines landmark types but no station has a landmark slot",
        )
        return
    if not types:
        return
    capacity = sum(LANDMARK.of(station) for station in slots)
    tiles = sum(int(kind["tiles"]) for kind in types)
    if capacity != tiles:
        yield error(
            "landmark-count-mismatch",
            ids,
            f"landmark slots hold {capacity} tiles but the landmark types have {tiles}",
        )
        return
    by_size = Counter(LANDMARK.of(station) for station in slots)
    for size, count in sorted(by_size.items()):
        if count % len(types):
            yield error(
                "landmark-stacks-uneven",
                [s.id for s in slots if LANDMARK.of(s) == size],
                f"{count} slots of size {size} cannot be shared evenly among "
                f"{len(types)} landmark types",
            )
            return
    per_type = sum(size * count // len(types) for size, count in by_size.items())
    for kind in types:
        if kind["tiles"] != per_type:
            yield error(
                "landmark-stacks-uneven",
                ids,
                f"landmark type '{kind['name']}' has {kind['tiles']} tiles; "
                f"the slots take {per_type} of each type",
            )


@concerns("station.connection", "components.connection_tiles")
def connection_tiles(pack: MapPack) -> Iterator[Finding]:
    """U7: one Connection tile is dealt onto each Connection station."""
    stations = [station.id for station in pack.stations if CONNECTION.of(station)]
    tiles = sum(int(tile["copies"]) for tile in CONNECTION_TILES.of(pack.components))
    if len(stations) != tiles:
        yield error(
            "connection-tiles-mismatch",
            stations,
            f"{len(stations)} stations are marked connection but the map has {tiles} "
            "Connection tiles; each Connection station receives one tile",
        )


RULES = (score_tiles, landmark_slots, connection_tiles)
