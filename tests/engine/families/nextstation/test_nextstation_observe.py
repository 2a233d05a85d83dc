"""The playtest figures a Next Station game reports: district coverage and interchanges."""

from __future__ import annotations

import pytest

from engine.families.nextstation.observe import metrics, observe
from tests.engine.families.nextstation.sheets import play, sheet_pack, stage
from tests.engine.families.nextstation.test_nextstation_scoring import draw_worked_example


def test_district_coverage_counts_districts_holding_a_station_of_the_seat() -> None:
    """The official example's line passes six strips but stops in four of them."""
    game = draw_worked_example()
    assert metrics(game) == {"district_coverage": pytest.approx(4 / 6), "interchanges": 0}
    assert observe(game).metrics == metrics(game)


def test_an_interchange_is_a_station_two_lines_of_the_seat_share() -> None:
    pack = sheet_pack(
        {"a": ((0, 0), "square"), "b": ((100, 0), "circle"), "c": ((200, 0), "square")},
        ["a-b", "b-c"],
        [("blue", "a"), ("pink", "c")],
    )
    game = stage(pack, [["street circle", "underground circle"], ["street circle"]])
    play(game, "draw a b", "pass")  # round 1, blue reaches b
    while game.state.round == 0:
        play(game, "pass")
    play(game, "draw c b")  # round 2, pink reaches b too
    assert metrics(game)["interchanges"] == 1
