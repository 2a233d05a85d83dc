"""The strong bot's London games, pinned: making its search cheaper must not change a move.

Each game is pinned by its scores and the first 16 hex digits of the SHA-256 of its
actions, as the search plays them since its budget depends on the round
(`strong_budget_at` in engine/families/underground/evaluate.py). A change of the search's
policy regenerates them: play each game with `play_game` and pin its scores and digest.
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
    ((STRONG, STRONG, STRONG), 0, (52, 58, 56), "f8b99db3a3543ef5"),
    ((STRONG, STRONG, STRONG), 1, (61, 52, 44), "e733e2e21ed4300a"),
    ((STRONG, GREEDY, GREEDY), 3, (56, 52, 39), "6b6e9aa4e842783b"),
    ((GREEDY, STRONG, GREEDY), 4, (52, 59, 46), "164a9142c3acdd02"),
    ((GREEDY, GREEDY, STRONG), 5, (57, 43, 58), "3b38d04405ccd3a3"),
]


@pytest.mark.parametrize(("bots", "seed", "scores", "digest"), PINNED)
def test_strong_plays_the_london_game_its_seed_promised(
    bots: tuple[str, ...], seed: int, scores: tuple[int, ...], digest: str
) -> None:
    result = play_game(Matchup(load_pack(MAPS / "london.yaml"), bots), seed)
    played = hashlib.sha256("\n".join(result.actions).encode()).hexdigest()[:16]
    assert (result.scores, played, result.unfinished) == (scores, digest, "")
