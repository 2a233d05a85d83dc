"""Remembered walking-distance tables equal a fresh 0-1 BFS (U13's router reads them)."""

from __future__ import annotations

import random

from engine.families.underground.game import UndergroundGame
from engine.families.underground.passenger import walks_to
from engine.families.underground.walks import WalkMemo
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


def occupied(game: UndergroundGame) -> int:
    mask = 0
    for held in game.state.held:
        mask |= held
    return mask


def test_u13_tables_lowered_from_less_track_equal_fresh_ones_across_branching_games() -> None:
    """Futures branch off one position and go back, as a bot's playouts do: every table the
    memo gives, reused, lowered from another position's or new, is the one a new search gives."""
    root = get_ruleset("underground").new_game(load_pack(MAPS / "london.yaml"), 3, seed=7)
    assert isinstance(root, UndergroundGame)
    memo = WalkMemo(root.table.board)
    adjacency = root.table.board.adjacency
    rng = random.Random(7)
    stations = range(len(root.table.board.station_ids))
    pool = []  # a few sets of destinations, asked again and again
    for size in (1, 1, 4):
        targets = 0
        for node in rng.sample(stations, size):
            targets |= 1 << node
        pool.append(targets)
    asked = 0
    for _ in range(12):
        future = root.clone()
        for _ in range(rng.randrange(1, 10)):
            if future.is_over:
                break
            future.apply(rng.choice(future.legal_actions()))
            targets = rng.choice(pool)
            state = future.state
            got = memo.get(state.occupancy, occupied(future), targets)
            assert got == walks_to(adjacency, state.occupancy, targets)
            asked += 1
        root.apply(rng.choice(root.legal_actions()))
    assert asked > 40
