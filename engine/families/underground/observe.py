"""Where a game of On the Underground happened on the map, for the playtest report.

Read from the finished state, never from a replay: the game keeps cheap
counters (the Passenger's arrivals and passes per node, his crossings and
walks per span, the round of each span's first token), and Track tokens are
never removed, so the tokens on a connection are the lines holding its spans.
"""

from __future__ import annotations

from engine.families.underground.game import UndergroundGame
from engine.map.model import MapPack
from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.heat import HeatLayer

ARRIVALS, PASSES, TOKENS, TRACK, WALKS = (
    "passenger_arrivals",
    "passenger_passes",
    "track_tokens",
    "passenger_track",
    "passenger_walks",
)


def destinations(pack: MapPack) -> frozenset[str]:
    """The stations on a destination card: the only ones the Passenger travels to."""
    return frozenset(card.station for card in pack.deck)


# The first layer of each kind is what the report's older keys (`stations`,
# `connections`) carry.
HEAT_LAYERS = (
    HeatLayer(
        ARRIVALS,
        "station",
        "Passenger arrivals",
        "arrivals",
        "Destinations never reached",
        destinations,
    ),
    HeatLayer(TOKENS, "connection", "Track tokens placed", "tokens", "Connections never built"),
    HeatLayer(PASSES, "station", "Stations the Passenger passes", "passes"),
    HeatLayer(TRACK, "connection", "Track the Passenger travels", "crossings"),
    HeatLayer(WALKS, "connection", "Track the Passenger walks", "walks"),
)


def observation(game: UndergroundGame) -> Observation:
    """The heat layers' amounts, the first round per connection, rounds played.

    A water connection is crossed whole, so its first space counts its crossings.
    Rounds count from 1, so a first build in round r happened in every seat's
    r-th turn; `rounds` is the turns every seat has completed.
    """
    board, state = game.table.board, game.state
    tokens: dict[str, float] = {}
    track: dict[str, float] = {}
    walks: dict[str, float] = {}
    first_build: dict[str, int] = {}
    for index, spans in enumerate(board.connection_spans):
        if not spans:
            continue
        connection = board.pack.connections[index].id
        first = (spans & -spans).bit_length() - 1
        _count(track, connection, state.crossed[first])
        _count(walks, connection, state.walked[first])
        built = [span for span in bits(spans) if state.first_built[span]]
        if built:
            tokens[connection] = sum(state.occupancy[span].bit_count() for span in built)
            first_build[connection] = min(state.first_built[span] for span in built)
    return Observation(
        heat={
            ARRIVALS: _per_station(game, state.visits),
            PASSES: _per_station(game, state.passes),
            TOKENS: tokens,
            TRACK: track,
            WALKS: walks,
        },
        first_build=first_build,
        rounds=min(state.turns),
    )


def _per_station(game: UndergroundGame, counts: list[int]) -> dict[str, float]:
    ids = game.table.board.station_ids
    return {ids[node]: count for node, count in enumerate(counts[: len(ids)]) if count}


def _count(amounts: dict[str, float], element: str, count: int) -> None:
    if count:
        amounts[element] = count
