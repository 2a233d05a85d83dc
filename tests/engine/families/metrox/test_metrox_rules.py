"""Metro X rules M1-M8, each test naming its rule id, and the worked examples
of the rules text (../shared/seeds/metro-x.txt) staged on small sheets."""

from __future__ import annotations

import pytest

from engine.families.metrox.drawn_route import drawn_route
from engine.families.metrox.fields import BONUS, WINDOWS
from engine.map.model import Route
from engine.rules import IllegalActionError, SetupError
from tests.engine.families.metrox.sheets import AB_ROUTES, RULES, marked, play, sheet_pack, stage

AB = sheet_pack(AB_ROUTES)


def test_m1_a_shared_station_is_marked_on_every_route_through_it() -> None:
    """Worked example: a 3 Number card on the B line crosses its first three
    stations, which the A line shares, so A has them crossed too."""
    game = stage(AB, deck=["number-3"])
    play(game, "number b 3")
    assert marked(game) == ("west", "quay", "mill")
    view = RULES.public_view(game, 0)
    assert view["windows"]["b"] == ("3",) and view["windows"]["a"] == ()
    # A's first empty station is now the market: a Number card on A starts there
    game = stage(AB, deck=["number-3"], marks=[["west", "quay", "mill"]])
    play(game, "number a 2")
    assert marked(game) == ("west", "quay", "mill", "market", "east")


def test_m2_the_default_mix_has_fifteen_cards_in_the_published_proportions() -> None:
    cards = [str(card) for card in RULES.new_game(AB, 2, seed=3).options.cards]
    assert len(cards) == 15
    assert sorted(cards) == sorted(
        ["number-3"] * 3
        + ["number-4"] * 3
        + ["number-5"] * 2
        + ["reshuffle-6", "skip-2", "skip-2", "skip-3", "transfer", "transfer", "free"]
    )


def test_m2_the_reshuffle_card_shuffles_the_whole_discard_pile_back_after_its_turn() -> None:
    long = sheet_pack({"a": ([f"s{i}" for i in range(30)], 20, (5, 2))})
    game = stage(long, deck=["number-3", "skip-2", "reshuffle-6", "transfer"])
    play(game, "number a 0", "skip a 0")
    assert RULES.public_view(game, 0)["deck"] == 12 and str(game.card) == "reshuffle-6"
    play(game, "number a 6")  # the Re-Shuffle card plays as a Number 6
    assert RULES.public_view(game, 0)["deck"] == 14  # all 15 but the card now flipped
    assert game.state.deck.discards == [[game.card]]


def test_m2_a_mix_without_a_reshuffle_card_refills_from_the_discards_when_it_runs_out() -> None:
    """Not in the printed rules (lint: cards-never-fill): the game still ends."""
    pack = sheet_pack({"a": (["x", "y", "z"], 4, (3, 1))}, options={"cards": {"number-2": 2}})
    game = stage(pack)
    play(game, "number a 2", "number a 1")
    assert not game.is_over and RULES.public_view(game, 0)["deck"] == 1
    play(game, "number a 0", "number a 0")
    assert game.is_over


def test_m3_a_number_card_stops_at_a_marked_station_and_may_cross_fewer() -> None:
    game = stage(AB, deck=["number-5"], marks=[["mill"]])
    legal = {str(action) for action in game.legal_actions()}
    assert {"number a 0", "number a 1", "number a 2"} <= legal and "number a 3" not in legal
    with pytest.raises(IllegalActionError, match=r"at most 2 stations.*M3"):
        play(game, "number a 3")
    play(game, "number a 1")
    assert marked(game) == ("west", "mill")


def test_m3_a_window_is_filled_even_when_every_station_of_the_route_is_marked() -> None:
    all_a = ["west", "quay", "mill", "market", "east"]
    game = stage(AB, 2, deck=["number-4"], marks=[all_a, []])
    assert [str(a) for a in game.legal_actions() if "a" in str(a).split()] == ["number a 0"]
    play(game, "number a 0", "number b 4")
    assert RULES.public_view(game, 0)["windows"]["a"] == ("4",)


