"""U13 in the playtest report: the stations and track the Passenger passes, counted
while the game is played (engine/families/underground/game.py), are those of the
routes a replay draws (engine/families/underground/routes.py `passenger_moves`)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import groupby

import pytest

from engine.families.underground.game import UndergroundGame
from engine.families.underground.observe import ARRIVALS, PASSES, TRACK, WALKS, observation
from engine.families.underground.routes import PassengerMove, passenger_moves
from engine.map.model import Connection
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


def replayed(game: UndergroundGame, seed: int) -> dict[str, Counter[str]]:
    """Play `game` out with random moves, adding up what the replay shows of each ride."""
    rng = random.Random(seed)
    ends = {c.id: (c.a, c.b) for c in game.table.board.pack.connections}
    seen: dict[str, Counter[str]] = {PASSES: Counter(), TRACK: Counter(), WALKS: Counter()}
    while not game.is_over:
        before = game.clone()
        game.apply(rng.choice(game.legal_actions()))
        for move in passenger_moves(before, game):
            _add_move(move, ends, seen)
    return seen


def _add_move(
    move: PassengerMove, ends: dict[str, tuple[str, str]], seen: dict[str, Counter[str]]
) -> None:
    if not move.steps:
        seen[PASSES][move.end] += 1  # staying put is an arrival too
    here = move.start
    for connection, steps in groupby(move.steps, key=lambda step: step.connection):
        crossed = list(steps)  # a water connection's spaces, crossed one after another
        a, b = ends[connection]
        here = b if here == a else a
        seen[PASSES][here] += 1
        seen[TRACK][connection] += 1
        if all(step.line is None for step in crossed):
            seen[WALKS][connection] += 1


@pytest.mark.parametrize(
    ("name", "players", "seed"), [("london", 3, 1), ("london", 4, 7), ("tutorial", 2, 3)]
)
def test_u13_passes_counted_in_play_equal_the_replayed_routes(
    name: str, players: int, seed: int
) -> None:
    pack = load_pack(MAPS / f"{name}.yaml")
    game = get_ruleset("underground").new_game(pack, players, seed=seed)
    seen = replayed(game, seed)
    heat = observation(game).heat
    for layer in (PASSES, TRACK, WALKS):
        assert heat[layer] == dict(seen[layer]), layer
    assert sum(heat[TRACK].values()) > sum(heat[WALKS].values()) > 0
    for station, arrivals in heat[ARRIVALS].items():
        assert heat[PASSES][station] >= arrivals


def test_u13_a_walk_over_water_counts_the_connection_once(stage, play, make_pack) -> None:
    """hub -> far crosses the empty hub-y (walked) and the built y-far with a water
    icon (ridden over both its spaces): each connection once, y passed through; then
    he stays at far for its Standard card, which passes far again."""
    pack = make_pack(
        {"hub": (0, 0), "y": (0, 100), "far": (0, 200)},
        ["hub-y", Connection("y-far", "y", "far", water=1)],
        flags={"hub": ["start"]},
    )
    game = stage(pack, deck=[("far", "express"), *[("far", "standard")] * 20])
    play(game, "place red y-far/1", "place red y-far/2", "branch")
    heat = observation(game).heat
    assert heat[PASSES] == {"y": 1, "far": 2}
    assert heat[TRACK] == {"hub-y": 1, "y-far": 1}
    assert heat[WALKS] == {"hub-y": 1}
    assert heat[ARRIVALS] == {"far": 2}
