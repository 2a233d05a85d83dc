"""How every number Tracksmith reads is taken: one reading for packs, records and options.

YAML has many spellings of a number (`2`, `+2`, `0x2`, `2.0`, `2.`, `20e-1` written
`2.0e+0`); some load as whole numbers, some as decimals. A decimal with nothing after
the point is the whole number it spells, everywhere: the reader makes `2.0` the int
`2` before any check sees it, so a field that needs a whole number can never take a
value the code using it would choke on, and `fmt` writes `2`. A decimal that is not
whole (`2.5`) stays a decimal, for the checks to refuse where a whole number is needed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.pack.limits import MAX_INTEGER


def plain_number(value: float) -> int | float:
    """`value` as it is read: the whole number when it has no fraction (and is small
    enough to be exact), else the decimal itself."""
    if isinstance(value, float) and value.is_integer() and abs(value) <= MAX_INTEGER:
        return int(value)
    return value


def whole_number(value: Any) -> int | None:
    """The whole number `value` is, or None: an int, or a decimal with no fraction;
    never a truth value (YAML's `true` is no 1)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        value = plain_number(value)
    return value if isinstance(value, int) else None


def is_whole(value: Any, least: float = -MAX_INTEGER, most: float = MAX_INTEGER) -> bool:
    """Whether `value` reads as a whole number from `least` to `most`."""
    number = whole_number(value)
    return number is not None and least <= number <= most


def plain_numbers(value: Any) -> Any:
    """`value` with every number in it as a file would read it back: for values made in
    code rather than read (options set in memory, a caller's overrides), so that they
    are written, checked and used as their reading would be."""
    if type(value) is str:  # most values: spared the abstract Mapping's slow check
        return value
    if isinstance(value, float):
        return plain_number(value)
    if isinstance(value, Mapping):
        return {key: plain_numbers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain_numbers(item) for item in value]
    if isinstance(value, tuple):
        return tuple(plain_numbers(item) for item in value)
    return value
