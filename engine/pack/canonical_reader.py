"""Reading back the narrow form of YAML the canonical writer makes, fast.

Every save reads its text back before the file is replaced, and opening reads
every file saved here (engine/pack/io.py). The general reader
(engine/pack/reader.py) spends ~0.35 s on a 5,000-station map, building events
for every value and keeping each one's line; this one reads a line at a time,
and only the form engine/pack/canonical.py writes: block mappings and sequences
indented by two, keys of word characters or single-quoted, values plain,
single-quoted, `{}` or a flow list of those, text folded onto deeper lines.

It reads what it reads as the general reader does: plain text is resolved by
PyYAML's own rules (`plain_tag`) and numbers by the same function
(`scalar_value`). At anything outside that form or anything it is not sure of
(double quotes, comments, anchors, tags, tabs, a `:` or `#` in plain text, a
number the general reader would refuse, a duplicate key) it gives up and
returns None, and the caller asks the general reader, which says what is wrong
and where. tests/engine/test_canonical_reader.py compares the two.
"""

from __future__ import annotations

import re
from typing import Any

from engine.pack.limits import MAX_DEPTH, MAX_INTEGER, MAX_NODES
from engine.pack.reader import RESOLVED_FIRST, RefusedScalar, plain_tag, scalar_value

_STR = "tag:yaml.org,2002:str"
_KEY = r"(?:\w[\w-]{0,99}|'(?:[^']|''){1,100}')"
# A line of a mapping: its indentation, its key, and the value on the line, if any.
_ENTRY = re.compile(rf"( *)({_KEY}):(?: (.*))?")
_STARTS_MAPPING = re.compile(rf"{_KEY}:(?: |\Z)")
_QUOTED = re.compile(r"'((?:[^']|'')*)'")
# Plain text that no YAML reader takes for anything but a scalar starts with none of
# YAML's indicators (a `-` only before a letter, digit or point: `-2`, `-.5`), holds no
# `: ` or ` #`, and has nothing at its end that reading would strip or take for a key;
# in a flow list it also holds none of `,[]{}?:#` (a `?` PyYAML refuses there).
_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@` ")
_NOT_IN_FLOW = re.compile(r"[:#,\[\]{}?]")
# Numbers as `scalar_value` reads them without PyYAML (its everyday spellings), in a flow list.
_NUMBER = r"-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,16})?"
_NUMBERS = re.compile(rf"\[({_NUMBER}(?:, {_NUMBER})*)\]")
# Characters YAML refuses or reads as line breaks or marks, tabs, and carriage returns.
_UNREAD_CHARACTERS = re.compile(
    "[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]"
)
_RESOLVED = frozenset(RESOLVED_FIRST)
_MAX_INDENT = 2 * MAX_DEPTH + 4
_SPACES = [" " * n for n in range(_MAX_INDENT + 2)]
# What starts the line of the next item of a list around a mapping at each indentation.
_OUTER = ["\n", "\n", *(f"{spaces}- " for spaces in _SPACES)]


class _Unread(Exception):
    """Text outside the form this reader is sure of."""


_MISSING = object()


def read_canonical(text: str) -> dict[str, Any] | None:
    """The plain data of `text`, or None where the general reader must read it."""
    if not _readable(text):
        return None
    reader = _Reader(text.split("\n"))
    try:
        data = reader.mapping(0, 1)
    except (_Unread, RefusedScalar, IndexError):
        return None
    if reader.at != len(reader.lines) - 1 or reader.lines[-1] or reader.nodes >= MAX_NODES:
        return None  # more after the mapping, no line break at the end, or too many values
    return data or None  # nothing at all: the general reader says the file is empty


def _readable(text: str) -> bool:
    """Whether `text` holds none of `_UNREAD_CHARACTERS`; ASCII text (most maps) is
    asked at C speed: there those are the characters `isprintable` refuses but `\n`."""
    if text.isascii():
        return text.replace("\n", " ").isprintable()
    return _UNREAD_CHARACTERS.search(text) is None


class _Reader:
    """Reads `lines` from `at` on; a sequence item's `- ` is blanked out in `lines`
    before the mapping or sequence that starts after it is read.

    A big map repeats itself (keys, flags, station ids), so each line's text before
    its first `: ` (`heads`, by indentation) and the value of each plain or quoted
    text, in block and in flow context, are kept once read.
    """

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.at = 0
        self.nodes = 0
        self.heads: dict[int, dict[str, str]] = {}  # by indentation
        self.blocks: dict[int, dict[str, str]] = {}  # lines of a key alone
        self.item_heads: dict[int, dict[str, str]] = {}  # `- key` starting a list's item
        self.scalars: dict[str, Any] = {}
        self.flow_scalars: dict[str, Any] = {}

    def mapping(self, indent: int, depth: int, items: list[Any] | None = None) -> dict[str, Any]:
        """The block mapping whose keys stand at `indent`, from the current line.

        `items`: the list the mapping is an item of, whose `- ` stand two to the
        left. The items after it that are mappings with a key already met go on
        to it here, read in this loop (a big map is lists of thousands of short
        mappings); this returns the last, for the caller to add.
        """
        if depth > MAX_DEPTH - 2 or indent > _MAX_INDENT:
            raise _Unread
        lines, scalars = self.lines, self.scalars
        heads = self.heads.setdefault(indent, {})
        blocks = self.blocks.setdefault(indent, {})
        item_heads = self.item_heads.setdefault(indent, {})
        deeper, outer = _SPACES[indent + 1], _OUTER[indent]
        result: dict[str, Any] = {}
        at = self.at
        while True:
            line = lines[at]
            head, colon, rest = line.partition(": ")
            key = heads.get(head) if colon else blocks.get(line)
            if key is None:
                if not line:
                    break  # the end
                if line.startswith(outer):  # the next item of the list around
                    if items is None:
                        break
                    key = item_heads.get(head) if colon else None
                    if key is None:  # its line as a key's line, without the `- `
                        spaced = _SPACES[indent] + line[indent:]
                        spaced_head, colon, rest = spaced.partition(": ")
                        key = heads.get(spaced_head) if colon else blocks.get(spaced)
                        if key is None:
                            break  # left to `sequence`, which learns its key
                        if colon:
                            item_heads[head] = key
                    items.append(result)
                    self.nodes += len(result)
                    result = {}
                    value_text = rest if colon else None
                else:
                    key, value_text = self._entry(line, indent)
                    if key is None:
                        break
            else:
                value_text = rest if colon else None
            if key in result:
                raise _Unread
            at += 1
            if value_text is None:
                self.at = at
                result[key] = self.block(indent, depth)
                at = self.at
            elif lines[at].startswith(deeper):
                self.at = at
                result[key] = self.inline(value_text, indent)
                at = self.at
            else:
                value = scalars.get(value_text, _MISSING)
                if value is _MISSING:
                    if value_text[:1] == "[":
                        value = self.flow(value_text)
                    elif value_text == "{}":
                        value = {}
                    else:
                        value = scalars[value_text] = _scalar(value_text, flow=False)
                result[key] = value
        self.at = at
        self.nodes += len(result)
        return result

    def _entry(self, line: str, indent: int) -> tuple[str | None, str | None]:
        """The key of a mapping's line at `indent` and the value after its `: ` (None:
        the value is on the lines below), kept for the lines to come; no key where
        the line is less indented, so that the mapping has ended."""
        entry = _ENTRY.fullmatch(line)
        found = entry.end(1) if entry else len(line) - len(line.lstrip(" "))
        if found < indent:
            return None, None
        if found > indent or entry is None:
            raise _Unread
        key, rest = entry.group(2, 3)
        if key[0] == "'":
            key = key[1:-1].replace("''", "'")
        if rest is None:
            self.blocks[indent][line] = key
        elif line.partition(": ")[0] == line[: entry.end(2)]:
            self.heads[indent][line[: entry.end(2)]] = key
        return key, rest

    def sequence(self, indent: int, depth: int) -> list[Any]:
        """The block sequence whose `- ` stand at `indent`, from the current line."""
        if depth > MAX_DEPTH - 2 or indent > _MAX_INDENT:
            raise _Unread
        lines, inner = self.lines, indent + 2
        dash = _SPACES[indent] + "- "
        result: list[Any] = []
        while True:
            line = lines[self.at]
            if not line.startswith(dash):
                if not line or len(line) - len(line.lstrip(" ")) < indent:
                    break
                raise _Unread
            rest = line[inner:]
            if rest.startswith("- "):
                lines[self.at] = _SPACES[inner] + rest
                result.append(self.sequence(inner, depth + 1))
            elif _STARTS_MAPPING.match(rest):
                lines[self.at] = _SPACES[inner] + rest
                result.append(self.mapping(inner, depth + 1, result))
            else:
                self.at += 1
                result.append(self.inline(rest, indent))
        self.nodes += len(result)
        return result

    def block(self, indent: int, depth: int) -> dict[str, Any] | list[Any]:
        """The mapping or sequence that a key at `indent` with nothing after its `:` holds."""
        line = self.lines[self.at]
        inner = len(line) - len(line.lstrip(" "))
        if inner <= indent or not line:
            raise _Unread  # YAML reads a null here, or a sequence level with the key
        if line.startswith("- ", inner):
            return self.sequence(inner, depth + 1)
        return self.mapping(inner, depth + 1)

    def inline(self, text: str, indent: int) -> Any:
        """The value written after a key or `- ` at `indent`, with any lines it goes on to."""
        deeper = _SPACES[indent + 1]
        if self.lines[self.at].startswith(deeper):
            text = self._folded(text, deeper)
        first = text[:1]
        if first == "[":
            return self.flow(text)
        if text == "{}":
            return {}
        value = self.scalars.get(text, _MISSING)
        if value is _MISSING:
            value = self.scalars[text] = _scalar(text, flow=False)
        return value

    def _folded(self, text: str, deeper: str) -> str:
        """`text` and the lines it goes on to, each line break read as one space, as
        YAML folds a line of plain or quoted text or of a flow list."""
        parts = [text]
        lines = self.lines
        while lines[self.at].startswith(deeper):
            if parts[-1].endswith(" "):
                raise _Unread  # reading would drop the space
            part = lines[self.at].lstrip(" ")
            if part[:1] in "#?:|>!&*%@`" or part[:2] in ("-", "- "):
                raise _Unread  # where the line could be read as something else
            parts.append(part)
            self.at += 1
        return " ".join(parts)

    def flow(self, text: str) -> list[Any]:
        """A flow list of plain or single-quoted values."""
        numbers = _NUMBERS.fullmatch(text)
        if numbers is not None:
            items: list[Any] = [
                int(item)
                if "." not in item
                else int(number)
                if (number := float(item)).is_integer() and -MAX_INTEGER <= number <= MAX_INTEGER
                else number
                for item in numbers.group(1).split(", ")
            ]  # as `scalar_value` reads these spellings, inline: a big map has thousands
        elif text == "[]":
            return []
        elif not text.endswith("]"):
            raise _Unread
        elif "'" in text:
            items = _quoted_items(text[1:-1])
        else:
            known = self.flow_scalars
            items = []
            for item in text[1:-1].split(", "):
                value = known.get(item, _MISSING)
                if value is _MISSING:
                    value = known[item] = _scalar(item, flow=True)
                items.append(value)
        self.nodes += len(items)
        return items


