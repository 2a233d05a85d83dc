"""What the playtest report learns from a finished On the Underground game
(engine/families/underground/observe.py) and the names of its score sources."""

from __future__ import annotations

import random

import pytest

from engine.families.underground.actions import PlaceTrack
from engine.families.underground.game import UndergroundGame
from engine.families.underground.observe import ARRIVALS, TOKENS, observation
from engine.map.model import Connection
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

#   hub = a - b     (hub-a has two lanes)
STATIONS = {"hub": (0, 0), "a": (100, 0), "b": (200, 0)}
LINKS = [Connection("hub-a", "hub", "a", lanes=2), "a-b"]


@pytest.fixture
def pack(make_pack):
    return make_pack(STATIONS, LINKS, flags={"hub": ["start"]})


def heat(game: UndergroundGame, layer: str) -> dict[str, float]:
    return observation(game).heat.get(layer, {})


def test_u13_arrivals_count_every_visit_staying_put_included(stage, play, pack) -> None:
    deck = [("hub", "standard"), ("b", "express"), ("b", "standard"), ("a", "standard")]
    game = stage(pack, deck=deck * 3)
    play(game, "place red hub-a", "place red a-b", "branch")
    assert heat(game, ARRIVALS) == {"b": 2}  # rides to the Express b, stays for the Standard b
    play(game, *["branch"] * 5)  # stays at the Express b; hub and a tie for the Standard
    play(game, "ride a via red")
    assert heat(game, ARRIVALS) == {"b": 3, "a": 1}


def test_tokens_and_the_round_of_the_first_per_connection(stage, play, pack) -> None:
    game = stage(pack)
    play(game, "place red hub-a", "branch", "branch")  # round 1
    play(game, *["branch"] * 5)
    play(game, "place red a-b", "branch", "branch", "branch")  # round 2
    play(game, "place blue hub-a", *["branch"] * 3)
    seen = observation(game)
    assert seen.heat[TOKENS] == {"hub-a": 2, "a-b": 1}
    assert seen.first_build == {"hub-a": 1, "a-b": 2}
    assert seen.rounds == 2


def test_a_finished_game_accounts_for_every_card_and_token() -> None:
    """Each arrival discards one card; each token stays where it was placed; every
    seat played the rounds observed."""
    pack = load_pack(MAPS / "london.yaml")
    game = get_ruleset("underground").new_game(pack, 3, seed=2)
    rng = random.Random(2)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    seen = observation(game)
    state = game.state
    cards = len(game.table.cards) - len(state.deck) - len(state.face_up)
    assert sum(seen.heat[ARRIVALS].values()) == cards
    placed = [a for a in game.history if isinstance(a, PlaceTrack)]
    assert sum(seen.heat[TOKENS].values()) == len(placed)
    assert set(seen.first_build) == set(seen.heat[TOKENS]) == {a.connection for a in placed}
    assert set(state.turns) == {seen.rounds}
    assert seen.first_build  # tracks were built
    assert all(1 <= turn <= seen.rounds for turn in seen.first_build.values())


def test_every_scoring_rule_has_a_report_source_name() -> None:
    """U5-U13 all score (see the playouts); each has its own name, U10's two parts share one."""
    names = get_ruleset("underground").source_names
    assert set(names) == {f"U{n}" for n in range(5, 14)}
    assert len(set(names.values())) == len(names)
    assert names["U13"] == "passenger"