def test_m3_a_route_whose_windows_are_filled_cannot_be_chosen() -> None:
    game = stage(AB, deck=["number-3"], windows=[{"a": ["3", "4", "X"]}])
    assert not any(str(action).startswith("number a") for action in game.legal_actions())
    with pytest.raises(IllegalActionError, match="every window"):
        play(game, "number a 1")


def test_m4_a_skip_card_passes_over_crossed_off_stations() -> None:
    """Worked example: the first empty station, then two crossed off along
    intersecting routes, then the next empty one; a 2 Skip crosses both
    empty stations, a 2 Number only the first."""
    pack = sheet_pack(
        {
            "m": (["gate", "left", "x1", "x2", "right", "end"], 3, (6, 3)),
            "n": (["top", "x1", "bottom"], 2, (3, 1)),
            "o": (["up", "x2", "down"], 2, (3, 1)),
        }
    )
    crossed = [["gate", "x1", "x2"]]
    game = stage(pack, deck=["skip-2"], marks=crossed)
    play(game, "skip m 2")
    assert marked(game) == ("gate", "left", "x1", "x2", "right")
    number = stage(pack, deck=["number-3"], marks=crossed)
    assert max(int(str(a).split()[2]) for a in number.legal_actions() if " m " in str(a)) == 1


def test_m5_a_transfer_writes_twice_the_routes_stopping_there_ending_ones_included() -> None:
    """Worked example: F and G pass through the interchange and A ends there,
    so a Transfer on any of the three writes 6 there."""
    pack = sheet_pack(
        {
            "f": (["f0", "hub", "f2"], 2, (3, 1)),
            "g": (["g0", "hub", "g2"], 2, (3, 1)),
            "a": (["a0", "a1", "hub"], 2, (3, 1)),
        }
    )
    before = {"f": ["f0"], "g": ["g0"], "a": ["a0", "a1"]}
    for route, marks in before.items():
        game = stage(pack, deck=["transfer"], marks=[marks])
        play(game, f"transfer {route}")
        view = RULES.public_view(game, 0)
        assert view["numbers"] == {"hub": 6} and view["windows"][route] == ("X",)
        transfers = [(e.rule, e.points, e.elements) for e in game.events if e.rule == "M5"]
        assert transfers == [("M5", 6, ("hub",))]
    assert game.scores == (6 + 3,)  # the Transfer on A also completed A (M7)


def test_m5_a_transfer_on_a_route_with_no_empty_station_only_fills_a_window() -> None:
    game = stage(AB, deck=["transfer"], marks=[["west", "quay", "mill", "market", "east"]])
    play(game, "transfer a")
    assert not [event for event in game.events if event.rule == "M5"]
    assert RULES.public_view(game, 0)["windows"]["a"] == ("X",)


def test_m6_the_free_card_crosses_any_empty_station_and_fills_no_window() -> None:
    game = stage(AB, deck=["free"])
    assert {str(action) for action in game.legal_actions()} == {
        f"free {s}" for s in ("west", "quay", "mill", "market", "east", "south", "docks")
    }
    play(game, "free market")
    assert marked(game) == ("market",) and game.state.windows_left == [6]
    with pytest.raises(IllegalActionError, match="not the Free card"):
        play(game, "free docks")


def test_m6_the_free_card_passes_when_no_station_is_empty() -> None:
    everything = ["west", "quay", "mill", "market", "east", "south", "docks"]
    game = stage(AB, deck=["free"], marks=[everything])
    assert [str(action) for action in game.legal_actions()] == ["pass"]


def test_m7_players_completing_a_route_first_on_the_same_turn_both_score_the_first_value() -> None:
    """Worked example: two players complete the A line on the same card and
    both circle the gold value; the third completes it later for the white."""
    four = ["west", "quay", "mill", "market"]
    game = stage(AB, 3, deck=["number-3", "number-3"], marks=[four, four, ["west", "quay"]])
    play(game, "number a 1", "number a 1", "number a 2")
    assert game.scores == (8, 8, 0)
    assert RULES.public_view(game, 2)["first_taken"] == ("a",)
    play(game, "number b 0", "number b 0", "number a 1")
    assert game.scores == (8, 8, 4)
    details = [event.detail for event in game.events if event.rule == "M7"]
    assert details == [
        "A line completed first: 8",
        "A line completed first: 8",
        "A line completed, its first value already taken: 4",
    ]


