"""Importing a network from station / connection / line CSV tables.

The fixture network (tests/data/csv/) is a cross around "Centre & Market":
North End above it, East's Gate and West beside it, South and Far South below,
plus Island - Outer, a pair joined to nothing else. Zones: Far South and Outer
are zone 3, West and South zone 2, the rest zone 1.
"""

from __future__ import annotations

import math
import shutil
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from engine.cli import main
from engine.errors import SourceDataError
from engine.families.nextstation.fields import DEPARTURE
from engine.families.underground import fields as underground
from engine.families.underground.components import (
    LINES_PER_PLAYER,
    TOKEN_COLOURS,
    deal_score_tiles,
)
from engine.importers.ids import pair_id, slug, unique_ids
from engine.importers.projection import spread
from engine.importers.tube_csv import Crop, Layout, PackInfo, import_tube_csv
from engine.lint.validate import validate
from engine.map.model import MapPack
from engine.pack import dump_pack, load_pack, parse_pack
from engine.paths import DEFAULT_MAP, MAPS
from engine.rules import get_ruleset

DATA = Path(__file__).resolve().parent.parent / "data" / "csv"
LONDON = MAPS / "sources" / "london-tube"
TABLES = ("stations.csv", "connections.csv", "lines.csv")
INFO = PackInfo(
    id="fixture", name="Fixture", ruleset="underground", credits="Fixture data, public domain"
)


def tables(folder: Path = DATA, prefix: str = "") -> tuple[Path, Path, Path]:
    stations, connections, lines = (folder / f"{prefix}{name}" for name in TABLES)
    return stations, connections, lines


def fixture_pack(crop: Crop | None = None, info: PackInfo = INFO) -> MapPack:
    return import_tube_csv(*tables(), info, crop).pack


def station_named(pack: MapPack, name: str) -> tuple[float, float]:
    return next(station.pos for station in pack.stations if station.name == name)


def lanes_between(pack: MapPack, first: str, second: str) -> int:
    ids = {station.name: station.id for station in pack.stations}
    pair = {ids[first], ids[second]}
    return next(c.lanes for c in pack.connections if set(c.ends) == pair)


def copy_tables(tmp_path: Path) -> tuple[Path, Path, Path]:
    for name in TABLES:
        shutil.copy(DATA / name, tmp_path / name)
    return tables(tmp_path)


def replace_line(path: Path, row: int, text: str) -> None:
    """Overwrite one row (numbered as a spreadsheet does: the header is row 1)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[row - 1] = text
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


# --- projection -----------------------------------------------------------------------------


def test_north_is_up_and_east_is_right() -> None:
    pack = fixture_pack(info=replace(INFO, layout=Layout(spacing=0.001)))
    centre = station_named(pack, "Centre & Market")
    north, east = station_named(pack, "North End"), station_named(pack, "East's Gate")
    west, south = station_named(pack, "West"), station_named(pack, "South")
    assert north[1] < centre[1] < south[1]  # board y grows downward
    assert west[0] < centre[0] < east[0]
    assert north[0] == pytest.approx(centre[0]) == pytest.approx(south[0])


def test_longitude_is_scaled_by_the_cosine_of_latitude() -> None:
    """East's Gate is 0.02 degrees of longitude from the centre, North End 0.01 of latitude."""
    pack = fixture_pack(info=replace(INFO, layout=Layout(spacing=0.001)))
    centre = station_named(pack, "Centre & Market")
    east_gap = station_named(pack, "East's Gate")[0] - centre[0]
    north_gap = centre[1] - station_named(pack, "North End")[1]
    middle = math.radians((51.52 + 51.49) / 2)  # the middle of the imported latitudes
    assert east_gap / north_gap == pytest.approx(2 * math.cos(middle), rel=1e-2)


def test_the_network_fills_the_canvas_inside_the_margin() -> None:
    layout = Layout(canvas=(800.0, 600.0), margin=0.1, spacing=0.001)
    pack = fixture_pack(info=replace(INFO, layout=layout))
    xs = [station.pos[0] for station in pack.stations]
    ys = [station.pos[1] for station in pack.stations]
    assert pack.canvas == (800.0, 600.0)
    assert min(ys) == pytest.approx(60, abs=0.1) and max(ys) == pytest.approx(540, abs=0.1)
    assert min(xs) >= 60 and max(xs) <= 740
    assert (min(xs) + max(xs)) / 2 == pytest.approx(400, abs=0.1)  # centred across


