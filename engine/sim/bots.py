"""Bots in four strengths, and the registry the command line names them by.

- `random`: a uniformly random legal action; a floor, never a balance verdict.
- `greedy`: the action with the best immediate value as the ruleset's
  `Evaluator` judges it (points now plus a cheap look ahead), ties broken at random.
- `strong`: a look-ahead search (engine/sim/search.py) of the best greedy
  candidates, a few short playouts each in worlds sampled from the mover's
  view; what it searches comes from the evaluator (`Lookahead`), and an
  evaluator that is a `WorldJudge` judges the worlds by its own search instead
  of playouts (Next Station plans the round). About ten times greedy's time,
  and it beats greedy in every family.
- `montecarlo`: the same search in every family with one budget, `MONTECARLO`:
  more worlds than `strong` and playouts four steps deep, where the evaluator
  judges the position. Several times strong's time; on tube dice it wins more.
  Its playouts once ran to the end of the game: seconds a decision on One Day
  and tube dice, and no stronger, since a whole game's draw decides more than
  one choice.

A ruleset makes bots good at its game by providing an `Evaluator`; without
one, the generic evaluator clones the game and applies each action, which is
correct for every ruleset but slow where there are many actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.rules.base import Action, Evaluator, Game, Lookahead, SearchBudget, WorldJudge
from engine.sim.search import LookaheadBot

# The strong bot's search per decision where the evaluator names none (engine/sim/search.py).
STRONG = SearchBudget(candidates=4, worlds=2, horizon=1)
# The montecarlo bot's search in every family (benchmarks/README.md has the figures that chose it).
MONTECARLO = SearchBudget(candidates=4, worlds=4, horizon=4)


class Bot(Protocol):
    name: str

    def choose(self, game: Game, rng: random.Random) -> Action: ...


class CloneEvaluator:
    """Points the mover gains by each action, found by playing it on a copy."""

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        seat = game.current_player
        assert seat is not None
        before = game.scores[seat]
        values = []
        for action in actions:
            trial = game.clone()
            trial.apply(action)
            values.append(float(trial.scores[seat] - before))
        return values


class RandomBot:
    name = "random"

    def choose(self, game: Game, rng: random.Random) -> Action:
        return rng.choice(list(game.legal_actions()))


class GreedyBot:
    name = "greedy"

    def __init__(self, evaluator: Evaluator) -> None:
        self.evaluator = evaluator

    def choose(self, game: Game, rng: random.Random) -> Action:
        """The best action; among equals, one at random (without ranking them all)."""
        actions = list(game.legal_actions())
        values = self.evaluator.values(game, actions)
        best = max(values)
        tied = [action for action, value in zip(actions, values, strict=True) if value == best]
        return tied[0] if len(tied) == 1 else rng.choice(tied)


class MonteCarloBot(LookaheadBot):
    """More and deeper playouts than `strong`, cut at a depth: slower, stronger in some families."""

    def __init__(
        self,
        evaluator: Evaluator,
        candidates: int = MONTECARLO.candidates,
        playouts: int = MONTECARLO.worlds,
        horizon: int | None = MONTECARLO.horizon,
    ) -> None:
        budget = SearchBudget(candidates=candidates, worlds=playouts, horizon=horizon)
        super().__init__("montecarlo", evaluator, GreedyBot(evaluator).choose, budget)


class StrongBot(LookaheadBot):
    """A few short playouts per decision: far stronger than greedy, cheap enough for long runs."""

    def __init__(self, evaluator: Evaluator) -> None:
        budget = evaluator.strong_budget if isinstance(evaluator, Lookahead) else STRONG
        judge = evaluator if isinstance(evaluator, WorldJudge) else None
        super().__init__("strong", evaluator, GreedyBot(evaluator).choose, budget, judge)


def play_out(game: Game, bot: Bot, rng: random.Random) -> None:
    while not game.is_over:
        game.apply(bot.choose(game, rng))


BotFactory = Callable[[Evaluator], Bot]

BOTS: dict[str, BotFactory] = {
    "random": lambda evaluator: RandomBot(),
    "greedy": GreedyBot,
    "strong": StrongBot,
    "montecarlo": MonteCarloBot,
}


def bot_names() -> tuple[str, ...]:
    return tuple(BOTS)


def make_bot(name: str, evaluator: Evaluator) -> Bot:
    factory = BOTS.get(name)
    if factory is None:
        raise ValueError(f"unknown bot '{name}' (known: {', '.join(BOTS)})")
    return factory(evaluator)
