"""Random playouts, OpenSpiel style: every step of every game keeps the invariants.

Run on small generated packs (every scoring feature switched on somewhere) for 2 to
5 players, and on every bundled map pack that plays On the Underground.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import replace
from pathlib import Path

import pytest

from engine.families.underground import fields as underground
from engine.families.underground.components import TOKEN_COLOURS
from engine.families.underground.game import UndergroundGame
from engine.lint.validate import has_errors
from engine.map.graph import track_graph
from engine.map.model import (
    Card,
    Components,
    Connection,
    MapPack,
    Region,
    Station,
)
from engine.pack import load_pack
from engine.rules import get_ruleset, lint
from engine.rules.bitmask import bits

MAX_STEPS = 5_000


def grid_pack(size: int, seed: int, variant: str) -> MapPack:
    """A size x size grid with random lanes, water, flags, clusters and landmarks."""
    rng = random.Random(seed)
    flags = {"national_rail": 0.15, "terminus": 0.15, "plus": 0.3, "connection": 0.15}
    stations = [
        underground.LANDMARK.put(
            Station(
                f"s{r}-{c}",
                f"S{r}{c}",
                (100.0 * c, 100.0 * r),
                frozenset(f for f, chance in flags.items() if rng.random() < chance),
            ),
            rng.choice([0, 0, 0, 1, 2]),  # drawn after the flags, as before
        )
        for r in range(size)
        for c in range(size)
    ]
    stations[0] = Station("s0-0", "Start", (0.0, 0.0), frozenset({"start"}))
    # stations in the middle of grid squares, off the track: a loop around a square scores
    stations += [
        Station(f"m{r}-{c}", f"M{r}{c}", (100.0 * c + 50, 100.0 * r + 50))
        for r in range(size - 1)
        for c in range(size - 1)
    ]
    links = []
    for r in range(size):
        for c in range(size):
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr < size and c + dc < size and rng.random() < 0.9:
                    links.append(
                        Connection(
                            f"s{r}-{c}~s{r + dr}-{c + dc}",
                            f"s{r}-{c}",
                            f"s{r + dr}-{c + dc}",
                            lanes=rng.choice([1, 1, 2, 3]),
                            water=rng.choice([0, 0, 0, 1, 2]),
                            bends=((100.0 * c + 30 * dr, 100.0 * r + 30 * dc),)
                            if rng.random() < 0.3
                            else (),
                        )
                    )
    pack = MapPack(
        id="grid",
        name="Grid",
        ruleset="underground",
        variant=variant,
        options={"loops": True},
        stations=tuple(stations),
        connections=tuple(links),
        regions=(
            Region("west", "cluster", ((-50, -50), (150, -50), (150, 450), (-50, 450))),
            Region("east", "cluster", ((250, -50), (450, -50), (450, 450), (250, 450))),
        ),
    )
    reachable = track_graph(pack).reachable_from("s0-0")
    symbols = sum(s.has("connection") for s in stations)
    return replace(
        pack,
        deck=tuple(
            Card(s.id, rng.choice(["express", "standard"]), rng.choice([1, 1, 2]))
            for s in stations
            if s.id in reachable
        ),
        components=underground.LANDMARK_TYPES.put(
            underground.CONNECTION_TILES.put(
                Components(lines=TOKEN_COLOURS),
                [{"symbol": f"sym{i}", "copies": 2} for i in range(symbols // 2)],
            ),
            [{"name": "culture", "tiles": 1}, {"name": "sports", "tiles": 1}],
        ),
    )


def check_invariants(game: UndergroundGame) -> None:
    table, state = game.table, game.state
    board = table.board
    for line, supply in enumerate(table.supply):
        held = bits(state.held[line])
        assert 0 <= state.tokens[line] == supply - len(held)
        ends = 0
        for span in held:
            assert state.occupancy[span] >> line & 1
            ends |= 1 << board.span_a[span] | 1 << board.span_b[span]
        assert state.nodes[line] == ends
        assert {n: d for n, d in state.degree[line].items() if d} == {
            n: sum(n in (board.span_a[s], board.span_b[s]) for s in held) for n in bits(ends)
        }
        assert connected(board, held)
    for span, occupied in enumerate(state.occupancy):
        assert occupied.bit_count() <= board.lanes[span]
        assert state.full >> span & 1 == (occupied.bit_count() == board.lanes[span])
        assert state.built >> span & 1 == (occupied != 0)
    for seat in range(game.players):
        points = sum(e.points for e in game.events if e.player == seat)
        assert game.scores[seat] == points == sum(game.score_breakdown[seat].values())
        assert state.branch_tiles[seat] >= 0


def connected(board, spans: list[int]) -> bool:
    if not spans:
        return True
    links: dict[int, list[int]] = {}
    for span in spans:
        a, b = board.span_a[span], board.span_b[span]
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    start = next(iter(links))
    seen, queue = {start}, deque([start])
    while queue:
        for there in links[queue.popleft()]:
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return len(seen) == len(links)


def no_line_ends_on_water(game: UndergroundGame, seat: int) -> bool:
    state, table = game.state, game.table
    icons = table.board.icons
    return all(
        state.degree[line].get(node) != 1 for line in table.seat_lines[seat] for node in bits(icons)
    )


def play_out(game: UndergroundGame, seed: int) -> None:
    rng = random.Random(seed)
    check_invariants(game)
    for step in range(MAX_STEPS):
        if game.is_over:
            break
        seat = game.current_player
        actions = game.legal_actions()
        assert actions, "a player with nothing to do"
        if step % 40 == 0:  # a clone is independent: playing it leaves the game alone
            before = game.state.copy()
            game.clone().apply(rng.choice(actions))
            assert game.state == before
        game.apply(rng.choice(actions))
        check_invariants(game)
        if game.current_player != seat:
            assert no_line_ends_on_water(game, seat), "a turn ended on a water icon (U12)"
    assert game.is_over, f"no end after {MAX_STEPS} steps"
    assert len(set(game.state.turns)) == 1, "U14: everyone has the same number of turns"
    assert game.legal_actions() == []


@pytest.mark.parametrize("variant", ["london", "berlin", "new-york", ""])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_keep_the_invariants(variant: str, players: int) -> None:
    pack = grid_pack(5, seed=players, variant=variant)
    for seed in range(2):
        play_out(get_ruleset("underground").new_game(pack, players, seed=seed), seed)


def test_bundled_packs_play_to_the_end(underground_map: Path) -> None:
    pack = load_pack(underground_map)
    assert not has_errors(lint(pack))
    for players in (2, 3, 4, 5):
        play_out(get_ruleset("underground").new_game(pack, players, seed=players), players)


def test_random_playouts_reach_every_scoring_rule() -> None:
    """Guards the playouts above: on a map drawing every feature, they do score by
    every rule, so the invariants were checked across all of them."""
    pack = grid_pack(5, seed=3, variant="")
    rules = set()
    for seed in range(2):
        game = get_ruleset("underground").new_game(pack, 3, seed=seed)
        play_out(game, seed)
        rules |= {event.rule for event in game.events}
    assert rules >= {f"U{n}" for n in range(5, 14)}
