"""The report's `heat` section: each heat layer a ruleset declares, summed over the games.

Every element of the layer's kind is listed, zeros included, so a reader
never has to know the map to find the cold places. Reports written before
the section existed carry two fixed layers under older keys; `report_layers`
reads either kind, so the editor and scripts show both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.map.model import MapPack
from engine.rules.heat import HeatElement, HeatLayer
from engine.sim.result import GameResult

# What reports without `heat` carry: (key, element, title, unit, never title,
# the report's key per element, its figure per game, the key of the never list)
OLDER_LAYERS = (
    ("visits", "station", "Station visits", "visits", "Stations never visited",
     "stations", "visits_per_game", "never_visited_stations"),
    ("builds", "connection", "Connection builds", "tokens", "Connections never built",
     "connections", "builds_per_game", "never_built_connections"),
)  # fmt: skip


def element_ids(pack: MapPack, element: HeatElement) -> list[str]:
    """The ids of every element of a kind in the pack, in the pack's order."""
    if element == "station":
        return [station.id for station in pack.stations]
    if element == "connection":
        return [connection.id for connection in pack.connections]
    if element == "route":
        return [route.id for route in pack.routes]
    return [region.id for region in pack.regions]


def totals(pack: MapPack, layer: HeatLayer, results: Sequence[GameResult]) -> dict[str, float]:
    """Per element of the layer's kind, its amount summed over the games."""
    summed: dict[str, float] = dict.fromkeys(element_ids(pack, layer.element), 0)
    for result in results:
        for element, amount in result.observation.heat.get(layer.key, {}).items():
            if element in summed:
                summed[element] += amount
    return summed


def never_ids(pack: MapPack, layer: HeatLayer, summed: Mapping[str, float]) -> list[str]:
    """The elements the layer's never list names: none counted, among those it may name."""
    among = layer.never_among(pack) if layer.never_among is not None else summed
    return sorted(element for element, total in summed.items() if not total and element in among)


def heat_section(
    pack: MapPack, layers: Sequence[HeatLayer], results: Sequence[GameResult]
) -> list[dict[str, Any]]:
    count = max(len(results), 1)
    section = []
    for layer in layers:
        summed = totals(pack, layer, results)
        section.append(
            {
                "key": layer.key,
                "element": layer.element,
                "title": layer.title,
                "unit": layer.unit,
                "never": layer.never,
                "per_game": {element: round(total / count, 3) for element, total in summed.items()},
                "never_ids": never_ids(pack, layer, summed) if layer.never else [],
            }
        )
    return section


def report_layers(report: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The report's heat layers, in the shape of the `heat` section; a report written
    before that section gets its two fixed layers back from the older keys."""
    if "heat" in report:
        return list(report["heat"])
    return [
        {
            "key": key,
            "element": element,
            "title": title,
            "unit": unit,
            "never": never,
            "per_game": {i: figures[figure] for i, figures in report.get(where, {}).items()},
            "never_ids": list(report.get(listed, [])),
        }
        for key, element, title, unit, never, where, figure, listed in OLDER_LAYERS
    ]
