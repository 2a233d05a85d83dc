"""Playing one seeded game with bots, from setup to the final scores."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.model import MapPack
from engine.rules.registry import get_ruleset
from engine.sim.bots import CloneEvaluator, make_bot
from engine.sim.result import GameResult

# A game that has not ended after this many actions is a rules bug, not a long game.
MAX_ACTIONS = 100_000


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
    for _ in range(MAX_ACTIONS):
        seat = game.current_player
        if seat is None:
            break
        game.apply(bots[seat].choose(game, streams[seat]))
    else:
        raise RuntimeError(f"game with seed {seed} did not end after {MAX_ACTIONS} actions")
    return GameResult(
        seed=seed,
        scores=tuple(game.scores),
        winners=tuple(game.winners()),
        breakdown=tuple(dict(b) for b in game.score_breakdown),
        observation=ruleset.observe(game),
        actions=tuple(str(a) for a in game.history),
    )


def play_seeds(matchup: Matchup, seeds: Sequence[int]) -> list[GameResult]:
    return [play_game(matchup, seed) for seed in seeds]
