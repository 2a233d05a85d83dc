"""The actions open to each line (U3, U4), remembered by its track and shared by a game's
clones (engine/families/underground/openings.py), equal those found afresh."""

from __future__ import annotations

import pytest

from engine.families.underground.game import UndergroundGame
from engine.families.underground.openings import Openings
from tests.engine.families.underground.futures import branching_positions


@pytest.mark.parametrize("map_name", ["london.yaml", "tutorial.yaml", "new-york"])
def test_u3_u4_remembered_actions_equal_fresh_ones_across_branching_games(map_name: str) -> None:
    """In futures that branch off one game, as a bot's playouts do, the legal actions, in
    order, are those of the same position with nothing remembered."""
    compared = 0
    for game in branching_positions(map_name, 3):
        fresh = UndergroundGame(game.table, game.state.copy(), Openings(game.table))
        assert game.legal_actions() == fresh.legal_actions()
        compared += 1
    assert compared > 200
