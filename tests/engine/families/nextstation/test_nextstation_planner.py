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
from engine.families.nextstation.line_rules import later_worth
from engine.families.nextstation.planner import RoundPlanner, judge, sampled_orders
from engine.map.model import Region
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from tests.engine.families.nextstation.sheets import box, sheet_pack, stage

SHEETS = ["next-station-london.yaml", "next-station-tokyo.yaml", "next-station-wendmouth.yaml"]

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


def code(game: NextStationGame, card: StationCard, switch: bool = False) -> int:
    """The planner's code of a card: its index in the deck, and whether a Switch came."""
    return game.deck.index(card) << 1 | switch


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
    circle_next = [(1.0, (code(game, CIRCLE),))]
    assert planner.reply(planner.after(root, actions[2]), circle_next) == 3
    assert planner.reply(planner.after(root, actions[1]), circle_next) == 2


def test_the_planner_answers_a_card_without_knowing_the_ones_after_it() -> None:
    """Two orders share the next card (a square) and differ after it: the reply to the
    square is one for both, so the pair is worth less than the best of each apart."""
    game = stage(FORK, [["street joker"]])
    planner = RoundPlanner(game, 0)
    root = planner.line(game.state)
    square = code(game, StationCard("street", "square"))
    towards_z = (1.0, (square, code(game, CIRCLE)))
    towards_w = (1.0, (square, code(game, PENTAGON)))
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
    towards_z = (1.0, (code(game, StationCard("street", "square")), code(game, CIRCLE)))
    towards_w = (1.0, (code(game, StationCard("underground", "square")), code(game, PENTAGON)))
    assert planner.reply(root, [towards_z, towards_w]) == 3 + 3


@pytest.mark.parametrize("name", SHEETS)
def test_the_planner_draws_and_scores_as_the_game_does(name: str) -> None:
    """N2, N3, N4: in random solo games, the planner allows the same sections as the
    game, and two actions differ in its value as much as in the evaluator's standing;
    the planner kept from the round's earlier decisions judges as a new one does."""
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
            assert planner.rules.sections(root, code(game, card, game.state.switch)) == found
            offsets = set()
            actions = game.legal_actions()
            for action in actions:
                trial = game.clone()
                trial.apply(action)
                line = planner.after(root, action)
                offsets.add(round(line.value + line.lost - evaluator.standing(trial, 0), 9))
            assert len(offsets) == 1
            if seed == 0:
                world = game.clone()
                world.resample_hidden(rng, 0)
                kept = judge(game, actions, [world])
                orders = [] if game.last_card_of_round else sampled_orders(game, [world])
                fresh = [planner.reply(planner.after(root, a), orders) for a in actions]
                assert kept == pytest.approx(fresh)
            game.apply(rng.choice(actions))


def test_the_orders_give_each_card_its_chance_and_end_the_round() -> None:
    """N1: each card not yet flipped comes next with its true chance; the round ends on
    its last underground card; a Switch flipped third or later lets the next card's
    section leave any station of the line."""
    flips = ["street square", "street circle", "street switch", "street pentagon"]
    game = stage(FORK, [flips])
    orders = sampled_orders(game, [game])
    assert sum(weight for weight, _ in orders) == pytest.approx(1)
    unseen = len(game.deck) - 1
    firsts = {cards[0] >> 1 for _, cards in orders}
    assert len(firsts) == unseen - 1  # the Switch is never decided on
    switch = game.deck.index(StationCard("street", switch=True))
    for _, cards in orders:
        decided = [game.deck[c >> 1] for c in cards]
        assert sum(card.ends_round for card in decided) == sum(c.ends_round for c in game.deck)
        assert decided[-1].ends_round
        assert all(c >> 1 != switch for c in cards)  # flipped, then the next card at once
        # flipped 2nd in the round (next from here) it is ignored, later it counts
        assert not cards[0] & 1
    assert any(c & 1 for _, cards in orders for c in cards)


def test_guides_near_a_later_departure_are_worth_keeping_open() -> None:
    """N1, N2: a section closes its guide and those it crosses for the rest of the game;
    the planner charges what they are worth to the seat's later lines, more the closer
    they lie to those lines' departure stations, and nothing in the last round."""
    two = sheet_pack(
        {s.id: (s.pos, "square") for s in FORK.stations},
        ["o-x", "x-w1", "x-w2", "o-y", "y-z"],
        [("blue", "o"), ("red", "z")],
    )
    game = stage(two, [["street square"]])
    worth = dict(zip(game.sheet.guide_ids, later_worth(game, 0), strict=True))
    assert worth == {"y-z": 1.0, "o-y": 0.5, "o-x": 0.25, "x-w1": 0.1, "x-w2": 0.1}
    while game.state.round == 0:
        game.apply(game.parse_action("pass"))
    assert later_worth(game, 0) == [0.0] * 5
