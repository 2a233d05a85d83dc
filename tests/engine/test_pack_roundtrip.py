"""Saving loses nothing, always writes the same text, and never leaves half a file."""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.map.fields import ElementKind, Field, catalogue, frozen_value
from engine.map.model import (
    CARD_KINDS,
    REGION_KINDS,
    STATION_FLAGS,
    Background,
    Card,
    Components,
    Connection,
    LineColour,
    MapPack,
    Region,
    Route,
    Station,
    frozen_mapping,
)
from engine.pack import PackError, dump_pack, limits, load_pack, parse_pack, save_pack
from engine.pack import migrate as migration

# --- every bundled map ------------------------------------------------------------


def test_bundled_map_survives_load_save_load(bundled_map: Path, tmp_path: Path) -> None:
    pack = load_pack(bundled_map)
    assert load_pack(save_pack(pack, tmp_path / "copy.yaml")) == pack


def test_bundled_map_is_stored_in_canonical_form(bundled_map: Path) -> None:
    """`tracksmith fmt` would not change a shipped map."""
    assert bundled_map.read_text(encoding="utf-8") == dump_pack(load_pack(bundled_map))


def test_dump_is_canonical(bundled_map: Path) -> None:
    text = dump_pack(load_pack(bundled_map))
    assert dump_pack(parse_pack(text, "again")) == text


def test_canonical_form_is_independent_of_the_written_form(tutorial: Path) -> None:
    """Key order, flow style and spelled-out defaults do not change the canonical text."""
    shuffled = (
        "ruleset: underground\nname: Two\nid: two\nformat: 1\n"
        "stations:\n"
        "  - {pos: [0.0, 0], flags: [start, terminus], id: a, landmark: 0}\n"
        "  - {id: b, pos: [50, 0], name: B}\n"
        "connections: [{stations: [a, b], id: a-b, lanes: 1, water: 0, bends: []}]\n"
    )
    tidy = (
        "format: 1\nid: two\nname: Two\nruleset: underground\ncanvas: [1000, 1000]\n"
        "stations:\n"
        "  - id: a\n    name: a\n    pos: [0, 0]\n    flags: [terminus, start]\n"
        "  - id: b\n    name: B\n    pos: [50, 0]\n"
        "connections:\n  - id: a-b\n    stations: [a, b]\n"
    )
    assert dump_pack(parse_pack(shuffled, "shuffled")) == tidy


@pytest.mark.parametrize(
    "text",
    [
        "",
        "a\x85b",
        "a\u2028b",
        "a\u2029b",
        "a\r\nb",
        " padded ",
        "null",
        "2024-01-01",
        "#1",
        "\ufeff",
    ],
)
def test_tricky_text_round_trips(text: str) -> None:
    """Empty text, line breaks YAML 1.1 folds, and text that reads back as another type."""
    pack = MapPack(id="x", name=text, ruleset="underground", author=text, credits=f"x{text}x")
    assert parse_pack(dump_pack(pack), "again") == pack


# --- atomic saving ------------------------------------------------------------------


def test_save_leaves_only_the_pack_behind(tutorial: Path, tmp_path: Path) -> None:
    pack = load_pack(tutorial)
    save_pack(pack, tmp_path / "city.yaml")
    save_pack(pack, tmp_path / "city.yaml")  # overwriting, too
    assert sorted(p.name for p in tmp_path.iterdir()) == ["city.yaml"]


