"""Safe YAML reading that remembers where each value came from.

PyYAML's `safe_load` forgets line numbers and silently keeps the last of two
duplicate keys; a designer needs both reported. So we build plain Python values
from the parser's events ourselves, refusing anything a map pack never needs
(anchors, aliases, custom tags) and anything absurdly large. Numbers are read
one way for packs, records and options alike: `2.0` is the whole number 2
(engine/pack/numbers.py).

Reading is most of the time a big pack takes to open, so the events come from
libyaml, PyYAML's C parser, whenever it can be trusted with the text (see
`_read`); the values, lines and problems are the same either way. We never let
libyaml compose a node tree: its composer recurses in C, so a deeply nested file
would crash the process before any limit is checked.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from typing import Any

import yaml

from engine.pack.errors import KeyPath, PackError, Problem
from engine.pack.limits import MAX_BYTES, MAX_DEPTH, MAX_INTEGER, MAX_NODES
from engine.pack.numbers import plain_number

_TAG = "tag:yaml.org,2002:"
_STR, _TIMESTAMP = f"{_TAG}str", f"{_TAG}timestamp"
# Numbers in their everyday spelling, which Python reads exactly as YAML's constructors do.
_EVERYDAY = {
    f"{_TAG}int": (re.compile(r"-?(?:0|[1-9][0-9]{0,14})"), int),
    f"{_TAG}float": (re.compile(r"-?[0-9]{1,16}\.[0-9]{1,16}"), float),
}
_SCALAR_TAGS = {f"{_TAG}{name}" for name in ("str", "int", "float", "bool", "null", "timestamp")}
# The event that starts each kind of node we read, the node's kind, and the tags we read on it.
_NODES: dict[type[yaml.Event], tuple[type[yaml.Node], set[str]]] = {
    yaml.ScalarEvent: (yaml.ScalarNode, _SCALAR_TAGS),
    yaml.SequenceStartEvent: (yaml.SequenceNode, {f"{_TAG}seq"}),
    yaml.MappingStartEvent: (yaml.MappingNode, {f"{_TAG}map"}),
}
_RESOLVERS = yaml.resolver.Resolver.yaml_implicit_resolvers
RESOLVED_FIRST = "".join(
    first for first in _RESOLVERS if first
)  # what plain text of a type starts with
_ENDS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)

# Checks each node's event, given how many collections are open around it and
# whether the innermost is in flow style (`[...]`, `{...}`).
_Vet = Callable[[Any, int, bool], None]


def plain_tag(text: str) -> str:
    """The type YAML reads a plain (unquoted) scalar as, as PyYAML's resolver finds it,
    without its per-call overhead: this runs for every value of a big pack."""
    for tag, pattern in _RESOLVERS.get(text[0] if text else "", ()):
        if pattern.match(text):
            return str(tag)
    return _STR


class RefusedScalar(Exception):
    """A number no pack may hold; `message` says why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


_CONSTRUCTOR = yaml.constructor.SafeConstructor()


def scalar_value(tag: str, text: str) -> Any:
    """The value of a scalar of the resolved `tag`, as every reader of packs takes it:
    a timestamp stays text (a name that happens to look like a date), `2.0` is 2.
    Raises RefusedScalar for a number out of range or a tag packs do not use."""
    if tag in (_STR, _TIMESTAMP):
        return text
    if tag not in _SCALAR_TAGS:
        raise RefusedScalar(f"unsupported YAML tag {tag}")
    pattern, convert = _EVERYDAY.get(tag, (None, None))
    try:
        if pattern is not None and convert is not None and pattern.fullmatch(text):
            value = convert(text)  # a shortcut: a big pack holds tens of thousands
        else:
            construct = _CONSTRUCTOR.yaml_constructors[tag]
            value = construct(_CONSTRUCTOR, yaml.ScalarNode(tag, text))
    except ValueError:  # Python refuses to convert integers of thousands of digits
        raise RefusedScalar("number with too many digits") from None
    if isinstance(value, float):
        if not math.isfinite(value):
            raise RefusedScalar("expected a finite number")
        return plain_number(value)  # `2.0` is the whole number 2
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INTEGER:
        raise RefusedScalar(f"number larger than {MAX_INTEGER}")
    return value