def test_spread_pushes_close_stations_apart_and_leaves_others() -> None:
    points = spread([(100.0, 100.0), (100.0, 100.0), (103.0, 104.0), (300.0, 300.0)], 20.0)
    for i, first in enumerate(points):
        for second in points[i + 1 :]:
            assert math.dist(first, second) >= 20.0 - 1e-3
    assert points[3] == (300.0, 300.0)


def test_imported_stations_keep_the_chosen_spacing() -> None:
    """Neighbours project 360 units apart on the default board; 25% of its width is 400."""
    pack = fixture_pack(info=replace(INFO, layout=Layout(spacing=0.25)))
    positions = [station.pos for station in pack.stations]
    least = min(math.dist(a, b) for i, a in enumerate(positions) for b in positions[i + 1 :])
    assert least >= 0.25 * 1600 - 0.2  # positions are rounded to 0.1


# --- network --------------------------------------------------------------------------------


def test_parallel_lines_become_one_connection_with_lanes_capped_at_three() -> None:
    """U4: one connection per station pair; each line joining the pair adds a lane, up to 3."""
    pack = fixture_pack()
    pairs = Counter(frozenset(connection.ends) for connection in pack.connections)
    assert set(pairs.values()) == {1}
    assert lanes_between(pack, "Centre & Market", "North End") == 2  # rows in both directions
    assert lanes_between(pack, "Centre & Market", "East's Gate") == 3  # four lines
    assert lanes_between(pack, "Centre & Market", "West") == 2  # a line listed twice counts once
    assert lanes_between(pack, "Centre & Market", "South") == 1


def test_zone_crop_keeps_only_stations_that_stay_connected() -> None:
    pack = fixture_pack(Crop(zone_max=2))
    names = {station.name for station in pack.stations}
    # Island is zone 1 but its only neighbour, Outer, is cropped away.
    assert names == {"North End", "Centre & Market", "East's Gate", "West", "South"}
    known = {station.id for station in pack.stations}
    assert all(set(c.ends) <= known for c in pack.connections)


def test_bounding_box_crop() -> None:
    pack = fixture_pack(Crop(bbox=(51.495, -0.11, 51.53, 0.0)))
    names = {station.name for station in pack.stations}
    assert names == {"North End", "Centre & Market", "East's Gate", "South"}


def test_a_piece_cut_off_from_the_main_network_is_dropped() -> None:
    names = {station.name for station in fixture_pack().stations}
    assert "Island" not in names and "Outer" not in names
    assert "Far South" in names


def test_a_crop_that_leaves_no_connection_is_a_usage_error() -> None:
    with pytest.raises(SourceDataError, match="widen the crop"):
        fixture_pack(Crop(bbox=(51.505, -0.125, 51.515, -0.115)))


def test_terminus_marks_line_ends_inside_the_crop() -> None:
    """U6: a station with a single connection in the cropped network is a Terminus."""
    whole = {s.name for s in fixture_pack().stations if s.has("terminus")}
    assert whole == {"North End", "East's Gate", "West", "Far South"}
    cropped = {s.name for s in fixture_pack(Crop(zone_max=2)).stations if s.has("terminus")}
    assert cropped == {"North End", "East's Gate", "West", "South"}


def test_national_rail_comes_from_the_rail_column() -> None:
    """U5."""
    rail = {s.name for s in fixture_pack().stations if s.has("national_rail")}
    assert rail == {"Centre & Market", "South"}


def test_ids_are_unique_readable_slugs_of_the_names() -> None:
    pack = fixture_pack()
    ids = {station.name: station.id for station in pack.stations}
    assert ids["Centre & Market"] == "centre-and-market"
    assert ids["East's Gate"] == "easts-gate"
    assert pair_id("centre-and-market", "easts-gate") in {c.id for c in pack.connections}
    assert fixture_pack() == pack  # a re-import gives the same ids and positions


