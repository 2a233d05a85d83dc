"""The strong bot's Next Station games, pinned: making its planner cheaper must not
change a move.

Each game is pinned by its scores and the first 16 hex digits of the SHA-256 of its
actions, as the planner played them before it was made cheaper.
"""

from __future__ import annotations

import hashlib

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.play import Matchup, play_game

STRONG, GREEDY = "strong", "greedy"

# sheet, bots, seed -> the scores and the digest of the actions
PINNED = [
    ("next-station-wendmouth.yaml", (STRONG,), 1, (125,), "a04fd5e8fe39ad39"),
    ("next-station-wendmouth.yaml", (STRONG,), 2, (184,), "698439f7c802313c"),
    ("next-station-wendmouth.yaml", (STRONG, GREEDY), 5, (176, 133), "042a11ca98365641"),
    ("next-station-london.yaml", (STRONG,), 1, (116,), "9f711a3d3c00fba5"),
    ("next-station-london.yaml", (STRONG,), 2, (163,), "00ea3851e5976c89"),
    ("next-station-london.yaml", (STRONG,) * 3, 3, (137, 147, 113), "874480c9a71da9cb"),
    ("next-station-tokyo.yaml", (STRONG,), 1, (71,), "7d6453207ffa04a3"),
]


@pytest.mark.parametrize(("sheet", "bots", "seed", "scores", "digest"), PINNED)
def test_strong_plays_the_next_station_game_its_seed_promised(
    sheet: str, bots: tuple[str, ...], seed: int, scores: tuple[int, ...], digest: str
) -> None:
    result = play_game(Matchup(load_pack(MAPS / sheet), bots), seed)
    played = hashlib.sha256("\n".join(result.actions).encode()).hexdigest()[:16]
    assert (result.scores, played, result.unfinished) == (scores, digest, "")
