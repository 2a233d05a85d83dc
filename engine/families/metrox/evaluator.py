"""How greedy bots judge a Metro X card: the points it makes now plus how much
closer it brings the seat's routes to their bonuses.

Points now: a transfer number (M5) and the bonus of every route the marks
complete (M7: the first value while nobody has it, else the later one).
Progress: each route is worth its bonus x (share of its stations marked)²
x how likely its remaining windows can still fill it (windows left x the
mean card's reach / empty stations, at most 1); filling a window lowers
that likelihood, which is what a window costs. Every station marked also
counts the penalty table's mean step (M8), since it is one fewer empty.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.families.metrox.actions import Cross, Free, Transfer
from engine.families.metrox.game import MetroXGame
from engine.families.metrox.marking import crossable, first_empty
from engine.rules.base import Action, Game, SearchBudget
from engine.rules.bitmask import bits


class MetroXEvaluator:
    strong_budget = SearchBudget(candidates=4, worlds=4, horizon=2)

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        assert isinstance(game, MetroXGame)
        seat = game.current_player
        assert seat is not None and game.card is not None
        judge = _Judge(game, seat)
        return [judge.value(action) for action in actions]

    def standing(self, game: Game, seat: int) -> float:
        """Points scored plus the routes' progress and the stations marked, valued as
        `values` values them: a look-ahead bot's playouts stop before the end (M8)."""
        assert isinstance(game, MetroXGame)
        judge = _Judge(game, seat)
        progress = sum(
            judge.potential(route, judge.marked, left)
            for route, left in enumerate(judge.windows_left)
            if not judge.completed >> route & 1
        )
        return game.scores[seat] + judge.marked.bit_count() * judge.station_value + progress


class _Judge:
    """A seat's sheet as the values of its actions start from."""

    def __init__(self, game: MetroXGame, seat: int) -> None:
        sheet, state, options = game.sheet, game.state, game.options
        self.game, self.sheet, self.card = game, sheet, game.card
        self.marked = state.marked[seat]
        self.completed = state.completed[seat]
        self.windows_left = [
            windows - len(written)
            for windows, written in zip(sheet.windows, state.written[seat], strict=True)
        ]
        solo, claimed = state.bonuses.solo, state.bonuses.claimed
        self.bonus = [
            first if solo or route not in claimed else later
            for route, (first, later) in enumerate(sheet.bonus)
        ]
        reach = [card.count or 1 for card in options.cards if card.fills_window]
        self.reach = sum(reach) / len(reach)
        table = options.empty_penalty
        self.station_value = (table[0] - table[-1]) / max(len(table) - 1, 1)

    def value(self, action: Action) -> float:
        sheet, marked = self.sheet, self.marked
        if isinstance(action, Free):
            return self._gain(1 << sheet.station_index[action.station], None)
        if isinstance(action, Transfer):
            route = sheet.route_index[action.route]
            station = first_empty(sheet, marked, route)
            if station is None:
                return self._gain(0, route)
            return sheet.transfer_value(station) + self._gain(1 << station, route)
        if isinstance(action, Cross):
            route = sheet.route_index[action.route]
            mask = 0
            assert self.card is not None
            for station in crossable(sheet, marked, route, self.card)[: action.count]:
                mask |= 1 << station
            return self._gain(mask, route)
        return 0.0

    def _gain(self, mask: int, window: int | None) -> float:
        """What marking `mask` (and filling a window of route `window`) is worth."""
        sheet = self.sheet
        after = self.marked | mask
        routes = {route for station in bits(mask) for route in sheet.routes_at[station]}
        if window is not None:
            routes.add(window)
        gain = mask.bit_count() * self.station_value
        for route in routes:
            if self.completed >> route & 1:
                continue
            left = self.windows_left[route]
            before = self.potential(route, self.marked, left)
            if sheet.route_masks[route] & ~after == 0:
                gain += self.bonus[route] - before
            else:
                gain += self.potential(route, after, left - (route == window)) - before
        return gain

    def potential(self, route: int, marked: int, windows_left: int) -> float:
        stations = self.sheet.route_masks[route]
        total = stations.bit_count()
        if not total:
            return 0.0
        empty = (stations & ~marked).bit_count()
        share = 1 - empty / total
        likely = min(1.0, windows_left * self.reach / empty) if empty else 1.0
        return self.bonus[route] * share * share * likely
