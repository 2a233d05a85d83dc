"""A transit network as a map pack for any rule family: the first draft of a board.

What goes in depends only on what the family says it reads (`Ruleset.elements`
and `lines_as_routes`), never on which family it is: parallel track where
several routes share a pair and the family reads lanes, bends where it reads
them, the station flags it reads, and each line's routes where its rules play
along real lines. The family then makes it a draft that plays
(`Ruleset.draft`), listing what it guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from shapely.geometry import LineString

from engine.importers.drafting import Drafted, drafted
from engine.importers.gtfs_network import TransitNetwork
from engine.importers.ids import pair_id, slug, unique_ids
from engine.importers.projection import project, spread
from engine.importers.roles import flags_for, on_line
from engine.importers.tube_csv import Layout
from engine.map.fields import Role
from engine.map.model import Connection, MapPack, Point, Route, Station
from engine.rules.base import Ruleset
from engine.rules.elements import join_again

MAX_BENDS = 6  # more than this and a connection is harder to edit than to redraw


@dataclass(frozen=True)
class TransitDraft:
    """The new map's details; `licence` credits the feed's where it states none."""

    id: str
    name: str
    ruleset: str
    variant: str = ""
    licence: str = ""
    layout: Layout = field(default_factory=Layout)


def transit_pack(
    network: TransitNetwork,
    info: TransitDraft,
    credits: str,
    ruleset: Ruleset | None,
    style: str | None = None,
) -> Drafted:
    """`ruleset` is None for a family not installed here: the map is written
    with the plain network and nothing only the family could say it reads;
    `style` is the schematic layout asked for (`drafted`)."""
    used = frozenset() if ruleset is None else ruleset.elements
    keys = [station.key for station in network.stations]
    ids = dict(zip(keys, unique_ids(slug(s.name) for s in network.stations), strict=True))
    positions, bends = _placed(network, info.layout)
    pairs = list(network.pairs)
    join = join_again(used)
    lanes = join.most if join is not None and join.field == "lanes" else 1
    pack = MapPack(
        id=info.id,
        name=info.name,
        ruleset=info.ruleset,
        variant=info.variant,
        canvas=info.layout.canvas,
        credits=credits,
        stations=tuple(
            Station(ids[s.key], s.name, positions[s.key], _flags(network, s.key, info.ruleset))
            for s in network.stations
        ),
        connections=tuple(
            Connection(
                connection_id,
                ids[a],
                ids[b],
                lanes=min(len(network.pairs[(a, b)]), lanes),
                bends=bends[(a, b)] if "connection.bends" in used else (),
            )
            for connection_id, (a, b) in zip(
                unique_ids(pair_id(ids[a], ids[b]) for a, b in pairs), pairs, strict=True
            )
        ),
    )
    if ruleset is not None and ruleset.lines_as_routes:
        pack = replace(pack, routes=_routes(network, ids, pack, info.ruleset))
    return drafted(pack, ruleset, style)


def _placed(
    network: TransitNetwork, layout: Layout
) -> tuple[dict[str, Point], dict[tuple[str, str], tuple[Point, ...]]]:
    """Stations and the track between them projected together, so the board
    fits both; stations then spread apart, the track's bends simplified."""
    width, height = layout.canvas
    places = [station.place for station in network.stations]
    paths = list(network.paths.items())
    places += [place for _, path in paths for place in path]
    points = project(places, layout.canvas, layout.margin * min(width, height))
    count = len(network.stations)
    spacing = layout.spacing * max(width, height)
    spaced = spread(points[:count], spacing)
    positions = {
        station.key: (round(x, 1), round(y, 1))
        for station, (x, y) in zip(network.stations, spaced, strict=True)
    }
    bends: dict[tuple[str, str], tuple[Point, ...]] = {}
    at = count
    for (a, b), path in paths:
        track = [positions[a], *points[at : at + len(path)], positions[b]]
        at += len(path)
        simple = LineString(track).simplify(spacing / 2).coords[1:-1] if path else []
        bends[(a, b)] = tuple((round(x, 1), round(y, 1)) for x, y in simple[:MAX_BENDS])
    return positions, bends


def _flags(network: TransitNetwork, key: str, ruleset: str) -> frozenset[str]:
    """Rail interchanges and line ends, flagged as the family names them, where it
    reads them."""
    facts: list[Role] = ["rail-interchange"] if key in network.rail else []
    if key in network.ends:
        facts.append("line-end")
    return flags_for(ruleset, facts)


def _routes(
    network: TransitNetwork, ids: dict[str, str], pack: MapPack, ruleset: str
) -> tuple[Route, ...]:
    """Each line's runs as routes in the feed's order, named and coloured as
    the feed says; a branching line's runs say which line they belong to."""
    made = [(line, run) for line in network.lines for run in line.runs]
    taken = [station.id for station in pack.stations] + [c.id for c in pack.connections]
    names = [slug(line.route.name) for line, _ in made]
    route_ids = unique_ids([*taken, *names])[len(taken) :]
    return tuple(
        on_line(
            ruleset,
            Route(
                route_id,
                tuple(ids[key] for key in (run[:-1] if _closes(run) else run)),
                line.route.name,
                line.route.colour,
                loop=_closes(run),
            ),
            slug(line.route.name),
        )
        for route_id, (line, run) in zip(route_ids, made, strict=True)
    )


def _closes(run: tuple[str, ...]) -> bool:
    """A run that ends where it began (a circle line) is a loop, its first stop listed once."""
    return len(run) > 3 and run[0] == run[-1]