def _quoted_items(body: str) -> list[Any]:
    """The values of a flow list, some of them single-quoted."""
    items, at = [], 0
    while True:
        if body.startswith("'", at):
            quoted = _QUOTED.match(body, at)
            if quoted is None:
                raise _Unread
            items.append(quoted.group(1).replace("''", "'"))
            at = quoted.end()
        else:
            end = body.find(", ", at)
            end = len(body) if end < 0 else end
            items.append(_scalar(body[at:end], flow=True))
            at = end
        if at == len(body):
            return items
        if not body.startswith(", ", at):
            raise _Unread
        at += 2


def _scalar(text: str, flow: bool) -> Any:
    """A single-quoted text, or plain text resolved as YAML does; plain text
    is read only where it is plain for certain (see `_INDICATORS`)."""
    if text[:1] == "'":
        quoted = _QUOTED.fullmatch(text)
        if quoted is None:
            raise _Unread
        return quoted.group(1).replace("''", "'")
    if not text or text[-1] in " :":
        raise _Unread
    first = text[0]
    if first in _INDICATORS and not (first == "-" and (text[1:2].isalnum() or text[1:2] == ".")):
        raise _Unread
    if _NOT_IN_FLOW.search(text) if flow else ": " in text or " #" in text:
        raise _Unread
    if first not in _RESOLVED:
        return text  # no type of YAML's is written starting so
    tag = plain_tag(text)
    return text if tag == _STR else scalar_value(tag, text)