class _Refused(yaml.MarkedYAMLError):
    """Well-formed YAML that a map pack never needs."""


class _NeedsCare(Exception):
    """Something in the text that only the pure-Python parser reads as packs were always read."""


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
        builder = _read(text, source)
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
    if not builder.documents:
        raise PackError(source, [Problem((), "the file is empty")])
    if builder.problems:
        raise PackError(source, builder.problems)
    return ReadResult(builder.root, builder.lines)


def _read(text: str | bytes, source: str) -> _Builder:
    """The text's values, read from libyaml's events unless something needs care.

    libyaml parses about ten times faster than PyYAML's pure-Python parser, but
    words its errors differently from the messages designers know, and reads a
    few spellings that PyYAML refuses or places on other lines: tabs, byte order
    marks after the start, and those `_vet_for_libyaml` looks for. At any of
    these, or at anything wrong, the text is read again by the pure-Python
    parser, which then reports it exactly as it always has.
    """
    if yaml.__with_libyaml__ and isinstance(text, str) and _libyaml_reads_alike(text):
        try:
            return _Builder(source, _vet_for_libyaml).read(
                yaml.parse(text, Loader=yaml.CSafeLoader)
            )
        except (_NeedsCare, yaml.YAMLError, UnicodeEncodeError):  # the last: lone surrogates
            pass
    return _Builder(source, _refuse).read(yaml.parse(text, Loader=yaml.SafeLoader))


def _libyaml_reads_alike(text: str) -> bool:
    return "\t" not in text and text.find("\ufeff", 1) < 0


def _refuse(event: Any, depth: int, in_flow: bool) -> None:
    """Refuse anchors and aliases (the billion-laughs attack needs them; a canonical
    save could not keep them) and nesting deeper than any pack needs."""
    mark = event.start_mark
    if isinstance(event, yaml.AliasEvent):
        raise _Refused("", None, "aliases (*name) are not allowed in map packs", mark)
    if event.anchor is not None:
        raise _Refused("", None, "anchors (&name) are not allowed in map packs", mark)
    if depth > MAX_DEPTH:
        raise _Refused("", None, f"nested deeper than {MAX_DEPTH} levels", mark)


def _vet_for_libyaml(event: Any, depth: int, in_flow: bool) -> None:
    """Leave to the pure-Python parser what `_refuse` refuses, and what libyaml reads
    otherwise: tags (the non-specific `!`, odd spellings), block scalars (`|`, `>`),
    whose headers PyYAML reads more strictly, empty plain values (PyYAML may place
    them on another line) and plain values holding a `?` in flow style (PyYAML
    refuses them)."""
    if type(event) is yaml.AliasEvent or event.anchor is not None or depth > MAX_DEPTH:
        raise _NeedsCare
    if event.tag is not None:
        raise _NeedsCare
    if type(event) is yaml.ScalarEvent:
        if event.style:
            if event.style in "|>":
                raise _NeedsCare
        elif not event.value or (in_flow and "?" in event.value):
            raise _NeedsCare


class _Open:
    """A collection whose events are being read.

    `value` is the list or dict being built; `built` is False for a collection read
    past (one whose tag or key was refused): its events are vetted, nothing is built.
    In a mapping, `key` is the key whose value comes next, or None when that value
    is to be read past.
    """

    __slots__ = ("awaiting_key", "built", "flow", "key", "path", "value")

    def __init__(
        self, value: dict[str, Any] | list[Any], path: KeyPath, flow: bool, built: bool = True
    ) -> None:
        self.value = value
        self.path = path
        self.flow = flow
        self.built = built
        self.awaiting_key = True
        self.key: str | None = None


