"""The columns of a plain block of CSV lines, found with numpy.

A block of a feed's biggest table (stop times) holds tens of thousands of
lines of ids, times and numbers: ASCII, no quotes, no spaces. Splitting it
into Python strings costs more than everything else the import does with
it, so its commas and line breaks are found at once in its bytes, every line
is checked to have the header's width, and only what a reader asks for
becomes Python objects: a column's whole or decimal numbers, the lines where
a column's value changes, a column's values (each distinct short id made a
string once).
A block that is anything else (other text, a line of another width, a value
too long) is None, for the careful reader.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

COMMA, NEWLINE, ZERO, NINE = ord(","), ord("\n"), ord("0"), ord("9")
LONGEST_ID = 64  # characters of a value compared where a column's value changes
WORD = 8  # characters read as one 64-bit number (an id's, or compared at once)
DECIMAL_DIGITS = 15  # digits of a number read at once: below 2**53, exact in a float
MINUS, DOT = ord("-"), ord(".")


@dataclass(frozen=True)
class PlainBlock:
    text: str  # ending in a line break
    data: np.ndarray  # its bytes, then LONGEST_ID zeros: a value's window never runs off the end
    ends: np.ndarray  # [line, column] -> where its value ends (its comma or line break)

    def texts(self, column: int, lines: list[int] | None = None) -> list[str]:
        """The column's values, on every line or on those `lines`."""
        starts, ends = self._bounds(column)
        if lines is not None:
            starts, ends = starts[lines], ends[lines]
        text = self.text
        return [text[start:end] for start, end in zip(starts.tolist(), ends.tolist(), strict=True)]

    def wholes(self, column: int, digits: int) -> np.ndarray | None:
        """The column's whole numbers, or None unless every value is 1 to
        `digits` ASCII digits."""
        found = self._matrix(column, digits)
        if found is None:
            return None
        values, lengths = found
        if len(lengths) and lengths.min() < 1:
            return None
        inside = np.arange(values.shape[1]) < lengths[:, None]
        if np.any(inside & ((values < ZERO) | (values > NINE))):
            return None
        numbers = np.zeros(len(lengths), dtype=np.int64)
        for k in range(values.shape[1]):
            digit = values[:, k].astype(np.int64) - ZERO
            numbers = np.where(inside[:, k], numbers * 10 + digit, numbers)
        return numbers

    def decimals(self, column: int) -> np.ndarray | None:
        """The column's numbers, or None unless every value is written -?D+(.D+)?
        with at most DECIMAL_DIGITS digits: each is then its whole digits over
        a power of ten, both exact in a float, so the division rounds as
        Python's float() does."""
        found = self._matrix(column, DECIMAL_DIGITS + 2)
        if found is None:
            return None
        values, lengths = found
        place = np.arange(values.shape[1])
        inside = place < lengths[:, None]
        negative = values[:, 0] == MINUS if values.shape[1] else np.zeros(len(lengths), bool)
        dot = (values == DOT) & inside
        dots = dot.sum(axis=1)
        at = np.where(dots == 1, dot.argmax(axis=1), lengths)
        digit = inside & ~dot & ~((place == 0) & negative[:, None])
        if not (
            np.all(dots <= 1)
            and np.all(at > negative)  # a digit before the point
            and np.all((dots == 0) | (at < lengths - 1))  # and one after it
            and not np.any(digit & ((values < ZERO) | (values > NINE)))
            and np.all(digit.sum(axis=1) <= DECIMAL_DIGITS)
        ):
            return None
        whole = np.zeros(len(lengths), dtype=np.int64)
        for k in range(values.shape[1]):
            whole = np.where(digit[:, k], whole * 10 + values[:, k].astype(np.int64) - ZERO, whole)
        numbers = whole / np.power(10.0, np.where(dots == 1, lengths - at - 1, 0))
        return np.where(negative, -numbers, numbers)

    def changes(self, column: int) -> list[int] | None:
        """The lines whose value in the column differs from the line before's
        (line 0 first), or None for a value longer than LONGEST_ID."""
        found = self._words(column, LONGEST_ID)
        if found is None:
            return None
        words, lengths = found
        differs = np.any(words[1:] != words[:-1], axis=1) | (lengths[1:] != lengths[:-1])
        lines: list[int] = [0, *(np.flatnonzero(differs) + 1).tolist()]
        return lines

    def keys(self, column: int) -> np.ndarray:
        """A number for each line's value in the column, equal where the values
        are: a value of at most WORD characters is its bytes read as one
        number; longer ones are numbered one line at a time."""
        found = self._words(column, WORD)
        if found is None:
            places: dict[str, int] = {}
            coded = [places.setdefault(text, len(places)) for text in self.texts(column)]
            return np.array(coded, dtype=np.uint64)
        words, lengths = found
        keys: np.ndarray = words[:, 0] if words.shape[1] else np.zeros(len(lengths), np.uint64)
        return keys

    def _matrix(self, column: int, longest: int) -> tuple[np.ndarray, np.ndarray] | None:
        """The column's values as rows of bytes, zero after each value's end, and
        their lengths; None for a value longer than `longest`."""
        found = self._words(column, longest)
        if found is None:
            return None
        words, lengths = found
        return words.view(np.uint8)[:, : int(lengths.max(initial=0))], lengths

    def _bounds(self, column: int) -> tuple[np.ndarray, np.ndarray]:
        """Where the column's values begin and end on each line: a value begins
        after the separator before it (found when asked, for the few columns
        read, rather than a second table the size of `ends`)."""
        ends = self.ends[:, column]
        if column:
            return self.ends[:, column - 1] + 1, ends
        return _line_starts(self.ends), ends

    def _words(self, column: int, longest: int) -> tuple[np.ndarray, np.ndarray] | None:
        """The column's values as rows of 64-bit words (WORD characters each, zero
        after the value's end), and their lengths; None for a value longer than
        `longest`. Each word is read at once, wherever it begins."""
        starts, ends = self._bounds(column)
        lengths = ends - starts
        most = int(lengths.max(initial=0))
        if most > longest:
            return None
        count = -(-most // WORD)
        words = np.empty((len(starts), count), dtype=_WORD)
        unaligned = np.ndarray((len(self.data) - WORD + 1,), _WORD, self.data, strides=(1,))
        for k in range(count):
            words[:, k] = (
                unaligned[starts + WORD * k] & _MASKS[np.clip(lengths - WORD * k, 0, WORD)]
            )
        return words, lengths


_WORD = np.dtype("<u8")  # in the order of the bytes, whatever the machine's
_MASKS = np.array([(1 << (8 * k)) - 1 for k in range(WORD + 1)], dtype=_WORD)  # k first bytes


def plain_block(text: str, width: int) -> PlainBlock | None:
    """The block's values, once it is ASCII without quotes, spaces, carriage
    returns or NULs (short ids are compared zero-padded) and every line has
    `width` values; else None."""
    if not text or not text.isascii() or any(c in text for c in ' "\t\r\0'):
        return None
    text += "" if text.endswith("\n") else "\n"
    data = np.frombuffer(text.encode("ascii") + bytes(LONGEST_ID), np.uint8)
    found = data == COMMA
    found |= data == NEWLINE  # in place: each fresh megabyte costs as much as a pass over it
    separators = np.flatnonzero(found)
    if len(separators) % width:
        return None
    ends = separators.reshape(-1, width)
    found = data[ends]
    if not ((found[:, :-1] == COMMA).all() and (found[:, -1] == NEWLINE).all()):
        return None  # some line of another width (a blank one, a short one)
    if np.any(ends[:, -1] - _line_starts(ends) == width - 1):
        return None  # a line of nothing but commas: a blank record, to leave out
    return PlainBlock(text, data, ends)


def _line_starts(ends: np.ndarray) -> np.ndarray:
    """Where each line begins: after the line break ending the line before."""
    starts = np.empty(len(ends), dtype=ends.dtype)
    starts[:1] = 0
    starts[1:] = ends[:-1, -1] + 1
    return starts
