"""Structural checks against resources/map-pack.schema.json, worded for designers.

The schema is the single description of the format; this module only turns
jsonschema's errors into `Problem`s. A schema node may carry `x-message`, the
sentence to show when anything below it is wrong, so `pos: [1, "a"]` reads
`stations[12].pos: expected two numbers from -1000000 to 1000000` rather than
`'a' is not of type 'number'`.

jsonschema takes about half a second over a 1,000-station pack, so quicker
checks say first whether there is anything to word at all: a check of whole
columns (engine/pack/column_check.py, which is sure of most valid packs) and
then a compiled one (fastjsonschema, some forty times faster than jsonschema).
A valid pack never meets jsonschema (nor imports it), and a broken one gets its words from
jsonschema alone.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import fastjsonschema

if TYPE_CHECKING:  # imported where a broken pack is worded: a valid one never needs it
    from jsonschema import Draft202012Validator, ValidationError

from engine.map.fields import Catalogue, ElementKind, catalogue
from engine.map.model import STATION_FLAGS, MapPack
from engine.pack.column_check import Unsupported, compile_column_check
from engine.pack.encode import pack_to_data
from engine.pack.errors import KeyPath, Problem
from engine.pack.limits import schema
from engine.pack.reader import ReadResult

# Keywords that fastjsonschema (drafts 4 to 2019-09) reads as draft 2020-12 does. A
# schema using any other is left to jsonschema alone, slow but never wrong.
_SHARED_KEYWORDS = frozenset(
    {
        *("$schema", "$id", "$defs", "$ref", "title", "description", "x-message"),
        *("type", "const", "enum", "required", "properties", "additionalProperties"),
        *("propertyNames", "items", "minItems", "maxItems", "uniqueItems"),
        *("minimum", "maximum", "exclusiveMinimum", "maxLength", "pattern"),
    }
)
# Where a keyword's value holds subschemas: by name, or as the one subschema.
_NAMED_SUBSCHEMAS = ("properties", "$defs")
_ONE_SUBSCHEMA = ("items", "additionalProperties", "propertyNames")

_TYPE_WORDS = {
    "object": "a mapping (key: value)",
    "array": "a list",
    "string": "text",
    "number": "a number",
    "integer": "a whole number",
    "boolean": "true or false",
}


# Where each element kind's keys sit in the schema.
_PLACES: dict[ElementKind, tuple[str, ...]] = {
    "station": ("properties", "stations", "items", "properties"),
    "connection": ("properties", "connections", "items", "properties"),
    "region": ("properties", "regions", "items", "properties"),
    "route": ("properties", "routes", "items", "properties"),
    "line": ("properties", "components", "properties", "lines", "items", "properties"),
    "components": ("properties", "components", "properties"),
}


@lru_cache(maxsize=4)
def _composed(known: Catalogue) -> dict[str, Any]:
    """The core schema with every installed family's declared fields added."""
    whole = copy.deepcopy(schema())
    for declared in known.all():
        if declared.type != "flag":
            place: Any = whole
            for step in _PLACES[declared.element]:
                place = place[step]
            place[declared.name] = declared.schema()
    flags = [*STATION_FLAGS, *known.flags()]
    node = whole["properties"]["stations"]["items"]["properties"]["flags"]["items"]
    node["enum"] = flags
    node["x-message"] = "expected one of " + ", ".join(flags)
    return whole


def full_schema() -> dict[str, Any]:
    """The schema a pack is checked against here: the core part
    (resources/map-pack.schema.json) and the installed families' fields."""
    return _composed(catalogue())


@lru_cache(maxsize=4)
def _validators(known: Catalogue) -> Draft202012Validator:
    from jsonschema import Draft202012Validator  # a fifth of a second to import

    return Draft202012Validator(_composed(known))


def _validator() -> Draft202012Validator:
    return _validators(catalogue())


def _quick_check() -> Callable[[Any], object] | None:
    return _quick_checks(catalogue())


@lru_cache(maxsize=4)
def _quick_checks(known: Catalogue) -> Callable[[Any], object] | None:
    """The schema compiled to Python, or None when it uses a keyword we cannot trust
    fastjsonschema with. Every `$ref` is written out in place first (the schema has no
    cycles): fastjsonschema calls a function per reference and formats the path of
    the value it checks on every call, which makes it several times slower."""
    whole = _composed(known)
    if not _keywords(whole) <= _SHARED_KEYWORDS:
        return None
    # use_default=False: the check must never fill in values
    check: Callable[[Any], object] = fastjsonschema.compile(_written_out(whole), use_default=False)
    return check


