"""How greedy bots judge a use of the dice: the points it makes now plus how much
closer it brings the seat's lines and zones to completion, less the passes it
spends.

Points now: the value of every line and zone the use completes (D6: the first
value while nobody has it, else the later one). Progress: each unfinished
goal is worth its value x (share of its stations numbered and connections
marked)²; a goal holding a dead station (empty, every connection at it marked,
so it can never be numbered: D3, D4) is worth nothing. Each pass spent costs
the point it would score unused (D7). Taking a pair without marking is worth 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.families.tubedice.actions import Use
from engine.families.tubedice.game import TubeDiceGame
from engine.rules.base import Action, Game, SearchBudget
from engine.rules.bitmask import bits

PASS_COST = 1.0  # an unused pass scores a point (D7)


class TubeDiceEvaluator:
    strong_budget = SearchBudget(candidates=4, worlds=2, horizon=2)

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        assert isinstance(game, TubeDiceGame)
        seat = game.current_player
        assert seat is not None
        judge = _Judge(game, seat)
        return [judge.value(action) if isinstance(action, Use) else 0.0 for action in actions]

    def standing(self, game: Game, seat: int) -> float:
        """Points scored, the passes still unused (D7, scored at the end) and every
        unfinished goal's progress, as `values` values them: completions (D6) come
        long after a playout stops."""
        assert isinstance(game, TubeDiceGame)
        state = game.state
        if game.is_over:
            return float(state.scores[seat])
        judge = _Judge(game, seat)
        progress = sum(
            judge.potential(number, judge.numbered, judge.marked, judge.dead)
            for number in range(len(game.sheet.goals))
            if not judge.completed >> number & 1
        )
        return state.scores[seat] + PASS_COST * state.passes[seat] + progress


class _Judge:
    """A seat's sheet as the values of its uses start from."""

    def __init__(self, game: TubeDiceGame, seat: int) -> None:
        sheet, state = game.sheet, game.state
        self.sheet, self.mark_all = sheet, game.options.mark_all
        self.numbered, self.marked = state.numbered[seat], state.marked[seat]
        self.completed = state.completed[seat]
        solo, claimed = state.bonuses.solo, state.bonuses.claimed
        self.worth = [
            goal.values[0] if solo or n not in claimed else goal.values[1]
            for n, goal in enumerate(sheet.goals)
        ]
        self.dead = sum(
            1 << s
            for s in range(len(sheet.station_ids))
            if self._dead(s, self.numbered, self.marked)
        )

    def _dead(self, station: int, numbered: int, marked: int) -> bool:
        return not numbered >> station & 1 and not self.sheet.incident[station] & ~marked

    def value(self, use: Use) -> float:
        sheet = self.sheet
        station = sheet.station_index[use.station]
        marks = self._marks(station, use)
        numbered, marked = self.numbered | 1 << station, self.marked | marks
        dead = self.dead & ~(1 << station)
        goals = set(sheet.goals_at_station[station])
        for connection in bits(marks):
            goals.update(sheet.goals_at_connection[connection])
            end = sheet.other_end(connection, station)
            if self._dead(end, numbered, marked):
                dead |= 1 << end
                goals.update(sheet.goals_at_station[end])
        gain = -PASS_COST * use.passes
        for number in goals:
            if not self.completed >> number & 1:
                before = self.potential(number, self.numbered, self.marked, self.dead)
                gain += self.potential(number, numbered, marked, dead) - before
        return gain

    def _marks(self, station: int, use: Use) -> int:
        sheet = self.sheet
        if use.connection is not None:
            return 1 << sheet.connection_index[use.connection]
        value = use.connection_die.value
        free = sheet.incident[station] & ~self.marked
        return sum(1 << c for c in bits(free) if sheet.sections[c] == value)

    def potential(self, number: int, numbered: int, marked: int, dead: int) -> float:
        goal = self.sheet.goals[number]
        if goal.stations & dead or not goal.stations:
            return 0.0
        total = goal.stations.bit_count() + goal.connections.bit_count()
        done = (goal.stations & numbered).bit_count() + (goal.connections & marked).bit_count()
        share = done / total
        return self.worth[number] * share * share
