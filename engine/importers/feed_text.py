"""A feed table's bytes as CSV records, in batches, within bounds.

Tables run to millions of rows, so they are read in blocks of whole lines and
handed on a batch of records at a time: a block with no quote or bare carriage
return splits on commas exactly as the csv module would read it, at
a fraction of the cost, and the first block with one sends the rest of the
table through `csv.reader`. Rows that leave trailing empty fields out are
padded (common CSV practice); a row with more non-empty fields than the
header is refused.

Text is UTF-8 (a byte-order mark skipped) until a byte that is not: from there
the table is read as Windows-1252 (Latin-1 where that leaves a byte undefined),
which is what a non-UTF-8 feed from a Western agency is, and a warning names
the file and line. While a table is read its lines are counted and the clock
is read at each block, so even a table within its size bounds ends in a
bounded time.
"""

from __future__ import annotations

import codecs
import csv
import io
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, islice, repeat
from pathlib import Path
from typing import IO, TYPE_CHECKING

import numpy as np

from engine.errors import SourceDataError
from engine.importers.csv_table import CsvRow
from engine.importers.plain_block import NEWLINE, PlainBlock, plain_block

if TYPE_CHECKING:
    from _csv import Reader as _Reader

BLOCK = 2**20  # bytes read at a time
BATCH = 20_000  # records of the csv module's path handed on at a time
_WINDOWS_1252 = "".join(
    bytes([byte]).decode("cp1252", errors="ignore") or chr(byte) for byte in range(256)
)


@dataclass(frozen=True)
class Bounds:
    rows: int  # lines of one table, blank ones too
    size: int  # bytes of one table
    deadline: float  # time.monotonic() by which the whole feed is read
    seconds: int  # the time bound, for the message


def blocks(stream: IO[bytes], where: Path, bounds: Bounds) -> Iterator[tuple[bytes, int]]:
    """The table's bytes a block at a time, each with the lines before it, then an
    empty block after all the lines; stopped at the first bound passed."""
    lines = size = 0
    while data := stream.read(BLOCK):
        before = lines
        lines += line_breaks(data)
        size += len(data)
        if lines > bounds.rows:
            raise SourceDataError(f"{where}: more than {bounds.rows:,} rows")
        if size > bounds.size:
            raise SourceDataError(f"{where}: larger than {bounds.size // 2**20} MiB")
        if time.monotonic() > bounds.deadline:
            raise SourceDataError(
                f"{where}: still reading after {bounds.seconds} s; "
                f"a feed is read in at most {bounds.seconds} s"
            )
        yield data, before
    yield b"", lines


def line_breaks(text: bytes | str) -> int:
    """How many line breaks `text` holds, counted with numpy: four times as fast
    as `count` on a table's megabytes."""
    if isinstance(text, str):
        if not text.isascii():
            return text.count("\n")
        text = text.encode("ascii")
    return int(np.count_nonzero(np.frombuffer(text, np.uint8) == NEWLINE))


def texts(
    data: Iterable[tuple[bytes, int]], where: Path, warn: Callable[[str], None]
) -> Iterator[str]:
    """The bytes decoded, cut after the last line break of each block (the rest
    goes with the next), so each text holds whole lines."""
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    fallen_back = False
    rest = ""
    for block, lines in data:
        final = not block
        if fallen_back:
            text = codecs.charmap_decode(block, "strict", _WINDOWS_1252)[0]
        else:
            try:
                text = decoder.decode(block, final)
            except UnicodeDecodeError as error:
                good, bad = error.object[: error.start], error.object[error.start :]
                text = bytes(good).decode("utf-8")
                # the bytes held back from the block before end a character: no line break
                line = lines + text.count("\n") + 1
                text += codecs.charmap_decode(bad, "strict", _WINDOWS_1252)[0]
                fallen_back = True
                warn(
                    f"{where}: not UTF-8 text ({error.reason} at line {line}); read as Windows-1252"
                )
        text = rest + text
        cut = len(text) if final else text.rfind("\n") + 1
        rest = text[cut:]
        if cut:
            yield text[:cut]