def test_slugs_and_repeated_names() -> None:
    assert slug("King's Cross St. Pancras") == "kings-cross-st-pancras"
    assert slug("Heathrow Terminals 1, 2 & 3") == "heathrow-terminals-1-2-and-3"
    assert slug("Überseequartier") == "uberseequartier"
    assert unique_ids(["bank", "angel", "bank", "bank"]) == ["bank", "angel", "bank-2", "bank-3"]
    long = "x" * 60
    assert len(pair_id(long, long)) <= 64


def test_credits_and_ruleset() -> None:
    pack = fixture_pack()
    assert pack.credits == "Fixture data, public domain"
    assert (pack.ruleset, pack.id, pack.name) == ("underground", "fixture", "Fixture")


def test_components_are_the_underground_token_colours() -> None:
    """U2: eleven colours, 20 or 15 tokens; not the data set's line colours."""
    lines = fixture_pack().components.lines
    tokens = {line.name: line.tokens for line in lines}
    assert Counter(tokens.values()) == {20: 5, 15: 6}
    assert {"red", "black", "yellow", "blue", "purple"} == {n for n, t in tokens.items() if t == 20}
    assert all(line.rgb.startswith("#") for line in lines)


@pytest.mark.parametrize("players", sorted(LINES_PER_PLAYER))
def test_score_tiles_give_every_player_the_same_tokens(players: int) -> None:
    """U2: 2 players own 4 lines, 3 own 3, 4-5 own 2; the default deal is even."""
    components = fixture_pack().components
    tiles = underground.SCORE_TILES.of(components)[players]
    assert len(tiles) == players
    assert {len(tile) for tile in tiles} == {LINES_PER_PLAYER[players]}
    colours = [colour for tile in tiles for colour in tile]
    assert len(colours) == len(set(colours))
    tokens = {line.name: line.tokens for line in components.lines}
    assert len({sum(tokens[colour] for colour in tile) for tile in tiles}) == 1


def test_score_tiles_cannot_be_dealt_from_too_few_colours() -> None:
    """U2: two players with four lines each need eight colours."""
    with pytest.raises(ValueError, match="cannot give 2 players 4 lines each"):
        deal_score_tiles(TOKEN_COLOURS[:7], 2, 4)


def test_imported_pack_is_valid_and_survives_a_round_trip() -> None:
    pack = fixture_pack(Crop(zone_max=2))
    assert [f for f in validate(pack) if f.severity == "error"] == []
    assert parse_pack(dump_pack(pack), "fixture.yaml") == pack


# --- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "row", "text", "complaint"),
    [
        ("stations.csv", 3, '2,north,-0.1,"Centre",NULL,1,4,1', "column 'latitude'"),
        ("stations.csv", 4, '3,51.51,-0.08,"East",NULL,1,4', "expected 8 fields, found 7"),
        ("stations.csv", 5, '4,51.51,-0.12,"West",NULL,2,2,yes', "column 'rail'"),
        ("stations.csv", 6, '2,51.5,-0.1,"South",NULL,2,1,1', "station id '2' appears twice"),
        ("stations.csv", 2, '1,95,-0.1,"North",NULL,1,1,0', "not a place on Earth"),
        ("connections.csv", 4, "2,99,1,2", "station '99' is not in the stations file"),
        ("connections.csv", 5, "2,3,7,2", "line '7' is not in the lines file"),
        ("connections.csv", 6, "3,3,4,2", "connected to itself"),
        ("connections.csv", 1, '"from","to","line"', "missing column 'station1', 'station2'"),
    ],
)
def test_a_malformed_row_names_the_file_and_row(
    tmp_path: Path, table: str, row: int, text: str, complaint: str
) -> None:
    paths = copy_tables(tmp_path)
    replace_line(tmp_path / table, row, text)
    with pytest.raises(SourceDataError) as raised:
        import_tube_csv(*paths, INFO)
    message = str(raised.value)
    assert message.startswith(f"{tmp_path / table}, row {row}: ")
    assert complaint in message


