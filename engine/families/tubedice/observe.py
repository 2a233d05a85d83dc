"""What a finished tube dice game tells the playtest report: per station how
many seats numbered it, per connection how many marked it (and which no seat
ever marked), per line and zone how many completed it and completed it first;
and per game the rounds, the passes left and, per seat, the lines and zones
it completed and completed first.
"""

from __future__ import annotations

from engine.families.tubedice.game import TubeDiceGame
from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.heat import HeatLayer

NUMBERED, MARKED = "stations_numbered", "connections_marked"
LINES, ZONES, FIRST = "lines_completed", "zones_completed", "completed_first"
HEAT_LAYERS = (
    HeatLayer(NUMBERED, "station", "Stations numbered", "seats", "Stations never numbered"),
    HeatLayer(MARKED, "connection", "Connections marked", "seats", "Connections never marked"),
    HeatLayer(LINES, "route", "Lines completed", "seats", "Lines never completed"),
    HeatLayer(ZONES, "region", "Zones completed", "seats", "Zones never completed"),
    HeatLayer(FIRST, "route", "Lines completed first", "seats"),
)


def observe(game: TubeDiceGame) -> Observation:
    sheet, state = game.sheet, game.state
    heat: dict[str, dict[str, float]] = {key.key: {} for key in HEAT_LAYERS}
    metrics: dict[str, float] = {}
    for seat in range(game.players):
        for station in bits(state.numbered[seat]):
            _add(heat[NUMBERED], sheet.station_ids[station], 1)
        for connection in bits(state.marked[seat]):
            _add(heat[MARKED], sheet.connection_ids[connection], 1)
        for number in bits(state.completed[seat]):
            goal = sheet.goals[number]
            _add(heat[LINES if goal.kind == "line" else ZONES], goal.id, 1)
            metrics[f"completed.{goal.id}.seat{seat}"] = 1.0
        for number in bits(state.first[seat]):
            goal = sheet.goals[number]
            if goal.kind == "line":
                _add(heat[FIRST], goal.id, 1)
            metrics[f"completed_first.{goal.id}.seat{seat}"] = 1.0
    metrics["rounds"] = state.turn
    metrics["passes_left"] = sum(state.passes) / game.players
    return Observation(heat=heat, rounds=state.turn, metrics=metrics)


def _add(amounts: dict[str, float], key: str, amount: float) -> None:
    amounts[key] = amounts.get(key, 0) + amount
