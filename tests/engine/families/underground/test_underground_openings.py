"""The actions open to each line (U3, U4), remembered by its track and shared by a game's
clones (engine/families/underground/openings.py), equal those found afresh."""

from __future__ import annotations

import random

import pytest

from engine.families.underground.game import UndergroundGame
from engine.families.underground.openings import Openings
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


@pytest.mark.parametrize("map_name", ["london.yaml", "tutorial.yaml", "new-york"])
def test_u3_u4_remembered_actions_equal_fresh_ones_across_branching_games(map_name: str) -> None:
    """Futures branch off one position and go back, as a bot's playouts do: in each, the
    legal actions, in order, are those of the same position with nothing remembered."""
    root = get_ruleset("underground").new_game(load_pack(MAPS / map_name), 3, seed=3)
    assert isinstance(root, UndergroundGame)
    rng = random.Random(3)
    compared = 0
    while not root.is_over:
        future = root.clone()
        for _ in range(rng.randrange(1, 12)):
            if future.is_over:
                break
            fresh = UndergroundGame(future.table, future.state.copy(), Openings(future.table))
            actions = future.legal_actions()
            assert actions == fresh.legal_actions()
            compared += 1
            future.apply(rng.choice(actions))
        root.apply(rng.choice(root.legal_actions()))
    assert compared > 200
