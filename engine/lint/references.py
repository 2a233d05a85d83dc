"""Ids: every element's id is unique and every reference names something that exists."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine.lint.finding import Finding, error
from engine.map.fields import carriers, catalogue
from engine.map.memo import per_parts
from engine.map.model import MapPack


def duplicate_ids(pack: MapPack) -> Iterator[Finding]:
    """Ids are unique across stations, connections, regions and routes: the editor
    selects and the reports name elements by id alone."""
    kinds = (pack.stations, pack.connections, pack.regions, pack.routes)
    ids = [element.id for elements in kinds for element in elements]
    if len(set(ids)) == len(ids):
        return  # the usual case, told without counting each id
    counts = Counter(ids)
    for element_id, count in sorted(counts.items()):
        if count > 1:
            yield error(
                "duplicate-id", [element_id], f"the id '{element_id}' is used {count} times"
            )


def dangling_references(pack: MapPack) -> Iterator[Finding]:
    yield from _dangling(pack)


@per_parts(
    lambda pack: (
        pack.connections,
        pack.routes,
        pack.regions,
        pack.components,
        tuple(pack.station_index),
        tuple(s.fields for s in pack.stations),
    )
)
def _dangling(pack: MapPack) -> tuple[Finding, ...]:
    """Found once while what references and what is referenced stay the same: a
    drag moves stations, which changes neither."""
    return tuple(_dangling_afresh(pack))


def _dangling_afresh(pack: MapPack) -> Iterator[Finding]:
    known = pack.station_index
    for connection in pack.connections:
        for end in connection.ends:
            if end not in known:
                yield error(
                    "unknown-station",
                    [connection.id],
                    f"connection '{connection.id}' names station '{end}', which does not exist",
                )
    for route in pack.routes:
        for stop in dict.fromkeys(route.stops):
            if stop not in known:
                yield error(
                    "unknown-station",
                    [route.id],
                    f"route '{route.id}' stops at '{stop}', which does not exist",
                )
    for kind, name, element in carriers(pack):
        for declared in catalogue().of(kind):
            named = declared.of(element) if declared.type == "station" else None
            if named is not None and named not in known:
                yield error(
                    "unknown-station",
                    [] if kind in ("line", "components") else [name],
                    f"{kind} '{name}' names station '{named}' as its {declared.title.lower()}, "
                    "which does not exist",
                )


RULES = (duplicate_ids, dangling_references)
