"""The draft of a whole city's network for One Day: its interchanges' copies (O1)
multiplied by how many times the seed's 62 stations the network holds, so its
games end by the rules (O5) instead of at the turn cap."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.cli import main
from engine.families.oneday.big_deck import SEED_STATIONS, with_interchanges_raised
from engine.families.oneday.fields import CARDS
from engine.map.model import Route
from engine.pack import load_pack
from engine.rules import get_ruleset
from engine.sim.play import Matchup, play_game
from engine.sim.verdicts import judge
from tests.conftest import PackFactory
from tests.gtfs_feeds import LONDON

BOTS = ("greedy", "random")


def line_of(count: int) -> dict[str, tuple[float, float]]:
    return {f"s{i}": (100.0 * i, 0.0) for i in range(count)}


def test_o1_a_network_no_bigger_than_the_seeds_keeps_its_counted_copies(
    make_pack: PackFactory,
) -> None:
    stations = line_of(SEED_STATIONS + 1)
    ids = tuple(stations)
    pack = make_pack(
        stations, ruleset="one-day", routes=(Route("a", ids[:40]), Route("b", ids[30:]))
    )
    assert with_interchanges_raised(pack).times == 1
    assert with_interchanges_raised(pack).pack == pack


def test_o1_a_big_networks_interchanges_are_multiplied_and_a_set_copy_kept(
    make_pack: PackFactory,
) -> None:
    stations = line_of(3 * SEED_STATIONS)  # three times the seed's stations
    ids = tuple(stations)
    routes = (Route("a", ids[:100]), Route("b", ids[90:]), Route("c", ids[95:97]))
    pack = make_pack(stations, ruleset="one-day", routes=routes)
    set_by_hand = 95  # on three lines; the designer gave it 7 copies
    stations_now = list(pack.stations)
    stations_now[set_by_hand] = CARDS.put(stations_now[set_by_hand], 7)
    pack = replace(pack, stations=tuple(stations_now))
    raised = with_interchanges_raised(pack)
    assert (raised.times, raised.interchanges) == (3, 9)  # s90-s99 but s95
    counted = get_ruleset("one-day").station_cards(raised.pack)
    assert counted["s0"] == 1 and counted["s91"] == 3  # one line; two lines: 1 x 3
    assert counted["s96"] == 2 * 3  # three lines: 2 x 3
    assert counted["s95"] == 7


def test_o5_the_draft_of_the_whole_london_network_ends_its_games_by_the_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """302 stations: counted as O1 counts them, 338 cards, and 7 of 20 games
    reached the 200-turn cap."""
    tables = [
        a
        for t in ("stations", "connections", "lines")
        for a in (f"--{t}", str(LONDON / f"london.{t}.csv"))
    ]
    target = tmp_path / "one-day.yaml"
    assert (
        main(["import", "csv", *tables, "--routes", "--ruleset", "one-day", "-o", str(target)]) == 0
    )
    said = capsys.readouterr().out
    assert "the copies of 75 interchanges x 4" in said
    pack = load_pack(target)
    assert len(pack.stations) == 302
    results = [
        play_game(Matchup(pack, BOTS if seed % 2 == 0 else BOTS[::-1]), seed) for seed in range(20)
    ]
    assert not [v.text for v in judge(get_ruleset("one-day"), BOTS, results)]
    assert all(r.observation.rounds < 200 for r in results)
    greedy_wins = sum(r.scores[seed % 2] > r.scores[1 - seed % 2] for seed, r in enumerate(results))
    assert greedy_wins > 10