class _Builder:
    """Plain values, the line of every path, and the problems found, from a stream of
    events; a second document in the stream is an error, as for PyYAML's `compose`."""

    def __init__(self, source: str, vet: _Vet) -> None:
        self.source = source
        self.vet = vet
        self.root: Any = None
        self.documents = 0
        self.lines: dict[KeyPath, int] = {}
        self.problems: list[Problem] = []
        self.nodes = 0
        self.too_many: KeyPath | None = None  # the first value past MAX_NODES
        self.open: list[_Open] = []
        self.resolver = yaml.resolver.Resolver()

    def read(self, events: Iterable[yaml.Event]) -> _Builder:
        """Every event is read, even past MAX_NODES: what the YAML gets wrong comes first."""
        event: Any  # each kind of event has its own attributes
        for event in events:
            kind = type(event)  # not isinstance: this loop sees every value of the pack
            if kind in _NODES or kind is yaml.AliasEvent:
                self.vet(event, len(self.open), bool(self.open) and self.open[-1].flow)
                self._node(event, kind)
            elif kind in _ENDS:
                self.open.pop()
            elif kind is yaml.DocumentStartEvent:
                if self.documents:
                    raise yaml.composer.ComposerError(
                        "expected a single document in the stream",
                        None,
                        "but found another document",
                        event.start_mark,
                    )
                self.documents += 1
        if self.too_many is not None:
            raise PackError(self.source, [Problem(self.too_many, f"more than {MAX_NODES} values")])
        return self

    def _node(self, event: Any, kind: type[yaml.Event]) -> None:
        line = event.start_mark.line + 1
        if not self.open:
            self.root = self._built(event, kind, (), line)
            return
        parent = self.open[-1]
        siblings = parent.value
        if self.too_many is not None or not parent.built:
            self._read_past(event, kind)
        elif isinstance(siblings, list):
            siblings.append(self._built(event, kind, (*parent.path, len(siblings)), line))
        elif parent.awaiting_key:
            self._key(parent, siblings, event, kind, line)
        else:
            parent.awaiting_key = True
            if parent.key is None:
                self._read_past(event, kind)
            else:
                siblings[parent.key] = self._built(event, kind, (*parent.path, parent.key), line)

    def _key(
        self, parent: _Open, siblings: dict[str, Any], event: Any, kind: type[yaml.Event], line: int
    ) -> None:
        """Take a key of `parent`; a refused key's value is read past."""
        parent.awaiting_key = False
        parent.key = None
        if kind is not yaml.ScalarEvent:
            self.problems.append(Problem(parent.path, "keys must be plain text", line))
            self._read_past(event, kind)
        elif event.value in siblings:
            self.problems.append(
                Problem((*parent.path, event.value), "duplicate key (the first one stands)", line)
            )
        else:
            parent.key = event.value

    def _built(self, event: Any, kind: type[yaml.Event], path: KeyPath, line: int) -> Any:
        """The value of the node at `path`: None when refused, or past MAX_NODES."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            self.too_many = path
            self._read_past(event, kind)
            return None
        self.lines[path] = line
        node_kind, tags = _NODES[kind]
        tag = event.tag
        if kind is yaml.ScalarEvent and tag is None:
            tag = plain_tag(event.value) if event.implicit[0] else _STR
        elif tag is None or tag == "!":
            text = event.value if kind is yaml.ScalarEvent else None
            tag = self.resolver.resolve(node_kind, text, event.implicit)  # type: ignore[no-untyped-call]
        if tag not in tags:
            self.problems.append(Problem(path, f"unsupported YAML tag {tag}", line))
            self._read_past(event, kind)
            return None
        if kind is yaml.ScalarEvent:
            return self._scalar(tag, event.value, path, line)
        collection: dict[str, Any] | list[Any] = {} if kind is yaml.MappingStartEvent else []
        self.open.append(_Open(collection, path, bool(event.flow_style)))
        return collection

    def _scalar(self, tag: str, text: str, path: KeyPath, line: int) -> Any:
        try:
            return scalar_value(tag, text)
        except RefusedScalar as refused:
            self.problems.append(Problem(path, refused.message, line))
            return None

    def _read_past(self, event: Any, kind: type[yaml.Event]) -> None:
        """Build nothing from this node; a collection's events are still vetted."""
        if kind is not yaml.ScalarEvent:
            self.open.append(_Open([], (), bool(event.flow_style), built=False))
