"""A transit feed's zip, read table by table without trusting it.

A feed comes from anyone: its zip may be broken, may name files outside any
folder it would unpack to, or may unpack to far more than it weighs (a zip
bomb). Nothing is extracted to disk: each table streams from the archive, and
the bytes it unpacks to are counted against a limit whatever its header says,
so a feed ends in a message naming the file, never in a full disk, a hang or
a traceback.
"""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import IO

from engine.errors import SourceDataError
from engine.importers.csv_table import CsvRow, csv_rows
from engine.pack.files import UnreadableFile, opened, too_large

FEED_BYTES = 512 * 2**20  # the zip file itself
TABLE_BYTES = 1024 * 2**20  # one table, unpacked
_DAMAGE = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, OSError)


class _Bounded(io.RawIOBase):
    """A table's stream that stops with an error past `limit` bytes."""

    def __init__(self, stream: IO[bytes], limit: int) -> None:
        self._stream, self._left = stream, limit + 1

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self._stream.read(min(len(buffer), self._left))
        self._left -= len(data)
        if self._left <= 0:
            raise _TooLarge
        buffer[: len(data)] = data
        return len(data)


class _TooLarge(Exception):
    pass


class FeedZip:
    def __init__(self, path: Path, archive: zipfile.ZipFile) -> None:
        self.path = path
        self._archive = archive
        self._members = {info.filename: info for info in archive.infolist()}

    def has(self, name: str) -> bool:
        return name in self._members

    def rows(self, name: str, columns: Sequence[str]) -> Iterator[CsvRow]:
        """The table's rows one at a time; a missing table or column, a damaged
        member or one that unpacks past TABLE_BYTES is a SourceDataError."""
        info = self._members.get(name)
        where = self.path / name
        if info is None:
            raise SourceDataError(f"{self.path}: the feed has no {name}")
        if info.file_size > TABLE_BYTES:
            raise SourceDataError(f"{where}: unpacks {too_large(TABLE_BYTES)}")
        try:
            with self._archive.open(info) as stream:
                text = io.TextIOWrapper(
                    io.BufferedReader(_Bounded(stream, TABLE_BYTES)), "utf-8-sig", newline=""
                )
                yield from csv_rows(text, where, columns)
        except _TooLarge:
            raise SourceDataError(f"{where}: unpacks {too_large(TABLE_BYTES)}") from None
        except UnicodeDecodeError as error:
            raise SourceDataError(f"{where}: not UTF-8 text ({error.reason})") from None
        except _DAMAGE as error:
            raise SourceDataError(f"{where}: the zip is damaged ({error})") from None


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
