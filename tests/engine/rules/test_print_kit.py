"""Each family's print-and-play cards are its deck: every card, as many copies
as the rules deal (the kit prints exactly these faces)."""

from __future__ import annotations

import re
from collections import Counter

from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset


def test_u3_destination_cards_are_the_deck_with_kind_and_locator() -> None:
    pack = load_pack(MAPS / "london.yaml")
    faces = get_ruleset("underground").print_cards(pack)
    printed = Counter({(face.marks, face.tag.lower()): face.copies for face in faces})
    dealt = Counter({((card.station,), card.kind): card.copies for card in pack.deck})
    assert printed == dealt
    assert sum(face.copies for face in faces) == pack.deck_size() == 55
    assert {face.tag for face in faces} == {"Express", "Standard"}


def test_o1_station_cards_have_the_copies_the_deck_deals() -> None:
    pack = load_pack(MAPS / "one-day-london")
    ruleset = get_ruleset("one-day")
    faces = ruleset.print_cards(pack)
    by_station = {face.marks[0]: face.copies for face in faces}
    assert by_station == dict(ruleset.station_cards(pack) or {})
    assert sum(by_station.values()) == 72


def test_o1_a_card_counts_stops_before_and_after_on_each_line() -> None:
    pack = load_pack(MAPS / "one-day-rivertown.yaml")
    face = next(f for f in get_ruleset("one-day").print_cards(pack) if f.marks == ("westgate",))
    assert face.lines == ("Crown line: 0 before, 7 after",)


def test_m2_transit_cards_follow_the_card_mix() -> None:
    pack = load_pack(MAPS / "metro-x-harbour.yaml")
    faces = get_ruleset("metro-x").print_cards(pack)
    assert sum(face.copies for face in faces) == 15
    assert Counter({(f.tag, f.title): f.copies for f in faces}) == Counter(
        {
            ("Number", "3"): 3,
            ("Number", "4"): 3,
            ("Number", "5"): 2,
            ("Re-Shuffle", "6"): 1,
            ("Skip", "2"): 2,
            ("Skip", "3"): 1,
            ("X", "Transfer"): 2,
            ("no window", "Free"): 1,
        }
    )


def test_n1_station_deck_is_six_street_and_five_underground_cards() -> None:
    pack = load_pack(MAPS / "next-station-london.yaml")
    faces = get_ruleset("next-station").print_cards(pack)
    assert Counter(face.tag for face in faces) == {"Street": 6, "Underground": 5}
    assert all(face.copies == 1 for face in faces)
    symbols = Counter(face.symbol for face in faces)
    assert symbols == {"circle": 2, "pentagon": 2, "square": 2, "triangle": 2, "": 3}


def test_roll_and_write_families_print_a_sheet_and_the_shared_board_does_not() -> None:
    sheets = {
        name: get_ruleset(name).print_sheet(load_pack(MAPS / path))
        for name, path in {
            "underground": "london.yaml",
            "one-day": "one-day-rivertown.yaml",
            "next-station": "next-station-london.yaml",
            "metro-x": "metro-x-harbour.yaml",
            "tube-dice": "tube-dice-city.yaml",
        }.items()
    }
    assert sheets["underground"] is None and sheets["one-day"] is None
    for name in ("next-station", "metro-x", "tube-dice"):
        sheet = sheets[name]
        assert sheet is not None and sheet.tables[-1].rows[-1] == "TOTAL", name


def test_d1_the_dice_game_box_holds_five_dice() -> None:
    items = get_ruleset("tube-dice").print_components(load_pack(MAPS / "tube-dice-city.yaml"))
    assert ("six-sided dice", 5) in [(item.name, item.count) for item in items]


def test_n4_sheet_rows_are_words_for_players_without_rule_codes() -> None:
    """A sheet is read at the table: "(N4)" means nothing there."""
    pack = load_pack(MAPS / "next-station-tokyo.yaml")
    sheet = get_ruleset("next-station").print_sheet(pack)
    assert sheet is not None
    words = [sheet.title, sheet.note, *(label for label, _ in sheet.ticks)]
    words += [text for table in sheet.tables for text in (*table.rows, *table.columns)]
    assert "interchanges" in words
    assert not [text for text in words if re.search(r"\b[UNMOD]\d+\b", text)]
