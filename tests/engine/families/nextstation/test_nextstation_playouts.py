"""Random playouts, OpenSpiel style, on both bundled sheets for 1 to 5 players: every
step keeps the invariants of N1-N4."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from shapely.geometry import LineString, Point

from engine.families.nextstation.actions import Draw
from engine.families.nextstation.game import NextStationGame
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import ActionSyntaxError, IllegalActionError, get_ruleset
from engine.rules.bitmask import bits

SHEETS = ["next-station-london.yaml", "next-station-tokyo.yaml"]
MAX_STEPS = 5_000


def check_invariants(game: NextStationGame) -> None:
    sheet, state = game.sheet, game.state
    for seat in range(game.players):
        points = sum(e.points for e in game.events if e.player == seat)
        assert game.scores[seat] == points == sum(game.score_breakdown[seat].values())
        used = Counter(g for sections in state.line_sections[seat] for g in bits(sections))
        for guide, times in used.items():
            predrawn = sheet.predrawn_guides >> guide & 1
            assert times + predrawn <= 2  # at most one Double Rail on top
            assert state.drawn[seat] >> guide & 1
        crossed = 0
        for guide in bits(state.drawn[seat]):
            crossed |= sheet.crosses[guide]
        assert crossed == state.blocked[seat]
        assert not crossed & state.drawn[seat], "two drawn sections cross (N2)"
        for stations, sections in zip(
            state.line_stations[seat], state.line_sections[seat], strict=True
        ):
            # a line never revisits a station, so it is a tree: one station more than sections
            assert stations.bit_count() == (sections.bit_count() + 1 if sections else 0)
            ends = {sheet.guide_a[g] for g in bits(sections)} | {
                sheet.guide_b[g] for g in bits(sections)
            }
            assert ends == set(bits(stations))


def play_out(game: NextStationGame, seed: int) -> None:
    rng = random.Random(seed)
    decisions: Counter[tuple[int, int, int]] = Counter()
    for step in range(MAX_STEPS):
        if game.is_over:
            break
        seat = game.current_player
        assert seat is not None
        actions = game.legal_actions()
        assert actions and str(actions[0]) == "pass"
        for action in actions:
            assert game.parse_action(str(action)) == action
        if step % 25 == 0:  # a clone is independent: playing it leaves the game alone
            before = game.state.copy()
            game.clone().apply(rng.choice(actions))
            assert game.state == before
        decisions[(game.state.round, game.state.flipped, seat)] += 1
        action = rng.choice(actions)
        game.apply(action)
        check_invariants(game)
    assert game.is_over, f"no end after {MAX_STEPS} steps"
    assert game.legal_actions() == [] and game.current_player is None
    assert set(decisions.values()) == {1}, "each seat decides once per card"
    rounds = {round_ for round_, _, _ in decisions}
    assert rounds == set(range(len(game.sheet.colours)))
    for round_ in rounds:
        seats = {seat for r, _, seat in decisions if r == round_}
        assert seats == set(range(game.players))


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("name", SHEETS)
def test_random_playouts_keep_the_invariants(name: str, players: int) -> None:
    pack = load_pack(MAPS / name)
    for seed in range(2):
        game = get_ruleset("next-station").new_game(pack, players, seed=seed)
        play_out(game, seed)


def test_drawn_sections_never_cross_on_the_page() -> None:
    """The crossing masks agree with the drawn geometry: no two sections of a
    finished sheet meet away from a shared station."""
    pack = load_pack(MAPS / "next-station-tokyo.yaml")
    game = get_ruleset("next-station").new_game(pack, 1, seed=3)
    play_out(game, 3)
    sheet = game.sheet
    by_id = {c.id: c for c in pack.connections}
    drawn = [by_id[sheet.guide_ids[g]] for g in bits(game.state.drawn[0])]
    for i, first in enumerate(drawn):
        for second in drawn[i + 1 :]:
            shared = set(first.ends) & set(second.ends)
            meeting = _track(pack, first).intersection(_track(pack, second))
            for station in shared:
                meeting = meeting.difference(_point(pack, station).buffer(1e-6))
            assert meeting.is_empty, (first.id, second.id)


def _track(pack, connection) -> LineString:
    points = [pack.station(connection.a).pos, *connection.bends, pack.station(connection.b).pos]
    return LineString(points)


def _point(pack, station_id: str) -> Point:
    return Point(pack.station(station_id).pos)


def test_random_playouts_reach_every_scoring_rule() -> None:
    """Guards the playouts above: across both sheets they score by every rule."""
    rules: set[str] = set()
    for name in SHEETS:
        pack = load_pack(MAPS / name)
        for seed in range(3):
            game = get_ruleset("next-station").new_game(pack, 2, seed=seed)
            play_out(game, seed)
            rules |= {event.rule for event in game.events}
    assert rules == set(get_ruleset("next-station").source_names)


def test_bad_text_and_foreign_actions_are_refused() -> None:
    game = get_ruleset("next-station").new_game(load_pack(MAPS / SHEETS[0]), 2)
    with pytest.raises(ActionSyntaxError):
        game.parse_action("draw a")
    with pytest.raises(IllegalActionError):
        game.apply(Draw("nowhere", "else"))