def test_m7_a_solo_player_always_scores_the_first_value() -> None:
    game = stage(AB, 1, deck=["number-5", "number-3"])
    play(game, "number a 5", "number b 2")
    assert game.scores == (8 + 7,)


def test_m7_a_route_completed_by_marks_on_another_route_scores_too() -> None:
    short = sheet_pack(
        {"a": (["west", "quay"], 1, (2, 1)), "b": (["west", "quay", "x"], 2, (4, 2))}
    )
    game = stage(short, deck=["number-3"])
    play(game, "number b 2")
    assert [event.line for event in game.events] == ["a"] and game.scores == (2,)


def test_m8_the_game_ends_when_every_window_is_filled_and_empty_stations_cost_points() -> None:
    pack = sheet_pack(
        {"a": ([f"s{i}" for i in range(8)], 1, (5, 2))},
        options={"empty_penalty": [0, -1, -3]},
    )
    game = stage(pack, 2, deck=["number-3"])
    play(game, "number a 3", "number a 0")
    assert game.is_over and game.current_player is None and not game.legal_actions()
    assert game.scores == (-3, -3)
    assert [(e.rule, e.detail) for e in game.events] == [
        ("M8", "5 stations left empty: -3"),
        ("M8", "8 stations left empty: -3"),
    ]


def test_m8_the_default_penalty_table_is_the_reference_one() -> None:
    options = RULES.new_game(AB, 1).options
    assert [options.penalty(n) for n in (0, 4, 5, 7, 9, 11, 19, 20, 60)] == [
        0, 0, -1, -3, -4, -5, -9, -10, -10,
    ]  # fmt: skip


def test_m8_ties_go_to_fewest_empty_stations_then_are_shared() -> None:
    pack = sheet_pack({"a": (["p", "q", "r", "s"], 1, (0, 0))}, options={"empty_penalty": [0]})
    game = stage(pack, 3, deck=["number-3"])
    play(game, "number a 3", "number a 2", "number a 3")
    assert game.scores == (0, 0, 0) and game.winners() == (0, 2)


def test_illegal_actions_name_why_and_change_nothing() -> None:
    game = stage(AB, 2, deck=["number-3"])
    for text, why in (
        ("skip a 1", "the card is number-3"),
        ("transfer a", "the card is number-3"),
        ("number z 1", "no route 'z'"),
        ("pass", "not the Free card"),
    ):
        with pytest.raises(IllegalActionError, match=why):
            play(game, text)
    assert game.current_player == 0 and not game.history


def test_staged_scenarios_refuse_what_they_cannot_stage() -> None:
    for scenario, match in (
        ({"deck": ["number-9"]}, "no \\(more\\) card 'number-9'"),
        ({"deck": ["free", "free"]}, "no \\(more\\) card 'free'"),
        ({"marks": [["nowhere"]]}, "no route stops at 'nowhere'"),
        ({"windows": [{"a": ["3", "3", "3", "3"]}]}, "a has 3 windows, not 4"),
        ({"marks": [[], [], []]}, "more seats"),
        ({"numbers": [{"quay": -1}]}, "not a whole number"),
    ):
        with pytest.raises(SetupError, match=match):
            RULES.stage(AB, 2, scenario)


def test_m1_a_drawn_route_gets_windows_and_a_bonus_in_the_bundled_sheets_ratios() -> None:
    def drawn(stops: int) -> tuple[int, tuple[int, int]]:
        route = drawn_route(Route("r", tuple(f"s{i}" for i in range(stops))))
        return WINDOWS.of(route), BONUS.of(route)

    # the bundled sheets: 9 stops 3 windows 9/4, 8 stops 2 windows 8/4, 20 stops 4 windows 16/8
    assert [drawn(n) for n in (9, 8, 20, 4, 2)] == [
        (3, (9, 4)), (2, (8, 4)), (4, (16, 8)), (1, (4, 2)), (1, (2, 1)),
    ]  # fmt: skip
