"""Safe YAML reading that remembers where each value came from.

PyYAML's `safe_load` forgets line numbers and silently keeps the last of two
duplicate keys; a designer needs both reported. So we compose the node tree
ourselves and build plain Python values from it, refusing anything a map pack
never needs (anchors, aliases, custom tags) and anything absurdly large.
"""

from __future__ import annotations

import math
from typing import Any

import yaml

from engine.pack.errors import KeyPath, PackError, Problem

MAX_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 32
MAX_NODES = 2_000_000

_TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = {f"{_TAG}{name}" for name in ("str", "int", "float", "bool", "null", "timestamp")}


class _Refused(yaml.MarkedYAMLError):
    """Well-formed YAML that a map pack never needs."""


class _Limits(yaml.SafeLoader):
    """A safe loader that refuses anchors and aliases (the billion-laughs attack needs
    them; a canonical save could not keep them) and nesting deep enough to exhaust
    Python's stack before the tree is even built."""

    def __init__(self, stream: str | bytes) -> None:
        super().__init__(stream)
        self.depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if self.check_event(yaml.AliasEvent):
            raise _Refused(
                "", None, "aliases (*name) are not allowed in map packs", event.start_mark
            )
        if event.anchor is not None:
            raise _Refused(
                "", None, "anchors (&name) are not allowed in map packs", event.start_mark
            )
        if self.depth > MAX_DEPTH:
            raise _Refused("", None, f"nested deeper than {MAX_DEPTH} levels", event.start_mark)
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


class ReadResult:
    """Plain data plus the line (1-based) each path starts on."""

    def __init__(self, data: Any, lines: dict[KeyPath, int]) -> None:
        self.data = data
        self.lines = lines

    def line_of(self, path: KeyPath) -> int | None:
        """The line of the path, or of its nearest ancestor the file shows."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get(())


def read_yaml(text: str | bytes, source: str) -> ReadResult:
    if len(text) > MAX_BYTES:
        raise PackError(source, [Problem((), f"file is larger than {MAX_BYTES // 2**20} MiB")])
    try:
        root = yaml.compose(text, Loader=_Limits)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else None
        # PyYAML splits sentences such as "expected a single document in the
        # stream" / "but found another document" between context and problem
        message = ", ".join(part for part in (error.context, error.problem) if part)
        if not isinstance(error, _Refused):
            message = f"not valid YAML: {message}"
        raise PackError(source, [Problem((), message, line)]) from None
    except yaml.YAMLError as error:
        raise PackError(source, [Problem((), f"not valid YAML: {error}")]) from None
    if root is None:
        raise PackError(source, [Problem((), "the file is empty")])
    builder = _Builder(source)
    data = builder.build(root, ())
    if builder.problems:
        raise PackError(source, builder.problems)
    return ReadResult(data, builder.lines)


class _Builder:
    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: dict[KeyPath, int] = {}
        self.problems: list[Problem] = []
        self.nodes = 0
        # one per read: a constructor keeps every node it has built
        self.constructor = yaml.constructor.SafeConstructor()

    def build(self, node: yaml.Node, path: KeyPath) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise PackError(self.source, [Problem(path, f"more than {MAX_NODES} values")])
        self.lines[path] = _line(node)
        if not _supported(node):
            self.problems.append(Problem(path, f"unsupported YAML tag {node.tag}", _line(node)))
            return None
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        if node.tag == f"{_TAG}timestamp":
            return str(node.value)  # a name that happens to look like a date
        return self._scalar(node, path)

    def _scalar(self, node: yaml.Node, path: KeyPath) -> Any:
        try:
            value = self.constructor.construct_object(node)
        except ValueError:  # Python refuses to convert integers of thousands of digits
            self.problems.append(Problem(path, "number with too many digits", _line(node)))
            return None
        if isinstance(value, float) and not math.isfinite(value):
            self.problems.append(Problem(path, "expected a finite number", _line(node)))
            return None
        return value

    def _mapping(self, node: yaml.MappingNode, path: KeyPath) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                self.problems.append(Problem(path, "keys must be plain text", _line(key_node)))
                continue
            key = str(key_node.value)
            if key in result:
                self.problems.append(
                    Problem((*path, key), "duplicate key (the first one stands)", _line(key_node))
                )
                continue
            result[key] = self.build(value_node, (*path, key))
        return result


def _supported(node: yaml.Node) -> bool:
    if isinstance(node, yaml.MappingNode):
        return bool(node.tag == f"{_TAG}map")
    if isinstance(node, yaml.SequenceNode):
        return bool(node.tag == f"{_TAG}seq")
    return node.tag in _SCALAR_TAGS


def _line(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1
