"""How greedy bots judge a One Day in London action: how close the seat's rack
comes to a journey.

A rack's worth is its longest run of slots that is a journey on its own (O4),
plus a little for every other pair of neighbours some line joins, and a win
above everything. Taking from a discard pile is worth the best rack its card
makes; drawing, the rack as it is plus a small hope; a card the seat holds is
worth the best rack it makes in any slot, or the rack as it is when given up.
A rack's worth is remembered, as playouts meet the same racks again and again.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from engine.families.oneday.actions import Discard, Draw, Place, Swap, Take
from engine.families.oneday.game import OneDayGame
from engine.families.oneday.journey import longest_run
from engine.families.oneday.network import Network
from engine.rules.base import Action, Game, SearchBudget

WIN = 1000.0
PAIR = 0.1  # a joined pair of neighbours outside the longest run
HOPE = 0.3  # what an unseen card may bring
REMEMBERED = 200_000  # racks whose worth is kept, per process


class OneDayEvaluator:
    strong_budget = SearchBudget(candidates=4, worlds=2, horizon=2)

    def __init__(self) -> None:
        self._worth: dict[tuple[int, ...], float] = {}
        self._network: Network | None = None  # the map the remembered worths are of

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        assert isinstance(game, OneDayGame)
        state = game.state
        rack = state.racks[state.seat]
        network = game.network
        now = self.worth(network, rack)
        values = []
        for action in actions:
            if isinstance(action, Place | Swap):
                values.append(self.worth(network, _with(rack, action.slot - 1, state.hand)))
            elif isinstance(action, Take):
                card = state.deck.discards[action.pile - 1][-1]
                slots = range(len(rack))
                values.append(max(self.worth(network, _with(rack, s, card)) for s in slots))
            elif isinstance(action, Draw):
                values.append(now + HOPE)
            else:
                assert isinstance(action, Discard)
                values.append(now)
        return values

    def standing(self, game: Game, seat: int) -> float:
        """The worth of the seat's rack: a look-ahead bot's playouts stop long before
        anyone wins, and the score (1 for the winner, O5) says nothing until then."""
        assert isinstance(game, OneDayGame)
        return self.worth(game.network, game.state.racks[seat])

    def worth(self, network: Network, rack: tuple[int, ...] | list[int]) -> float:
        if network is not self._network:
            self._worth, self._network = {}, network
        key = tuple(rack)
        found = self._worth.get(key)
        if found is None:
            if len(self._worth) >= REMEMBERED:
                self._worth.clear()
            run = longest_run(network, key)
            pairs = sum(1 for a, b in pairwise(key) if network.joined(a, b))
            found = run + PAIR * pairs + (WIN if run == len(key) else 0.0)
            self._worth[key] = found
        return found


def _with(rack: list[int], slot: int, card: int) -> tuple[int, ...]:
    changed = list(rack)
    changed[slot] = card
    return tuple(changed)
