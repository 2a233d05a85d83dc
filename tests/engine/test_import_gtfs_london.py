"""`tracksmith import gtfs` on a 302-station feed made from the London tables
(tests/gtfs_feeds.py), checked against the CSV importer on the same tables."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

import networkx as nx
import pytest

from engine.cli import main
from engine.families.oneday.fields import LINE
from engine.importers.tube_csv import PackInfo, import_tube_csv
from engine.map.model import MapPack
from engine.pack import load_pack
from tests.gtfs_feeds import LONDON, london_feed

Capture = pytest.CaptureFixture[str]
# Runs the tables give their own track, which the feed's stopping trains serve on the way
NON_STOP = (
    ("Hammersmith", "Turnham Green"),  # the Piccadilly beside the District
    ("Acton Town", "Turnham Green"),
    ("Earl's Court", "Barons Court"),
    ("Baker Street", "Finchley Road"),  # the Metropolitan beside the Jubilee
    ("Finchley Road", "Wembley Park"),
)
TABLES = tuple(LONDON / f"london.{name}.csv" for name in ("stations", "connections", "lines"))


@pytest.fixture(scope="module")
def feed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return london_feed(tmp_path_factory.mktemp("london") / "london.zip")


def imported(feed: Path, capsys: Capture, *options: str) -> tuple[MapPack, str]:
    target = feed.parent / "draft.yaml"
    assert main(["import", "gtfs", str(feed), "-o", str(target), *options]) == 0
    return load_pack(target), capsys.readouterr().out


def pairs(pack: MapPack) -> dict[frozenset[str], int]:
    names = {station.id: station.name for station in pack.stations}
    return {frozenset((names[c.a], names[c.b])): c.lanes for c in pack.connections}


def test_the_whole_network_matches_the_csv_import(feed: Path, capsys: Capture) -> None:
    """The same stations, track, lanes (U4) and National Rail flags (U5) as the
    tables give, but for the non-stop runs, folded into the stopping track beside
    them, and a station a short walk from a rail one flagged as well."""
    pack, _ = imported(feed, capsys, "--modes", "subway,tram", "--ruleset", "underground")
    tables = import_tube_csv(
        *TABLES, PackInfo(id="london", name="London", ruleset="underground")
    ).pack
    assert len(pack.stations) == 302
    assert {s.name for s in pack.stations} == {s.name for s in tables.stations}
    folded = {frozenset(pair) for pair in NON_STOP}
    assert pairs(pack).keys() == pairs(tables).keys() - folded
    assert all(lanes >= pairs(tables)[pair] for pair, lanes in pairs(pack).items())
    assert pairs(pack)[frozenset(("Barons Court", "West Kensington"))] == 2  # and the Piccadilly
    rail = {s.name for s in tables.stations if s.has("national_rail")}
    walk = {"Embankment"}  # within 200 m of Charing Cross, whose rail trip stops there
    assert {s.name for s in pack.stations if s.has("national_rail")} == rail | walk
    ends = {s.name for s in tables.stations if s.has("terminus")}
    assert ends <= {s.name for s in pack.stations if s.has("terminus")}
    assert any(c.bends for c in pack.connections)


def test_the_default_mode_leaves_out_light_rail(feed: Path, capsys: Capture) -> None:
    pack, _ = imported(feed, capsys, "--ruleset", "underground")
    names = {s.name for s in pack.stations}
    assert "Island Gardens" not in names  # the DLR only
    assert {"Bank", "Stratford", "Canary Wharf"} <= names


def test_fewer_stations_keep_the_interchanges_and_join_the_track(
    feed: Path, capsys: Capture
) -> None:
    whole, _ = imported(feed, capsys, "--ruleset", "one-day")
    names = {s.id: s.name for s in whole.stations}
    lines: dict[str, set[str]] = defaultdict(set)
    for route in whole.routes:
        for stop in route.stops:
            lines[names[stop]].add(LINE.of(route))
    neighbours = {frozenset((names[c.a], names[c.b])) for c in whole.connections}
    pack, out = imported(feed, capsys, "--stations", "60", "--ruleset", "underground")
    # interchanges only: where lines meet or a line branches
    assert out.startswith(f"wrote {feed.parent / 'draft.yaml'}: 60 stations")
    joined = Counter(names[end] for c in whole.connections for end in c.ends)
    assert all(len(lines[s.name]) > 1 or joined[s.name] > 2 for s in pack.stations)
    graph = nx.Graph([(c.a, c.b) for c in pack.connections])
    assert nx.is_connected(graph) and graph.number_of_nodes() == 60
    ids = {s.id: s.name for s in pack.stations}
    through = [c for c in pack.connections if frozenset((ids[c.a], ids[c.b])) not in neighbours]
    assert through  # joined through stations left out, which the track bends past
    assert sum(bool(c.bends) for c in through) > len(through) / 2


def test_one_day_in_london_gets_every_line_in_order_and_validates(
    feed: Path, capsys: Capture
) -> None:
    """O1: each line's routes, branches sharing the line's id, in the line's colour."""
    pack, out = imported(feed, capsys, "--ruleset", "one-day", "--modes", "subway")
    assert "still to add" not in out
    northern = [r for r in pack.routes if r.name == "Northern Line"]
    assert len(northern) > 1 and {LINE.of(r) for r in northern} == {"northern-line"}
    assert {r.colour for r in northern} == {"#000000"}
    assert main(["validate", str(feed.parent / "draft.yaml")]) == 0
    assert "licence: ISC" in pack.credits
    assert "London Underground (2014 tables)" in pack.credits