def test_a_missing_file_is_a_usage_error(tmp_path: Path) -> None:
    stations, _, lines = tables()
    with pytest.raises(SourceDataError, match=r"missing\.csv: cannot read"):
        import_tube_csv(stations, tmp_path / "missing.csv", lines, INFO)


# --- command line ---------------------------------------------------------------------------


def csv_arguments(*extra: str) -> list[str]:
    stations, connections, lines = tables()
    return [
        "import",
        "csv",
        "--stations",
        str(stations),
        "--connections",
        str(connections),
        "--lines",
        str(lines),
        *extra,
    ]


def test_command_writes_a_pack(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cross.yaml"
    code = main(
        csv_arguments("--zone-max", "2", "--width", "900", "--height", "700", "-o", str(out))
    )
    assert code == 0
    pack = load_pack(out)
    assert (pack.id, pack.name, pack.canvas) == ("cross", "cross", (900.0, 700.0))
    assert len(pack.stations) == 5
    assert all(name in pack.credits for name in TABLES)
    assert "5 stations, 4 connections" in capsys.readouterr().out


def test_command_bbox_id_and_name(tmp_path: Path) -> None:
    out = tmp_path / "out.yaml"
    arguments = ["--bbox", "51.495,-0.11,51.53,0", "--id", "north-east", "--name", "North east"]
    assert main(csv_arguments(*arguments, "--credits", "Mine", "-o", str(out))) == 0
    pack = load_pack(out)
    assert (pack.id, pack.name, pack.credits) == ("north-east", "North east", "Mine")
    assert "West" not in {station.name for station in pack.stations}


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--bbox", "51.6,-0.2,51.5,0"], "south must be below north"),
        (["--bbox", "51.5,-0.2"], "SOUTH,WEST,NORTH,EAST"),
        (["--bbox=-inf,-0.2,51.5,0"], "expected finite numbers"),
        (["--bbox", "nan,-0.2,51.5,0"], "expected finite numbers"),
        (["--width", "-3"], "expected a positive number"),
        (["--id", "my map"], "cannot be a pack id"),
        (["--ruleset", "metro x"], "'metro x' cannot be a ruleset name"),
        (["--ruleset", "x" * 200], "cannot be a ruleset name"),
        (["--merge", "Nowhere=West"], "stations.csv: no station has the id or name 'Nowhere'"),
        (["--merge", "West=4"], "station '4' cannot be merged into itself"),
        (["--merge", "West"], "expected KEPT=MERGED, found 'West'"),
        (["--merge", "=West"], "expected KEPT=MERGED"),
        (["--lines-exclude", "Purple"], "lines.csv: no line has the id or name 'Purple'"),
        (["--lines-exclude", "Red Line,,2"], "expected names separated by commas"),
        (["--routes", "--concurrent", "Red Line"], "expected two lines as L1,L2"),
        (["--routes", "--concurrent", "1,Mauve"], "lines.csv: no line has the id or name 'Mauve'"),
        (["--concurrent", "1,2"], "--concurrent names lines of the routes: give --routes too"),
    ],
)
def test_command_rejects_bad_arguments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], complaint: str
) -> None:
    out = tmp_path / "out.yaml"
    with pytest.raises(SystemExit) as raised:
        raise SystemExit(main(csv_arguments(*arguments, "-o", str(out))))
    assert raised.value.code == 2
    err = capsys.readouterr().err
    assert complaint in err and "Traceback" not in err
    assert not out.exists()


def test_command_makes_a_map_of_the_default_maps_family_or_the_one_named(tmp_path: Path) -> None:
    out = tmp_path / "out.yaml"
    assert main(csv_arguments("-o", str(out))) == 0
    assert load_pack(out).ruleset == load_pack(DEFAULT_MAP).ruleset
    assert main(csv_arguments("--ruleset", "next-station", "-o", str(out))) == 0
    pack = load_pack(out)
    assert pack.ruleset == "next-station"
    # N1: the box's four colours, each departing from a station of its own
    assert [line.name for line in pack.components.lines] == ["purple", "blue", "pink", "green"]
    departures = {DEPARTURE.of(line) for line in pack.components.lines}
    assert len(departures) == 4 and departures <= {station.id for station in pack.stations}


