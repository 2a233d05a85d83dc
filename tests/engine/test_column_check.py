"""The check of whole columns never passes what the schema refuses, and passes the
packs a designer makes, so that they never wait for the slower checks."""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import fastjsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.synthetic import synthetic_pack
from engine.map.fields import catalogue
from engine.pack import load_pack
from engine.pack.column_check import Unsupported, compile_column_check
from engine.pack.encode import pack_to_data
from engine.pack.reader import ReadResult
from engine.pack.schema import _column_checks, _quick_check, check_structure, full_schema

# Values near the edges of what the schema allows, and of other types.
HOSTILE: list[Any] = [
    *(None, True, False, 0, 1, -1, 2.0, 1.5, 10**7, -(10**7), 100, 10_001),
    *(math.nan, math.inf, -math.inf, "", " ", "a b", "ok", "ok\n", "x" * 10_001, "#12345g"),
    *([], [1], [1, 2], [1, 2, 3], [True, False], ["a", "a"], [[1, 2]], {}, {"x": 1}),
]


def column_check() -> Callable[[Any], bool]:
    check = _column_checks(catalogue())
    assert check is not None  # the schema uses no keyword it does not read
    return check


def schema_accepts(data: Any) -> bool:
    """The verdict of the compiled check, which has the last word."""
    check = _quick_check()
    assert check is not None
    try:
        check(data)
    except fastjsonschema.JsonSchemaValueException:
        return False
    return True


def test_every_bundled_map_passes_the_column_check(bundled_map: Path) -> None:
    data = pack_to_data(load_pack(bundled_map))
    assert column_check()(data)
    assert schema_accepts(data)


def test_a_big_city_passes_the_column_check() -> None:
    assert column_check()(pack_to_data(synthetic_pack(2000, seed=5)))


def places(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in `data` holding a value, in the first and last item of a list."""
    ends = sorted({0, len(data) - 1}) if isinstance(data, list) and data else []
    children = data.items() if isinstance(data, dict) else [(i, data[i]) for i in ends]
    for key, value in children:
        yield (*path, key)
        if isinstance(value, (dict, list)):
            yield from places(value, (*path, key))


def test_a_value_the_schema_refuses_anywhere_in_a_pack_is_never_passed() -> None:
    """Every value of a small city replaced by each hostile value, every key dropped and
    a key added to every mapping: wherever the schema refuses, so does the column check."""
    data = pack_to_data(synthetic_pack(12, seed=3))
    check = column_check()
    refused = 0
    for path in list(places(data)):
        owner = data
        for step in path[:-1]:
            owner = owner[step]
        key, kept = path[-1], copy.copy(owner)
        for change in [*HOSTILE, "drop", "grow"]:
            if change == "drop":
                del owner[key]
            elif change == "grow":
                owner[key] = {**owner[key], "unknown": 1} if isinstance(owner[key], dict) else 0
            else:
                owner[key] = change
            if not schema_accepts(data):
                refused += 1
                assert not check(data), (path, change)
            owner.clear()
            owner.update(kept) if isinstance(owner, dict) else owner.extend(kept)
    assert refused > 500


def test_every_place_the_pack_holds_a_value_was_changed() -> None:
    data = pack_to_data(synthetic_pack(12, seed=3))
    kinds = {path[0] for path in places(data)}
    assert {"stations", "connections", "regions", "routes", "deck", "components"} <= kinds


def test_a_refused_pack_still_gets_its_words() -> None:
    data = pack_to_data(synthetic_pack(12, seed=3))
    data["stations"][3]["pos"] = [0, math.nan]
    data["stations"][4]["pos"] = [0, 2_000_000]
    problems = check_structure(ReadResult(data, {}))
    assert [p.path for p in problems] == [("stations", 4, "pos")]


# Small schemas, one or two keywords each, as the map's schema uses them.
SCHEMAS: list[dict[str, Any]] = [
    {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.~-]{0,79}$"},
    {"type": "string", "maxLength": 3},
    {"type": "number", "minimum": -10, "maximum": 10},
    {"type": "number", "exclusiveMinimum": 0},
    {"type": "integer", "minimum": 0, "maximum": 9},
    {"type": "boolean"},
    {"const": 1},
    {"enum": ["a", "b"]},
    {"type": "array", "items": {"type": "number", "minimum": -10, "maximum": 10}},
    {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "number"}},
    {"type": "array", "uniqueItems": True, "items": {"enum": ["a", "b", "c"]}},
    {"type": "array", "uniqueItems": True},
    {
        "type": "object",
        "required": ["a"],
        "additionalProperties": False,
        "properties": {"a": {"type": "integer"}, "b": {"type": "string"}},
    },
    {"type": "object", "additionalProperties": {"type": "number"}},
    {"type": "object", "properties": {"a": {"type": "null"}}, "additionalProperties": {"const": 1}},
    {"type": "object", "propertyNames": {"pattern": "^[1-8]$"}},
    {"type": ["string", "integer"]},
]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-20, 20)
    | st.floats(-20, 20)
    | st.sampled_from([math.nan, math.inf, -math.inf, 2.0, -0.0])
    | st.text(st.sampled_from("ab1-_.\n #"), max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["a", "b", "c", "1", "9"]) | st.integers(1, 9), inner)
    ),
    max_leaves=10,
)


@pytest.mark.parametrize("schema", SCHEMAS, ids=lambda s: ",".join(s))
@settings(max_examples=150, deadline=None)
@given(value=json_values)
def test_the_column_check_of_any_value_agrees_with_the_compiled_check(
    schema: dict[str, Any], value: Any
) -> None:
    if compile_column_check(schema)(value):
        try:
            _compiled(schema)(value)
        except fastjsonschema.JsonSchemaValueException as error:
            raise AssertionError(f"passed what the schema refuses: {error}") from None


_COMPILED: dict[int, Callable[[Any], Any]] = {}


def _compiled(schema: dict[str, Any]) -> Callable[[Any], Any]:
    index = SCHEMAS.index(schema)
    if index not in _COMPILED:
        _COMPILED[index] = fastjsonschema.compile(schema)
    return _COMPILED[index]


def test_a_list_of_values_is_checked_as_each_would_be() -> None:
    point = compile_column_check({"type": "array", "items": {"type": "number", "maximum": 5}})
    assert point([1, 2.5, 5])
    assert not point([1, 6])
    assert not point([1, True])  # a truth value is no number
    assert not point([1, math.nan, 7])
    assert point([1, math.nan])  # the schema lets a NaN through
    assert not point([math.nan, 7])  # where `max` cannot see the 7: unsure
    assert point([])


def test_a_keyword_the_check_does_not_read_is_refused_when_compiled() -> None:
    with pytest.raises(Unsupported):
        compile_column_check({"type": "string", "format": "date"})
    with pytest.raises(Unsupported):
        compile_column_check({"$ref": "#/$defs/id"})


def test_the_full_schema_is_read_by_the_column_check() -> None:
    assert "properties" in full_schema()
    column_check()
