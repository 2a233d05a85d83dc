"""Structural checks against resources/map-pack.schema.json, worded for designers.

The schema is the single description of the format; this module only turns
jsonschema's errors into `Problem`s. A schema node may carry `x-message`, the
sentence to show when anything below it is wrong, so `pos: [1, "a"]` reads
`stations[12].pos: expected two numbers` rather than `'a' is not of type 'number'`.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator, ValidationError

from engine.pack.errors import KeyPath, Problem
from engine.pack.reader import ReadResult
from engine.paths import RESOURCES

SCHEMA_FILE = RESOURCES / "map-pack.schema.json"

_TYPE_WORDS = {
    "object": "a mapping (key: value)",
    "array": "a list",
    "string": "text",
    "number": "a number",
    "integer": "a whole number",
    "boolean": "true or false",
}


@cache
def schema() -> dict[str, Any]:
    with SCHEMA_FILE.open(encoding="utf-8") as handle:
        loaded: dict[str, Any] = json.load(handle)
    return loaded


@cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(schema())


def check_structure(read: ReadResult) -> list[Problem]:
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
    node: Any = schema()
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
        target: Any = schema()
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
