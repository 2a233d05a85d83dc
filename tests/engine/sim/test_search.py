"""The look-ahead bots (engine/sim/search.py): they see past the greedy bot's
horizon, and a seed plays the same game however many workers play it."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules.base import Action, Event, Game, SearchBudget
from engine.sim.bots import MONTECARLO, GreedyBot, MonteCarloBot, StrongBot
from engine.sim.play import Matchup
from engine.sim.runner import run_local

PICK, PLANT, HARVEST = "pick", "plant", "harvest"
POINTS = {PICK: 1, PLANT: 0, HARVEST: 3}


class Orchard:
    """A solo game of two turns: pick an apple now (1 point), or plant a tree
    (nothing now) whose harvest next turn is worth 3."""

    players = 1

    def __init__(self) -> None:
        self.history: list[str] = []
        self.events: list[Event] = []

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else 0

    @property
    def is_over(self) -> bool:
        return len(self.history) == 2

    @property
    def scores(self) -> tuple[int, ...]:
        return (sum(POINTS[action] for action in self.history),)

    @property
    def score_breakdown(self) -> tuple[Mapping[str, int], ...]:
        return ({"apples": self.scores[0]},)

    @property
    def step(self) -> int:
        return len(self.history)

    def legal_actions(self) -> Sequence[str]:
        if self.is_over:
            return []
        return [PICK, HARVEST] if self.history == [PLANT] else [PICK, PLANT]

    def apply(self, action: Action) -> None:
        assert action in self.legal_actions()
        self.history.append(str(action))

    def parse_action(self, text: str) -> str:
        return text

    def winners(self) -> tuple[int, ...]:
        return (0,)

    def clone(self) -> Orchard:
        copy = Orchard()
        copy.history = list(self.history)
        return copy

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Nothing is hidden."""


class PointsNow:
    """The greedy view: an action is worth the points it scores this turn."""

    strong_budget = SearchBudget(candidates=2, worlds=1, horizon=2)

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        return [float(POINTS[str(action)]) for action in actions]

    def standing(self, game: Game, seat: int) -> float:
        return float(game.scores[seat])


def test_the_strong_bot_plants_where_greedy_picks() -> None:
    """Greedy takes the apple in hand; a playout one turn further finds the harvest."""
    evaluator = PointsNow()
    rng = random.Random(1)
    assert GreedyBot(evaluator).choose(Orchard(), rng) == PICK
    assert StrongBot(evaluator).choose(Orchard(), rng) == PLANT
    assert MonteCarloBot(evaluator, candidates=2, playouts=1).choose(Orchard(), rng) == PLANT


def test_the_montecarlo_bot_judges_its_playouts_where_its_depth_ends() -> None:
    """One step deep, the harvest lies past its playouts and it picks as greedy does."""
    evaluator = PointsNow()
    shallow = MonteCarloBot(evaluator, candidates=2, playouts=1, horizon=1)
    assert shallow.choose(Orchard(), random.Random(1)) == PICK


class LongOrchard(Orchard):
    """Orchard turns without end (well, a hundred): it notes the deepest step played."""

    deepest = 0

    @property
    def is_over(self) -> bool:
        return len(self.history) == 100

    def legal_actions(self) -> Sequence[str]:
        return [] if self.is_over else [PICK, PLANT]

    def apply(self, action: Action) -> None:
        super().apply(action)
        LongOrchard.deepest = max(LongOrchard.deepest, self.step)

    def clone(self) -> LongOrchard:
        copy = LongOrchard()
        copy.history = list(self.history)
        return copy


def test_the_montecarlo_bot_plays_a_long_game_out_only_to_its_depth() -> None:
    """Playouts to the end of a long game once made a decision cost seconds."""
    assert MONTECARLO.horizon is not None
    LongOrchard.deepest = 0
    MonteCarloBot(PointsNow()).choose(LongOrchard(), random.Random(1))
    assert LongOrchard.deepest == MONTECARLO.horizon


@pytest.mark.parametrize(
    "budget",
    [
        pytest.param(SearchBudget(candidates=2, worlds=1, horizon=1), id="its own turn only"),
        pytest.param(SearchBudget(candidates=1, worlds=1, horizon=2), id="one candidate"),
        pytest.param(SearchBudget(2, 1, 2, within=0.5), id="planting a point below the best"),
    ],
)
def test_a_strong_bot_that_does_not_search_the_harvest_picks_like_greedy(
    budget: SearchBudget,
) -> None:
    evaluator = PointsNow()
    evaluator.strong_budget = budget
    assert StrongBot(evaluator).choose(Orchard(), random.Random(1)) == PICK


@pytest.mark.parametrize(
    ("there", "choice"),
    [
        pytest.param(SearchBudget(2, 1, None), PLANT, id="to the end"),
        pytest.param(SearchBudget(2, 1, 2), PLANT, id="two steps"),
        pytest.param(SearchBudget(1, 1, None), PICK, id="no search"),
    ],
)
def test_a_strong_bot_searches_as_the_position_asks(there: SearchBudget, choice: str) -> None:
    """The budget the position names (`SearchBudget.at`) replaces the bot's: one step
    deep its playouts would miss the harvest."""
    evaluator = PointsNow()
    evaluator.strong_budget = SearchBudget(2, 1, 1, at=lambda game: there)
    assert StrongBot(evaluator).choose(Orchard(), random.Random(1)) == choice


def test_strong_games_are_the_same_whatever_the_number_of_workers() -> None:
    pack = load_pack(MAPS / "next-station-tokyo.yaml")
    matchup = Matchup(pack, ("strong", "greedy"))
    alone = run_local(matchup, range(2), jobs=1).results
    pooled = run_local(matchup, range(2), jobs=2).results
    assert [r.actions for r in alone] == [r.actions for r in pooled]
    assert [r.scores for r in alone] == [r.scores for r in pooled]
    assert len({r.actions for r in alone}) == 2


class ApplesOnly(PointsNow):
    """A judge that sees only the apple in hand, and counts the worlds it is handed."""

    def __init__(self) -> None:
        self.handed: list[int] = []

    def judge(
        self, game: Game, candidates: Sequence[Action], worlds: Sequence[Game]
    ) -> list[float]:
        self.handed.append(len(worlds))
        return [float(POINTS[str(action)]) * len(worlds) for action in candidates]


def test_an_evaluator_that_judges_the_worlds_replaces_the_strong_bots_playouts() -> None:
    """The playouts would find the harvest; the judge's verdict rules instead, in the
    budget's worlds; the montecarlo bot still plays out."""
    evaluator = ApplesOnly()
    evaluator.strong_budget = SearchBudget(candidates=2, worlds=3, horizon=2)
    rng = random.Random(1)
    assert StrongBot(evaluator).choose(Orchard(), rng) == PICK
    assert evaluator.handed == [3]
    assert MonteCarloBot(evaluator, candidates=2, playouts=1).choose(Orchard(), rng) == PLANT
    assert evaluator.handed == [3]
