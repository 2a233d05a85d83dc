"""Bots in three strengths, and the registry the command line names them by.

- `random`: a uniformly random legal action; a floor, never a balance verdict.
- `greedy`: the action with the best immediate value as the ruleset's
  `Evaluator` judges it (points now plus a cheap look ahead), ties broken at random.
- `montecarlo`: flat Monte Carlo: the few best greedy candidates are each
  played out to the end by greedy bots, a budget of times; the best mean
  final margin wins.

A ruleset makes bots good at its game by providing an `Evaluator`; without
one, the generic evaluator clones the game and applies each action, which is
correct for every ruleset but slow where there are many actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.rules.base import Action, Evaluator, Game


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

    def ranked(self, game: Game, rng: random.Random) -> list[Action]:
        """Legal actions, best first; equal values in random order."""
        actions = list(game.legal_actions())
        values = self.evaluator.values(game, actions)
        order = sorted(range(len(actions)), key=lambda i: (-values[i], rng.random()))
        return [actions[i] for i in order]


class MonteCarloBot:
    name = "montecarlo"

    def __init__(self, evaluator: Evaluator, candidates: int = 4, playouts: int = 4) -> None:
        self.greedy = GreedyBot(evaluator)
        self.candidates = candidates
        self.playouts = playouts

    def choose(self, game: Game, rng: random.Random) -> Action:
        ranked = self.greedy.ranked(game, rng)
        if len(ranked) == 1:
            return ranked[0]
        seat = game.current_player
        assert seat is not None
        best, best_value = ranked[0], float("-inf")
        for action in ranked[: self.candidates]:
            total = 0.0
            for _ in range(self.playouts):
                trial = game.clone()
                trial.apply(action)
                trial.resample_hidden(rng, seat)  # the bot sees only what its seat sees
                play_out(trial, self.greedy, rng)
                total += _margin(trial.scores, seat)
            if total > best_value:
                best, best_value = action, total
        return best


def play_out(game: Game, bot: Bot, rng: random.Random) -> None:
    while not game.is_over:
        game.apply(bot.choose(game, rng))


def _margin(scores: Sequence[int], seat: int) -> float:
    """The seat's lead over the best other seat (negative when behind)."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return float(scores[seat] - max(others, default=0))


BotFactory = Callable[[Evaluator], Bot]

BOTS: dict[str, BotFactory] = {
    "random": lambda evaluator: RandomBot(),
    "greedy": GreedyBot,
    "montecarlo": MonteCarloBot,
}


def bot_names() -> tuple[str, ...]:
    return tuple(BOTS)


def make_bot(name: str, evaluator: Evaluator) -> Bot:
    factory = BOTS.get(name)
    if factory is None:
        raise ValueError(f"unknown bot '{name}' (known: {', '.join(BOTS)})")
    return factory(evaluator)
