"""CSV files read row by row, every value typed and every mistake located.

Network data usually comes from a spreadsheet; a designer fixing one needs the
file and the row number the spreadsheet shows (the header is row 1), not a
traceback.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.errors import SourceDataError
from engine.pack.files import UnreadableFile, read_text_bounded
from engine.pack.limits import MAX_BYTES

NULL_WORDS = frozenset({"", "null", "none", "na", "n/a"})
# Every whole number this long is below 2**53, so it stays exact wherever it goes.
WHOLE_DIGITS = 15


@dataclass(frozen=True)
class CsvRow:
    path: Path
    row: int  # as a spreadsheet numbers it: the header is row 1
    values: Mapping[str, str]

    def problem(self, message: str) -> SourceDataError:
        return SourceDataError(self.located(message))

    def located(self, message: str) -> str:
        """The message with the file and row it is about, for an error or a warning."""
        return f"{self.path}, row {self.row}: {message}"

    def text(self, column: str) -> str:
        value = self.values[column].strip()
        if value.lower() in NULL_WORDS:
            raise self.problem(f"column '{column}' is empty")
        return value

    def number(self, column: str) -> float:
        raw = self.text(column)
        try:
            value = float(raw)
        except ValueError:
            raise self.problem(f"column '{column}': expected a number, found '{raw}'") from None
        if not math.isfinite(value):
            raise self.problem(f"column '{column}': expected a finite number, found '{raw}'")
        return value

    def whole(self, column: str) -> int:
        """A whole number of at most WHOLE_DIGITS ASCII digits: `str.isdigit` also
        takes '²' and '٣', which `int` refuses, and `int` refuses 4,301 digits."""
        raw = self.text(column)
        if not (raw.isascii() and raw.isdigit()):
            raise self.problem(f"column '{column}': expected a whole number, found {quoted(raw)}")
        if len(raw) > WHOLE_DIGITS:
            raise self.problem(
                f"column '{column}': expected a whole number of at most {WHOLE_DIGITS} digits, "
                f"found {len(raw):,} digits"
            )
        return int(raw)

    def flag(self, column: str) -> bool:
        """A 0/1 column; empty counts as 0 because data sets leave unset flags blank."""
        raw = self.values[column].strip()
        if raw.lower() in NULL_WORDS or raw == "0":
            return False
        if raw == "1":
            return True
        raise self.problem(f"column '{column}': expected 0 or 1, found '{raw}'")


def quoted(raw: str, limit: int = 40) -> str:
    """A value as a message quotes it, a long one cut short."""
    return f"'{raw}'" if len(raw) <= limit else f"'{raw[: limit - 10]}…' ({len(raw):,} characters)"


def read_csv(path: Path, columns: Sequence[str]) -> list[CsvRow]:
    """Rows of a CSV file with a header naming at least `columns` (extra columns are ignored)."""
    try:
        text = read_text_bounded(path, MAX_BYTES, "utf-8-sig")
    except UnreadableFile as error:
        raise SourceDataError(f"{path}: {error.reason}") from None
    return list(csv_rows(io.StringIO(text, newline=""), path, columns))


def csv_rows(lines: Iterable[str], path: Path, columns: Sequence[str]) -> Iterator[CsvRow]:
    """The rows of CSV text one at a time, so a table of millions of rows (a
    transit feed's stop times) is never held whole; `path` names it in messages."""
    records = csv.reader(lines)
    try:
        yield from _checked_rows(records, path, columns)
    except csv.Error as error:
        raise SourceDataError(f"{path}, row {records.line_num}: {error}") from None


def check_header(path: Path, header: Sequence[str], columns: Sequence[str]) -> None:
    """A header that lacks one of `columns` is a SourceDataError naming them and what it has."""
    missing = [column for column in columns if column not in header]
    if missing:
        found = ", ".join(header) if header else "nothing"
        raise SourceDataError(
            f"{path}, row 1: missing column {', '.join(repr(c) for c in missing)} "
            f"(the header has {found})"
        )


def _checked_rows(
    records: Iterator[list[str]], path: Path, columns: Sequence[str]
) -> Iterator[CsvRow]:
    header = [name.strip() for name in next(records, [])]
    check_header(path, header, columns)
    for row, record in enumerate(records, start=2):
        if not any(field.strip() for field in record):
            continue
        if len(record) != len(header):
            raise SourceDataError(
                f"{path}, row {row}: expected {len(header)} fields, found {len(record)}"
            )
        yield CsvRow(path, row, dict(zip(header, record, strict=True)))
