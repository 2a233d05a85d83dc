"""Searching bots play out clones whose unseen cards are reshuffled, never the real game's."""

from __future__ import annotations

import random

import pytest

from engine.families.nextstation.game import NextStationGame
from engine.families.underground.game import UndergroundGame
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


def started(map_name: str, players: int, steps: int) -> UndergroundGame | NextStationGame:
    pack = load_pack(MAPS / map_name)
    game = get_ruleset(pack.ruleset).new_game(pack, players, seed=3)
    rng = random.Random(0)
    for _ in range(steps):
        game.apply(rng.choice(list(game.legal_actions())))
    return game  # type: ignore[return-value]


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_underground_reshuffles_only_the_draw_pile(seat: int) -> None:
    """U13: only the deck's order is hidden, from every seat alike."""
    game = started("london.yaml", 3, 30)
    clone = game.clone()
    clone.resample_hidden(random.Random(1), seat)
    assert sorted(clone.state.deck) == sorted(game.state.deck)
    assert clone.state.deck != game.state.deck
    assert clone.state.face_up == game.state.face_up
    assert game.state.deck == started("london.yaml", 3, 30).state.deck  # original untouched


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("steps", [0, 5, 40])
def test_next_station_keeps_the_cards_already_flipped(steps: int, seat: int) -> None:
    """N1: every seat sees the same flipped cards; only the unflipped order is hidden."""
    game = started("next-station-london.yaml", 2, steps)
    clone = game.clone()
    clone.resample_hidden(random.Random(1), seat)
    state = game.state
    before, after = game.flip_orders, clone.flip_orders
    assert before[state.round][: state.flipped] == after[state.round][: state.flipped]
    assert [sorted(o) for o in before] == [sorted(o) for o in after]
    assert before != after
    assert clone.card == game.card
