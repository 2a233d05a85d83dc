"""Playing one seeded game with bots, from setup to the final scores."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.map.model import MapPack
from engine.rules.registry import get_ruleset
from engine.sim import budget
from engine.sim.bots import CloneEvaluator, make_bot
from engine.sim.result import GameResult


@dataclass(frozen=True)
class Matchup:
    """Everything but the seed that decides a game: same matchup + seed, same game."""

    pack: MapPack
    bots: tuple[str, ...]  # one per seat, in turn order
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        return len(self.bots)


def play_game(matchup: Matchup, seed: int) -> GameResult:
    ruleset = get_ruleset(matchup.pack.ruleset)
    game = ruleset.new_game(matchup.pack, matchup.players, matchup.options, seed)
    evaluator = ruleset.evaluator(game) or CloneEvaluator()
    bots = [make_bot(name, evaluator) for name in matchup.bots]
    # Each seat's bot has its own stream, so one bot's choices never shift another's.
    streams = [random.Random(f"{seed}/{seat}") for seat in range(matchup.players)]
    unfinished = ""
    with budget.cpu_bound():
        for done in range(budget.MAX_ACTIONS + 1):
            seat = game.current_player
            if seat is None:
                break
            if done == budget.MAX_ACTIONS:
                unfinished = f"did not end within {budget.MAX_ACTIONS} actions"
                break
            action = bots[seat].choose(game, streams[seat])
            if budget.out_of_time():  # the choice may be cut short: the game stops here
                unfinished = f"did not end within {budget.MAX_CPU_SECONDS:g} s of CPU"
                break
            game.apply(action)
    return GameResult(
        seed=seed,
        scores=tuple(game.scores),
        winners=() if unfinished else tuple(game.winners()),
        breakdown=tuple(dict(b) for b in game.score_breakdown),
        observation=ruleset.observe(game),
        actions=tuple(str(a) for a in game.history),
        unfinished=unfinished,
    )


class GameFault(Exception):
    """A game that raised: a fault in the rules or a bot, which no map should cause.
    It names the seed, so the game can be played again to find the fault; its
    args are plain text, so it crosses from a worker process intact."""

    def __init__(self, seed: int, reason: str) -> None:
        super().__init__(seed, reason)
        self.seed = seed
        self.reason = reason

    def __str__(self) -> str:
        return f"the game with seed {self.seed} stopped with {self.reason}"


def play_seeds(matchup: Matchup, seeds: Sequence[int]) -> list[GameResult]:
    results = []
    for seed in seeds:
        try:
            results.append(play_game(matchup, seed))
        except Exception as error:  # any fault of a family's code, a plug-in's included
            raise GameFault(seed, f"{type(error).__name__}: {error}") from None
    return results
