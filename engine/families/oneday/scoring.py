"""The one score source of One Day in London: the first seat whose rack is a
whole journey wins (O5) and scores 1; everyone else scores 0."""

from __future__ import annotations

from engine.families.oneday.journey import describe, extend, ridden
from engine.families.oneday.network import Network
from engine.families.oneday.state import State
from engine.rules.base import Event
from engine.rules.state_view import award

WIN = "O5"

SOURCE_NAMES = {WIN: "journeys"}


def journey_lines(network: Network, stops: list[int]) -> tuple[int, ...]:
    """The lines a valid journey rides, leg by leg."""
    return ridden(network, stops, extend(network, stops))


def score_win(network: Network, state: State, seat: int) -> None:
    """O5: the winner's journey, its stops and lines named."""
    stops = state.racks[seat]
    lines = journey_lines(network, stops)
    detail = f"a {len(stops)}-stop journey: {describe(network, stops, lines)}"
    elements = tuple(dict.fromkeys(network.station_ids[s] for s in stops))
    award(state, Event(WIN, seat, None, 1, detail, elements))
