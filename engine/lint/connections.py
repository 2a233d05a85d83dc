"""Connections: well-formed track between two different stations."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from engine.lint.finding import Finding, error, spared_by, warning, warns_only
from engine.map.crossings import crossing_connections
from engine.map.memo import per_parts
from engine.map.model import MapPack
from engine.map.words import connection_name, station_name

MAX_LANES = 3  # U4: one to three parallel track spaces


def self_connections(pack: MapPack) -> Iterator[Finding]:
    for connection in pack.connections:
        if connection.a == connection.b:
            yield error(
                "self-connection",
                [connection.id],
                f"a connection joins station '{station_name(pack, connection.a)}' to itself",
            )


def duplicate_connections(pack: MapPack) -> Iterator[Finding]:
    for a, b, ids in _duplicates(pack):
        yield error(
            "duplicate-connection",
            ids,
            f"stations '{station_name(pack, a)}' and '{station_name(pack, b)}' are joined by "
            f"{len(ids)} connections ({', '.join(ids)}); use one connection with more lanes "
            "instead",
        )


@per_parts(lambda pack: (pack.connections,))
def _duplicates(pack: MapPack) -> tuple[tuple[str, str, list[str]], ...]:
    """(station, station, connection ids) of each pair joined more than once: found
    once while the connections stay as they are (a drag moves stations); the
    stations' names, which an edit may change, are looked up afresh."""
    by_pair: dict[frozenset[str], list[str]] = defaultdict(list)
    for connection in pack.connections:
        if connection.a != connection.b:
            by_pair[frozenset(connection.ends)].append(connection.id)
    return tuple(
        (a, b, ids) for pair, ids in by_pair.items() if len(ids) > 1 for a, b in [sorted(pair)]
    )


def lanes_in_range(pack: MapPack) -> Iterator[Finding]:
    for connection in pack.connections:
        if not 1 <= connection.lanes <= MAX_LANES:
            yield error(
                "lanes-out-of-range",
                [connection.id],
                f"connection '{connection_name(pack, connection.id)}' has {connection.lanes} "
                f"track spaces; a connection has 1 to {MAX_LANES}",
            )


# Guides (a sheet's printed grey lines) cross by design: a player may draw along
# one of two crossing guides, never both, and nobody reads the crossing as a junction.
@warns_only
@spared_by("connection.guides")
def crossings(pack: MapPack) -> Iterator[Finding]:
    for first, second in crossing_connections(pack):
        yield warning(
            "crossing-connections",
            [first.id, second.id],
            f"connections '{connection_name(pack, first.id)}' and "
            f"'{connection_name(pack, second.id)}' cross without a station; "
            "players will read it as a junction (add a station or bend one of them)",
        )


RULES = (self_connections, duplicate_connections, lanes_in_range, crossings)
