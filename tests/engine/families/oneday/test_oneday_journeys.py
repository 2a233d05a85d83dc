"""O4 on the staged part of zone 1: the seed's winning journey, and the ways a
journey breaks, with the words the journey checker shows a designer."""

from __future__ import annotations

import pytest

from engine.families.oneday.fields import CONCURRENT_LINES, LINE
from engine.map.model import Components, MapPack, Route, Station
from tests.engine.families.oneday.zone1 import RULES, SEED_JOURNEY, zone1

PACK = zone1(extra=["nowhere"])


def check(stops: str | list[str]):  # type: ignore[no-untyped-def]
    return RULES.check_journey(PACK, stops.split() if isinstance(stops, str) else stops)


def test_o4_the_seeds_winning_journey_is_valid() -> None:
    result = check(list(SEED_JOURNEY))
    assert result.valid and result.broken_at is None and result.reason == ""
    assert result.lines == (
        "district",
        "district",
        "metropolitan",
        "metropolitan",
        "bakerloo",
        "bakerloo",
        "northern",
        "northern",
        "bakerloo",
    )
    assert RULES.journey_stops == result.needed == 10


def test_o4_a_journey_begun_says_how_many_stops_it_still_needs() -> None:
    result = check(list(SEED_JOURNEY[:7]))
    assert not result.valid and result.broken_at is None and result.reason == ""
    assert len(result.stops) == 7 and result.needed == 10  # what it lacks: 3 more stops
    assert not check(list(SEED_JOURNEY[:9])).valid and check(list(SEED_JOURNEY)).valid


def test_o4_no_station_twice_in_a_row() -> None:
    result = check("blackfriars tower-hill tower-hill aldgate")
    assert result.broken_at == 2 and result.lines == ("district",)
    assert result.reason.startswith("Tower Hill twice in a row") and "(O4)" in result.reason


def test_o4_consecutive_stops_share_a_line() -> None:
    result = check("sloane-square borough")
    assert result.broken_at == 1
    assert result.reason == "Sloane Square to Borough: no line joins them (O4)"


def test_o4_no_backtracking_on_one_line() -> None:
    result = check("blackfriars tower-hill temple")
    assert result.broken_at == 2
    assert result.reason == (
        "Tower Hill to Temple: the District line turns back at Tower Hill: Blackfriars, "
        "Tower Hill, Temple are not in one direction, and a journey never backtracks on one "
        "line (O4)"
    )


def test_o4_the_short_way_from_waterloo_to_elephant_is_not_on_the_northern_line() -> None:
    """The Northern's branches meet at Kennington, outside zone 1: from Waterloo it runs
    back through Euston, so after riding it to Waterloo the journey cannot go on south."""
    result = check("angel waterloo borough")
    assert result.broken_at == 2
    assert "the Northern line turns back at Waterloo" in result.reason
    assert result.reason.startswith("Waterloo to Borough:")
    # Elephant & Castle by the Bakerloo is a change of line, and allowed
    assert check("angel waterloo elephant-castle").broken_at is None
    assert check("angel waterloo elephant-castle").lines == ("northern", "bakerloo")


def test_o4_a_change_onto_another_line_beside_the_track_just_ridden_goes_on() -> None:
    """The seed's own winning journey rides the Northern into Waterloo from Embankment
    and takes the Bakerloo back through Embankment: other track, not the way it came."""
    result = check("leicester-square embankment waterloo edgware-road")
    assert result.valid is False and result.broken_at is None  # 4 of 10 stops, unbroken
    assert result.lines == ("northern", "northern", "bakerloo")
    assert check("bank waterloo edgware-road").broken_at is None


def test_o4_a_change_never_rides_back_over_the_track_just_ridden() -> None:
    """Metropolitan and Hammersmith & City share the track: changing between them
    at King's Cross and going back is going back the way the journey came."""
    result = check("angel kings-cross barbican")
    assert result.broken_at is None  # by the Northern, then the Metropolitan: fine
    result = check("farringdon kings-cross barbican")
    assert result.broken_at == 2
    assert (
        "changing at King's Cross St. Pancras from the Metropolitan line (in from Farringdon) "
        "to the Hammersmith & City line (out to Farringdon) rides straight back over the "
        "track just ridden (O4)"
    ) in result.reason
    assert "the Metropolitan line turns back at King's Cross St. Pancras" in result.reason


def tiny(*routes: Route) -> MapPack:
    """Stations a..z on a line; `routes` as given, lines A and B running together."""
    ids = sorted({stop for route in routes for stop in route.stops})
    return MapPack(
        id="tiny",
        name="Tiny",
        ruleset="one-day",
        stations=tuple(Station(s, s.upper(), (10.0 * n, 0.0)) for n, s in enumerate(ids)),
        routes=routes,
        components=CONCURRENT_LINES.put(Components(), (("A", "B"),)),
    )


def test_o4_a_change_is_judged_by_the_hop_ridden_in_not_by_the_stop_before() -> None:
    """A rides p-q-r, B runs together with it from r back through q to s; B does not
    serve p. Riding A from p to r arrives over q-r: B on to s leaves over r-q, the
    same track, and is refused; B on from r the other way, to t, goes on."""
    pack = tiny(Route("A", ("p", "q", "r")), Route("B", ("t", "r", "q", "s")))
    back = RULES.check_journey(pack, ("p", "r", "s"))
    assert back.broken_at == 2
    assert back.reason == (
        "R to S: changing at R from the A line (in from Q) to the B line (out to Q) rides "
        "straight back over the track just ridden (O4)"
    )
    assert RULES.check_journey(pack, ("p", "r", "t")).lines == ("A", "B")


def test_o4_every_way_of_riding_a_leg_is_tried() -> None:
    """Line A's two branches both run p to r, one through x and one through y. B runs
    together with A from r through x: back over the x branch's track, but not over
    the y branch's, so riding p-r by way of y makes the journey go on."""
    pack = tiny(
        LINE.put(Route("A-x", ("p", "x", "r")), "A"),
        LINE.put(Route("A-y", ("p", "y", "r")), "A"),
        Route("B", ("r", "x", "z")),
    )
    result = RULES.check_journey(pack, ("p", "r", "z"))
    assert result.broken_at is None and result.lines == ("A", "B")
    only_x = tiny(Route("A", ("p", "x", "r")), Route("B", ("r", "x", "z")))
    assert RULES.check_journey(only_x, ("p", "r", "z")).broken_at == 2


def test_o4_lines_and_stations_may_be_used_again_after_another_line() -> None:
    result = check(
        "waterloo baker-street kings-cross oxford-circus embankment westminster "
        "victoria oxford-circus baker-street edgware-road"
    )
    assert result.valid, result.reason
    assert result.lines == (
        "bakerloo",
        "metropolitan",
        "victoria-line",
        "bakerloo",  # the Bakerloo again, the other way, after two other lines
        "district",
        "district",
        "victoria-line",
        "bakerloo",
        "bakerloo",
    )


@pytest.mark.parametrize(
    ("stops", "at", "reason"),
    [
        ("bank atlantis", 1, "'atlantis' is not a station of the map"),
        ("bank nowhere", 1, "Bank to Nowhere: Nowhere is on no line (O4)"),
        (" ".join([*SEED_JOURNEY, "baker-street"]), 10, "a journey has 10 stops, not 11 (O5)"),
    ],
)
def test_o4_the_checker_names_what_it_cannot_use(stops: str, at: int, reason: str) -> None:
    result = check(stops)
    assert (result.broken_at, result.reason) == (at, reason)