def test_underground_defaults_fill_only_what_a_pack_lacks() -> None:
    """U2: an imported map gets the box's line colours and score tiles."""
    rules = get_ruleset("underground")
    bare = MapPack(id="p", name="P", ruleset="underground")
    filled = rules.defaults(bare)
    assert filled.components.lines == TOKEN_COLOURS
    assert set(underground.SCORE_TILES.of(filled.components)) == set(LINES_PER_PLAYER)
    assert rules.defaults(filled) is filled
    sheet = get_ruleset("next-station").defaults(filled)
    assert sheet.components.lines == TOKEN_COLOURS  # lines of its own are kept


def test_command_reports_a_malformed_row_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stations, connections, lines = copy_tables(tmp_path)
    replace_line(connections, 3, "1,2,x")
    out = tmp_path / "out.yaml"
    arguments = ["import", "csv", "--stations", str(stations), "--connections", str(connections)]
    code = main([*arguments, "--lines", str(lines), "-o", str(out)])
    assert code == 2
    err = capsys.readouterr().err
    assert f"{connections}, row 3: expected 4 fields, found 3" in err
    assert "Traceback" not in err
    assert not out.exists()


# --- the London data --------------------------------------------------------------------------


def test_the_london_data_imports() -> None:
    info = PackInfo("london-zones-1-2", "London zones 1-2", "underground", "nicola/tubemaps, ISC")
    pack = import_tube_csv(*tables(LONDON, "london."), info, Crop(zone_max=2)).pack
    by_name = {station.name: station for station in pack.stations}
    assert 80 <= len(pack.stations) <= 150
    assert by_name["King's Cross St. Pancras"].has("national_rail")
    assert by_name["Euston"].pos[1] < by_name["Waterloo"].pos[1]  # Euston is north of the river
    assert by_name["Paddington"].pos[0] < by_name["Liverpool Street"].pos[0]
    assert max(c.lanes for c in pack.connections) == 3
    assert [f for f in validate(pack) if f.severity == "error"] == []


def test_the_bundled_london_map_is_a_clean_board() -> None:
    """maps/london.yaml (docs/maps.md says how it was built) loads, round-trips and lints clean."""
    pack = load_pack(MAPS / "london.yaml")
    assert validate(pack) == []
    assert parse_pack(dump_pack(pack), "london.yaml") == pack
    kinds = Counter(card.kind for card in pack.deck)
    assert kinds == {"express": 22, "standard": 33}
    assert len({card.station for card in pack.deck}) == 55
    assert sum(station.has("connection") for station in pack.stations) == 8
    start = pack.start_station()
    assert start is not None and start.name == "Euston"


def imported(tmp_path: Path, capsys: pytest.CaptureFixture[str], ruleset: str) -> tuple[Path, str]:
    """The map `import csv` wrote for `ruleset`, and what the command said."""
    out = tmp_path / f"{ruleset}.yaml"
    assert main(csv_arguments("--ruleset", ruleset, "-o", str(out))) == 0
    return out, capsys.readouterr().out


def test_command_writes_an_underground_map_that_validates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """U13: the deck is dealt from the station flags and a start station chosen."""
    out, said = imported(tmp_path, capsys, "underground")
    pack = load_pack(out)
    start = pack.start_station()
    assert start is not None
    assert {card.station for card in pack.deck} == {s.id for s in pack.stations} - {start.id}
    assert f"{len(pack.deck)} deck cards" in said
    assert said.endswith("it validates with no errors\n")
    assert main(["validate", str(out)]) == 0
    assert "0 errors" in capsys.readouterr().out


def test_command_lists_what_is_left_to_do_before_the_map_plays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, said = imported(tmp_path, capsys, "metro-x")
    assert said.splitlines()[1:] == [
        "left to do before it plays (1 error):",
        "  - the sheet has no routes: draw each with the Route tool from its Start Point "
        "to its End Point along the track, then give it train-car windows [no-routes]",
    ]
    assert main(["validate", str(out)]) == 1
