"""A schema check that asks each keyword once of all the values it applies to.

A big map is long lists of mappings of one shape (thousands of stations, each
with an id, a name, a position), and a compiled check (fastjsonschema) walks
them a value at a time in Python: ~35 ms over a 5,000-station map, a sixth of a
save. Here a keyword is asked of a whole column at once (every station's id,
say) through built-ins that loop in C: `set(map(type, ids))`,
`all(map(pattern.search, ids))`, `max(map(len, names))`.

It answers yes or unsure, never a wrong yes: True only where the schema accepts
the data; where it cannot be sure in one question (a keyword it does not know, a
whole number written `2.0`, two values that are equal but of other types) it
says False, and the caller asks the compiled check, which has the last word.
tests/engine/test_column_check.py compares the two.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from itertools import chain, compress, repeat
from typing import Any

# A check of a column: the values, and the set of their exact types.
_Check = Callable[[list[Any], set[type]], bool]

_IGNORED = frozenset({"$schema", "$id", "$defs", "title", "description", "x-message"})
_TYPES: dict[str, frozenset[type]] = {  # exact types: a bool is not a number here
    "string": frozenset({str}),
    "number": frozenset({int, float}),
    "integer": frozenset({int}),
    "boolean": frozenset({bool}),
    "object": frozenset({dict}),
    "array": frozenset({list}),
    "null": frozenset({type(None)}),
}
_STR, _NUMBERS, _DICT, _LIST = _TYPES["string"], _TYPES["number"], _TYPES["object"], _TYPES["array"]


class Unsupported(Exception):
    """A schema using something this check does not read."""


def compile_column_check(schema: dict[str, Any]) -> Callable[[Any], bool]:
    """A function saying whether `schema` surely accepts a value (no `$ref`s:
    written out first). Raises Unsupported for a keyword it does not read."""
    check = _node(schema)
    return lambda value: check([value], {type(value)})


def _column(check: _Check) -> Callable[[list[Any]], bool]:
    return lambda values: check(values, set(map(type, values)))


def _node(node: Any) -> _Check:
    if not isinstance(node, dict):
        raise Unsupported
    checks: list[_Check] = []
    for keyword, value in node.items():
        if keyword not in _IGNORED:
            checks.append(_keyword(keyword, value, node))
    return lambda values, kinds: all(check(values, kinds) for check in checks)


def _keyword(keyword: str, value: Any, node: dict[str, Any]) -> _Check:
    make = _KEYWORDS.get(keyword)
    if make is None:
        raise Unsupported
    return make(value, node)


def _type(value: Any, node: dict[str, Any]) -> _Check:
    names = value if isinstance(value, list) else [value]
    if not all(name in _TYPES for name in names):
        raise Unsupported
    allowed = frozenset().union(*(_TYPES[name] for name in names))
    return lambda values, kinds: kinds <= allowed


def _const(value: Any, node: dict[str, Any]) -> _Check:
    if type(value) not in (str, int):
        raise Unsupported
    kind = {type(value)}
    return lambda values, kinds: kinds <= kind and values.count(value) == len(values)


def _enum(value: Any, node: dict[str, Any]) -> _Check:
    if not all(type(option) is str for option in value):
        raise Unsupported
    options = frozenset(value)
    return lambda values, kinds: kinds <= _STR and options.issuperset(values)


def _pattern(value: Any, node: dict[str, Any]) -> _Check:
    search = re.compile(value).search

    def check(values: list[Any], kinds: set[type]) -> bool:
        # without a line break in the text, `$` means its end as the compiled check reads it
        if not kinds <= _STR:
            return False
        distinct = set(values)  # a big map names its stations again and again
        return all(map(search, distinct)) and "\n" not in "".join(distinct)

    return check


def _max_length(value: Any, node: dict[str, Any]) -> _Check:
    return lambda values, kinds: kinds <= _STR and max(map(len, values), default=0) <= value


# A NaN, which the schema lets through, is passed over by `min` and `max` unless it
# comes first, and then they answer NaN, which no limit passes: unsure.
def _minimum(value: Any, node: dict[str, Any]) -> _Check:
    return lambda values, kinds: kinds <= _NUMBERS and min(values, default=value) >= value


def _exclusive_minimum(value: Any, node: dict[str, Any]) -> _Check:
    def check(values: list[Any], kinds: set[type]) -> bool:
        return kinds <= _NUMBERS and (not values or min(values) > value)

    return check


def _maximum(value: Any, node: dict[str, Any]) -> _Check:
    return lambda values, kinds: kinds <= _NUMBERS and max(values, default=value) <= value


def _min_items(value: Any, node: dict[str, Any]) -> _Check:
    return lambda values, kinds: kinds <= _LIST and min(map(len, values), default=value) >= value


def _max_items(value: Any, node: dict[str, Any]) -> _Check:
    return lambda values, kinds: kinds <= _LIST and max(map(len, values), default=0) <= value


def _unique_items(value: Any, node: dict[str, Any]) -> _Check:
    if value is not True:
        raise Unsupported

    def check(values: list[Any], kinds: set[type]) -> bool:
        if not kinds <= _LIST:
            return False
        try:  # equal values of other types (1 and True) count as the same: unsure
            return list(map(len, map(set, values))) == list(map(len, values))
        except TypeError:  # a list or mapping among the items
            return False

    return check


def _items(value: Any, node: dict[str, Any]) -> _Check:
    inner = _column(_node(value))
    return lambda values, kinds: kinds <= _LIST and inner(list(chain.from_iterable(values)))


def _required(value: Any, node: dict[str, Any]) -> _Check:
    def check(values: list[Any], kinds: set[type]) -> bool:
        if not kinds <= _DICT:
            return False
        return all(all(map(operator.contains, values, repeat(key))) for key in value)

    return check


def _properties(value: Any, node: dict[str, Any]) -> _Check:
    inner = {key: _column(_node(schema)) for key, schema in value.items()}

    def check(values: list[Any], kinds: set[type]) -> bool:
        if not kinds <= _DICT:
            return False
        # only the keys the values have: the schema declares every family's fields
        present = set().union(*values)
        return all(inner[key](_values_of(key, values)) for key in present if key in inner)

    return check


def _values_of(key: str, mappings: list[dict[str, Any]]) -> list[Any]:
    """The values at `key` of the mappings that have it, gathered in C."""
    found = list(map(operator.contains, mappings, repeat(key)))
    if all(found):
        return list(map(operator.itemgetter(key), mappings))
    return list(compress(map(dict.get, mappings, repeat(key)), found))


def _additional_properties(value: Any, node: dict[str, Any]) -> _Check:
    known = frozenset(node.get("properties", {}))
    if value is False:
        return lambda values, kinds: kinds <= _DICT and set().union(*values) <= known
    inner = _column(_node(value))

    def check(values: list[Any], kinds: set[type]) -> bool:
        if not kinds <= _DICT:
            return False
        if not known:
            return inner(list(chain.from_iterable(map(dict.values, values))))
        return inner([v for item in values for k, v in item.items() if k not in known])

    return check


def _property_names(value: Any, node: dict[str, Any]) -> _Check:
    inner = _column(_node(value))
    return lambda values, kinds: kinds <= _DICT and inner(list(chain.from_iterable(values)))


_KEYWORDS: dict[str, Callable[[Any, dict[str, Any]], _Check]] = {
    "type": _type,
    "const": _const,
    "enum": _enum,
    "pattern": _pattern,
    "maxLength": _max_length,
    "minimum": _minimum,
    "exclusiveMinimum": _exclusive_minimum,
    "maximum": _maximum,
    "minItems": _min_items,
    "maxItems": _max_items,
    "uniqueItems": _unique_items,
    "items": _items,
    "required": _required,
    "properties": _properties,
    "additionalProperties": _additional_properties,
    "propertyNames": _property_names,
}
