"""Rounds, colours and the deck (N1), and the Railroad Switch."""

from __future__ import annotations

import pytest

from engine.families.nextstation.game import NextStationGame
from engine.rules import IllegalActionError, get_ruleset
from tests.engine.families.nextstation.sheets import play, sheet_pack, stage

SQ = "square"

# a - b - c - d along a row, e below b, z far off: every station a square
ROW = sheet_pack(
    {
        "a": ((0, 0), SQ),
        "b": ((100, 0), SQ),
        "c": ((200, 0), SQ),
        "d": ((300, 0), SQ),
        "e": ((100, 100), SQ),
        "z": ((0, 300), SQ),
        "y": ((100, 300), SQ),
    },
    ["a-b", "b-c", "c-d", "b-e", "z-y"],
    [("red", "a"), ("blue", "z")],
)


def flips_by_round(game: NextStationGame) -> list[list[str]]:
    """Pass every card to the end, noting the cards each round flipped."""
    rounds: list[list[str]] = []
    while not game.is_over:
        if len(rounds) <= game.state.round:
            rounds.append([])
        if game.current_player == 0:
            rounds[-1].append(str(game.card))
        play(game, "pass")
    return rounds


def test_n1_a_round_ends_once_its_last_underground_card_has_been_played() -> None:
    game = stage(ROW, [["underground square", "street square", "underground joker"]])
    play(game, "draw a b", "draw b c")
    assert str(game.card) == "underground joker" and game.last_card_of_round
    assert [str(a) for a in game.legal_actions()] == ["pass", "draw c d"]
    play(game, "draw c d")  # the round-ending card is still played
    assert game.state.round == 1
    assert [(e.rule, e.line, e.points) for e in game.events] == [("N3", "red", 4)]
    assert game.state.line_sections[0][0].bit_count() == 3


def test_n1_each_round_flips_until_the_last_underground_card() -> None:
    rounds = flips_by_round(get_ruleset("next-station").new_game(ROW, 1, seed=7))
    assert len(rounds) == 2  # one round per colour
    for flipped in rounds:
        kinds = [card.split()[0] for card in flipped]
        assert kinds.count("underground") == 2 and kinds[-1] == "underground"
        assert "street switch" not in flipped  # the Switch flips the next card at once


def test_n1_the_deck_is_shuffled_each_round_from_the_seed() -> None:
    ruleset = get_ruleset("next-station")
    pack = sheet_pack(
        {"a": ((0, 0), "square"), "b": ((100, 0), "circle"), "c": ((200, 0), "triangle")},
        ["a-b", "b-c"],
        [(f"c{n}", "a") for n in range(4)],
    )
    games = [flips_by_round(ruleset.new_game(pack, 1, seed=seed)) for seed in (1, 1, 2)]
    assert games[0] == games[1]
    assert games[0] != games[2]
    assert len({tuple(flipped) for flipped in games[0]}) > 1


def test_n1_colours_pass_to_the_next_seat_each_round() -> None:
    game = stage(ROW, players=2)
    assert game.current_player == 0
    assert [str(a) for a in game.legal_actions()] == ["pass", "draw a b"]  # red
    play(game, "pass")
    assert game.current_player == 1
    assert [str(a) for a in game.legal_actions()] == ["pass", "draw z y"]  # blue
    while game.state.round == 0:
        play(game, "pass")
    assert (game.colour(0), game.colour(1)) == (1, 0)
    assert [str(a) for a in game.legal_actions()] == ["pass", "draw z y"]


def test_n1_every_seat_decides_on_each_card_in_seat_order() -> None:
    game = stage(ROW, [["street square"]], players=3)
    card = game.card
    for seat in range(3):
        assert game.current_player == seat and game.card == card
        play(game, "pass")
    assert game.current_player == 0 and game.state.flipped == 2


@pytest.mark.parametrize("position", [1, 2])
def test_n1_a_switch_flipped_first_or_second_is_ignored(position: int) -> None:
    """The line has at most one section by then, so every station of it is an end
    anyway: the rule never changes what may be drawn, and the engine keeps it."""
    flips = ["street square", "street joker", "underground square"]
    flips.insert(position - 1, "street switch")
    game = stage(ROW, [flips])
    for text in ("draw a b", "draw b c"):
        assert not game.state.switch
        play(game, text)
    assert str(game.card) == "underground square"
    with pytest.raises(IllegalActionError, match=r"an end of the line.*\(N2\)"):
        play(game, "draw b e")
    assert [str(a) for a in game.legal_actions()] == ["pass", "draw c d"]


def test_n1_a_switch_flipped_third_lets_the_next_section_leave_any_station() -> None:
    game = stage(ROW, [["street square", "street joker", "street switch", "underground square"]])
    play(game, "draw a b", "draw b c")
    assert str(game.card) == "underground square" and game.state.switch
    assert {str(a) for a in game.legal_actions()} == {"pass", "draw b e", "draw c d"}
    play(game, "draw b e")  # a branch: b now has three sections
    assert not game.state.switch
    ends = {
        game.sheet.station_ids[s]
        for s in range(len(game.sheet.station_ids))
        if game.state.ends[0] >> s & 1
    }
    assert ends == {"a", "c", "e"}
