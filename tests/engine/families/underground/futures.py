"""Positions as a look-ahead bot meets them: futures that branch off one game and go back."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine.families.underground.game import UndergroundGame
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


def branching_positions(map_name: str, seed: int) -> Iterator[UndergroundGame]:
    """Along a random three-player game, from each position a random future of a few
    actions: every position of every future, in play order (a caller may read, not play)."""
    root = get_ruleset("underground").new_game(load_pack(MAPS / map_name), 3, seed=seed)
    assert isinstance(root, UndergroundGame)
    rng = random.Random(seed)
    while not root.is_over:
        future = root.clone()
        for _ in range(rng.randrange(1, 12)):
            if future.is_over:
                break
            yield future
            future.apply(rng.choice(future.legal_actions()))
        root.apply(rng.choice(root.legal_actions()))
