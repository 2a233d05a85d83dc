"""The strong bot's round planner (engine/families/nextstation/planner.py): its copy of
the drawing rules (N2) and of the scoring (N3, N4) agrees with the game's, and it
plans a line across districts (N3) without knowing the order of the cards to come."""

from __future__ import annotations

import random

import pytest

from engine.families.nextstation.cards import StationCard
from engine.families.nextstation.drawing import legal_sections
from engine.families.nextstation.evaluator import NextStationEvaluator
from engine.families.nextstation.game import NextStationGame
from engine.families.nextstation.planner import RoundPlanner, cards_to_come
from engine.map.model import Region
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from tests.engine.families.nextstation.sheets import box, sheet_pack, stage

SHEETS = ["next-station-london.yaml", "next-station-tokyo.yaml"]

# o and x in district A, y in B, z in C; x leads on to two pentagon stations in A
FORK = sheet_pack(
    {
        "o": ((0, 0), "square"),
        "x": ((0, 100), "square"),
        "w1": ((-100, 100), "pentagon"),
        "w2": ((0, 200), "pentagon"),
        "y": ((300, 0), "square"),
        "z": ((600, 0), "circle"),
    },
    ["o-x", "x-w1", "x-w2", "o-y", "y-z"],
    [("blue", "o")],
    regions=(
        Region("a", "district", box(-200, -50, 50, 250)),
        Region("b", "district", box(250, -50, 350, 50)),
        Region("c", "district", box(550, -50, 650, 50)),
    ),
    options={"district_count": "stations"},
)
CIRCLE, PENTAGON = StationCard("underground", "circle"), StationCard("underground", "pentagon")


def test_n3_the_planner_heads_for_a_new_district_greedy_walks_past() -> None:
    """On a square, greedy draws o-x (1 district x 2 stations, two guides onward); with a
    circle to come, o-y leads to z: 3 districts x 1 station beats 1 x 2."""
    game = stage(FORK, [["street square"]])
    actions = game.legal_actions()
    assert [str(a) for a in actions] == ["pass", "draw o x", "draw o y"]
    _, to_x, to_y = NextStationEvaluator().values(game, actions)
    assert to_x > to_y
    planner = RoundPlanner(game, 0)
    root = planner.line(game.state)
    circle_next = [[(CIRCLE, False)]]
    assert planner.reply(planner.after(root, actions[2]), circle_next) == 3
    assert planner.reply(planner.after(root, actions[1]), circle_next) == 2


def test_the_planner_answers_a_card_without_knowing_the_ones_after_it() -> None:
    """Two orders share the next card (a square) and differ after it: the reply to the
    square is one for both, so the pair is worth less than the best of each apart."""
    game = stage(FORK, [["street joker"]])
    planner = RoundPlanner(game, 0)
    root = planner.line(game.state)
    square = StationCard("street", "square")
    towards_z = [(square, False), (CIRCLE, False)]
    towards_w = [(square, False), (PENTAGON, False)]
    apart = planner.reply(root, [towards_z]) + planner.reply(root, [towards_w])
    together = planner.reply(root, [towards_z, towards_w])
    assert apart == 3 + 3  # o-y-z: 3 x 1; o-x-w: 1 x 3
    assert together == 2 + 3  # o-x then w on the pentagon, 1 x 2 on the circle


def test_the_planner_tells_a_street_card_from_an_underground_one() -> None:
    """N1: a seat sees the next card's kind (an underground card may end the round), so
    a street square and an underground square each get their own reply."""
    game = stage(FORK, [["street joker"]])
    planner = RoundPlanner(game, 0)
    root = planner.line(game.state)
    towards_z = [(StationCard("street", "square"), False), (CIRCLE, False)]
    towards_w = [(StationCard("underground", "square"), False), (PENTAGON, False)]
    assert planner.reply(root, [towards_z, towards_w]) == 3 + 3


@pytest.mark.parametrize("name", SHEETS)
def test_the_planner_draws_and_scores_as_the_game_does(name: str) -> None:
    """N2, N3, N4: in random solo games, the planner allows the same sections as the
    game, and two actions differ in its value as much as in the evaluator's standing."""
    pack = load_pack(MAPS / name)
    evaluator = NextStationEvaluator()
    for seed in range(2):
        game = get_ruleset("next-station").new_game(pack, 1, seed=seed)
        assert isinstance(game, NextStationGame)
        rng = random.Random(seed)
        while not game.is_over:
            planner = RoundPlanner(game, 0)
            root = planner.line(game.state)
            card = game.card
            assert card is not None
            found = legal_sections(game.sheet, game.state, 0, game.colour(0), card)
            assert planner.sections(root, card, game.state.switch) == found
            offsets = set()
            for action in game.legal_actions():
                trial = game.clone()
                trial.apply(action)
                value = planner.value(planner.after(root, action))
                offsets.add(round(value - evaluator.standing(trial, 0), 9))
            assert len(offsets) == 1
            game.apply(rng.choice(game.legal_actions()))


def test_the_cards_to_come_follow_the_flip_order_to_the_rounds_end() -> None:
    """N1: the round ends on its last underground card; a Switch flipped third or later
    lets the next card's section leave any station of the line."""
    flips = ["street square", "street circle", "street switch", "street pentagon"]
    game = stage(FORK, [flips])
    cards = cards_to_come(game)
    assert [(str(card), switch) for card, switch in cards][:2] == [
        ("street circle", False),
        ("street pentagon", True),
    ]
    assert sum(card.ends_round for card, _ in cards) == sum(c.ends_round for c in game.deck)
    assert cards[-1][0].ends_round
