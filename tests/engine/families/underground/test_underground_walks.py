"""Remembered walking-distance tables equal a fresh 0-1 BFS (U13's router reads them)."""

from __future__ import annotations

import random

from engine.families.underground.game import UndergroundGame
from engine.families.underground.passenger import cheapest_rides, walks_to
from engine.families.underground.walks import WalkMemo
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset
from tests.engine.families.underground.futures import branching_positions


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


def test_u13_rides_remembered_by_the_lines_tracks_equal_fresh_ones() -> None:
    """The memo a game's clones share answers the router's question again for a board
    met before: across futures that branch off one game, the answer is a fresh router's."""
    asked = 0
    for game in branching_positions("london.yaml", 8):  # clones of one game: one memo
        state, board, memo = game.state, game.table.board, game.walks
        for card in state.face_up:
            targets = 1 << game.table.cards[card][0] | 1 << game.table.cards[state.face_up[0]][0]
            got = memo.rides(state.held, state.occupancy, state.built, state.passenger, targets)
            assert got == cheapest_rides(board.adjacency, state.occupancy, state.passenger, targets)
            asked += 1
    assert asked > 400
