"""Checks that keep what they derived from the connections while only stations move
(engine/map/memo.py `per_parts`) still see every edit: a drag, a new or deleted
connection, and going back to an earlier map (undo)."""

from __future__ import annotations

from dataclasses import replace

from engine.editing import edits as editing
from engine.lint.validate import validate
from engine.map.geometry import containing_regions
from engine.map.model import MapPack
from engine.pack import load_pack
from engine.paths import MAPS


def codes(pack: MapPack) -> list[tuple[str, tuple[str, ...]]]:
    return sorted((f.code, f.elements) for f in validate(pack))


def test_findings_follow_each_edit_as_a_fresh_check_would() -> None:
    pack = load_pack(MAPS / "london.yaml")
    before = codes(pack)
    first = pack.connections[0]
    doubled = replace(pack, connections=(*pack.connections, replace(first, id="doubled")))
    assert ("duplicate-connection", (first.id, "doubled")) in codes(doubled)
    moved = editing.move_by(doubled, {first.a}, 30, 0)  # the connections stay as they were
    assert ("duplicate-connection", (first.id, "doubled")) in codes(moved)
    assert codes(pack) == before  # back to the first map (an undo)


def test_a_station_cut_off_and_a_station_dragged_onto_track_are_found() -> None:
    pack = load_pack(MAPS / "london.yaml")
    end = next(s.id for s in pack.stations if sum(s.id in c.ends for c in pack.connections) == 1)
    cut = replace(pack, connections=tuple(c for c in pack.connections if end not in c.ends))
    assert ("unreachable-station", (end,)) in codes(cut)
    assert ("unreachable-station", (end,)) not in codes(pack)

    track = next(c for c in pack.connections if not c.bends)
    a, b = (pack.station(end) for end in track.ends)
    assert a is not None and b is not None
    middle = ((a.pos[0] + b.pos[0]) / 2, (a.pos[1] + b.pos[1]) / 2)
    stranger = next(s for s in pack.stations if s.id not in track.ends)
    over = editing.move_by(
        pack, {stranger.id}, middle[0] - stranger.pos[0], middle[1] - stranger.pos[1]
    )
    found = [f for f in validate(over) if f.code == "track-over-station"]
    assert any(track.id in f.elements and stranger.id in f.elements for f in found)
    back = editing.move_by(
        over, {stranger.id}, stranger.pos[0] - middle[0], stranger.pos[1] - middle[1]
    )
    assert codes(back) == codes(pack)


def test_a_renamed_station_is_named_afresh_in_a_kept_finding() -> None:
    pack = load_pack(MAPS / "london.yaml")
    first = pack.connections[0]
    doubled = replace(pack, connections=(*pack.connections, replace(first, id="doubled")))

    def duplicate_message(checked: MapPack) -> str:
        return next(f.message for f in validate(checked) if f.code == "duplicate-connection")

    old_name = doubled.station_index[first.a].name
    assert old_name in duplicate_message(doubled)
    renamed = editing.set_field(doubled, [first.a], "name", "Somewhere New")
    assert renamed.connections is doubled.connections  # what the check keeps is still good
    message = duplicate_message(renamed)
    assert "Somewhere New" in message and f"'{old_name}'" not in message


def test_a_station_dragged_out_of_every_district_and_a_district_moved_away() -> None:
    pack = load_pack(MAPS / "next-station-london.yaml")
    outside = [f for f in validate(pack) if f.code == "station-outside-districts"]
    assert not outside
    station = pack.stations[0]
    away = editing.move_by(pack, {station.id}, -station.pos[0] - 50, -station.pos[1] - 50)
    assert ("station-outside-districts", (station.id,)) in codes(away)
    assert codes(editing.move_by(away, {station.id}, 0, 0)) == codes(away)
    district = next(r for r in pack.regions if r.kind == "district")
    emptied = editing.move_by(pack, {district.id}, 5000, 5000)  # the stations stay put
    left_out = {f.elements[0] for f in validate(emptied) if f.code == "station-outside-districts"}
    inside = {
        s.id for s in pack.stations if district in containing_regions(pack, "district", s.pos)
    }
    assert left_out and left_out <= inside  # those the district alone covered
    assert codes(pack) == codes(replace(pack))  # back to the first map (an undo)


def test_a_deleted_station_leaves_its_connections_naming_nothing_until_undone() -> None:
    pack = load_pack(MAPS / "london.yaml")
    first = pack.connections[0]
    gone = replace(pack, stations=tuple(s for s in pack.stations if s.id != first.a))
    assert ("unknown-station", (first.id,)) in codes(gone)
    assert ("unknown-station", (first.id,)) not in codes(pack)
