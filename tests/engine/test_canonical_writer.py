"""The fast canonical writer gives PyYAML's bytes exactly, or steps aside for PyYAML;
the reader's shortcuts read as PyYAML reads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.synthetic import synthetic_pack
from engine.map.model import MapPack, Route, Station
from engine.pack import PackError, dump_pack, limits, load_pack, parse_pack, save_pack
from engine.pack.canonical import write_canonical
from engine.pack.encode import pack_to_data, pyyaml_dump
from engine.pack.numbers import plain_number
from engine.pack.reader import read_yaml

yaml_marks = st.sampled_from("\x85\u2028\u2029\ufeff\x00\t\r\n \"'#:-&*!|>%@`{}[],?~.")
texts = st.text(st.characters(exclude_categories=("Cs",)) | yaml_marks, max_size=40)
printable = st.text(st.characters(categories=("L", "N", "P", "S", "Zs")) | yaml_marks, max_size=40)
keys = st.text(st.characters(categories=("L", "N", "P", "S", "Zs")), min_size=1, max_size=20)
words = st.lists(st.sampled_from(["Ash", "Park", "it's", "a:b", "#1", "x" * 30, "null"]))
long_texts = words.map(" ".join) | words.map("  ".join)
scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | texts
    | printable
    | long_texts
    | st.sampled_from(["", "yes", "2024-01-01", "0x1f", "1e3", ".inf", "~", "=", "<<", "-", "---"])
)
plain_data = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=30,
)


def _same_as_pyyaml(data: dict[str, Any]) -> None:
    written = write_canonical(data)
    if written is not None:
        assert written == pyyaml_dump(data)


def test_every_bundled_map_is_written_by_the_fast_writer_as_pyyaml_writes_it(
    bundled_map: Path,
) -> None:
    data = pack_to_data(load_pack(bundled_map))
    assert write_canonical(data) == pyyaml_dump(data)


@pytest.mark.parametrize("stations", [300, 2000])
def test_a_big_city_is_written_by_the_fast_writer_as_pyyaml_writes_it(stations: int) -> None:
    data = pack_to_data(synthetic_pack(stations, seed=stations))
    assert write_canonical(data) == pyyaml_dump(data)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(keys, plain_data, min_size=1, max_size=5))
def test_any_plain_data_is_written_as_pyyaml_writes_it_or_left_to_pyyaml(
    data: dict[str, Any],
) -> None:
    _same_as_pyyaml(data)


@settings(max_examples=200, deadline=None)
@given(texts | printable | long_texts, st.integers(0, 6))
def test_text_at_any_depth_and_column_is_written_as_pyyaml_writes_it(text: str, depth: int) -> None:
    """Folding at the width depends on the column the text starts at."""
    value: Any = text
    for level in range(depth):
        value = [{"k" * level: value, "list": [text, text, 12.5]}]
    _same_as_pyyaml({"credits": text, "nested": value, "stops": [text] * 8})


@pytest.mark.parametrize(
    "text",
    [
        "a\x85b",  # written double-quoted: left to PyYAML
        "line\nbreak",
        "\ufeffmark",
        "Station names, positions and line connections " * 4,
        "it's a long name with 'quotes' and: colons, " * 3,
        " padded ",
        "",
    ],
)
def test_hostile_text_in_a_pack_is_written_as_pyyaml_writes_it(text: str) -> None:
    pack = MapPack(id="x", name=text, ruleset="underground", author=text, credits=f"x{text}x")
    data = pack_to_data(pack)
    assert dump_pack(pack) == pyyaml_dump(data)
    _same_as_pyyaml(data)


def test_a_list_of_mappings_among_other_items_is_written_as_pyyaml_writes_it() -> None:
    item = {"id": "a", "n": [1, 2]}
    mixed = [
        item,
        {"id": "b"},
        {},
        [1],
        [[2], {"k": "v"}],
        {"id": "c", "m": {"x": 1}},
        "s",
        {"n": 2},
    ]
    _same_as_pyyaml({"items": mixed, "more": [[{"a": 1}, {"b": 2}]]})
    assert write_canonical({"items": mixed}) is not None
    assert write_canonical({"items": [item, item]}) is None  # a mapping met twice


def test_a_list_met_twice_is_left_to_pyyaml() -> None:
    """PyYAML writes it as an anchor and an alias, which packs refuse."""
    shared = [1, 2]
    assert write_canonical({"a": shared, "b": shared}) is None


def test_a_value_of_another_type_is_left_to_pyyaml() -> None:
    assert write_canonical({"a": (1, 2)}) is None
    assert write_canonical({}) is None


def test_a_long_route_wraps_its_stops_as_pyyaml_does(tmp_path: Path) -> None:
    stations = tuple(Station(f"station-{n}", f"Station {n}", (n, 0)) for n in range(60))
    route = Route("r", tuple(s.id for s in stations), name="Round the whole city " * 6)
    pack = MapPack(id="x", name="X", ruleset="underground", stations=stations, routes=(route,))
    text = dump_pack(pack)
    assert text == pyyaml_dump(pack_to_data(pack))
    assert max(len(line) for line in text.splitlines()) > 100
    assert load_pack(save_pack(pack, tmp_path / "x.yaml")) == pack


def test_a_save_still_refuses_a_pack_that_would_not_open_again(tmp_path: Path) -> None:
    pack = MapPack(id="x", name="x" * 100_000, ruleset="underground")
    with pytest.raises(PackError, match="not saved"):
        save_pack(pack, tmp_path / "x.yaml")
    assert not (tmp_path / "x.yaml").exists()


def test_the_fast_text_reads_back_as_the_pack() -> None:
    pack = synthetic_pack(500, seed=3)
    assert parse_pack(dump_pack(pack), "again") == pack


@settings(max_examples=300, deadline=None)
@given(
    st.integers(-(2**60), 2**60).map(str)
    | st.floats(allow_nan=False, allow_infinity=False).map(repr)
    | st.from_regex(r"-?[0-9]{1,18}(\.[0-9]{0,18})?", fullmatch=True)
)
def test_numbers_read_as_pyyaml_reads_them(text: str) -> None:
    """The reader's shortcut for everyday numbers gives what PyYAML's constructors give."""
    expected = yaml.safe_load(f"v: {text}")["v"]
    try:
        read = read_yaml(f"v: {text}", "n").data["v"]
    except PackError:  # past the limits: refused, not misread
        assert isinstance(expected, float) or abs(expected) > limits.MAX_INTEGER
        return
    assert type(read) is type(plain_number(expected))
    assert read == plain_number(expected)
