"""What One Day in London adds to `tracksmith validate`, what a finished game
tells the report and shows the replay, and the bots on the bundled map."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.families.oneday.fields import CARDS, CONCURRENT_LINES
from engine.map.model import Components, Route
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import lint
from engine.sim.bots import make_bot
from tests.engine.families.oneday.zone1 import BLOCKED, RULES, SEED_JOURNEY, stage, zone1

RIVERTOWN = load_pack(MAPS / "one-day-rivertown.yaml")


def codes(pack) -> set[str]:  # type: ignore[no-untyped-def]
    return {finding.code for finding in lint(pack)}


def test_the_bundled_map_is_clean_and_deals_four_racks() -> None:
    assert not lint(RIVERTOWN)
    assert sum(RULES.station_cards(RIVERTOWN).values()) >= 43


def test_lint_names_lines_alone_stations_off_lines_small_decks_and_unknown_pairs() -> None:
    pack = zone1(extra=["nowhere"])
    shuttle = zone1(extra=["nowhere", "x", "y"])
    lonely = replace(shuttle, routes=(*shuttle.routes, Route("shuttle", ("x", "y"))))
    found = codes(lonely)
    assert {"line-alone", "station-off-lines"} <= found and "deck-too-small" not in found
    district = pack.routes[0]
    small = replace(pack, routes=(district,), stations=pack.stations[: len(district.stops)])
    assert "deck-too-small" in codes(small)  # 12 cards, where 4 racks and 3 piles need 43
    wrong = replace(
        pack, components=CONCURRENT_LINES.put(Components(), (("metropolitan", "circle"),))
    )
    assert "concurrent-unknown" in codes(wrong)
    more = replace(small, stations=tuple(CARDS.put(s, 4) for s in small.stations))
    assert "deck-too-small" not in codes(more)


def test_a_map_without_lines_is_an_error_not_a_page_of_warnings() -> None:
    """O4, O5: with no line no rack is a journey, so every game would end with no winner."""
    bare = replace(RIVERTOWN, routes=())
    found = codes(bare)
    assert "no-lines" in found
    assert [f.severity for f in lint(bare) if f.code == "no-lines"] == ["error"]
    assert "no-lines" not in codes(RIVERTOWN)


def test_observe_counts_the_winning_journey_and_the_cards_thrown() -> None:
    almost = [*SEED_JOURNEY[:9], "pimlico"]
    game = stage(
        zone1(),
        racks=[almost, BLOCKED[1]],
        discards=[["edgware-road"], ["westminster"], ["temple"]],
    )
    game.apply(game.parse_action("take 1"))
    game.apply(game.parse_action("swap 10 onto 1"))
    seen = RULES.observe(game)
    assert seen.heat["journey_stations"]["blackfriars"] == 1
    assert seen.heat["cards_thrown"] == {"pimlico": 1}
    assert seen.metrics["discards.edgware-road.taken"] == 1
    assert seen.metrics["discards.pimlico.thrown"] == 1
    assert seen.metrics["no_winner"] == 0 and seen.metrics["turns"] == 1
    picture = RULES.picture(game, None, None)
    assert [mark.text for mark in picture.stations] == [str(n) for n in range(1, 11)]
    assert picture.lists[0].title == "Seat 0's rack (won)"
    assert picture.lists[-1].items[0] == "pile 1: Pimlico"


def test_the_winning_journey_is_drawn_along_the_track_where_the_map_has_it() -> None:
    game = RULES.new_game(RIVERTOWN, 2, seed=0)
    bot = make_bot("greedy", RULES.evaluator(game))
    rng = random.Random(0)
    while not game.is_over:
        game.apply(bot.choose(game, rng))
    winner = game.winners()[0]
    paths = RULES.picture(game, None, winner).paths
    assert len(paths) == 9 and all(path.legs for path in paths)
    rack = game.state.racks[winner]
    assert paths[0].start == game.network.station_ids[rack[0]]


def test_greedy_wins_sooner_than_random_and_montecarlo_plays_with_hidden_racks() -> None:
    def play(names: tuple[str, ...], seed: int) -> tuple[int, int]:
        game = RULES.new_game(RIVERTOWN, len(names), seed=seed)
        bots = [make_bot(name, RULES.evaluator(game)) for name in names]
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(bots[game.current_player].choose(game, rng))  # type: ignore[index]
        return game.state.turns, game.state.winner

    greedy = [play(("greedy", "greedy"), seed)[0] for seed in range(6)]
    randomly = [play(("random", "random"), seed)[0] for seed in range(3)]
    assert max(greedy) < min(randomly)
    _, winner = play(("montecarlo", "random"), 1)
    assert winner == 0


def test_lines_that_cannot_hold_a_full_journey_are_an_error_before_any_game() -> None:
    """O4, O5: with the District alone no journey passes its 12 stations in one
    direction, so 10 is reachable; cut to 6 stations and a rack can never win."""
    pack = zone1()
    district = pack.routes[0]
    alone = replace(pack, routes=(district,))
    assert "journey-out-of-reach" not in codes(alone)  # 12 stops, one way: a journey of 10
    short = replace(pack, routes=(replace(district, stops=district.stops[:6]),))
    found = [f for f in lint(short) if f.code == "journey-out-of-reach"]
    assert [(f.severity, f.elements) for f in found] == [("error", ("district",))]
    assert "at most 6 stops, and a rack wins with 10" in found[0].message
    assert "journey-out-of-reach" not in codes(RIVERTOWN) | codes(pack)
