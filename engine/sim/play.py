"""Playing one seeded game with bots, from setup to the final scores."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.model import MapPack
from engine.rules.registry import get_ruleset
from engine.sim.bots import CloneEvaluator, make_bot
from engine.sim.result import GameResult

# The most work one game may take, whatever the map's options allow (a One Day map
# whose every journey is too long plays `max_turns` turns): past either bound the
# game ends where it stands, with no winner and a verdict the report shows. Only the
# actions bound keeps a seed's game the same on every machine; no game of a playable
# map comes near either.
MAX_ACTIONS = 100_000
MAX_CPU_SECONDS = 60.0
_CLOCK_EVERY = 64  # actions between two looks at the clock


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
    deadline = time.process_time() + MAX_CPU_SECONDS
    for done in range(MAX_ACTIONS + 1):
        seat = game.current_player
        if seat is None:
            break
        if done == MAX_ACTIONS:
            unfinished = f"did not end within {MAX_ACTIONS} actions"
            break
        if done % _CLOCK_EVERY == 0 and time.process_time() > deadline:
            unfinished = f"did not end within {MAX_CPU_SECONDS:g} s of CPU"
            break
        game.apply(bots[seat].choose(game, streams[seat]))
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
