"""The strong bot's London games, pinned: making its search cheaper must not change a move.

Each game is pinned by its scores and the first 16 hex digits of the SHA-256 of its
actions, as the search played them before its playouts were made cheaper.
"""

from __future__ import annotations

import hashlib

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.play import Matchup, play_game

STRONG, GREEDY = "strong", "greedy"

# bots, seed -> the scores and the digest of the actions
PINNED = [
    ((STRONG, STRONG, STRONG), 0, (64, 48, 57), "0218bdb7d45f4cd0"),
    ((STRONG, STRONG, STRONG), 1, (37, 51, 50), "86cbbe4c90d87e55"),
    ((STRONG, GREEDY, GREEDY), 3, (57, 52, 44), "2a7f5f8b74945c78"),
    ((GREEDY, STRONG, GREEDY), 4, (45, 58, 54), "4b5dcfad471ca426"),
    ((GREEDY, GREEDY, STRONG), 5, (56, 40, 60), "12ae3f8ff33f615f"),
]


@pytest.mark.parametrize(("bots", "seed", "scores", "digest"), PINNED)
def test_strong_plays_the_london_game_its_seed_promised(
    bots: tuple[str, ...], seed: int, scores: tuple[int, ...], digest: str
) -> None:
    result = play_game(Matchup(load_pack(MAPS / "london.yaml"), bots), seed)
    played = hashlib.sha256("\n".join(result.actions).encode()).hexdigest()[:16]
    assert (result.scores, played, result.unfinished) == (scores, digest, "")