@lru_cache(maxsize=4)
def _column_checks(known: Catalogue) -> Callable[[Any], bool] | None:
    """The check of whole columns, or None when the schema uses a keyword it does not read."""
    try:
        return compile_column_check(_written_out(_composed(known)))
    except Unsupported:
        return None


def _keywords(node: dict[str, Any]) -> set[str]:
    found = set(node)
    for keyword in _NAMED_SUBSCHEMAS:
        for child in node.get(keyword, {}).values():
            found |= _keywords(child)
    for keyword in _ONE_SUBSCHEMA:
        if isinstance(node.get(keyword), dict):
            found |= _keywords(node[keyword])
    return found


def _written_out(node: Any) -> Any:
    """The schema with every `$ref` replaced by the schema it points to."""
    if isinstance(node, list):
        return [_written_out(item) for item in node]
    if isinstance(node, dict):
        return {key: _written_out(value) for key, value in _follow_refs(node).items()}
    return node


def _passes_quick_check(data: Any) -> bool:
    surely = _column_checks(catalogue())
    if surely is not None and surely(data):
        return True
    check = _quick_check()
    if check is None:
        return False
    try:
        check(data)
    except fastjsonschema.JsonSchemaValueException:
        return False
    return True


def pack_problems(pack: MapPack) -> list[Problem]:
    """What the format refuses in a pack made in memory, such as an edit about to
    be made: a list past its length, say, which no single field can see."""
    return check_structure(ReadResult(pack_to_data(pack), {}))


def check_structure(read: ReadResult) -> list[Problem]:
    if _passes_quick_check(read.data):
        return []
    problems: dict[tuple[KeyPath, str], Problem] = {}
    for error in _validator().iter_errors(read.data):
        for path, message in _describe(error):
            problems.setdefault((path, message), Problem(path, message, read.line_of(path)))
    return sorted(problems.values(), key=lambda p: (p.line or 0, str(p.path)))


def _describe(error: ValidationError) -> list[tuple[KeyPath, str]]:
    path: KeyPath = tuple(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        owner: Any = error.schema
        known = set(owner.get("properties", {}))
        return [((*path, key), "unknown key") for key in error.instance if key not in known]
    if error.validator == "required" and isinstance(error.instance, dict):
        required: Any = error.validator_value
        missing = [key for key in required if key not in error.instance]
        return [(path, f"missing key '{key}'") for key in missing]
    hint = _nearest_message(error)
    if hint is not None:
        depth, message = hint
        return [(path[:depth], message)]
    return [(path, _generic(error))]


def _nearest_message(error: ValidationError) -> tuple[int, str] | None:
    """The deepest `x-message` on the way from the root schema to the failing keyword.

    Returns the message and how many steps of the instance path it belongs to.
    """
    node: Any = full_schema()
    depth = 0
    found: tuple[int, str] | None = None
    parts = list(error.absolute_schema_path)
    i = 0
    while isinstance(node, dict):
        node = _follow_refs(node)
        if "x-message" in node:
            found = (depth, node["x-message"])
        if i >= len(parts):
            break
        keyword = parts[i]
        if keyword in ("properties", "prefixItems") and i + 1 < len(parts):
            node = node[keyword][parts[i + 1]]
            i += 2
            depth += 1
        elif keyword in ("items", "additionalProperties"):
            node = node[keyword]
            i += 1
            depth += 1
        elif keyword == "$ref":
            i += 1
        else:
            break
    return found


def _follow_refs(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node and str(node["$ref"]).startswith("#/"):
        target: Any = schema()  # definitions are all in the core part
        for part in str(node["$ref"])[2:].split("/"):
            target = target[part]
        merged = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
        node = merged
    return node


def _generic(error: ValidationError) -> str:
    expected: Any = error.validator_value
    if error.validator == "type":
        names = expected if isinstance(expected, list) else [expected]
        return "expected " + " or ".join(_TYPE_WORDS.get(str(n), str(n)) for n in names)
    if error.validator in ("enum", "const"):
        options = expected if isinstance(expected, list) else [expected]
        return "expected " + " or ".join(repr(o) for o in options)
    if error.validator == "uniqueItems":
        return "lists the same value twice"
    if error.validator in ("maxItems", "maxLength"):
        return f"too long (at most {expected})"
    return str(error.message)
