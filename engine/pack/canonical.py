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
_NUMBERS = frozenset({int, float})
_TEXT = frozenset({str})


class _Unproven(Exception):
    """A value this writer cannot prove it writes as PyYAML does."""


def write_canonical(data: dict[str, Any]) -> str | None:
    """The text PyYAML's canonical dump gives for `data`, or None when unproven."""
    if not data:  # PyYAML writes `{}`; a pack always has keys
        return None
    writer = _Writer()
    try:
        writer.mapping([data], 0)
    except _Unproven:
        return None
    return "".join(writer.parts)[1:] + "\n"  # every line is written after a line break


class _Writer:
    """Appends lines to `parts`, keeping the column as PyYAML's emitter does.

    Most lines of a big map are a key or `- ` and a value that fits on the line:
    those are written whole (`_whole`), with nothing to fold or wrap; the rest go
    through the general path, which keeps the column.
    """

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.column = 0
        self.seen: set[int] = set()  # PyYAML writes a container met twice as an alias
        self.emitter = yaml.emitter.Emitter(io.StringIO(), allow_unicode=True)
        self.keys: dict[int, dict[str, str]] = {}  # by indent: each key's line start
        self.texts: dict[str, str] = {}  # text as written in block context, unfolded
        self.flow_texts: dict[str, str] = {}  # and in a flow list

    def _write(self, text: str) -> None:
        self.parts.append(text)
        self.column += len(text)

    def _line(self, indent: int) -> None:
        self.parts.append("\n" + " " * indent)
        self.column = indent

    def _container(self, value: Any) -> None:
        if id(value) in self.seen:
            raise _Unproven
        self.seen.add(id(value))

    def mapping(
        self, values: list[dict[str, Any]], indent: int, inline: bool = False, dash: str = ""
    ) -> None:
        """Block mappings at `indent`: one, or items of a list one after another, each
        after a `dash` but the first; `inline`: the first key follows a `- `. A big
        map is lists of thousands of short mappings, written here in one loop."""
        starts = self.keys.setdefault(indent, {})
        parts, texts, seen = self.parts, self.texts, self.seen
        for number, value in enumerate(values):
            if number:
                parts.append(dash)
                inline = True
            if id(value) in seen:  # `_container`, inline
                raise _Unproven
            seen.add(id(value))
            for key, item in value.items():
                start = starts.get(key)
                if start is None:
                    start = starts[key] = "\n" + " " * indent + self._key(key)
                column = len(start) - 1  # the same after a `- `
                if inline:
                    inline = False
                    start = start[indent + 1 :]
                kind = type(item)
                if kind is str:  # the most common values, with as few calls as may be
                    text = texts.get(item)
                    if text is None:
                        quoted = self._style(item, False, False)
                        text = texts[item] = _quoted(item) if quoted else item
                    if column + len(text) < WIDTH or " " not in item:
                        parts.append(f"{start} {text}")
                        continue
                    line = None
                elif kind is int:
                    parts.append(f"{start} {item}")
                    continue
                elif kind is list:
                    line = self._flat(item, column)
                else:
                    line = self._whole(item, column)
                if line is not None:
                    parts.append(start + line)
                else:
                    parts.append(start)
                    self.column = column
                    self._value(item, indent)

    def _key(self, key: Any) -> str:
        if not (type(key) is str and 0 < len(key) < _MAX_KEY):
            raise _Unproven
        return (_quoted(key) if self._style(key, False, True) else key) + ":"

    def _whole(self, item: Any, column: int) -> str | None:
        """` value` when it fits on the line after `column` as written, else None."""
        kind = type(item)
        if kind is str:
            text = self.texts.get(item)
            if text is None:
                text = self.texts[item] = _quoted(item) if self._style(item, False, False) else item
            return " " + text if column + len(text) < WIDTH or " " not in item else None
        if kind is int:
            return " " + str(item)
        if kind is list:
            return self._flat(item, column)
        if kind is bool:
            return " true" if item else " false"
        if kind is float:
            return " " + _number(item)
        if item is None:
            return " null"
        return None

    def _flat(self, item: list[Any], column: int) -> str | None:
        """A list of numbers or text on one line when it fits, as `_inline` writes it."""
        if not item:
            self._container(item)
            return " []"
        kinds = set(map(type, item))
        if kinds <= _NUMBERS:
            line = " " + repr(item)  # a list's `repr` is its numbers' joined with `, `
            if "e" in line or "n" in line:  # `1e+16`, `nan`, `inf`: as PyYAML spells them
                line = f" [{', '.join(map(_number, item))}]"
        elif kinds == _TEXT:
            texts = self.flow_texts
            for element in item:
                if element not in texts:
                    texts[element] = (
                        _quoted(element) if self._style(element, True, False) else element
                    )
            line = f" [{', '.join([texts[element] for element in item])}]"
        else:
            return None
        if column + len(line) >= WIDTH:
            return None
        if id(item) in self.seen:  # `_container`, inline: a big map has thousands
            raise _Unproven
        self.seen.add(id(item))
        return line

    def _value(self, item: Any, indent: int) -> None:
        """The value after `key:` in a mapping at `indent`."""
        if type(item) is dict and item:
            self.mapping([item], indent + _INDENT)
        elif type(item) is list and item and not _is_flat(item):
            self.sequence(item, indent + _INDENT)
        else:
            self._inline(item, indent + _INDENT)

    def sequence(self, value: list[Any], indent: int, inline: bool = False) -> None:
        """A block sequence whose `- ` stand at `indent`."""
        self._container(value)
        dash = "\n" + " " * indent + "- "
        at, end = 0, len(value)
        while at < end:
            item = value[at]
            at += 1
            start = dash[indent + 1 :] if inline else dash
            inline = False
            if type(item) is dict and item:
                run = at  # the mappings that follow, written in one call
                while at < end and type(value[at]) is dict and value[at]:
                    at += 1
                self.parts.append(start)
                self.mapping(value[run - 1 : at], indent + _INDENT, inline=True, dash=dash)
            elif type(item) is list and item and not _is_flat(item):
                self.parts.append(start)
                self.sequence(item, indent + _INDENT, inline=True)
            else:
                line = self._whole(item, indent + 1)  # `_whole` writes a space first
                if line is not None:
                    self.parts.append(start + line[1:])
                else:
                    self.parts.append(start)
                    self.column = indent + _INDENT
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
