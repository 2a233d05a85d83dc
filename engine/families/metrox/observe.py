"""What a finished Metro X game tells the playtest report: per station how
often it was left empty and how many transfer points it carried, per route
how often it was completed, completed first and how many of its windows
were used; and per game the empty stations, transfer points and completed
routes of a seat, and which seat completed each route first.
"""

from __future__ import annotations

from engine.families.metrox.game import MetroXGame
from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.heat import HeatLayer

EMPTY, TRANSFERS = "stations_left_empty", "transfer_points"
COMPLETED, FIRST, WINDOWS = "routes_completed", "routes_completed_first", "windows_used"
HEAT_LAYERS = (
    HeatLayer(EMPTY, "station", "Stations left empty", "seats", "Stations never left empty"),
    HeatLayer(TRANSFERS, "station", "Transfer points written", "points"),
    HeatLayer(COMPLETED, "route", "Routes completed", "seats", "Routes never completed"),
    HeatLayer(FIRST, "route", "Routes completed first", "seats"),
    HeatLayer(WINDOWS, "route", "Windows used", "windows per seat"),
)


def observe(game: MetroXGame) -> Observation:
    sheet, state = game.sheet, game.state
    seats = game.players
    empty: dict[str, float] = {}
    transfers: dict[str, float] = {}
    completed: dict[str, float] = {}
    windows: dict[str, float] = {}
    for seat in range(seats):
        for station in bits(sheet.all_stations & ~state.marked[seat]):
            _add(empty, sheet.station_ids[station], 1)
        for station, number in state.numbers[seat].items():
            _add(transfers, sheet.station_ids[station], number)
        for route in bits(state.completed[seat]):
            _add(completed, sheet.route_ids[route], 1)
        for route, written in enumerate(state.written[seat]):
            _add(windows, sheet.route_ids[route], len(written) / seats)
    first: dict[str, float] = {}
    metrics: dict[str, float] = {}
    for seat in range(seats):
        for route in bits(state.first[seat]):
            _add(first, sheet.route_ids[route], 1)
            metrics[f"completed_first.{sheet.route_ids[route]}.seat{seat}"] = 1.0
    every = sheet.all_stations
    metrics["empty_stations"] = sum(state.empty(every, s) for s in range(seats)) / seats
    metrics["transfer_points"] = sum(sum(n.values()) for n in state.numbers) / seats
    metrics["completed_routes"] = sum(mask.bit_count() for mask in state.completed) / seats
    return Observation(
        heat={
            EMPTY: empty,
            TRANSFERS: transfers,
            COMPLETED: completed,
            FIRST: first,
            WINDOWS: windows,
        },
        rounds=state.turn,
        metrics=metrics,
    )


def _add(amounts: dict[str, float], key: str, amount: float) -> None:
    amounts[key] = amounts.get(key, 0) + amount
