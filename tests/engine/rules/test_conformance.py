"""One test for every game, OpenSpiel style: each registered ruleset on each of
its bundled maps keeps the contract of engine/rules/base.py.

A new family needs no new test code here, only its registration and a
bundled map; a registered ruleset without one fails the suite. Full games
are covered by the families' own tests, so this plays few, short games.
"""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from engine.records import new_record, read_record, replay, write_record
from engine.rules import (
    ActionSyntaxError,
    Game,
    IllegalActionError,
    Ruleset,
    SetupError,
    rulesets,
)
from engine.rules.targets import CONNECTION, KINDS, ROUTE, STATION, Pointing
from engine.sim.bots import CloneEvaluator, make_bot

MAX_ACTIONS = 5_000  # a random playout longer than this is a game that never ends
PROBED_STATES = 12  # states along a playout whose actions are probed


@functools.cache
def bundled() -> dict[str, tuple[Path, ...]]:
    """Ruleset name -> the bundled maps (files and folder packs) made for it."""
    paths = sorted(MAPS.glob("*.yaml")) + sorted(
        p for p in MAPS.iterdir() if (p / "map.yaml").is_file()
    )
    found: dict[str, list[Path]] = {}
    for path in paths:
        found.setdefault(load_pack(path).ruleset, []).append(path)
    return {name: tuple(maps) for name, maps in found.items()}


@functools.cache
def pack_at(path: Path) -> MapPack:
    return load_pack(path)


RULESETS = {ruleset.name: ruleset for ruleset in rulesets()}
MAPS_OF = [(name, path) for name in RULESETS for path in bundled().get(name, ())]
CASES = [pytest.param(name, path, id=f"{name}-{path.name}") for name, path in MAPS_OF]
SIZES = [
    pytest.param(name, path, size, id=f"{name}-{path.name}-{size}")
    for name, path in MAPS_OF
    for size in ("min", "max")
]


def players_of(ruleset: Ruleset, size: str) -> int:
    kind = ruleset.game_type
    return kind.min_players if size == "min" else kind.max_players


def fingerprint(ruleset: Ruleset, game: Game) -> tuple[Any, ...]:
    """Everything a caller can read of a game, to tell whether anything changed."""
    return (
        tuple(game.scores),
        tuple(game.events),
        tuple(str(action) for action in game.history),
        tuple(str(action) for action in game.legal_actions()),
        game.current_player,
        game.is_over,
        game.step,
        tuple(dict(ruleset.public_view(game, seat)) for seat in range(game.players)),
    )


def check_scores(game: Game) -> None:
    """Scores are the events' sum per seat, and so is each seat's breakdown."""
    summed: Counter[int] = Counter()
    for event in game.events:
        summed[event.player] += event.points
    assert tuple(game.scores) == tuple(summed[seat] for seat in range(game.players))
    assert tuple(game.scores) == tuple(sum(b.values()) for b in game.score_breakdown)


