"""Look-ahead bots: a few greedy candidates, each tried in the same sampled worlds.

A decision costs `candidates x worlds` short playouts. The ruleset's evaluator
cuts the legal actions to the best few; each world is a clone of the game with
everything the mover cannot see redealt (`resample_hidden` from the mover's
seat), so the search never peeks at the deck or another hand; in each world
every candidate is played, then greedy play carries on until `horizon` more
steps of the game have begun (a seat's turn, or a card or roll everyone
decides on: `Game.step`), or to the end when `horizon` is None, and the
position is judged by the evaluator's `standing` where it has one, by the
score otherwise. The best mean margin over the best other seat wins. A budget
may name another per position (`SearchBudget.at`): where the search pays more,
or less, than elsewhere.

Every candidate meets the same worlds and the same tie-breaks (common random
numbers): the playouts differ only by the candidate, so a few of them already
rank candidates well. The first Monte Carlo bot gave each candidate playouts
of its own, and on Next Station their luck of the draw outweighed the choice:
it scored less than greedy. Even in common worlds, playouts to the end drift
apart after different choices, so the strong bot stops after a few steps and
lets the evaluator judge the position (benchmarks/README.md has the figures).

An evaluator that is a `WorldJudge` is handed the sampled worlds and judges
the candidates by its own search there, without playouts: on Next Station a
greedy reply to the next card was the weak link (engine/families/nextstation/planner.py).

Budgets count playouts, never time, so a seed plays the same game on any
machine and with any number of workers; only a game past the bound on its CPU
time (engine/sim/budget.py), which that bound ends anyway, has its playouts cut.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.rules.base import Action, Evaluator, Game, Lookahead, SearchBudget, WorldJudge
from engine.sim import budget

Policy = Callable[[Game, random.Random], Action]
Standing = Callable[[Game, int], float]

# A playout to the end stops where it stands after as many actions as a whole game
# may take, or when the game's CPU time runs out (engine/sim/budget.py).
_CLOCK_EVERY = 256  # playout actions between two looks at the clock


class LookaheadBot:
    def __init__(
        self,
        name: str,
        evaluator: Evaluator,
        policy: Policy,
        budget: SearchBudget,
        judge: WorldJudge | None = None,
    ) -> None:
        self.name = name
        self.evaluator = evaluator
        self.policy = policy
        self.budget = budget
        self.judge = judge  # judges the worlds instead of playouts
        # asked once: a check against a runtime protocol costs more than a playout's judging
        self.standing = evaluator.standing if isinstance(evaluator, Lookahead) else None

    def choose(self, game: Game, rng: random.Random) -> Action:
        seat = game.current_player
        assert seat is not None
        budget = self.budget if self.budget.at is None else self.budget.at(game)
        candidates = self.shortlist(game, rng, budget)
        if len(candidates) == 1:
            return candidates[0]
        worlds = []
        for _ in range(budget.worlds):
            world = game.clone()
            world.resample_hidden(rng, seat)
            worlds.append((world, rng.getrandbits(64)))
        if self.judge is not None:
            totals = self.judge.judge(game, candidates, [world for world, _ in worlds])
        else:
            totals = self.play_outs(game, candidates, worlds, budget.horizon)
        # the first best: among equal totals, the greedy favourite
        return candidates[max(range(len(candidates)), key=totals.__getitem__)]

    def play_outs(
        self,
        game: Game,
        candidates: list[Action],
        worlds: list[tuple[Game, int]],
        horizon: int | None,
    ) -> list[float]:
        """Per candidate, the total margin of its playouts in the worlds (with their luck)."""
        seat = game.current_player
        assert seat is not None
        until = None if horizon is None else game.step + horizon
        totals = [0.0] * len(candidates)
        for world, luck in worlds:
            for index, action in enumerate(candidates):
                trial = world.clone()
                trial.apply(action)
                self.play_out(trial, until, random.Random(luck))
                totals[index] += margin(self.standing, trial, seat)
        return totals

    def shortlist(self, game: Game, rng: random.Random, budget: SearchBudget) -> list[Action]:
        """The best `candidates` actions by the evaluator (those `within` of the best),
        best first, equals in random order."""
        actions = list(game.legal_actions())
        if len(actions) <= 1:
            return actions
        values = self.evaluator.values(game, actions)
        order = sorted(range(len(actions)), key=lambda i: (-values[i], rng.random()))
        within = budget.within
        if within is not None:
            lowest = values[order[0]] - within
            order = [i for i in order if values[i] >= lowest]
        return [actions[i] for i in order[: budget.candidates]]

    def play_out(self, game: Game, until: int | None, rng: random.Random) -> None:
        """Greedy play until the game's step reaches `until`, or to the end (None), or
        until the bound on one game's work."""
        for done in range(budget.MAX_ACTIONS):
            if game.is_over or (until is not None and game.step >= until):
                return
            if done % _CLOCK_EVERY == _CLOCK_EVERY - 1 and budget.out_of_time():
                return
            game.apply(self.policy(game, rng))


def margin(standing: Standing | None, game: Game, seat: int) -> float:
    """The seat's lead over the best other seat (negative when behind); alone, its standing.
    `standing` is the evaluator's (`Lookahead`), if it has one; else the score counts."""
    if standing is not None:
        standings = [standing(game, s) for s in range(game.players)]
    else:
        standings = [float(score) for score in game.scores]
    others = [value for s, value in enumerate(standings) if s != seat]
    return standings[seat] - max(others, default=0.0)
