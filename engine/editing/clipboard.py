"""Copy and paste of map elements: a copy is a small map pack of its own.

What a copy holds: the selected stations; every connection between two of them
(selected or not, with its lanes, water, bends and sections), since a track is
what a designer means to keep when copying a group of stations; the selected
regions; and the selected routes whose stops were all copied. A connection or
route that would lose a station is left out, and deck cards stay with the deck.

As text a copy is the pack format itself, so a paste reads it with the pack
loader and takes nothing that would not open as a map, whoever wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import replace

from engine.editing.edits import Element, add, element_index, new_ids
from engine.map.model import MapPack, Point
from engine.pack import dump_pack, parse_pack

MIME_TYPE = "application/x-tracksmith-elements"


def copy_elements(pack: MapPack, ids: Collection[str]) -> MapPack | None:
    """The copy of the elements named by `ids`, or None when none of them can be copied."""
    stations = tuple(s for s in pack.stations if s.id in ids)
    kept = {s.id for s in stations}
    clip = replace(
        MapPack(id="clipboard", name="Copied elements", ruleset=pack.ruleset, canvas=pack.canvas),
        stations=stations,
        connections=tuple(c for c in pack.connections if kept.issuperset(c.ends)),
        regions=tuple(r for r in pack.regions if r.id in ids),
        routes=tuple(r for r in pack.routes if r.id in ids and kept.issuperset(r.stops)),
    )
    return clip if clip.stations or clip.regions else None


def clip_text(clip: MapPack) -> str:
    return dump_pack(clip)


def read_clip(text: str) -> MapPack | None:
    """A copy back from its text, cut down to what a paste can take whole (a
    connection to a station it does not hold is dropped); None when nothing is
    left. Raises PackError for text that is not a map pack."""
    pack = parse_pack(text, "the clipboard")
    return copy_elements(pack, element_index(pack))


def clip_anchor(clip: MapPack) -> Point:
    """The point of the copy that a paste puts under the cursor: its first station,
    else its first region's first corner. Being a point of the copy, a paste that
    snaps it to the grid keeps a copy drawn on the grid on the grid."""
    if clip.stations:
        return clip.stations[0].pos
    return clip.regions[0].polygon[0]


def paste(pack: MapPack, clip: MapPack, dx: float, dy: float) -> tuple[MapPack, list[str]]:
    """Add a copy to `pack`, moved by (dx, dy), under fresh ids ("bank" pastes as
    "bank-2"); returns the new pack and the new ids, stations first.

    Connections and routes are renamed along with the stations they name, so a
    pasted group is joined as the copied one was, and never to the original."""
    elements: tuple[Element, ...] = (*clip.stations, *clip.connections, *clip.regions, *clip.routes)
    fresh = dict(
        zip((e.id for e in elements), new_ids(pack, _stems(e.id for e in elements)), strict=True)
    )

    def moved(point: Point) -> Point:
        return (point[0] + dx, point[1] + dy)

    added: tuple[Element, ...] = (
        *(replace(s, id=fresh[s.id], pos=moved(s.pos)) for s in clip.stations),
        *(
            replace(c, id=fresh[c.id], a=fresh[c.a], b=fresh[c.b], bends=tuple(map(moved, c.bends)))
            for c in clip.connections
        ),
        *(replace(r, id=fresh[r.id], polygon=tuple(map(moved, r.polygon))) for r in clip.regions),
        *(replace(r, id=fresh[r.id], stops=tuple(fresh[s] for s in r.stops)) for r in clip.routes),
    )
    return add(pack, *added), [fresh[e.id] for e in elements]


def _stems(ids: Iterable[str]) -> list[str]:
    """Ids without a number a paste added: a copy of "bank-2" is "bank-3", not "bank-2-2"."""
    return [re.sub(r"-\d+$", "", element_id) or element_id for element_id in ids]


def summary(clip: MapPack) -> str:
    """How an undo step names a copy: "Bank", "3 stations", "2 stations and 1 region"."""
    if len(clip.stations) + len(clip.regions) == 1:
        only = clip.stations[0] if clip.stations else clip.regions[0]
        return only.name or only.id
    return " and ".join(
        f"{count} {kind}" + ("s" if count > 1 else "")
        for count, kind in ((len(clip.stations), "station"), (len(clip.regions), "region"))
        if count
    )
