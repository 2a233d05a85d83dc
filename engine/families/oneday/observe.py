"""What a finished One Day in London game tells the playtest report: which
stations made the winning journey, which cards were thrown away or taken back
from a discard pile, how long the game ran and whether anybody won."""

from __future__ import annotations

from engine.families.oneday.game import OneDayGame
from engine.families.oneday.state import NONE
from engine.map.words import count
from engine.rules.base import Observation
from engine.rules.heat import HeatLayer

JOURNEYS, THROWN = "journey_stations", "cards_thrown"
HEAT_LAYERS = (
    HeatLayer(
        JOURNEYS, "station", "Stations in winning journeys", "stops", "Stations in no journey"
    ),
    HeatLayer(THROWN, "station", "Cards thrown away", "cards"),
)


def observe(game: OneDayGame) -> Observation:
    network, state = game.network, game.state
    ids = network.station_ids
    journey: dict[str, float] = {}
    if state.winner != NONE:
        for card in state.racks[state.winner]:
            journey[ids[card]] = journey.get(ids[card], 0) + 1
    thrown = {ids[s]: float(n) for s, n in enumerate(state.thrown) if n}
    metrics = {
        "turns": float(state.turns),
        "no_winner": float(state.winner == NONE),
    }
    for station, station_id in enumerate(ids):
        if state.taken[station] or state.thrown[station]:
            metrics[f"discards.{station_id}.taken"] = float(state.taken[station])
            metrics[f"discards.{station_id}.thrown"] = float(state.thrown[station])
    rounds = -(-state.turns // game.players)
    cut = (
        f"no rack became a journey in {count(game.max_turns, 'turn')} each (O5, option max_turns)"
        if state.winner == NONE and state.over
        else ""
    )
    heat = {JOURNEYS: journey, THROWN: thrown}
    return Observation(heat=heat, rounds=rounds, metrics=metrics, cut=cut)
