"""Values a designer types, read and checked against the format's limits.

The editor's fields and the importers' arguments take a value only if the
loader takes it back: one reader per kind of value, each bounded by
engine/pack/limits.py, so a field can never accept what a saved map could not
hold. Each raises EditError with the words the designer sees.
"""

from __future__ import annotations

import re
from typing import Any

from engine.editing.edits import EditError
from engine.pack.errors import PackError, format_path
from engine.pack.limits import COUNT_RANGE, MAX_DEPTH, TEXT_LENGTH, VALUE
from engine.pack.numbers import whole_number
from engine.pack.reader import read_yaml

# An option's value sits inside the pack's top-level mapping and its `options`.
OPTION_DEPTH = 2
# ASCII digits only, as for numbers; a point and zeros after them read as a pack reads them
_WHOLE_NUMBER = re.compile(r"-?[0-9]{1,9}(?:\.[0-9]{0,9})?")
_SHOWN = 40  # characters of a refused text quoted back


def text_problem(text: str) -> str | None:
    """Why `text` cannot be a name, credit or other text of a pack, or None."""
    if len(text) > TEXT_LENGTH:
        return f"expected text of at most {TEXT_LENGTH} characters, not {len(text)}"
    return None


def text_value(text: str, what: str) -> str:
    problem = text_problem(text)
    if problem is not None:
        raise EditError(f"{what}: {problem}")
    return text


def count_value(text: str, what: str, low: int = COUNT_RANGE[0], high: int = COUNT_RANGE[1]) -> int:
    """A whole number from `low` to `high` (the format's counts by default)."""
    number = _typed_whole(text)
    if number is None or not low <= number <= high:
        raise EditError(f"{what}: expected a whole number from {low} to {high}, not {_shown(text)}")
    return number


def whole_value(text: str, what: str, limit: float = VALUE) -> int:
    """A whole number from -`limit` to `limit` (an entry of a table of points)."""
    number = _typed_whole(text)
    if number is None or abs(number) > limit:
        bound = int(limit)
        raise EditError(
            f"{what}: expected a whole number from {-bound} to {bound}, not {_shown(text)}"
        )
    return number


def _typed_whole(text: str) -> int | None:
    """The whole number typed in decimal digits, `2.0` read as 2 as a pack reads it
    (engine/pack/numbers.py); None for anything else, `2.5` included."""
    return whole_number(float(text)) if _WHOLE_NUMBER.fullmatch(text) else None


def number_value(text: str, limit: float = VALUE) -> float:
    """A finite number from -`limit` to `limit` (by default what a region or route is worth)."""
    try:
        number = float(text) if text.isascii() else float("nan")  # float() also reads '٣'
    except ValueError:
        number = float("nan")
    if not -limit <= number <= limit:  # NaN fails both comparisons
        raise EditError(f"expected a number from {-limit:g} to {limit:g}, not {_shown(text)}")
    return number


def option_value(text: str) -> Any:
    """A rule option's value typed in YAML notation, read by the pack's own reader,
    so it takes exactly what a pack may hold: no tags (`!!binary`, `!!set`), no
    aliases, only finite numbers, and a date stays the text it would reload as.
    Empty text is `null`."""
    if not text:
        return None
    try:
        value = read_yaml(text, "").data
    except PackError as error:
        problem = error.problems[0]
        place = f" at {format_path(problem.path)}" if problem.path else ""
        raise EditError(f"{_shown(text)} is not a value{place}: {problem.message}") from None
    if _depth(value) + OPTION_DEPTH > MAX_DEPTH:
        raise EditError(
            f"{_shown(text)} is nested deeper than {MAX_DEPTH - OPTION_DEPTH} levels, "
            "more than a map pack holds"
        )
    return value


def _depth(value: Any) -> int:
    """How many lists and mappings deep the innermost value sits."""
    depth, level = 0, [(value, 0)]
    while level:
        item, at = level.pop()
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        )
        for child in children:
            depth = max(depth, at + 1)
            level.append((child, at + 1))
    return depth


def _shown(text: str) -> str:
    return repr(text if len(text) <= _SHOWN else f"{text[:_SHOWN]}...")