@functools.cache
def playout(name: str, path: Path, players: int, seed: int = 1) -> tuple[Game, tuple[Game, ...]]:
    """A random game to its end, checking the invariants at every action, and a
    few states along the way (clones) for the other tests to probe."""
    ruleset = RULESETS[name]
    game = ruleset.new_game(pack_at(path), players, seed=seed)
    rng = random.Random(seed)
    states, step, actions = [], game.step, 0
    while not game.is_over:
        assert actions < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions"
        legal = list(game.legal_actions())
        assert legal, "a game that is not over offers an action"
        states.append(game.clone())
        game.apply(rng.choice(legal))
        actions += 1
        assert game.step >= step, "step went back"
        step = game.step
        check_scores(game)
    assert game.current_player is None and not game.legal_actions()
    assert game.step > states[0].step
    spread = max(1, len(states) // PROBED_STATES)
    return game, tuple(states[::spread])


def test_every_registered_ruleset_has_a_bundled_map() -> None:
    missing = sorted(name for name in RULESETS if not bundled().get(name))
    assert not missing, f"rulesets with no map in maps/: {missing}"


@pytest.mark.parametrize(("name", "path", "size"), SIZES)
def test_random_playouts_end_at_the_smallest_and_largest_table(
    name: str, path: Path, size: str
) -> None:
    game, _ = playout(name, path, players_of(RULESETS[name], size))
    assert set(game.winners()) <= set(range(game.players)) and game.winners()


@pytest.mark.parametrize(("name", "path"), CASES)
def test_every_legal_action_text_round_trips(name: str, path: Path) -> None:
    ruleset = RULESETS[name]
    _, states = playout(name, path, ruleset.game_type.max_players)
    for state in states:
        for action in state.legal_actions():
            text = str(action)
            for parsed in (ruleset.parse_action(text), state.parse_action(text)):
                assert parsed == action and str(parsed) == text


@pytest.mark.parametrize(("name", "path"), CASES)
def test_an_illegal_action_is_refused_and_changes_nothing(name: str, path: Path) -> None:
    ruleset = RULESETS[name]
    _, states = playout(name, path, ruleset.game_type.max_players)
    elsewhere = {str(a): a for state in states for a in state.legal_actions()}
    refused = 0
    for state in (state.clone() for state in states):
        before = fingerprint(ruleset, state)
        legal = {str(action) for action in state.legal_actions()}
        other = next((a for text, a in elsewhere.items() if text not in legal), None)
        if other is not None:
            with pytest.raises(IllegalActionError):
                state.apply(other)
            refused += 1
        with pytest.raises(ActionSyntaxError):
            ruleset.parse_action("not an action §")
        assert fingerprint(ruleset, state) == before
    assert refused, "no state refused an action legal in another"


def board_ids(pack: MapPack) -> dict[str, set[str]]:
    return {
        STATION: {station.id for station in pack.stations},
        CONNECTION: {connection.id for connection in pack.connections},
        ROUTE: {route.id for route in pack.routes},
    }


@pytest.mark.parametrize(("name", "path"), CASES)
def test_every_legal_action_has_a_target_or_is_listed_in_words(name: str, path: Path) -> None:
    """A person chooses any legal action by pointing at its targets one after another
    or, where it has none, from the list in words: every action's words are its own,
    every target on the board names an element of the map, and following an action's
    targets (as far as it takes) leaves that action alone."""
    ruleset = RULESETS[name]
    ids = board_ids(pack_at(path))
    _, states = playout(name, path, ruleset.game_type.max_players)
    pointed = 0
    for state in states:
        legal = list(state.legal_actions())
        words = [ruleset.describe_action(state, action) for action in legal]
        assert all(words) and len(set(words)) == len(words), words
        paths = [ruleset.action_targets(state, action) for action in legal]
        for action, targets in zip(legal, paths, strict=True):
            assert {target.kind for target in targets} <= KINDS
            for target in targets:
                assert not target.on_board or target.id in ids[target.kind], target
                assert target.label, target
            if not targets:
                continue
            pointing = Pointing(legal, paths)
            chosen = None
            for target in targets:  # the action may be chosen before its last target
                assert target in pointing.offered()
                chosen = pointing.choose(target)
                if chosen is not None:
                    break
            assert chosen == action
            pointed += 1
        for seat in range(state.players):
            ruleset.seat_picture(state, None, seat)
    assert pointed, "no action could be chosen by pointing"


@pytest.mark.parametrize(("name", "path"), CASES)
def test_clones_are_independent(name: str, path: Path) -> None:
    ruleset = RULESETS[name]
    _, states = playout(name, path, ruleset.game_type.min_players)
    rng = random.Random(2)
    for original in (state.clone() for state in states):
        before = fingerprint(ruleset, original)
        clone = original.clone()
        assert fingerprint(ruleset, clone) == before
        clone.apply(rng.choice(list(clone.legal_actions())))
        assert fingerprint(ruleset, original) == before
        kept = fingerprint(ruleset, clone)
        original.apply(original.legal_actions()[0])
        assert fingerprint(ruleset, clone) == kept


@pytest.mark.parametrize(("name", "path"), CASES)
def test_resampling_for_any_seat_keeps_what_the_table_sees(name: str, path: Path) -> None:
    ruleset = RULESETS[name]
    _, states = playout(name, path, ruleset.game_type.max_players)
    for state in states:
        for seat in range(state.players):
            clone = state.clone()
            clone.resample_hidden(random.Random(seat), seat)
            assert fingerprint(ruleset, clone) == fingerprint(ruleset, state)


@pytest.mark.parametrize(("name", "path"), CASES)
def test_a_recorded_game_replays_to_the_same_scores(name: str, path: Path, tmp_path: Path) -> None:
    ruleset = RULESETS[name]
    players = ruleset.game_type.min_players
    game, _ = playout(name, path, players)
    record = new_record(game, path, pack_at(path), name, players, seed=1)
    again = replay(read_record(write_record(record, tmp_path / "game.yaml")))
    assert tuple(again.scores) == tuple(game.scores)
    assert [str(a) for a in again.history] == [str(a) for a in game.history]


@pytest.mark.parametrize(("name", "path"), CASES)
def test_an_empty_scenario_stages_a_game(name: str, path: Path) -> None:
    ruleset = RULESETS[name]
    game = ruleset.stage(pack_at(path), ruleset.game_type.default_players, {})
    assert not game.is_over and game.current_player is not None and game.legal_actions()
    with pytest.raises(SetupError, match="not-a-key"):
        ruleset.stage(pack_at(path), ruleset.game_type.default_players, {"not-a-key": 1})


@pytest.mark.parametrize(("name", "path"), CASES)
def test_new_game_refuses_a_table_outside_the_player_range(name: str, path: Path) -> None:
    ruleset = RULESETS[name]
    kind = ruleset.game_type
    for players in (kind.min_players - 1, kind.max_players + 1):
        with pytest.raises(SetupError, match=f"not {players}"):
            ruleset.new_game(pack_at(path), players)


SMALLEST_MAPS = [
    pytest.param(name, min(maps, key=lambda path: len(pack_at(path).stations)), id=name)
    for name, maps in ((name, bundled().get(name, ())) for name in RULESETS)
    if maps
]


@pytest.mark.parametrize(("name", "path"), SMALLEST_MAPS)
def test_the_strong_bot_plays_a_whole_game_legally(name: str, path: Path) -> None:
    """Every seat's `strong` bot picks a legal action at every step, and its search on
    clones and redealt worlds leaves the game it looks at as it was."""
    ruleset = RULESETS[name]
    kind = ruleset.game_type
    players = min(kind.max_players, max(2, kind.min_players))
    game = ruleset.new_game(pack_at(path), players, seed=3)
    bot = make_bot("strong", ruleset.evaluator(game) or CloneEvaluator())
    rng = random.Random(3)
    while not game.is_over:
        before = fingerprint(ruleset, game)
        action = bot.choose(game, rng)
        assert fingerprint(ruleset, game) == before
        assert str(action) in {str(legal) for legal in game.legal_actions()}
        game.apply(action)
    check_scores(game)


@pytest.mark.parametrize(("name", "path"), SMALLEST_MAPS)
def test_a_playtest_record_replays_explaining_every_point_by_rule_id(
    name: str, path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Through the command line, as a designer runs it: a greedy game recorded by
    `playtest` replays with each seat's score the sum of its events, each event
    naming one of the rules the report counts points by."""
    ruleset = RULESETS[name]
    kind = ruleset.game_type
    players = min(kind.max_players, max(2, kind.min_players))
    records = tmp_path / "games"
    args = ["--games", "1", "--players", str(players), "--bots", "greedy", "--jobs", "1"]
    assert main(["playtest", str(path), *args, "--records", str(records)]) == 0
    record = next(records.glob("game-*.yaml"))
    capsys.readouterr()
    assert main(["replay", str(record), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    events = replayed["events"]
    assert events and {event["rule"] for event in events} <= set(ruleset.source_names)
    for seat, score in enumerate(replayed["scores"]):
        assert sum(e["points"] for e in events if e["player"] == seat) == score
