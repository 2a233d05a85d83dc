"""A transit feed's zip, read table by table without trusting it.

A feed comes from anyone: its zip may be broken, may name files outside any
folder it would unpack to, or may unpack to far more than it weighs (a zip
bomb). Nothing is extracted to disk: each table streams from the archive, one
row at a time, once its size in the zip's directory is within the limit and
its packing within the ratio real tables show; `zipfile` stops a table at that
size and checks its CRC, so a directory that lies about it makes a damaged
zip, not an endless one. While a table streams, its rows are counted and the
clock is read, so even a table within those bounds (a gigabyte of blank lines
packed a hundred to one) ends in a bounded time. A feed ends in a message
naming the file and the bound, never in a full disk, a hang or a traceback.
"""

from __future__ import annotations

import io
import time
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import IO, Any

from engine.errors import SourceDataError
from engine.importers.csv_table import CsvRow, csv_rows
from engine.pack.files import UnreadableFile, opened, too_large

FEED_BYTES = 512 * 2**20  # the zip file itself
TABLE_BYTES = 1024 * 2**20  # one table, unpacked
# Real tables pack 2 to 20 to one; blank lines or one row repeated, a thousand to
# one. Below RATIO_FROM a table is read whatever its ratio: it is read at once.
TABLE_RATIO = 100
RATIO_FROM = 8 * 2**20
TABLE_ROWS = 50_000_000  # lines of one table, blank ones too: more than a big city's stop times
FEED_SECONDS = 300  # reading the whole feed, every table
_DAMAGE = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, OSError)


class FeedZip:
    def __init__(self, path: Path, archive: zipfile.ZipFile) -> None:
        self.path = path
        self._archive = archive
        self._members = {info.filename: info for info in archive.infolist()}
        self._deadline = time.monotonic() + FEED_SECONDS

    def has(self, name: str) -> bool:
        return name in self._members

    def rows(self, name: str, columns: Sequence[str]) -> Iterator[CsvRow]:
        """The table's rows one at a time; a missing table or column, a damaged
        member or one past a bound (its size, ratio, rows, the feed's time) is a
        SourceDataError."""
        info = self._members.get(name)
        where = self.path / name
        if info is None:
            raise SourceDataError(f"{self.path}: the feed has no {name}")
        if info.file_size > TABLE_BYTES:
            raise SourceDataError(f"{where}: unpacks {too_large(TABLE_BYTES)}")
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > RATIO_FROM and ratio > TABLE_RATIO:
            raise SourceDataError(
                f"{where}: unpacks to {ratio:,.0f} times its size in the zip; "
                f"a table may unpack to at most {TABLE_RATIO} times"
            )
        try:
            with self._archive.open(info) as stream:
                bounded = io.BufferedReader(_Bounded(stream, where, self._deadline))
                text = io.TextIOWrapper(bounded, "utf-8-sig", newline="")
                yield from csv_rows(text, where, columns)
        except UnicodeDecodeError as error:
            raise SourceDataError(f"{where}: not UTF-8 text ({error.reason})") from None
        except _DAMAGE as error:
            raise SourceDataError(f"{where}: the zip is damaged ({error})") from None


class _Bounded(io.RawIOBase):
    """A table's bytes as they unpack, its lines counted and the clock read at each
    chunk: cheap beside the parsing, and the csv reader stops at the first bound."""

    def __init__(self, stream: IO[bytes], where: Path, deadline: float) -> None:
        self._stream = stream
        self._where = where
        self._deadline = deadline
        self._lines = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self._stream.read(len(buffer))
        self._lines += data.count(b"\n")
        if self._lines > TABLE_ROWS:
            raise SourceDataError(f"{self._where}: more than {TABLE_ROWS:,} rows")
        if time.monotonic() > self._deadline:
            raise SourceDataError(
                f"{self._where}: still reading after {FEED_SECONDS} s; "
                f"a feed is read in at most {FEED_SECONDS} s"
            )
        buffer[: len(data)] = data
        return len(data)


@contextmanager
def open_feed(path: Path) -> Iterator[FeedZip]:
    """The feed open for reading, once it is a regular file, a zip, and names
    no member outside the folder it would unpack to."""
    try:
        with opened(path, FEED_BYTES) as handle:
            try:
                archive = zipfile.ZipFile(handle)
            except _DAMAGE as error:
                raise SourceDataError(f"{path}: not a readable zip file ({error})") from None
            with archive:
                for name in archive.namelist():
                    if _outside(name):
                        raise SourceDataError(
                            f"{path}: the zip names '{name}', outside the folder it unpacks to"
                        )
                yield FeedZip(path, archive)
    except UnreadableFile as error:
        raise SourceDataError(f"{path}: {error.reason}") from None


def _outside(name: str) -> bool:
    posix = PurePosixPath(name.replace("\\", "/"))
    return posix.is_absolute() or ".." in posix.parts or ":" in name