def test_failed_save_keeps_the_original(
    tutorial: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "city.yaml"
    shutil.copy(tutorial, target)
    before = target.read_bytes()
    renamed = replace(load_pack(tutorial), name="Renamed")

    def broken_replace(source: Any, destination: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space left"):
        save_pack(renamed, target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["city.yaml"]


# --- folder packs -----------------------------------------------------------------------


def test_folder_pack_loads_like_its_map_yaml(tutorial: Path, tmp_path: Path) -> None:
    folder = tmp_path / "tutorial"
    folder.mkdir()
    shutil.copy(tutorial, folder / "map.yaml")
    (folder / "background.png").write_bytes(b"\x89PNG")
    assert load_pack(folder) == load_pack(tutorial)


def test_saving_to_a_folder_writes_map_yaml(tutorial: Path, tmp_path: Path) -> None:
    pack = load_pack(tutorial)
    existing = tmp_path / "existing"
    existing.mkdir()
    assert save_pack(pack, existing) == existing / "map.yaml"
    assert save_pack(pack, tmp_path / "new-city") == tmp_path / "new-city" / "map.yaml"
    assert load_pack(existing) == load_pack(tmp_path / "new-city") == pack


# --- migrations ---------------------------------------------------------------------------


def test_migration_steps_run_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Format 1 data goes through the 1->2 and 2->3 steps to reach format 3."""

    def rename_title(data: dict[str, Any]) -> dict[str, Any]:
        data["name"] = data.pop("title")
        return data

    def add_suffix(data: dict[str, Any]) -> dict[str, Any]:
        return {**data, "name": data["name"] + " (v3)"}

    monkeypatch.setattr(migration, "FORMAT_VERSION", 3)
    monkeypatch.setattr(migration, "MIGRATIONS", {1: rename_title, 2: add_suffix})
    data, problems = migration.migrate({"format": 1, "id": "x", "title": "Old"})
    assert problems == []
    assert data == {"format": 3, "id": "x", "name": "Old (v3)"}


def test_missing_migration_step_is_reported_at_format(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migration, "FORMAT_VERSION", 3)
    monkeypatch.setattr(migration, "MIGRATIONS", {1: lambda data: data})
    with pytest.raises(PackError) as refused:
        parse_pack("format: 1\nid: x\nname: X\nruleset: underground\n", "old.yaml")
    assert str(refused.value) == "old.yaml:1: format: no migration from format 2"


def test_current_format_needs_no_migration(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(data: dict[str, Any]) -> dict[str, Any]:
        raise AssertionError("a current pack was migrated")

    monkeypatch.setattr(migration, "MIGRATIONS", {1: fail})
    data, problems = migration.migrate({"format": 1, "id": "x"})
    assert (data, problems) == ({"format": 1, "id": "x"}, [])


# --- random packs ---------------------------------------------------------------------------

ids = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,11}", fullmatch=True)
# characters YAML treats specially, so the writer's quoting is put to the test
yaml_marks = st.sampled_from("\x85\u2028\u2029\ufeff\x00\t\r\n \"'#:-&*!|>%@`{}[],?~")
texts = st.text(st.characters(exclude_categories=("Cs",)) | yaml_marks, max_size=24)


def within(limit: float) -> st.SearchStrategy[float | int]:
    return st.floats(-limit, limit) | st.integers(-int(limit), int(limit))


numbers = within(limits.COORDINATE)
points = st.tuples(numbers, numbers)
positive = st.floats(min_value=1e-3, max_value=limits.CANVAS_SIZE)
counts = st.integers(*limits.COUNT_RANGE)
rgbs = st.just("") | st.from_regex(r"#[0-9a-f]{6}", fullmatch=True)
values = st.dictionaries(ids, within(limits.VALUE), max_size=3).map(frozen_mapping)
whole = st.integers(-limits.MAX_INTEGER, limits.MAX_INTEGER)
route_points = st.integers(-int(limits.VALUE), int(limits.VALUE))
option_values = (
    st.none()
    | st.booleans()
    | st.floats(allow_nan=False, allow_infinity=False)
    | whole
    | texts
    | st.lists(whole, max_size=4)
)


tiles = st.lists(st.lists(ids, min_size=1, max_size=4).map(tuple), max_size=4).map(tuple)


def _declared_value(declared: Field[Any]) -> st.SearchStrategy[Any]:
    if declared.type == "whole":
        return st.integers(declared.least, declared.most)
    if declared.type == "pair":
        number = st.integers(declared.least, declared.most)
        return st.tuples(number, number)
    if declared.type == "id_pairs":
        return st.lists(st.tuples(ids, ids), max_size=3).map(tuple)
    if declared.type == "table":
        row = st.fixed_dictionaries(
            {
                c.name: ids if c.type == "id" else st.integers(c.least, c.most)
                for c in declared.columns
            }
        ).map(frozen_mapping)
        return st.lists(row, max_size=3).map(tuple)
    if declared.type == "groups":
        keys = st.integers(declared.least, declared.most)
        return st.dictionaries(keys, tiles, max_size=3).map(frozen_mapping)
    return st.just(declared.default) | ids


def declared_fields(kind: ElementKind) -> st.SearchStrategy[Any]:
    """Values for every installed family's fields on this kind of element, read from
    their declarations (engine/map/fields.py); defaults left out, as the model keeps them."""
    known = {f.name: f for f in catalogue().of(kind) if f.type != "flag"}
    optional = {name: _declared_value(f) for name, f in known.items()}

    def kept(values: dict[str, Any]) -> Any:
        return frozen_mapping(
            {k: v for k, v in values.items() if frozen_value(v) != known[k].default}
        )

    return st.fixed_dictionaries({}, optional=optional).map(kept)


stations = st.builds(
    Station,
    id=ids,
    name=texts,
    pos=points,
    flags=st.frozensets(st.sampled_from((*STATION_FLAGS, *catalogue().flags()))),
    fields=declared_fields("station"),
)
connections = st.builds(
    Connection,
    id=ids,
    a=ids,
    b=ids,
    lanes=st.integers(0, 99),
    water=st.integers(0, 99),
    bends=st.lists(points, max_size=3).map(tuple),
    sections=st.integers(1, 99),
)
regions = st.builds(
    Region,
    id=ids,
    kind=st.sampled_from(REGION_KINDS),
    polygon=st.lists(points, max_size=5).map(tuple),
    name=texts,
    values=values,
)
routes = st.builds(
    Route,
    id=ids,
    stops=st.lists(ids, max_size=5).map(tuple),
    name=texts,
    colour=rgbs,
    loop=st.booleans(),
    values=values,
    fields=declared_fields("route"),
)
cards = st.builds(Card, station=ids, kind=st.sampled_from(CARD_KINDS), copies=counts)
components = st.builds(
    Components,
    lines=st.lists(
        st.builds(LineColour, name=ids, tokens=counts, rgb=rgbs, fields=declared_fields("line")),
        max_size=4,
    ).map(tuple),
    fields=declared_fields("components"),
)
backgrounds = st.builds(
    Background,
    path=texts.map(lambda text: text.replace("\x00", "")),  # no file name holds a NUL
    opacity=st.floats(0, 1),
    pos=points,
    scale=st.floats(min_value=1e-3, max_value=limits.BACKGROUND_SCALE),
    locked=st.booleans(),
)
map_packs = st.builds(
    MapPack,
    id=ids,
    name=texts,
    ruleset=ids,
    canvas=st.tuples(positive, positive),
    variant=texts,
    author=texts,
    licence=texts,
    credits=texts,
    options=st.dictionaries(ids, option_values, max_size=3).map(frozen_mapping),
    background=st.none() | backgrounds,
    components=components,
    stations=st.lists(stations, max_size=4).map(tuple),
    connections=st.lists(connections, max_size=4).map(tuple),
    regions=st.lists(regions, max_size=3).map(tuple),
    routes=st.lists(routes, max_size=3).map(tuple),
    deck=st.lists(cards, max_size=4).map(tuple),
)


@settings(max_examples=100, deadline=None)
@given(map_packs)
def test_any_pack_round_trips_exactly(pack: MapPack) -> None:
    text = dump_pack(pack)
    again = parse_pack(text, "generated")
    assert again == pack
    assert dump_pack(again) == text
