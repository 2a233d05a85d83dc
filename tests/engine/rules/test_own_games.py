"""Each family's hooks take the framework's `Game` and hand its own code its own game
type (engine/rules/own_games.py); a game of another family is refused by name."""

from __future__ import annotations

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


def test_a_familys_hooks_refuse_another_familys_game() -> None:
    underground = get_ruleset("underground")
    metro_x = get_ruleset("metro-x")
    game = metro_x.new_game(load_pack(MAPS / "metro-x-harbour.yaml"), 2, seed=3)
    action = game.legal_actions()[0]
    assert metro_x.describe_action(game, action)  # its own game: words for people
    with pytest.raises(TypeError, match="On the Underground rules were handed a MetroXGame"):
        underground.describe_action(game, action)
    with pytest.raises(TypeError, match="MetroXGame"):
        underground.picture(game, None, 0)
    assert underground.evaluator(game) is None  # an earlier or foreign position: none
    assert underground.observe(game).heat == {}
