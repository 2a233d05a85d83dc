"""Regions: usable polygons, and districts that cover the stations."""

from __future__ import annotations

from collections.abc import Iterator

from engine.lint.finding import Finding, concerns, error, warning, warns_only
from engine.map.geometry import covered_points, polygon_problem
from engine.map.model import MapPack
from engine.map.words import station_name


def region_polygons(pack: MapPack) -> Iterator[Finding]:
    for region in pack.regions:
        problem = polygon_problem(region)
        if problem is not None:
            yield error("invalid-region", [region.id], f"region '{region.id}': {problem}")


@warns_only
@concerns("region.district")
def stations_outside_districts(pack: MapPack) -> Iterator[Finding]:
    if not pack.regions_of(["district"]):
        return
    covered = covered_points(pack, "district", [station.pos for station in pack.stations])
    for station, inside in zip(pack.stations, covered, strict=True):
        if not inside:
            yield warning(
                "station-outside-districts",
                [station.id],
                f"station '{station_name(pack, station.id)}' lies outside every district",
            )


RULES = (region_polygons, stations_outside_districts)