class Batch:
    """Records of the header's width, with their rows as a spreadsheet numbers
    them. A plain block's records are split only when asked for: a reader of
    its columns (`plain`) may not need them."""

    def __init__(
        self,
        where: Path,
        header: Sequence[str],
        first: int,
        text: str = "",
        records: list[list[str]] | None = None,
    ) -> None:
        self.where = where
        self.header = header
        self._first = first
        self._text = text
        self._fields: list[str] = []
        self._rows: Sequence[int] = []
        self._clean = False
        self._split_yet = records is not None
        if records is not None:
            self._fields, self._rows = _padded(where, len(header), first, records)

    @property
    def rows(self) -> Sequence[int]:
        self._split()
        return self._rows

    def plain(self) -> PlainBlock | None:
        """The block's columns found at once, where it is plain ASCII of regular
        width with no blank record (a line of commas) to leave out."""
        return plain_block(self._text, len(self.header)) if self._text else None

    def column(self, index: int) -> list[str]:
        """One column's values, stripped."""
        self._split()
        values = self._fields[index :: len(self.header)]
        return values if self._clean else list(map(str.strip, values))

    def csv_rows(self) -> Iterator[CsvRow]:
        width = len(self.header)
        for n, row in enumerate(self.rows):
            record = self._fields[n * width : (n + 1) * width]
            yield CsvRow(self.where, row, dict(zip(self.header, record, strict=True)))

    def _split(self) -> None:
        if self._split_yet:
            return
        self._split_yet = True
        lines = self._text.split("\n")
        if lines[-1] == "":
            lines.pop()
        width = len(self.header)
        regular = width > 1 and set(map(str.count, lines, repeat(","))) == {width - 1}
        self._clean = not any(space in self._text for space in " \t\r")
        # a line of nothing but commas (and spaces) is a blank record, left out
        blank = (
            min(map(len, lines), default=0) == width - 1 if self._clean else _blank_record(lines)
        )
        if regular and not blank:
            self._fields = ",".join(lines).split(",")
            self._rows = range(self._first, self._first + len(lines))
        else:
            records = [line.split(",") for line in lines]
            self._fields, self._rows = _padded(self.where, width, self._first, records)


def batches(text: Iterator[str], where: Path) -> tuple[list[str], Iterator[Batch]]:
    """The header (its names stripped) and the batches of records after it."""
    first = next(text, "")
    header_line, _, body = first.partition("\n")
    if _plain(header_line + "\n") is not None:
        header = [name.strip() for name in header_line.split(",")]
        return header, _records(chain([body], text), where, header)
    reader = csv.reader(_lines(chain([first], text)))
    try:
        header = [name.strip() for name in next(reader, [])]
    except csv.Error as error:
        raise SourceDataError(f"{where}, row {reader.line_num}: {error}") from None
    return header, _quoted(reader, where, header, 2, 0)


def _blank_record(lines: list[str]) -> bool:
    """Whether a line holds nothing but commas and spaces (a spreadsheet's empty row)."""
    return any(not line.strip(" \t\r,") for line in lines)


def _plain(text: str) -> str | None:
    """Text the csv module would split on commas and line breaks alone, its
    line breaks made "\n"; None for any other."""
    if '"' in text:
        return None
    if "\r" in text:
        if not _crlf_only(text):  # a carriage return of its own
            return None
        text = text.translate(_NO_CR)  # a third of the time replace("\r\n", "\n") takes
    return text


_NO_CR = {ord("\r"): None}


def _crlf_only(text: str) -> bool:
    """Whether every carriage return in `text` comes before a line feed."""
    if not text.isascii():
        return text.count("\r") == text.count("\r\n")
    data = np.frombuffer(text.encode("ascii") + b"\0", np.uint8)
    return bool(np.all(data[np.flatnonzero(data == ord("\r")) + 1] == NEWLINE))


def _records(text: Iterator[str], where: Path, header: list[str]) -> Iterator[Batch]:
    row = 2
    for block in text:
        plain = _plain(block)
        if plain is None:
            reader = csv.reader(_lines(chain([block], text)))
            yield from _quoted(reader, where, header, row, row - 1)
            return
        yield Batch(where, header, row, plain)
        row += line_breaks(plain) + (bool(plain) and not plain.endswith("\n"))


def _quoted(
    reader: _Reader, where: Path, header: list[str], row: int, lines_before: int
) -> Iterator[Batch]:
    """Records read by the csv module, which numbers a row as one however many
    lines it spans; a malformed one is named by its line."""
    try:
        while records := list(islice(reader, BATCH)):
            yield Batch(where, header, row, records=records)
            row += len(records)
    except csv.Error as error:
        raise SourceDataError(f"{where}, row {lines_before + reader.line_num}: {error}") from None


def _lines(text: Iterable[str]) -> Iterator[str]:
    for block in text:
        yield from io.StringIO(block, newline="")


def _padded(
    where: Path, width: int, first: int, records: list[list[str]]
) -> tuple[list[str], list[int]]:
    """The records' fields one after another, short rows padded, blank ones left
    out, long ones refused; and the rows they are on."""
    fields: list[str] = []
    rows: list[int] = []
    for row, record in enumerate(records, start=first):
        if not any(field.strip() for field in record):
            continue
        if len(record) > width and any(field.strip() for field in record[width:]):
            raise SourceDataError(
                f"{where}, row {row}: expected {width} fields, found {len(record)}"
            )
        fields += record[:width]
        fields += [""] * (width - len(record))
        rows.append(row)
    return fields, rows
