"""Where a game of On the Underground happened on the map, for the playtest report.

Read from the finished state, never from a replay: the game keeps two cheap
counters (the Passenger's arrivals per node, the round of each span's first
token), and Track tokens are never removed, so the tokens on a connection are
the lines holding its spans. Nothing here runs while the game is played.
"""

from __future__ import annotations

from engine.rules.base import Observation
from engine.rules.bitmask import bits
from engine.rules.underground.game import UndergroundGame


def observation(game: UndergroundGame) -> Observation:
    """Arrivals per station, tokens and first round per connection, rounds played.

    Rounds count from 1, so a first build in round r happened in every seat's
    r-th turn; `rounds` is the turns every seat has completed.
    """
    board, state = game.table.board, game.state
    visits = {board.station_ids[node]: count for node, count in enumerate(state.visits) if count}
    builds: dict[str, int] = {}
    first_build: dict[str, int] = {}
    for index, spans in enumerate(board.connection_spans):
        tokens = sum(state.occupancy[span].bit_count() for span in bits(spans))
        if not tokens:
            continue
        connection = board.pack.connections[index].id
        builds[connection] = tokens
        first_build[connection] = min(
            state.first_built[span] for span in bits(spans) if state.first_built[span]
        )
    return Observation(
        visits=visits, builds=builds, first_build=first_build, rounds=min(state.turns)
    )
