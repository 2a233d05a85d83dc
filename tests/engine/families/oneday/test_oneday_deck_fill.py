"""Fill on a small One Day map: stations' copies raised (O1) until the deck deals
a full table (O2)."""

from __future__ import annotations

from engine.families.oneday.fields import CARDS
from engine.map.model import Route
from engine.rules import get_ruleset, lint
from tests.conftest import PackFactory

STATIONS = {"a": (0, 0), "b": (100, 0), "c": (200, 0), "d": (300, 0)}


def test_o1_fill_raises_copies_on_lines_first_up_to_a_full_table(make_pack: PackFactory) -> None:
    rules = get_ruleset("one-day")
    pack = make_pack(STATIONS, ruleset="one-day", routes=(Route("r", ("a", "b", "c")),))
    errors = [f.code for f in lint(pack) if f.severity == "error"]
    assert sorted(errors) == ["deck-too-small", "journey-out-of-reach"]  # one 3-stop line
    filled = rules.fill_deck(pack)
    assert filled is not None
    counted = rules.station_cards(filled)
    assert counted == {"a": 14, "b": 14, "c": 14, "d": 1}  # 43: 4 racks of 10, 3 piles (O2)
    assert [CARDS.of(s) for s in filled.stations] == [14, 14, 14, 0]  # d still counts its own
    assert [f.code for f in lint(filled) if f.severity == "error"] == ["journey-out-of-reach"]
    assert rules.fill_deck(filled) == filled  # a deck big enough is left alone
