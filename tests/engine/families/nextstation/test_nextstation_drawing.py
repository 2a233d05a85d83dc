"""Where a section may go (N2): guides, starts, symbols, crossings, repeats."""

from __future__ import annotations

import pytest

from engine.map.model import Connection
from engine.rules import IllegalActionError
from tests.engine.families.nextstation.sheets import play, sheet_pack, stage


def legal(game) -> set[str]:
    return {str(action) for action in game.legal_actions()}


# a star: the departure in the middle, one neighbour per symbol and a wild one
STAR = sheet_pack(
    {
        "a": ((0, 0), "circle"),
        "sq": ((100, 0), "square"),
        "ci": ((0, 100), "circle"),
        "tr": ((-100, 0), "triangle"),
        "wild": ((0, -100), None),
    },
    ["a-sq", "a-ci", "a-tr", "a-wild"],
    [("red", "a")],
    flags={"wild": ["wild"]},
)


@pytest.mark.parametrize(
    ("card", "targets"),
    [
        ("street square", {"sq", "wild"}),
        ("underground circle", {"ci", "wild"}),
        ("street joker", {"sq", "ci", "tr", "wild"}),
        ("underground joker", {"sq", "ci", "tr", "wild"}),
    ],
)
def test_n2_the_target_matches_the_card_jokers_match_all_the_wild_station_every_card(
    card: str, targets: set[str]
) -> None:
    game = stage(STAR, [[card]])
    assert legal(game) == {"pass"} | {f"draw a {t}" for t in targets}


def test_n2_a_symbol_mismatch_is_refused_naming_the_rule() -> None:
    game = stage(STAR, [["street square"]])
    with pytest.raises(IllegalActionError, match=r"does not show the card's symbol.*\(N2\)"):
        play(game, "draw a tr")
    with pytest.raises(IllegalActionError, match=r"no guide joins these stations \(N2\)"):
        play(game, "draw sq tr")
    with pytest.raises(IllegalActionError, match="no such station"):
        play(game, "draw a nowhere")


PATH = sheet_pack(
    {
        "a": ((0, 0), "square"),
        "b": ((100, 0), "square"),
        "c": ((200, 0), "square"),
        "d": ((200, 100), "square"),
        "x": ((-100, 0), "square"),
    },
    ["x-a", "a-b", "b-c", "c-d", "d-b"],
    [("red", "a")],
)


def test_n2_the_first_section_leaves_the_departure_then_sections_leave_an_end() -> None:
    game = stage(PATH, [["street square", "street joker", "underground square"]])
    assert legal(game) == {"pass", "draw a x", "draw a b"}
    play(game, "draw a b")
    assert legal(game) == {"pass", "draw a x", "draw b c", "draw b d"}
    play(game, "draw b c")
    assert legal(game) == {"pass", "draw a x", "draw c d"}


def test_n2_a_line_never_revisits_one_of_its_stations() -> None:
    game = stage(PATH, [["street square", "street joker", "underground square"]])
    play(game, "draw a b", "draw b c", "draw c d")
    assert "draw d b" not in legal(game)
    with pytest.raises(IllegalActionError, match=r"already visits the target station \(.*\(N2\)"):
        play(game, "draw d b")


# a square with both diagonals: they cross in the middle
CROSS = sheet_pack(
    {"a": ((0, 0), "square"), "b": ((100, 0), "square"), "c": ((100, 100), "square")}
    | {"d": ((0, 100), "square")},
    ["a-b", "b-c", "c-d", "d-a", "a-c", "b-d"],
    [("red", "a"), ("blue", "b")],
)


def test_n2_a_section_never_crosses_one_already_drawn_of_any_colour() -> None:
    game = stage(CROSS)
    play(game, "draw a c")
    while game.state.round == 0:
        play(game, "pass")
    assert legal(game) == {"pass", "draw b a", "draw b c"}  # blue: b-d crosses red's a-c
    with pytest.raises(IllegalActionError, match=r"crosses a section already drawn .*\(N2\)"):
        play(game, "draw b d")


def test_n2_crossings_follow_the_guides_bends() -> None:
    """A bent guide that swings round the other diagonal crosses nothing."""
    bent = sheet_pack(
        {"a": ((0, 0), "square"), "b": ((100, 0), "square"), "c": ((100, 100), "square")}
        | {"d": ((0, 100), "square")},
        ["a-c", Connection("b-d", "b", "d", bends=((200, 200), (150, 250)))],
        [("red", "a"), ("blue", "b")],
    )
    game = stage(bent)
    play(game, "draw a c")
    while game.state.round == 0:
        play(game, "pass")
    assert legal(game) == {"pass", "draw b d"}


def test_n2_two_stations_are_never_linked_twice() -> None:
    game = stage(CROSS)
    play(game, "draw a b")
    while game.state.round == 0:
        play(game, "pass")
    assert "draw b a" not in legal(game)
    with pytest.raises(IllegalActionError, match=r"already links these stations.*\(N2\)"):
        play(game, "draw b a")


def test_n2_drawing_is_optional() -> None:
    game = stage(CROSS, players=2)
    while not game.is_over:
        assert "pass" in legal(game)
        play(game, "pass")
    assert game.is_over and game.scores == (0, 0) and game.events == ()
    assert {str(action) for action in game.history} == {"pass"}


def test_n2_an_illegal_action_changes_nothing() -> None:
    game = stage(CROSS)
    before = game.state.copy()
    with pytest.raises(IllegalActionError):
        play(game, "draw c d")
    assert game.state == before
