"""The canonical text of plain pack data, written as PyYAML writes it, fast.

PyYAML's pure-Python emitter took seconds over a big map; this writer gives the
same bytes in a fraction of that, for the data `pack_to_data` makes (dicts,
lists, text, numbers, truth values). It writes only what it can prove PyYAML
writes the same way: text on one line in the plain or single-quoted style, and
no line PyYAML would fold at the width. At anything else (a line break, a value
PyYAML double-quotes, a long line with spaces, a list used twice, another type)
it gives up and returns None, and the caller asks PyYAML.
tests/engine/test_canonical_writer.py checks the bytes against PyYAML's.
"""

from __future__ import annotations

import io
import re
from typing import Any

import yaml

from engine.pack.reader import plain_tag

WIDTH = 100  # PyYAML folds plain and quoted text at spaces past this column
_INDENT = 2
_STR_TAG = "tag:yaml.org,2002:str"
_MAX_KEY = 100  # PyYAML writes a key of 128 characters or more as a complex key (`? key`)
# Text PyYAML always writes plain unless it reads back as another type: no indicator,
# no space at either end, nothing but letters, digits and harmless punctuation.
_QUICK = re.compile(r"[^\W_](?:[\w .'()/&+-]*[\w.'()/&+-])?")
_RUNS = re.compile(r" +|[^ ]+")
_LINE_BREAKS = ("\n", "\r", "\x85", "\u2028", "\u2029")


class _Unproven(Exception):
    """A value this writer cannot prove it writes as PyYAML does."""


def write_canonical(data: dict[str, Any]) -> str | None:
    """The text PyYAML's canonical dump gives for `data`, or None when unproven."""
    if not data:  # PyYAML writes `{}`; a pack always has keys
        return None
    writer = _Writer()
    try:
        writer.mapping(data, 0)
    except _Unproven:
        return None
    return "".join(writer.parts) + "\n"


class _Writer:
    """Appends lines to `parts`, keeping the column as PyYAML's emitter does."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.column = 0
        self.seen: set[int] = set()  # PyYAML writes a container met twice as an alias
        self.emitter = yaml.emitter.Emitter(io.StringIO(), allow_unicode=True)
        self.keys: dict[str, str] = {}  # each key as written, with its colon

    def _write(self, text: str) -> None:
        self.parts.append(text)
        self.column += len(text)

    def _line(self, indent: int) -> None:
        """A new line at `indent`, unless the column is already there after an indicator."""
        if self.parts:
            self.parts.append("\n")
        self.parts.append(" " * indent)
        self.column = indent

    def _container(self, value: Any) -> None:
        if id(value) in self.seen:
            raise _Unproven
        self.seen.add(id(value))

    def mapping(self, value: dict[str, Any], indent: int, inline: bool = False) -> None:
        """A block mapping at `indent`; `inline`: its first key follows a `- `."""
        self._container(value)
        for key, item in value.items():
            if not (type(key) is str and 0 < len(key) < _MAX_KEY):
                raise _Unproven
            if inline:
                inline = False
            else:
                self._line(indent)
            written = self.keys.get(key)
            if written is None:
                written = self.keys[key] = (
                    _quoted(key) if self._style(key, False, True) else key
                ) + ":"
            self._write(written)
            self._value(item, indent)

    def _value(self, item: Any, indent: int) -> None:
        """The value after `key:` in a mapping at `indent`."""
        if type(item) is dict and item:
            self.mapping(item, indent + _INDENT)
        elif type(item) is list and item and not _is_flat(item):
            self.sequence(item, indent + _INDENT)
        else:
            self._inline(item, indent + _INDENT)

    def sequence(self, value: list[Any], indent: int, inline: bool = False) -> None:
        """A block sequence whose `- ` stand at `indent`."""
        self._container(value)
        for item in value:
            if inline:
                inline = False
            else:
                self._line(indent)
            self._write("- ")
            if type(item) is dict and item:
                self.mapping(item, indent + _INDENT, inline=True)
            elif type(item) is list and item and not _is_flat(item):
                self.sequence(item, indent + _INDENT, inline=True)
            else:
                self._inline(item, indent + _INDENT, after_dash=True)

    def _inline(self, item: Any, indent: int, after_dash: bool = False) -> None:
        """A scalar, an empty collection or a one-line list; `indent` is where a
        long list goes on."""
        gap = "" if after_dash else " "
        if type(item) is list:
            self._container(item)
            if all(type(element) in (int, float) for element in item):
                line = f"{gap}[{', '.join(map(_number, item))}]"
                if self.column + len(line) <= WIDTH + 1:  # no `,` past the width
                    self._write(line)
                    return
            self._write(f"{gap}[")
            for index, element in enumerate(item):
                if index:
                    self._write(",")
                if self.column > WIDTH:
                    self._line(indent)
                elif index:
                    self._write(" ")
                self._scalar(element, indent + _INDENT, flow=True)
            self._write("]")
        elif type(item) is dict:  # an empty one
            self._container(item)
            self._write(f"{gap}{{}}")
        else:
            self._write(gap)
            self._scalar(item, indent)

    def _scalar(self, value: Any, indent: int, flow: bool = False) -> None:
        """Write a scalar; text goes on at `indent` where PyYAML folds it."""
        kind = type(value)
        if kind is str:
            quoted = self._style(value, flow, False)
            if quoted or (" " in value and self.column + len(value) > WIDTH):
                self._folded(value, quoted, indent)
            else:
                self._write(value)
        elif kind is bool:
            self._write("true" if value else "false")
        elif kind is int or kind is float:
            self._write(_number(value))
        elif value is None:
            self._write("null")
        else:
            raise _Unproven

    def _folded(self, text: str, quoted: bool, indent: int) -> None:
        """`text` as PyYAML's `write_plain` and `write_single_quoted` write one line of
        it: a lone space past the width becomes a new line at `indent`."""
        if quoted:
            self._write("'")
        last = len(text) - 1
        for run in _RUNS.finditer(text):
            piece = run.group()
            if piece == " " and self.column > WIDTH and not (quoted and run.start() in (0, last)):
                self._line(indent)
            else:
                self._write(piece.replace("'", "''") if quoted else piece)
        if quoted:
            self._write("'")

    def _style(self, value: str, flow: bool, key: bool) -> bool:
        """Whether PyYAML single-quotes `value` (else it is plain)."""
        if _QUICK.fullmatch(value):
            return plain_tag(value) != _STR_TAG
        if any(mark in value for mark in _LINE_BREAKS) or "\ufeff" in value:
            raise _Unproven
        analysis = self.emitter.analyze_scalar(value)
        if analysis.multiline or (key and analysis.empty):
            raise _Unproven
        plain = analysis.allow_flow_plain if flow else analysis.allow_block_plain
        if plain and plain_tag(value) == _STR_TAG:
            return False
        if analysis.allow_single_quoted:
            return True
        raise _Unproven


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _is_flat(value: list[Any]) -> bool:
    """A list of plain values, which the canonical form writes on one line."""
    return all(type(item) is not list and type(item) is not dict for item in value)


def _number(value: float) -> str:
    """As PyYAML's SafeRepresenter writes an int or a float."""
    if type(value) is int:
        return str(value)
    if value != value:
        return ".nan"
    if value == float("inf"):
        return ".inf"
    if value == -float("inf"):
        return "-.inf"
    text = repr(value).lower()
    if "." not in text and "e" in text:
        text = text.replace("e", ".0e", 1)
    return text
