"""The seed's facts on the bundled zone 1 map (maps/one-day-london), under the
real rules: its winning journey, its card counts, and the journeys it refuses."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from engine.families.oneday.fields import LINE
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS
from engine.rules import get_ruleset

RULES = get_ruleset("one-day")
# The seed's winning rack: District from Blackfriars to Tower Hill and Aldgate,
# Metropolitan to Baker Street, Bakerloo to Elephant & Castle, Northern to
# Waterloo, Bakerloo to Edgware Road; Oxford Circus, Bank and Euston fill it to 10.
WINNING = (
    "blackfriars", "tower-hill", "aldgate", "baker-street", "oxford-circus",
    "elephant-and-castle", "bank", "euston", "waterloo", "edgware-road-bakerloo",
)  # fmt: skip


@cache
def london() -> MapPack:
    return load_pack(MAPS / "one-day-london")


def test_o4_the_seeds_winning_journey_is_valid_on_the_bundled_map() -> None:
    check = RULES.check_journey(london(), WINNING)
    assert check.valid, check.reason
    district, metropolitan, bakerloo, northern = (
        ("district",) * 2,
        check.lines[2],
        check.lines[3:5],
        check.lines[5:8],
    )
    assert check.lines[:2] == district
    assert metropolitan in {"metropolitan", "hammersmith-and-city"}  # they run together here
    assert bakerloo == ("bakerloo", "bakerloo") and northern == ("northern",) * 3
    assert check.lines[8] == "bakerloo"


def test_o1_the_bundled_deck_has_the_seeds_counts() -> None:
    cards = RULES.station_cards(london())
    assert cards is not None
    assert (cards["kings-cross-st-pancras"], cards["embankment"], cards["sloane-square"]) == (
        3,
        2,
        1,
    )
    assert (len(cards), sum(cards.values())) == (62, 72)


def test_o4_no_station_twice_in_a_row_and_no_backtracking_on_one_line() -> None:
    twice = RULES.check_journey(london(), ("bank", "bank"))
    assert twice.broken_at == 1 and "twice in a row" in twice.reason
    back = RULES.check_journey(london(), ("st-jamess-park", "westminster", "st-jamess-park"))
    assert back.broken_at == 2 and "(O4)" in back.reason


def test_o4_the_short_way_from_waterloo_to_elephant_on_the_northern_line_is_not_there() -> None:
    """The Northern line's branches meet outside zone 1: from Embankment through
    Waterloo the Northern line cannot go on to Elephant & Castle. With the
    Bakerloo line taken away, nothing else can, and the check says so."""
    no_bakerloo = replace(
        london(), routes=tuple(r for r in london().routes if LINE.of(r) != "bakerloo")
    )
    check = RULES.check_journey(no_bakerloo, ("embankment", "waterloo", "elephant-and-castle"))
    assert check.broken_at == 2 and "Northern" in check.reason
    with_it = RULES.check_journey(london(), ("embankment", "waterloo", "elephant-and-castle"))
    assert with_it.broken_at is None and with_it.lines[1] == "bakerloo"


def test_o4_a_change_heading_back_towards_the_stop_before_by_other_track_goes_on() -> None:
    """O4 as clarified: the District reaches Edgware Road from Aldgate through
    Paddington; the Hammersmith & City on to Baker Street heads back towards
    Aldgate but leaves over other track. Likewise Waterloo to Elephant & Castle by
    the Northern round through Bank, then the Bakerloo to Lambeth North."""
    edgware = RULES.check_journey(
        london(), ("aldgate", "edgware-road-district", "baker-street", "great-portland-street")
    )
    assert edgware.broken_at is None and edgware.lines[:2] == ("district", "hammersmith-and-city")
    lambeth = RULES.check_journey(
        london(), ("waterloo", "elephant-and-castle", "lambeth-north", "baker-street")
    )
    assert lambeth.broken_at is None
    assert lambeth.lines == ("northern", "bakerloo", "bakerloo")


def test_o4_a_change_back_over_the_track_just_ridden_is_refused_on_the_bundled_map() -> None:
    """Metropolitan and Hammersmith & City run together (`concurrent_lines`): from
    Farringdon into King's Cross on one, back out towards Farringdon on the other."""
    back = RULES.check_journey(london(), ("farringdon", "kings-cross-st-pancras", "barbican"))
    assert back.broken_at == 2
    assert (
        "from the Metropolitan Line (in from Farringdon) to the Hammersmith & City Line "
        "(out to Farringdon) rides straight back over the track just ridden (O4)"
    ) in back.reason
