"""Stations: placement on the board and reachability from the start."""

from __future__ import annotations

from collections.abc import Iterator

from engine.lint.finding import Finding, concerns, error, warning, warns_only
from engine.map.graph import track_graph
from engine.map.model import MapPack
from engine.map.shape_pairs import stations_on_track, stations_too_close
from engine.map.words import connection_name, station_name, station_names

# Two stations closer than this share one spot on the printed board.
OVERLAP_FRACTION = 0.005


def overlap_distance(pack: MapPack) -> float:
    width, height = pack.canvas
    return OVERLAP_FRACTION * max(width, height)


def overlapping_stations(pack: MapPack) -> Iterator[Finding]:
    for a, b in stations_too_close(pack, overlap_distance(pack)):
        yield error(
            "overlapping-stations",
            [a.id, b.id],
            f"stations '{station_name(pack, a.id)}' and '{station_name(pack, b.id)}' sit "
            "on top of each other",
        )


@warns_only
def track_over_stations(pack: MapPack) -> Iterator[Finding]:
    for station, connection in stations_on_track(pack, overlap_distance(pack)):
        yield warning(
            "track-over-station",
            [connection.id, station.id],
            f"connection '{connection_name(pack, connection.id)}' runs over station "
            f"'{station_name(pack, station.id)}' without stopping; "
            "bend it around the station or split it there",
        )


@concerns("station.start")
def start_station(pack: MapPack) -> Iterator[Finding]:
    starts = [station.id for station in pack.stations if station.has("start")]
    if len(starts) > 1:
        yield error(
            "several-starts",
            starts,
            f"{len(starts)} stations are marked start ({station_names(pack, starts)}); mark one",
        )


@warns_only
@concerns("station.start")
def unreachable_stations(pack: MapPack) -> Iterator[Finding]:
    start = pack.start_station()
    if start is None:
        return
    graph = track_graph(pack)
    reached = graph.reachable_from(start.id)
    for station in pack.stations:
        if station.id not in reached:
            yield warning(
                "unreachable-station",
                [station.id],
                f"station '{station_name(pack, station.id)}' cannot be reached from the start "
                f"station '{station_name(pack, start.id)}' by track",
            )


RULES = (overlapping_stations, track_over_stations, start_station, unreachable_stations)
